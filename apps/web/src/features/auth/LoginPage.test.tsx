import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderApp, signedInSession, signedOutSession, type Mock } from '../../test/renderApp';
import { LoginDocument } from './LoginPage';

function loginResult(username: string, password: string): Mock {
  return {
    request: { query: LoginDocument, variables: { username, password } },
    result: {
      data: {
        login: {
          __typename: 'Session',
          user: { __typename: 'CurrentUser', id: `user-${username}`, username, roles: ['ADMIN'] },
        },
      },
    },
  };
}

function loginRefused(username: string, password: string, extensions: Record<string, unknown>): Mock {
  return {
    request: { query: LoginDocument, variables: { username, password } },
    result: { errors: [new GraphQLError('Refused', { extensions })] },
  };
}

beforeEach(() => sessionStorage.clear());

describe('Login page', () => {
  it('shows a message under each empty field and sends nothing', async () => {
    const user = userEvent.setup();
    renderApp('/login', { mocks: [signedOutSession()] });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByLabelText('Username')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required');
  });

  it('sends the trimmed username and opens the start page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login', {
      mocks: [signedOutSession(), loginResult('admin', ' secret '), signedInSession(['ADMIN'], 'admin')],
    });
    await user.type(await screen.findByLabelText('Username'), '  admin  ');
    await user.type(screen.getByLabelText('Password'), ' secret ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('tells the user the session was lost', async () => {
    renderApp('/login?sessionLost=1', { mocks: [signedOutSession()] });
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
  });

  it('says when the username or password is wrong', async () => {
    const user = userEvent.setup();
    renderApp('/login', { mocks: [signedOutSession(), loginRefused('admin', 'nope', { code: 'UNAUTHENTICATED', reason: 'BAD_CREDENTIALS' })] });
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
  });

  it('says when the account is disabled', async () => {
    const user = userEvent.setup();
    renderApp('/login', {
      mocks: [signedOutSession(), loginRefused('disabled', 'flyerdesk', { code: 'UNAUTHENTICATED', reason: 'USER_DISABLED' })],
    });
    await user.type(await screen.findByLabelText('Username'), 'disabled');
    await user.type(screen.getByLabelText('Password'), 'flyerdesk');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is disabled. Contact an administrator.');
  });

  it('says when to try again after too many failed sign-ins', async () => {
    const user = userEvent.setup();
    renderApp('/login', {
      mocks: [
        signedOutSession(),
        loginRefused('admin', 'flyerdesk', { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 14 * 60 - 5 }),
      ],
    });
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'flyerdesk');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Too many failed sign-in attempts\. Try again in 14 minutes \(at \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\)\.$/,
    );
  });

  it.each([
    ['pl', 300, 'Nazwa użytkownika', 'Hasło', 'Zaloguj się', /^Zbyt wiele nieudanych prób logowania\. Spróbuj ponownie za 5 minut \(o \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\)\.$/],
    ['pl', 120, 'Nazwa użytkownika', 'Hasło', 'Zaloguj się', /Spróbuj ponownie za 2 minuty \(o /],
    ['ru', 60, 'Имя пользователя', 'Пароль', 'Войти', /^Слишком много неудачных попыток входа\. Повторите через 1 минуту \(в \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\)\.$/],
  ] as const)('says it in %s too (%i s to wait)', async (language, seconds, usernameLabel, passwordLabel, submit, text) => {
    const user = userEvent.setup();
    renderApp('/login', {
      language,
      mocks: [signedOutSession(), loginRefused('admin', 'flyerdesk', { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: seconds })],
    });
    await user.type(await screen.findByLabelText(usernameLabel), 'admin');
    await user.type(screen.getByLabelText(passwordLabel), 'flyerdesk');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it.each([
    ['en', 30, 'Username', 'Password', 'Sign in', 'Too many failed sign-in attempts. Try again in 30 seconds.'],
    ['pl', 3, 'Nazwa użytkownika', 'Hasło', 'Zaloguj się', 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 3 sekundy.'],
    ['pl', 1, 'Nazwa użytkownika', 'Hasło', 'Zaloguj się', 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 1 sekundę.'],
    ['ru', 45, 'Имя пользователя', 'Пароль', 'Войти', 'Слишком много неудачных попыток входа. Повторите через 45 секунд.'],
  ] as const)('counts a wait shorter than a minute in seconds (%s, %i s)', async (language, seconds, usernameLabel, passwordLabel, submit, text) => {
    const user = userEvent.setup();
    renderApp('/login', {
      language,
      mocks: [signedOutSession(), loginRefused('admin', 'flyerdesk', { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: seconds })],
    });
    await user.type(await screen.findByLabelText(usernameLabel), 'admin');
    await user.type(screen.getByLabelText(passwordLabel), 'flyerdesk');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('asks to try later when the server does not say when', async () => {
    const user = userEvent.setup();
    renderApp('/login', { mocks: [signedOutSession(), loginRefused('admin', 'flyerdesk', { code: 'TOO_MANY_REQUESTS' })] });
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'flyerdesk');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-in attempts. Try again later.');
  });

  it('is shown in Polish by default', async () => {
    renderApp('/login', { mocks: [signedOutSession()], language: 'pl' });
    expect(await screen.findByLabelText('Nazwa użytkownika')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeEnabled());
  });
});
