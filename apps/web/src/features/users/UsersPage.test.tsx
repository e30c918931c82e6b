import type { Role } from '@flyerdesk/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserRecordFragment } from '../../__generated__/graphql';
import {
  ME,
  answers,
  graphQLError,
  lockServer,
  pageVariables,
  pushChange,
  renderResourceScreen,
  row,
  withinPanel,
} from '../../shared/resource/test-utils';
import { clearToasts, type Mock } from '../../test/renderFeature';
import {
  CreateUserMutation,
  DisableUserMutation,
  EnableUserMutation,
  SetUserPasswordMutation,
  UpdateUserMutation,
  UserHistoryQuery,
  UserQuery,
  UserStoresQuery,
  UsersPageQuery,
} from './operations';
import UsersPage from './UsersPage';

function aUser(overrides: Partial<UserRecordFragment> & { id: string; username: string }): UserRecordFragment {
  return {
    __typename: 'User',
    role: 'EDITOR',
    enabled: true,
    storeIds: [],
    notificationChannels: ['NEW_OFFERS_NOTIFICATION'],
    mustChangePassword: false,
    passwordChangedAt: '2026-11-01T08:00:00.000Z',
    createdAt: '2026-11-01T08:00:00.000Z',
    version: 1,
    updatedAt: '2026-11-20T09:00:00.000Z',
    updatedBy: 'root',
    ...overrides,
  };
}

/** Shop ids are UUIDs (the domain schema checks them). */
const S1 = '5b6c2a1e-0d8f-4c61-9a57-3f1e2d4c5b6a';
const S2 = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const STORES = [
  { __typename: 'Store', id: S1, name: 'Lidl Mokotów' },
  { __typename: 'Store', id: S2, name: 'Biedronka Wola' },
];

const anna = aUser({ id: 'u-1', username: 'anna', storeIds: [S1, S2], version: 3 });
const bob = aUser({ id: 'u-2', username: 'bob', role: 'ADMIN', enabled: false, mustChangePassword: true, updatedBy: 'anna' });
const root = aUser({ id: 'u-3', username: 'root', role: 'ROOT' });
const me = aUser({ id: 'u-4', username: ME, role: 'ADMIN' });

function page(items: UserRecordFragment[], total = items.length) {
  return { data: { page: { __typename: 'UserPage', items, total } } };
}

const storesMock: Mock = { request: { query: UserStoresQuery }, result: { data: { stores: STORES } }, maxUsageCount: Number.POSITIVE_INFINITY };

/** The listed accounts, each account as the server has it (listed or not), and an empty history for any of them. */
function server(listed: UserRecordFragment[], others: UserRecordFragment[] = []) {
  const list = answers(UsersPageQuery, pageVariables('users'), page(listed));
  const records = [...listed, ...others].map((user) => answers(UserQuery, { id: user.id }, { data: { record: user } }).mock);
  const history = answers(UserHistoryQuery, undefined, { data: { history: { __typename: 'HistoryPage', items: [], total: 0 } } });
  return { list, mocks: [storesMock, list.mock, ...records, history.mock, ...lockServer().mocks] };
}

function renderUsers(mocks: Mock[], { roles = ['ADMIN'], language = 'en' }: { roles?: Role[]; language?: 'en' | 'pl' } = {}) {
  return renderResourceScreen(<UsersPage />, { mocks, roles, language });
}

async function openFromList(id: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId(`resource-row-${id}`));
  await screen.findByTestId('record-form');
  return user;
}

async function openNew(label = 'New user') {
  const user = userEvent.setup();
  await screen.findByTestId('resource-row-u-1');
  await user.click(screen.getByRole('button', { name: label }));
  await screen.findByTestId('record-form');
  return user;
}

function roleOptions(): string[] {
  return within(withinPanel().getByLabelText('Role')).getAllByRole('option').map((option) => option.textContent ?? '');
}

afterEach(() => {
  clearToasts();
});

describe('users list', () => {
  it('shows each account with its role, status, shops and a pending password change, without an archived filter', async () => {
    renderUsers(server([anna, bob]).mocks);

    const first = await screen.findByTestId('resource-row-u-1');
    expect(first).toHaveTextContent('anna');
    expect(first).toHaveTextContent('Editor');
    expect(first).toHaveTextContent('Enabled');
    expect(first).toHaveTextContent('2');
    const second = row('u-2');
    expect(second).toHaveTextContent('Administrator');
    expect(second).toHaveTextContent('Disabled');
    expect(second).toHaveTextContent('required');
    expect(second).toHaveTextContent('by anna');
    expect(screen.getByRole('columnheader', { name: /Username/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Role/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.queryByRole('radio', { name: 'Archived' })).not.toBeInTheDocument();
  });
});

describe('a new user', () => {
  it('sends createUser with the values typed, and lists the account; an account another admin creates appears from its event', async () => {
    const created = aUser({ id: 'u-9', username: 'celina', storeIds: [S1], mustChangePassword: true, updatedBy: ME });
    const create = answers(CreateUserMutation, undefined, { data: { record: created } });
    const { list, mocks } = server([anna, bob], [created]);
    const { subscriptions } = renderUsers([...mocks, create.mock]);
    const user = await openNew();

    await user.type(withinPanel().getByLabelText('Username'), ' celina ');
    // Shops are for editors: locked for an administrator, open once the role is Editor.
    await user.selectOptions(withinPanel().getByLabelText('Role'), 'ADMIN');
    expect(withinPanel().getByRole('checkbox', { name: 'Lidl Mokotów' })).toBeDisabled();
    expect(withinPanel().getByText('Shops matter for the Editor role only; administrators see every shop.')).toBeInTheDocument();
    await user.selectOptions(withinPanel().getByLabelText('Role'), 'EDITOR');
    await user.click(withinPanel().getByRole('checkbox', { name: 'Lidl Mokotów' }));
    await user.click(withinPanel().getByRole('checkbox', { name: 'Promotional, extended' }));
    expect(withinPanel().getByRole('checkbox', { name: 'Account enabled' })).toBeChecked();
    expect(withinPanel().getByText('Cooks and reel channels are assigned to their editors on the cook’s form (Cooks and recipes) and the channel’s form (Reels).')).toBeInTheDocument();
    await user.type(withinPanel().getByLabelText('Temporary password'), 'first-login-1');
    await user.click(withinPanel().getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(create.calls).toHaveBeenCalledTimes(1));
    expect(create.calls).toHaveBeenCalledWith(
      expect.objectContaining({
        input: {
          username: 'celina',
          role: 'EDITOR',
          enabled: true,
          storeIds: [S1],
          notificationChannels: ['PROMOTIONAL_NOTIFICATION_EXTENDED'],
          temporaryPassword: 'first-login-1',
        },
      }),
    );
    expect(await screen.findByTestId('resource-row-u-9')).toHaveTextContent('celina');
    expect(await screen.findByRole('dialog', { name: 'celina' })).toBeInTheDocument();

    pushChange(subscriptions, 'UsersChanged', 'UserChange', { seq: 1, action: 'CREATED', record: aUser({ id: 'u-10', username: 'dorota', updatedBy: 'anna' }) });
    expect(await screen.findByTestId('resource-row-u-10')).toHaveTextContent('dorota');
    expect(list.calls).toHaveBeenCalledTimes(1);
  });

  it('shows the refusal of a taken username under the field, in Polish', async () => {
    const create = answers(
      CreateUserMutation,
      undefined,
      graphQLError('CONFLICT', {
        reason: 'DUPLICATE_NAME',
        invalidFields: [{ field: 'username', key: 'validation.duplicateName', message: 'This name is already used' }],
      }),
    );
    renderUsers([...server([anna]).mocks, create.mock], { language: 'pl' });
    const user = await openNew('Nowy użytkownik');

    expect(withinPanel().getByText('Kucharzy i kanały rolek przypisuje się redaktorom w formularzu kucharza (Kucharze i przepisy) i kanału (Rolki).')).toBeInTheDocument();
    const username = withinPanel().getByLabelText('Nazwa użytkownika');
    await user.type(username, 'anna');
    await user.selectOptions(withinPanel().getByLabelText('Rola'), 'EDITOR');
    await user.click(withinPanel().getByRole('checkbox', { name: 'Nowe oferty' }));
    const password = withinPanel().getByLabelText('Hasło tymczasowe');
    await user.type(password, 'short');
    await user.click(withinPanel().getByRole('button', { name: 'Zapisz' }));
    expect(password).toHaveAccessibleDescription('Hasło musi mieć co najmniej 8 znaków');
    expect(create.calls).not.toHaveBeenCalled();

    await user.type(password, '-enough');
    await user.click(withinPanel().getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(username).toHaveAccessibleDescription('Ta nazwa jest już używana'));
    expect(username).toHaveValue('anna');
  });

  it('offers an administrator every role but Root', async () => {
    renderUsers(server([anna]).mocks);
    await openNew();
    expect(roleOptions()).toEqual(['Choose a role', 'Administrator', 'Editor', 'Notifications editor', 'Recipes editor', 'Reels editor']);
  });

  it('offers Root to a Root user', async () => {
    renderUsers(server([anna]).mocks, { roles: ['ROOT'] });
    await openNew();
    expect(roleOptions()).toContain('Root');
  });
});

describe('an account in the record panel', () => {
  it('saves an edit with updateUser: the form without the password, under the edit lock', async () => {
    const update = answers(UpdateUserMutation, undefined, { data: { record: { ...anna, role: 'EDITOR_NOTIFICATION', version: 4 } } });
    const locks = lockServer();
    renderUsers([...locks.mocks, ...server([anna]).mocks, update.mock]);
    const user = await openFromList('u-1');
    expect(withinPanel().queryByLabelText('Temporary password')).not.toBeInTheDocument();
    expect(withinPanel().queryByRole('checkbox', { name: 'Account enabled' })).not.toBeInTheDocument();

    await user.selectOptions(withinPanel().getByLabelText('Role'), 'EDITOR_NOTIFICATION');
    await waitFor(() => expect(locks.acquired).toHaveBeenCalledWith({ resource: 'users', id: 'u-1', takeOver: false }));
    await user.click(withinPanel().getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(update.calls).toHaveBeenCalledTimes(1));
    expect(update.calls).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 'u-1',
        version: 3,
        input: { username: 'anna', role: 'EDITOR_NOTIFICATION', storeIds: [S1, S2], notificationChannels: ['NEW_OFFERS_NOTIFICATION'] },
      }),
    );
    expect(await screen.findByText('Saved: anna')).toBeInTheDocument();
    await waitFor(() => expect(row('u-1')).toHaveTextContent('Notifications editor'));
  });

  it('shows a Root account to an administrator read-only, without its actions', async () => {
    renderUsers(server([anna, root]).mocks);
    await openFromList('u-3');

    expect(withinPanel().getByText('Only a Root user can change a Root account.')).toBeInTheDocument();
    expect(withinPanel().getByLabelText('Username')).toHaveAttribute('readonly');
    expect(withinPanel().getByLabelText('Role')).toBeDisabled();
    expect(withinPanel().getByLabelText('Role')).toHaveDisplayValue('Root');
    expect(withinPanel().getByRole('checkbox', { name: 'New offers' })).toBeDisabled();
    expect(withinPanel().queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(withinPanel().queryByRole('button', { name: 'Set temporary password' })).not.toBeInTheDocument();
    expect(withinPanel().queryByLabelText('Temporary password')).not.toBeInTheDocument();
  });

  it('asks before disabling and then sends disableUser', async () => {
    const disable = answers(DisableUserMutation, undefined, { data: { record: { ...anna, enabled: false, version: 4 } } });
    renderUsers([...server([anna]).mocks, disable.mock]);
    const user = await openFromList('u-1');

    await user.click(withinPanel().getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByTestId('user-disable-dialog');
    expect(dialog).toHaveTextContent('The user will be signed out on all devices.');
    expect(disable.calls).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));

    await waitFor(() => expect(disable.calls).toHaveBeenCalledWith(expect.objectContaining({ id: 'u-1', version: 3 })));
    expect(await screen.findByText('Disabled: anna')).toBeInTheDocument();
    await waitFor(() => expect(row('u-1')).toHaveTextContent('Disabled'));
    expect(withinPanel().getByRole('button', { name: 'Enable' })).toBeInTheDocument();
  });

  it('enables a disabled account at once', async () => {
    const enable = answers(EnableUserMutation, undefined, { data: { record: { ...bob, enabled: true, version: 2 } } });
    renderUsers([...server([anna, bob]).mocks, enable.mock]);
    const user = await openFromList('u-2');

    await user.click(withinPanel().getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(enable.calls).toHaveBeenCalledWith(expect.objectContaining({ id: 'u-2', version: 1 })));
    await waitFor(() => expect(row('u-2')).toHaveTextContent('Enabled'));
  });

  it('does not offer to disable my own account', async () => {
    renderUsers(server([anna, me]).mocks);
    await openFromList('u-4');
    expect(withinPanel().getByRole('button', { name: 'Disable' })).toBeDisabled();
    expect(withinPanel().getByText('You cannot disable your own account.')).toBeInTheDocument();
  });

  it('sets a temporary password in its dialog with setUserPassword', async () => {
    const setPassword = answers(SetUserPasswordMutation, undefined, { data: { record: { ...anna, mustChangePassword: true, version: 4 } } });
    renderUsers([...server([anna]).mocks, setPassword.mock]);
    const user = await openFromList('u-1');

    await user.click(withinPanel().getByRole('button', { name: 'Set temporary password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Temporary password for anna' });
    expect(dialog).toHaveAccessibleDescription('The user must change it at the next sign-in. Their other sessions end now.');
    const field = within(dialog).getByLabelText('Temporary password');
    await user.type(field, 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(field).toHaveAccessibleDescription('The password must have at least 8 characters');

    await user.type(field, '-but-longer');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(setPassword.calls).toHaveBeenCalledWith(expect.objectContaining({ id: 'u-1', temporaryPassword: 'short-but-longer', version: 3 })),
    );
    expect(await screen.findByText('Temporary password set for anna')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Temporary password for anna' })).not.toBeInTheDocument());
    await waitFor(() => expect(row('u-1')).toHaveTextContent('required'));
  });
});
