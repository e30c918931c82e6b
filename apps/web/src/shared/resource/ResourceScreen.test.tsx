import { gql } from '@apollo/client';
import { concatAST } from 'graphql';
import { object, string } from 'yup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts } from '../../test/renderFeature';
import { HistoryPanelEntryFragment } from './HistoryPanel';
import { RecordTextField } from './RecordFields';
import { ResourceScreen } from './ResourceScreen';
import { answers, lockServer, pageVariables, renderResourceScreen, row, withinPanel } from './test-utils';
import type { RecordEditor, ResourceDefinition } from './types';

/**
 * The kit's options for a resource unlike the others: records that are never archived (no archived
 * filter, no archive or restore), and a create mutation whose input carries more than the update's.
 * Documents of their own (shared/ does not import features); the mocked server does not check them.
 */

interface Account {
  __typename: 'User';
  id: string;
  username: string;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}
interface AccountInput {
  username: string;
}
interface NewAccountInput extends AccountInput {
  temporaryPassword: string;
}
interface AccountValues extends Record<string, unknown> {
  username: string;
  temporaryPassword?: string;
}

const FRAGMENT = gql`
  fragment KitAccount on User {
    id
    username
    version
    updatedAt
    updatedBy
  }
`;
const definition = {
  resource: 'users',
  fragment: FRAGMENT,
  listQuery: gql`
    query KitAccounts($page: ListPageInput) {
      page: users(page: $page) {
        items {
          ...KitAccount
        }
        total
      }
    }
    ${FRAGMENT}
  `,
  changes: gql`
    subscription KitAccountsChanged {
      change: usersChanged {
        seq
        action
        actor
        at
        clientMutationId
        record {
          ...KitAccount
        }
      }
    }
    ${FRAGMENT}
  `,
  recordQuery: gql`
    query KitAccount($id: ID!) {
      record: user(id: $id) {
        ...KitAccount
      }
    }
    ${FRAGMENT}
  `,
  historyQuery: concatAST([
    gql`
      query KitAccountHistory($id: ID!, $limit: Int, $offset: Int) {
        history: userHistory(id: $id, limit: $limit, offset: $offset) {
          items {
            ...HistoryPanel_entry
          }
          total
        }
      }
    `,
    HistoryPanelEntryFragment,
  ]),
  create: gql`
    mutation KitCreateAccount($input: NewUserInput!, $clientMutationId: String) {
      record: createUser(input: $input, clientMutationId: $clientMutationId) {
        ...KitAccount
      }
    }
    ${FRAGMENT}
  `,
  update: gql`
    mutation KitUpdateAccount($id: ID!, $version: Int!, $input: UserInput!, $clientMutationId: String) {
      record: updateUser(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {
        ...KitAccount
      }
    }
    ${FRAGMENT}
  `,
  searchFields: ['username'],
  nameOf: (account) => account.username,
} as ResourceDefinition<Account, AccountInput, NewAccountInput>;

const editor: RecordEditor<Account, AccountValues, AccountInput, NewAccountInput> = {
  schema: object({ username: string().required() }),
  toValues: (account) => ({ username: account?.username ?? '', temporaryPassword: '' }),
  toInput: (values) => ({ username: values.username }),
  toCreateInput: (values) => ({ username: values.username, temporaryPassword: values.temporaryPassword ?? '' }),
  fields: [{ name: 'username', label: 'Username' }],
};

const anna: Account = { __typename: 'User', id: 'u-1', username: 'anna', version: 2, updatedAt: '2026-11-20T09:00:00.000Z', updatedBy: 'root' };

function renderAccounts(extra: ReturnType<typeof answers>[] = []) {
  const list = answers(definition.listQuery, pageVariables('users'), { data: { page: { __typename: 'UserPage', items: [anna], total: 1 } } });
  const record = answers(definition.recordQuery, { id: 'u-1' }, { data: { record: anna } });
  const history = answers(definition.historyQuery, undefined, { data: { history: { __typename: 'HistoryPage', items: [], total: 0 } } });
  renderResourceScreen(
    <ResourceScreen
      definition={definition}
      editor={editor}
      title="Accounts"
      tableLabel="Accounts"
      columns={[{ id: 'username', header: 'Username', cell: (account) => account.username, isName: true }]}
      emptyMessage="No accounts"
      newLabel="New account"
      newTitle="New account"
      renderFields={({ creating }) => (
        <>
          <RecordTextField name="username" label="Username" />
          {creating ? <RecordTextField name="temporaryPassword" label="Temporary password" /> : null}
        </>
      )}
    />,
    { mocks: [list.mock, record.mock, history.mock, ...lockServer().mocks, ...extra.map((item) => item.mock)] },
  );
}

afterEach(() => {
  clearToasts();
});

describe('a resource without archive', () => {
  it('lists without the archived filter and offers no archive in the record panel', async () => {
    renderAccounts();
    const user = userEvent.setup();
    await screen.findByTestId('resource-row-u-1');
    expect(screen.queryByRole('radio', { name: 'Archived' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Show' })).not.toBeInTheDocument();

    await user.click(row('u-1'));
    await screen.findByTestId('record-form');
    expect(withinPanel().getByLabelText('Username')).toHaveValue('anna');
    expect(withinPanel().queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(withinPanel().queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  });
});

describe('a create input of its own', () => {
  it('creates with toCreateInput and updates with toInput', async () => {
    const created = { ...anna, id: 'u-2', username: 'bartek', version: 1 };
    const create = answers(definition.create, undefined, { data: { record: created } });
    const update = answers(definition.update, undefined, { data: { record: { ...anna, username: 'anna.k', version: 3 } } });
    const createdRecord = answers(definition.recordQuery, { id: 'u-2' }, { data: { record: created } });
    renderAccounts([create, update, createdRecord]);
    const user = userEvent.setup();
    await screen.findByTestId('resource-row-u-1');

    await user.click(screen.getByRole('button', { name: 'New account' }));
    await user.type(withinPanel().getByLabelText('Username'), 'bartek');
    await user.type(withinPanel().getByLabelText('Temporary password'), 'first-secret');
    await user.click(withinPanel().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create.calls).toHaveBeenCalledTimes(1));
    expect(create.calls).toHaveBeenCalledWith(expect.objectContaining({ input: { username: 'bartek', temporaryPassword: 'first-secret' } }));
    expect(await screen.findByTestId('resource-row-u-2')).toHaveTextContent('bartek');
    // The new record opens in the panel; close it and open another.
    expect(await screen.findByRole('dialog', { name: 'bartek' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('record-panel')).not.toBeInTheDocument());

    await user.click(row('u-1'));
    const name = await waitFor(() => withinPanel().getByDisplayValue('anna'));
    await user.type(name, '.k');
    await user.click(withinPanel().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update.calls).toHaveBeenCalledTimes(1));
    expect(update.calls).toHaveBeenCalledWith(expect.objectContaining({ id: 'u-1', version: 2, input: { username: 'anna.k' } }));
  });
});
