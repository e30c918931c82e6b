import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { LANGUAGES, isLanguage } from '@flyerdesk/domain/constants';
import {
  MenuPortal,
  MenuRadioGroup,
  MenuRoot,
  MenuTrigger,
  StyledMenuContent,
  StyledMenuRadioItem,
} from '../ui/Menu';
import { switchLanguage } from './createI18n';
import { LanguageButton, currentLanguage } from './LanguageButton';

/**
 * The language menu itself (PL, ENG, RU): switches the interface, remembers the choice and confirms it.
 * Loaded by LanguageMenu when first wanted; `defaultOpen` opens it at once (the press that loaded it).
 */
export default function LanguageMenuList({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const current = currentLanguage(i18n.language);

  const choose = async (value: string) => {
    if (!isLanguage(value) || value === current) return;
    await switchLanguage(i18n, value);
    toast.success(i18n.t('language.changed', { ns: 'common', lng: value }), { id: 'language-changed' });
  };

  return (
    <MenuRoot defaultOpen={defaultOpen}>
      <MenuTrigger asChild>
        <LanguageButton />
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
