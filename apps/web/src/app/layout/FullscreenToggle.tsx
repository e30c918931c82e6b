import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/Icon';
import { StyledIconButton } from '../../shared/ui/Button';

/** Full-screen toggle; hidden where the browser does not allow full screen. */
export function FullscreenToggle() {
  const { t } = useTranslation('layout');
  const [active, setActive] = useState(() => document.fullscreenElement !== null);

  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  if (!document.fullscreenEnabled) return null;
  const label = active ? t('navbar.exitFullscreen') : t('navbar.enterFullscreen');
  const toggle = async () => {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  };
  return (
    <StyledIconButton type="button" aria-label={label} title={label} aria-pressed={active} onClick={() => void toggle()}>
      <Icon name={active ? 'fullscreenExit' : 'fullscreen'} />
    </StyledIconButton>
  );
}
