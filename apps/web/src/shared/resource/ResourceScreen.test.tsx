import { gql } from '@apollo/client';
import { concatAST } from 'graphql';
import { array, object, string } from 'yup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts } from '../../test/renderFeature';
import { HistoryPanelEntryFragment } from './HistoryPanel';
import { RecordCheckboxList } from './RecordCheckboxList';
import { RecordTextField } from './RecordFields';
import { ResourceScreen } from './ResourceScreen';
import { answers, graphQLError, lockServer, pageVariables, renderResourceScreen, row, withinPanel } from './test-utils';
import type { HistoryFieldChange, RecordEditor, ResourceDefinition } from './types';

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
const CREATE = gql`
  mutation KitCreateAccount($input: NewUserInput!, $clientMutationId: String) {
    record: createUser(input: $input, clientMutationId: $clientMutationId) {
      ...KitAccount
    }
  }
  ${FRAGMENT}
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
        position
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
  create: CREATE,
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
    const create = answers(CREATE, undefined, { data: { record: created } });
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

/**
 * The options of a resource whose records are only edited (never created or archived), each with a
 * form of its own: no "new" button and no search, an editor per record, the listed records in the
 * panel's context, the history's changes shown as the fields inside a document with an action per
 * entry, and a failed load worded by the resource.
 */
describe('a resource of records that are only edited, each with its own form', () => {
  const { create: _create, ...editedOnly } = definition;
  const robot: Account = { ...anna, id: 'u-9', username: 'robot', version: 7 };
  const annaEditor: RecordEditor<Account, AccountValues, AccountInput> = { ...editor, fields: [{ name: 'username', label: 'Person' }] };
  const robotEditor: RecordEditor<Account, AccountValues, AccountInput> = {
    schema: object({ username: string().required(), teams: array(object({ ids: array(string()).min(1, 'Pick a team') })) }),
    toValues: (account) => ({ username: account?.username ?? '', teams: [{ ids: [] }] }),
    toInput: (values) => ({ username: values.username }),
    fields: [{ name: 'username', label: 'Machine' }],
  };
  const editorOf = (account: Account | undefined) => (account?.id === robot.id ? robotEditor : annaEditor);
  // The history of a record whose `profile` is one JSON document: shown as the keys that changed in it.
  const expand = (change: HistoryFieldChange): HistoryFieldChange[] => {
    if (change.field !== 'profile') return [change];
    const before = JSON.parse(change.before ?? '{}') as Record<string, unknown>;
    const after = JSON.parse(change.after ?? '{}') as Record<string, unknown>;
    return Object.keys(after)
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => ({ field: key, before: JSON.stringify(before[key] ?? null), after: JSON.stringify(after[key]) }));
  };
  const historyEntries = {
    data: {
      history: {
        __typename: 'HistoryPage',
        items: [
          {
            __typename: 'HistoryEntry',
            id: 'h-7',
            at: '2026-11-20T09:00:00.000Z',
            actor: 'root',
            action: 'UPDATED',
            version: 7,
            changes: [{ __typename: 'HistoryFieldChange', field: 'profile', before: '{"colour":"red","size":1}', after: '{"colour":"blue","size":1}' }],
          },
        ],
        total: 1,
      },
    },
  };

  function renderEdited({ path, record = answers(definition.recordQuery, undefined, { data: { record: robot } }) }: { path?: string; record?: ReturnType<typeof answers> } = {}) {
    const list = answers(definition.listQuery, pageVariables('users'), { data: { page: { __typename: 'UserPage', items: [anna, robot], total: 2 } } });
    const history = answers(definition.historyQuery, undefined, historyEntries);
    const onAction = jest.fn<void, [number, string, boolean]>();
    renderResourceScreen(
      <ResourceScreen
        definition={editedOnly}
        editor={editorOf}
        title="Machines"
        tableLabel="Machines"
        columns={[{ id: 'username', header: 'Username', cell: (account) => account.username, isName: true }]}
        emptyMessage="No machines"
        searchable={false}
        loadFailure={(reason) => `The machine could not be loaded: ${reason}`}
        historyChanges={(change, account) => (account.id === robot.id ? expand(change) : [change])}
        renderHistoryActions={(entry, account, context) => (
          <button type="button" onClick={() => onAction(entry.version, account.username, context.dirty)}>
            Act on {entry.version}
          </button>
        )}
        renderFields={({ record, listed }) => (
          <>
            <RecordTextField name="username" label={record?.id === robot.id ? 'Machine' : 'Person'} />
            <p data-testid="listed">{listed.map((account) => account.username).join(', ')}</p>
            {record?.id === robot.id ? (
              <RecordCheckboxList name="teams[0].ids" legend="Teams" choices={[{ id: 't-1', name: 'Blue team' }]} order={(ids) => ids} testId="teams" />
            ) : null}
          </>
        )}
      />,
      { mocks: [list.mock, record.mock, history.mock, ...lockServer().mocks], ...(path ? { path } : {}) },
    );
    return { onAction };
  }

  it('offers no new record and no search, and ignores a link to a new record', async () => {
    renderEdited({ path: '/?record=new' });
    await screen.findByTestId('resource-row-u-9');
    expect(screen.queryByRole('button', { name: /new/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByTestId('record-panel')).not.toBeInTheDocument();
  });

  it("opens a record with its own editor, tells its parts the listed records, and shows a nested field's message", async () => {
    renderEdited();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('resource-row-u-9'));
    expect(await withinPanel().findByLabelText('Machine')).toHaveValue('robot');
    expect(withinPanel().getByTestId('listed')).toHaveTextContent('anna, robot');
    await user.type(withinPanel().getByLabelText('Machine'), '-2');
    await user.click(withinPanel().getByRole('button', { name: 'Save' }));
    // The schema's message of `teams[0].ids` is found under its whole path.
    expect(await within(withinPanel().getByRole('group', { name: 'Teams' })).findByRole('alert')).toHaveTextContent('This value is not valid');
  });

  it("shows a document's changes by their keys and an action per history entry", async () => {
    const { onAction } = renderEdited();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('resource-row-u-9'));
    const entry = await withinPanel().findByTestId('history-entry');
    expect(entry).toHaveTextContent('colour');
    expect(entry).toHaveTextContent('red → blue');
    expect(entry).not.toHaveTextContent('size');
    expect(entry).not.toHaveTextContent('profile');
    await user.click(within(entry).getByRole('button', { name: 'Act on 7' }));
    expect(onAction).toHaveBeenCalledWith(7, 'robot', false);
  });

  it('words a failed load by the resource and loads again on retry', async () => {
    const record = answers(definition.recordQuery, undefined, graphQLError('INTERNAL_SERVER_ERROR'), { data: { record: robot } });
    renderEdited({ record });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('resource-row-u-9'));
    const failure = await withinPanel().findByRole('alert');
    expect(failure).toHaveTextContent(/^The machine could not be loaded: /);
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await withinPanel().findByLabelText('Machine')).toHaveValue('robot');
  });
});
