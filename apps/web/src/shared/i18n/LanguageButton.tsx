import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@flyerdesk/domain/constants';
import { Icon } from '../ui/Icon';
import { StyledButton } from '../ui/Button';

/** The interface language (English for a code that is none of the interface's). */
export function currentLanguage(language: string): Language {
  return isLanguage(language) ? language : 'en';
}

/** The language menu's button: the current language's short name, and its full name for assistive technology. */
export function LanguageButton(props: Omit<ComponentPropsWithRef<'button'>, 'type' | 'children'>) {
  const { t, i18n } = useTranslation('common');
  const current = currentLanguage(i18n.language);
  return (
    <StyledButton
      type="button"
      $variant="ghost"
      aria-haspopup="menu"
      aria-label={t('language.menu', { language: t(`language.${current}Name`) })}
      {...props}
    >
      <Icon name="language" />
      <span aria-hidden="true">{t(`language.${current}`)}</span>
    </StyledButton>
  );
}
