import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../shared/ui/Icon';
import { StyledButton } from '../../shared/ui/Button';
import { MenuPortal, MenuRoot, MenuTrigger, StyledMenuContent, StyledMenuItem, StyledMenuSeparator } from '../../shared/ui/Menu';
import { useLogout } from '../../shared/session/useLogout';

const StyledName = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}) {
    display: none;
  }
`;

/** User menu (spec §2): dashboard, change password, log out. */
export function UserMenu({ username }: { username: string }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <MenuRoot>
      <MenuTrigger asChild>
        <StyledButton type="button" $variant="ghost" aria-label={t('navbar.userMenu', { name: username })}>
          <Icon name="user" />
          <StyledName aria-hidden="true">{username}</StyledName>
        </StyledButton>
      </MenuTrigger>
      <MenuPortal>
        <StyledMenuContent align="end" sideOffset={4}>
          <StyledMenuItem onSelect={() => void navigate('/dashboard')}>
            <Icon name="dashboard" />
            {t('navbar.dashboard')}
          </StyledMenuItem>
          <StyledMenuItem onSelect={() => void navigate('/password')}>
            <Icon name="password" />
            {t('navbar.changePassword')}
          </StyledMenuItem>
          <StyledMenuSeparator />
          <StyledMenuItem onSelect={() => void logout()}>
            <Icon name="logout" />
            {t('navbar.logout')}
          </StyledMenuItem>
        </StyledMenuContent>
      </MenuPortal>
    </MenuRoot>
  );
}
