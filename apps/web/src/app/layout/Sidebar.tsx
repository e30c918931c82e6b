import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import styled, { css } from 'styled-components';
import { sidebarFor, type SidebarItem } from '@flyerdesk/domain/routes';
import type { FeatureFlags } from '@flyerdesk/domain/features';
import { graphql } from '../../__generated__/gql';
import { Icon } from '../../shared/ui/Icon';
import { UI_VERSION } from '../../shared/version';
import { useReturnFocus } from '../../shared/ui/useReturnFocus';
import { ReleaseNotesDialog } from '../../features/releaseNotes/ReleaseNotesDialog';

export const SystemInfoDocument = graphql(`
  query SystemInfo {
    systemInfo {
      displayVersion
    }
  }
`);

export const SIDEBAR_ID = 'app-sidebar';

const StyledSidebar = styled.nav<{ $open: boolean; $overlay: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  width: ${({ theme }) => theme.layout.sidebarWidth};
  flex-shrink: 0;
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.sidebarText};
  ${({ $overlay }) =>
    $overlay
      ? css`
          position: fixed;
          inset: 0 auto 0 0;
          z-index: 40;
        `
      : css`
          position: sticky;
          top: 0;
          height: 100vh;
        `}
  a:focus-visible,
  button:focus-visible {
    outline-color: ${({ theme }) => theme.colors.sidebarText};
    outline-offset: -3px;
  }
`;

const StyledBrand = styled.div`
  display: flex;
  align-items: center;
  height: ${({ theme }) => theme.layout.navbarHeight};
  padding: 0 ${({ theme }) => theme.space(4)};
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.lg};
  letter-spacing: 0.02em;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  flex: 1;
  overflow-y: auto;
  ul {
    list-style: none;
    padding: 0 0 0 ${({ theme }) => theme.space(4)};
  }
`;

const entry = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.sidebarHover};
  }
`;

const StyledLink = styled(NavLink)`
  ${entry}
  &.active {
    background: ${({ theme }) => theme.colors.sidebarActive};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }
`;

const StyledGroupButton = styled.button`
  ${entry}
  span:nth-of-type(1) {
    flex: 1;
  }
`;

const StyledEmpty = styled.p`
  flex: 1;
  padding: ${({ theme }) => theme.space(4)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledFooter = styled.footer`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.sidebarHover};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledVersions = styled.button`
  ${entry}
  flex-direction: column;
  align-items: flex-start;
  gap: 0;
  span {
    overflow-wrap: anywhere;
  }
  span:last-child {
    margin-top: ${({ theme }) => theme.space(1)};
    text-decoration: underline;
  }
`;

function SidebarGroup({ item }: { item: SidebarItem }) {
  const { t } = useTranslation('routes');
  const { pathname } = useLocation();
  const inside = pathname === item.path || pathname.startsWith(`${item.path}/`);
  const [expanded, setExpanded] = useState(inside);
  const listId = useId();
  return (
    <li>
      <StyledGroupButton type="button" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((v) => !v)}>
        <Icon name={item.icon} />
        <span>{t(item.titleKey)}</span>
        <Icon name={expanded ? 'chevronDown' : 'chevronRight'} size={14} />
      </StyledGroupButton>
      <ul id={listId} hidden={!expanded}>
        {item.children?.map((child) => <SidebarEntry key={child.path} item={child} />)}
      </ul>
    </li>
  );
}

function SidebarEntry({ item }: { item: SidebarItem }) {
  const { t } = useTranslation('routes');
  if (item.children?.length) return <SidebarGroup item={item} />;
  return (
    <li>
      <StyledLink to={item.path}>
        <Icon name={item.icon} />
        <span>{t(item.titleKey)}</span>
      </StyledLink>
    </li>
  );
}

/** The back-end and interface versions; they open the release notes (spec §2). */
function VersionFooter() {
  const { t } = useTranslation('layout');
  const [notesOpen, setNotesOpen] = useState(false);
  const focus = useReturnFocus();
  const { data } = useQuery(SystemInfoDocument, { context: { skipErrorToast: true } });
  const backend = data?.systemInfo.displayVersion ?? t('sidebar.versionUnknown');
  return (
    <StyledFooter>
      <StyledVersions
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          focus.remember();
          setNotesOpen(true);
        }}
      >
        {/* The spaces keep the lines apart in the button's accessible name. */}
        <span>{t('sidebar.backendVersion', { version: backend })}</span>{' '}
        <span>{t('sidebar.uiVersion', { version: UI_VERSION })}</span>{' '}
        <span>{t('sidebar.releaseNotes')}</span>
      </StyledVersions>
      <ReleaseNotesDialog
        open={notesOpen}
        onOpenChange={(open) => {
          setNotesOpen(open);
          if (!open) focus.restore();
        }}
      />
    </StyledFooter>
  );
}

export interface SidebarProps {
  roles: readonly string[];
  flags: FeatureFlags;
  isBuilt: (path: string) => boolean;
  open: boolean;
  /** On small devices the sidebar lies over the content. */
  overlay: boolean;
}

/** Main navigation (spec §2): the built screens the user's roles and the feature switches allow. */
export function Sidebar({ roles, flags, isBuilt, open, overlay }: SidebarProps) {
  const { t } = useTranslation('layout');
  const items = sidebarFor(roles, flags, isBuilt);
  return (
    <StyledSidebar id={SIDEBAR_ID} aria-label={t('sidebar.label')} $open={open} $overlay={overlay}>
      <StyledBrand>Flyerdesk</StyledBrand>
      {items.length === 0 ? (
        <StyledEmpty>{t('sidebar.empty')}</StyledEmpty>
      ) : (
        <StyledList>
          {items.map((item) => (
            <SidebarEntry key={item.path} item={item} />
          ))}
        </StyledList>
      )}
      <VersionFooter />
    </StyledSidebar>
  );
}
