import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { useTranslation } from 'react-i18next';
import { renderApp, signedInSession, signedOutSession } from '../test/renderApp';
import { lazyScreen } from './lazyScreen';

/** A screen showing one text of the categories screen's namespace. */
function CategoriesTextScreen() {
  const { t } = useTranslation('categories');
  return <h1>{t('empty')}</h1>;
}

const SCREENS = {
  '/dashboard': (() => {
    const Screen = lazyScreen(() => Promise.resolve({ default: CategoriesTextScreen }), ['categories']);
    return <Screen />;
  })(),
};

async function chooseLanguage(user: ReturnType<typeof userEvent.setup>, menuName: string, item: RegExp) {
  await user.click(await screen.findByRole('button', { name: menuName }));
  await user.click(await screen.findByRole('menuitemradio', { name: item }));
}

afterEach(() => Cookies.remove('locale'));

describe('texts that load with the layout and the screens', () => {
  it('a lazy screen shows its texts in Polish, then in English and Russian from the language menu', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', { mocks: [signedInSession(['ADMIN'])], screens: SCREENS, language: 'pl', firstLoadTexts: true });
    expect(await screen.findByRole('heading', { name: 'Nie ma jeszcze kategorii' })).toBeInTheDocument();
    // The layout's texts came with the layout.
    expect(screen.getByRole('navigation', { name: 'Nawigacja główna' })).toBeInTheDocument();

    await chooseLanguage(user, 'Język: Polski', /ENG/);
    expect(await screen.findByRole('heading', { name: 'No categories yet' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();

    await chooseLanguage(user, 'Language: English', /RU/);
    expect(await screen.findByRole('heading', { name: 'Категорий пока нет' })).toBeInTheDocument();
  });

  it('the sign-in screen is translated from the first load and switches language from its menu', async () => {
    const user = userEvent.setup();
    renderApp('/login', { mocks: [signedOutSession()], language: 'pl', firstLoadTexts: true });
    expect(await screen.findByLabelText('Nazwa użytkownika')).toBeInTheDocument();
    await chooseLanguage(user, 'Język: Polski', /ENG/);
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(await screen.findByText('Language changed to English')).toBeInTheDocument();
    expect(Cookies.get('locale')).toBe('en');
  });
});
