import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { GraphQLError } from 'graphql';
import type { Role } from '@flyerdesk/domain/roles';
import { SessionDocument } from '../../shared/session/session';
import { renderApp, signedInSession, signedOutSession, TEST_SCREENS, type Mock } from '../../test/renderApp';
import { LoginDocument } from './LoginPage';
import PasswordPage, { ChangePasswordDocument } from './PasswordPage';

const screens = { ...TEST_SCREENS, '/password': <PasswordPage /> };

function changed(currentPassword: string, newPassword: string): Mock {
  return {
    request: { query: ChangePasswordDocument, variables: { currentPassword, newPassword } },
    result: { data: { changePassword: true } },
  };
}

function refused(currentPassword: string, newPassword: string): Mock {
  return {
    request: { query: ChangePasswordDocument, variables: { currentPassword, newPassword } },
    result: {
      errors: [
        new GraphQLError('Validation failed', {
          extensions: {
            code: 'BAD_USER_INPUT',
            invalidFields: [
              { field: 'currentPassword', key: 'validation.currentPasswordWrong', message: 'The current password is not correct' },
            ],
          },
        }),
      ],
    },
  };
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, repeat: string) {
  await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Repeat new password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('Password page', () => {
  it('asks for a long enough new password typed twice the same', async () => {
    const user = userEvent.setup();
    renderApp('/password', { mocks: [signedInSession(['EDITOR'])], screens });
    await fill(user, 'flyerdesk', 'short', 'other');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('The password must have at least 8 characters');
    expect(screen.getByLabelText('Repeat new password')).toHaveAccessibleDescription('The passwords do not match');
  });

  it('shows a wrong current password under its field', async () => {
    const user = userEvent.setup();
    renderApp('/password', { mocks: [signedInSession(['EDITOR']), refused('wrong-one', 'new-secret-1')], screens });
    await fill(user, 'wrong-one', 'new-secret-1', 'new-secret-1');
    expect(await screen.findByText('The current password is not correct')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('The current password is not correct');
  });

  it.each([
    ['en', 'New password', 'The password is too long: at most 72 bytes (a plain letter or digit takes 1, a letter with an accent or a Cyrillic letter 2, an emoji 4)'],
    ['pl', 'Nowe hasło', 'Hasło jest za długie: najwyżej 72 bajty (zwykła litera lub cyfra zajmuje 1, litera ze znakiem diakrytycznym lub litera cyrylicy 2, emoji 4)'],
    ['ru', 'Новый пароль', 'Пароль слишком длинный: не более 72 байт (обычная латинская буква или цифра занимает 1, буква с диакритикой или кириллическая буква — 2, эмодзи — 4)'],
  ] as const)('refuses a new password over 72 bytes under its field (%s)', async (language, label, text) => {
    const user = userEvent.setup();
    renderApp('/password', { mocks: [signedInSession(['EDITOR'])], screens, language });
    const field = await screen.findByLabelText(label);
    await user.click(field);
    // 37 two-byte letters: 74 bytes.
    await user.paste('ż'.repeat(37));
    await user.tab();
    await waitFor(() => expect(field).toHaveAccessibleDescription(text));
  });

  it('says when to try again after too many wrong current passwords', async () => {
    const user = userEvent.setup();
    const limited: Mock = {
      request: { query: ChangePasswordDocument, variables: { currentPassword: 'flyerdesk', newPassword: 'new-secret-1' } },
      result: {
        errors: [
          new GraphQLError('Too many wrong current passwords, please try again later', {
            extensions: { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_PASSWORD_ATTEMPTS', retryAfterSeconds: 600 },
          }),
        ],
      },
    };
    renderApp('/password', { mocks: [signedInSession(['EDITOR']), limited], screens });
    await fill(user, 'flyerdesk', 'new-secret-1', 'new-secret-1');
    expect(await screen.findByText(/Too many wrong current passwords\. Try again in 10 minutes\./)).toBeInTheDocument();
    act(() => toast.remove());
  });

  it('confirms the change and empties the form', async () => {
    const user = userEvent.setup();
    renderApp('/password', { mocks: [signedInSession(['EDITOR']), changed('flyerdesk', 'new-secret-1')], screens });
    await fill(user, 'flyerdesk', 'new-secret-1', 'new-secret-1');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});

describe('expired session', () => {
  const expired: Mock = {
    request: { query: ChangePasswordDocument, variables: { currentPassword: 'flyerdesk', newPassword: 'new-secret-1' } },
    result: { errors: [new GraphQLError('Not signed in', { extensions: { code: 'UNAUTHENTICATED' } })] },
  };
  const signIn: Mock = {
    request: { query: LoginDocument, variables: { username: 'editor', password: 'flyerdesk' } },
    result: {
      data: {
        login: { __typename: 'Session', user: { __typename: 'CurrentUser', id: 'user-editor', username: 'editor', roles: ['EDITOR'] } },
      },
    },
  };

  beforeEach(() => sessionStorage.clear());

  it('opens sign-in with the session-lost note and returns to the page afterwards', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/password', {
      mocks: [signedInSession(['EDITOR'], 'editor'), expired, signedOutSession(), signIn, signedInSession(['EDITOR'], 'editor')],
      screens,
    });
    await fill(user, 'flyerdesk', 'new-secret-1', 'new-secret-1');
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText(/^Error:/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'editor');
    await user.type(screen.getByLabelText('Password'), 'flyerdesk');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/password');
  });
});

describe('a temporary password', () => {
  /** A user signed in with a password an administrator set: the server's `me` says it must be changed. */
  function temporaryPasswordSession(roles: Role[], username = 'tester'): Mock {
    return {
      request: { query: SessionDocument },
      result: {
        data: {
          me: { __typename: 'CurrentUser', id: `user-${username}`, username, roles, notificationChannels: [], enabled: true, mustChangePassword: true },
          featureFlags: { __typename: 'FeatureFlags', articlesData: true, leafletScrapper: false },
        },
      },
    };
  }

  beforeEach(() => sessionStorage.clear());

  it('leads every screen to the password page, says why, and goes on to the start page once the password is changed', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard', { mocks: [temporaryPasswordSession(['EDITOR']), changed('from-admin-1', 'my-own-secret')], screens });
    expect(await screen.findByTestId('password-required')).toHaveTextContent('You signed in with a temporary password set by an administrator.');
    expect(router.state.location.pathname).toBe('/password');
    expect(screen.queryByRole('heading', { name: 'Dashboard screen' })).not.toBeInTheDocument();

    // Any other address leads back here, the start page included.
    await act(() => router.navigate('/'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/password'));

    await fill(user, 'from-admin-1', 'my-own-secret', 'my-own-secret');
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByTestId('password-required')).not.toBeInTheDocument();
  });

  it('opens the password page right after signing in with a temporary password', async () => {
    const user = userEvent.setup();
    const signIn: Mock = {
      request: { query: LoginDocument, variables: { username: 'nowy', password: 'from-admin-1' } },
      result: {
        data: { login: { __typename: 'Session', user: { __typename: 'CurrentUser', id: 'user-nowy', username: 'nowy', roles: ['EDITOR'] } } },
      },
    };
    const { router } = renderApp('/login', { mocks: [signedOutSession(), signIn, temporaryPasswordSession(['EDITOR'], 'nowy')], screens });
    await user.type(await screen.findByLabelText('Username'), 'nowy');
    await user.type(screen.getByLabelText('Password'), 'from-admin-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByTestId('password-required')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/password');
  });

  it('says nothing of it to a user who changes the password by choice', async () => {
    renderApp('/password', { mocks: [signedInSession(['EDITOR'])], screens });
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByTestId('password-required')).not.toBeInTheDocument();
  });
});
