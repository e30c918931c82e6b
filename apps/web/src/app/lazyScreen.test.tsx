import { Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Language } from '@flyerdesk/domain/constants';
import { createI18n, switchLanguage } from '../shared/i18n/createI18n';
import { ENTRY_NAMESPACES, loadScreenNamespace } from './appLocales';
import { lazyScreen } from './lazyScreen';

/** i18next as the app starts it (main.tsx): the first load's texts, the screens' texts on demand. */
function startI18n(language: Language) {
  return createI18n(ENTRY_NAMESPACES, language, loadScreenNamespace);
}

function CategoriesProbe() {
  const { t } = useTranslation('categories');
  return <h1>{t('empty')}</h1>;
}

function renderScreen(ui: ReactNode, language: Language) {
  const i18n = startI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
    </I18nextProvider>,
  );
  return i18n;
}

describe('a screen and its texts', () => {
  it('are not in the first load', () => {
    const i18n = startI18n('pl');
    expect(i18n.hasResourceBundle('pl', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('pl', 'auth')).toBe(true);
    expect(i18n.hasResourceBundle('pl', 'categories')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'categories')).toBe(false);
  });

  it('load together: the screen shows Polish first and every language after switching', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: CategoriesProbe }), ['categories']);
    const i18n = renderScreen(<Screen />, 'pl');
    expect(await screen.findByRole('heading', { name: 'Nie ma jeszcze kategorii' })).toBeInTheDocument();
    // Every language came with the screen: switching loads nothing more.
    expect(i18n.hasResourceBundle('ru', 'categories')).toBe(true);

    await act(() => switchLanguage(i18n, 'en'));
    expect(screen.getByRole('heading', { name: 'No categories yet' })).toBeInTheDocument();
    await act(() => switchLanguage(i18n, 'ru'));
    expect(screen.getByRole('heading', { name: 'Категорий пока нет' })).toBeInTheDocument();
  });

  it('a text of a namespace no screen brought loads when asked for, translated', async () => {
    const i18n = renderScreen(<CategoriesProbe />, 'en');
    expect(await screen.findByRole('heading', { name: 'No categories yet' })).toBeInTheDocument();
    await act(() => switchLanguage(i18n, 'pl'));
    expect(await screen.findByRole('heading', { name: 'Nie ma jeszcze kategorii' })).toBeInTheDocument();
  });
});
