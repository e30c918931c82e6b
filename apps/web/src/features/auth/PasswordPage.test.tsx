import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
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
