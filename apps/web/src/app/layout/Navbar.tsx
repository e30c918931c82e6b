import { can } from '@flyerdesk/domain/permissions';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../shared/ui/Icon';
import { StyledIconButton } from '../../shared/ui/Button';
import { LanguageMenu } from '../../shared/i18n/LanguageMenu';
import { ErrorLogDialog } from '../../features/errors/ErrorLogDialog';
import { JobCentreButton } from '../../features/jobs/JobCentreButton';
import { Breadcrumb } from './Breadcrumb';
import { FullscreenToggle } from './FullscreenToggle';
import { ThemeSwitch } from './ThemeSwitch';
import { UserMenu } from './UserMenu';
import { SIDEBAR_ID } from './Sidebar';

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.layout.navbarHeight};
  padding: 0 ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}) {
    flex-wrap: wrap;
    padding: ${({ theme }) => theme.space(1)};
  }
`;

/**
 * The title (the breadcrumb) takes the room the buttons leave and shortens with an ellipsis; it never
 * runs under them. On a phone it wants at least 10rem: when the buttons leave less, they move to a row
 * of their own below it.
 */
const StyledGrow = styled.div`
  flex: 1 1 0;
  min-width: 0;
  overflow: hidden;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}) {
    flex-basis: 10rem;
  }
`;

const StyledTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-left: auto;
  max-width: 100%;
`;

export interface NavbarProps {
  username: string;
  /** Roles of the signed-in user (which buttons they may use). */
  roles?: readonly string[];
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

/** Top bar (spec §2): menu toggle, breadcrumb, job centre, error log, full screen, theme, language, user menu. */
export function Navbar({ username, roles = [], sidebarOpen, onToggleSidebar }: NavbarProps) {
  const { t } = useTranslation('layout');
  const toggleLabel = sidebarOpen ? t('sidebar.close') : t('sidebar.open');
  return (
    <StyledHeader>
      <StyledIconButton
        type="button"
        aria-label={toggleLabel}
        title={toggleLabel}
        aria-expanded={sidebarOpen}
        aria-controls={SIDEBAR_ID}
        onClick={onToggleSidebar}
      >
        <Icon name="menu" />
      </StyledIconButton>
      <StyledGrow>
        <Breadcrumb />
      </StyledGrow>
      <StyledTools>
        {can(roles, 'jobs.read') ? <JobCentreButton canManage={can(roles, 'jobs.manage')} /> : null}
        <ErrorLogDialog />
        <FullscreenToggle />
        <ThemeSwitch />
        <LanguageMenu />
        <UserMenu username={username} />
      </StyledTools>
    </StyledHeader>
  );
}
