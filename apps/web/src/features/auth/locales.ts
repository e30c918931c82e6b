import type { LocaleBundle } from '../../shared/i18n/types';

/** Sign-in and password screens (namespace `auth`). */
export const authLocales = {
  en: {
    login: {
      title: 'Sign in',
      subtitle: 'Flyerdesk back-office',
      username: 'Username',
      password: 'Password',
      submit: 'Sign in',
      submitting: 'Signing in…',
      sessionLost: 'Your session has expired. Please sign in again.',
      verificationFailed: 'Verification failed, please log in again.',
      wrongCredentials: 'Wrong username or password.',
      disabled: 'This account is disabled. Contact an administrator.',
    },
    password: {
      title: 'Change password',
      current: 'Current password',
      new: 'New password',
      repeat: 'Repeat new password',
      submit: 'Change password',
      submitting: 'Saving…',
      changed: 'Your password has been changed.',
    },
  },
  pl: {
    login: {
      title: 'Logowanie',
      subtitle: 'Panel administracyjny Flyerdesk',
      username: 'Nazwa użytkownika',
      password: 'Hasło',
      submit: 'Zaloguj się',
      submitting: 'Logowanie…',
      sessionLost: 'Sesja wygasła. Zaloguj się ponownie.',
      verificationFailed: 'Weryfikacja nie powiodła się, zaloguj się ponownie.',
      wrongCredentials: 'Nieprawidłowa nazwa użytkownika lub hasło.',
      disabled: 'To konto jest zablokowane. Skontaktuj się z administratorem.',
    },
    password: {
      title: 'Zmiana hasła',
      current: 'Obecne hasło',
      new: 'Nowe hasło',
      repeat: 'Powtórz nowe hasło',
      submit: 'Zmień hasło',
      submitting: 'Zapisywanie…',
      changed: 'Hasło zostało zmienione.',
    },
  },
  ru: {
    login: {
      title: 'Вход',
      subtitle: 'Панель управления Flyerdesk',
      username: 'Имя пользователя',
      password: 'Пароль',
      submit: 'Войти',
      submitting: 'Вход…',
      sessionLost: 'Сеанс истёк. Войдите снова.',
      verificationFailed: 'Проверка не удалась, войдите снова.',
      wrongCredentials: 'Неверное имя пользователя или пароль.',
      disabled: 'Эта учётная запись отключена. Обратитесь к администратору.',
    },
    password: {
      title: 'Смена пароля',
      current: 'Текущий пароль',
      new: 'Новый пароль',
      repeat: 'Повторите новый пароль',
      submit: 'Сменить пароль',
      submitting: 'Сохранение…',
      changed: 'Пароль изменён.',
    },
  },
} satisfies LocaleBundle;
