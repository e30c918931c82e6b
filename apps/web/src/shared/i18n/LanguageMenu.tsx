import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { LANGUAGES, isLanguage, type Language } from '@flyerdesk/domain/constants';
import { Icon } from '../ui/Icon';
import { StyledButton } from '../ui/Button';
import {
  MenuPortal,
  MenuRadioGroup,
  MenuRoot,
  MenuTrigger,
  StyledMenuContent,
  StyledMenuRadioItem,
} from '../ui/Menu';
import { switchLanguage } from './createI18n';

/** Language menu (PL, ENG, RU): switches the interface, remembers the choice and confirms it. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';

  const choose = async (value: string) => {
    if (!isLanguage(value) || value === current) return;
    await switchLanguage(i18n, value);
    toast.success(i18n.t('language.changed', { ns: 'common', lng: value }), { id: 'language-changed' });
  };

  return (
    <MenuRoot>
      <MenuTrigger asChild>
        <StyledButton type="button" $variant="ghost" aria-label={t('language.menu', { language: t(`language.${current}Name`) })}>
          <Icon name="language" />
          <span aria-hidden="true">{t(`language.${current}`)}</span>
        </StyledButton>
      </MenuTrigger>
      <MenuPortal>
        <StyledMenuContent align="end" sideOffset={4}>
          <MenuRadioGroup value={current} onValueChange={(value) => void choose(value)}>
            {LANGUAGES.map((language) => (
              <StyledMenuRadioItem key={language} value={language} lang={language}>
                {t(`language.${language}`)} · {t(`language.${language}Name`)}
              </StyledMenuRadioItem>
            ))}
          </MenuRadioGroup>
        </StyledMenuContent>
      </MenuPortal>
    </MenuRoot>
  );
}
