import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/Icon';
import { StyledIconButton } from '../../shared/ui/Button';
import { useThemeMode } from '../ThemeModeProvider';

/** Light/dark switch; the choice is remembered. */
export function ThemeSwitch() {
  const { t } = useTranslation('layout');
  const { mode, setMode } = useThemeMode();
  const dark = mode === 'dark';
  return (
    <StyledIconButton
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={t('navbar.darkTheme')}
      title={t('navbar.darkTheme')}
      onClick={() => setMode(dark ? 'light' : 'dark')}
    >
      <Icon name="theme" />
    </StyledIconButton>
  );
}
