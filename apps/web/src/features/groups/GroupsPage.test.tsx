import { formatDateTime } from '@flyerdesk/domain/dates';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupRecordFragment } from '../../__generated__/graphql';
import {
  ME,
  answers,
  graphQLError,
  lockServer,
  pageVariables,
  pushChange,
  pushLock,
  pushPresence,
  renderResourceScreen,
  row,
  settle,
  versionMismatch,
  withinPanel,
} from '../../shared/resource/test-utils';
import { clearToasts, type Mock } from '../../test/renderFeature';
import GroupsPage from './GroupsPage';
import { GroupHistoryQuery, GroupQuery, GroupStoresQuery, GroupsPageQuery, UpdateGroupMutation } from './operations';

function aGroup(overrides: Partial<GroupRecordFragment> & { id: string; name: string }): GroupRecordFragment {
  return {
    __typename: 'Group',
    storeIds: [],
    version: 1,
    archivedAt: null,
    updatedAt: '2026-11-20T09:00:00.000Z',
    updatedBy: 'anna',
    ...overrides,
  };
}

/** Shop ids are UUIDs (the domain schema checks them). */
const S1 = '5b6c2a1e-0d8f-4c61-9a57-3f1e2d4c5b6a';
const S2 = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

const drogerie = aGroup({ id: 'g-1', name: 'Drogerie', storeIds: [S1] });
const weekend = aGroup({ id: 'g-2', name: 'Weekend deals', storeIds: [S1, S2], version: 3 });

const STORES = [
  { __typename: 'Store', id: S1, name: 'Lidl Mokotów' },
  { __typename: 'Store', id: S2, name: 'Biedronka Wola' },
];

function page(items: GroupRecordFragment[], total = items.length) {
  return { data: { page: { __typename: 'GroupPage', items, total } } };
}

function listOf(...pages: ReturnType<typeof page>[]) {
  return answers(GroupsPageQuery, pageVariables('groups'), ...pages);
}

/** The record as the server has it, changeable by a test (the conflict dialog reads it again). */
function recordServer(initial: GroupRecordFragment) {
  let current = initial;
  const counted = answers(GroupQuery, { id: initial.id }, () => ({ data: { record: current } }));
  return { ...counted, set: (next: GroupRecordFragment) => (current = next) };
}

function historyOf(id: string, ...lists: Record<string, unknown>[][]) {
  return answers(GroupHistoryQuery, { id, limit: 50, offset: 0 }, ...lists.map((items) => ({ data: { history: { __typename: 'HistoryPage', items, total: items.length } } })));
}

function anEntry(overrides: Record<string, unknown> & { id: string }) {
  return { __typename: 'HistoryEntry', at: '2026-11-20T09:00:00.000Z', actor: 'anna', action: 'UPDATED', version: 2, changes: [], ...overrides };
}

const storesMock: Mock = { request: { query: GroupStoresQuery }, result: { data: { stores: STORES } }, maxUsageCount: Number.POSITIVE_INFINITY };

function renderGroups(mocks: Mock[]) {
  return renderResourceScreen(<GroupsPage />, { mocks: [storesMock, ...mocks] });
}

/** Opens a record from the list, as a person does: the row, then Enter. */
async function openRecord(user: ReturnType<typeof userEvent.setup>, id: string) {
  await user.click(row(id));
  return screen.findByTestId('record-form');
}

/** Waits for the record's row, then opens it; answers the user driving the screen. */
async function openFromList(id: string) {
  const user = userEvent.setup();
  await screen.findByTestId(`resource-row-${id}`);
  await openRecord(user, id);
  return user;
}

afterEach(() => {
  clearToasts();
});

describe('groups list', () => {
  it('shows each group with its number of shops, and patches itself from change events without asking the server again', async () => {
    const list = listOf(page([drogerie, weekend]));
    const { subscriptions } = renderGroups([list.mock]);

    expect(await screen.findByTestId('resource-row-g-2')).toHaveTextContent('Weekend deals');
    expect(row('g-2')).toHaveTextContent('2');
    expect(screen.getByTestId('resource-total')).toHaveTextContent('1–2 of 2');

    // Created: "Apteki" sorts first by name.
    pushChange(subscriptions, 'GroupsChanged', 'GroupChange', {
      seq: 10,
      action: 'CREATED',
      record: aGroup({ id: 'g-3', name: 'Apteki', storeIds: [S1] }),
    });
    const names = () => screen.getAllByTestId(/^resource-row-/).map((element) => within(element).getByRole('rowheader').textContent);
    await waitFor(() => expect(names()).toEqual(['Apteki', 'Drogerie', 'Weekend deals']));
    expect(screen.getByTestId('resource-total')).toHaveTextContent('1–3 of 3');

    // Updated: replaced where it is.
    pushChange(subscriptions, 'GroupsChanged', 'GroupChange', {
      seq: 11,
      action: 'UPDATED',
      record: { ...weekend, name: 'Weekend offers', version: 4 },
    });
    await waitFor(() => expect(row('g-2')).toHaveTextContent('Weekend offers'));

    // Archived: leaves the active list.
    pushChange(subscriptions, 'GroupsChanged', 'GroupChange', {
      seq: 12,
      action: 'ARCHIVED',
      record: { ...drogerie, version: 2, archivedAt: '2026-11-20T10:00:00.000Z' },
    });
    await waitFor(() => expect(screen.queryByTestId('resource-row-g-1')).not.toBeInTheDocument());
    expect(screen.getByTestId('resource-total')).toHaveTextContent('1–2 of 2');

    // Not newer than what is shown: ignored.
    pushChange(subscriptions, 'GroupsChanged', 'GroupChange', { seq: 13, action: 'UPDATED', record: { ...weekend, name: 'Old name', version: 3 } });
    await settle();
    expect(row('g-2')).toHaveTextContent('Weekend offers');

    expect(list.calls).toHaveBeenCalledTimes(1);
  });

  it('loads the page again when events were missed (a gap in the sequence)', async () => {
    const list = listOf(page([drogerie]), page([drogerie, weekend]));
    const { subscriptions } = renderGroups([list.mock]);
    await screen.findByTestId('resource-row-g-1');

    pushChange(subscriptions, 'GroupsChanged', 'GroupChange', { seq: 4, action: 'UPDATED', record: { ...drogerie, version: 2 } });
    pushChange(subscriptions, 'GroupsChanged', 'GroupChange', { seq: 5, action: 'UPDATED', record: { ...drogerie, version: 3 } });
    expect(list.calls).toHaveBeenCalledTimes(1);

    pushChange(subscriptions, 'GroupsChanged', 'GroupChange', { seq: 7, action: 'UPDATED', record: { ...drogerie, version: 5 } });
    expect(await screen.findByTestId('resource-row-g-2')).toBeInTheDocument();
    expect(list.calls).toHaveBeenCalledTimes(2);
  });

  it('loads the page again after the live connection came back', async () => {
    const list = listOf(page([drogerie]), page([drogerie, weekend]));
    const { connection } = renderGroups([list.mock]);
    await screen.findByTestId('resource-row-g-1');

    act(() => {
      connection.connected();
      connection.closed({ code: 1006 });
      connection.connected();
    });
    expect(await screen.findByTestId('resource-row-g-2')).toBeInTheDocument();
    expect(list.calls).toHaveBeenCalledTimes(2);
  });

  it('sorts on the server from the headers and moves between rows with the keyboard', async () => {
    const byNameDesc = answers(GroupsPageQuery, pageVariables('groups', { descending: true }), page([weekend, drogerie]));
    const list = listOf(page([drogerie, weekend]));
    renderGroups([list.mock, byNameDesc.mock]);
    const user = userEvent.setup();
    await screen.findByTestId('resource-row-g-1');

    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Shops/ })).not.toHaveAttribute('aria-sort');
    await user.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(byNameDesc.calls).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending'));

    await user.tab();
    await user.tab();
    row('g-2').focus();
    await user.keyboard('{ArrowDown}');
    expect(row('g-1')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(row('g-2')).toHaveFocus();
    await user.keyboard('{End}');
    expect(row('g-1')).toHaveFocus();
    expect(row('g-1')).toHaveAttribute('tabindex', '0');
    expect(row('g-2')).toHaveAttribute('tabindex', '-1');
  });

  it('searches on the server once typing pauses, and filters archived groups', async () => {
    const list = listOf(page([drogerie, weekend]));
    const searched = answers(GroupsPageQuery, pageVariables('groups', { search: 'week' }), page([weekend]));
    const archived = answers(GroupsPageQuery, pageVariables('groups', { search: 'week', archived: 'ARCHIVED' }), page([]));
    renderGroups([list.mock, searched.mock, archived.mock]);
    const user = userEvent.setup();
    await screen.findByTestId('resource-row-g-1');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'week');
    await waitFor(() => expect(screen.queryByTestId('resource-row-g-1')).not.toBeInTheDocument());
    expect(searched.calls).toHaveBeenCalledTimes(1);
    expect(row('g-2')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Archived' }));
    expect(await screen.findByText('Nothing matches the search and filter')).toBeInTheDocument();
    expect(archived.calls).toHaveBeenCalledTimes(1);
  });

  it('says what failed and loads again on retry', async () => {
    const list = listOf(graphQLError('UPSTREAM_UNAVAILABLE') as never, page([drogerie]));
    renderGroups([list.mock]);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('resource-row-g-1')).toBeInTheDocument();
  });
});

describe('a group in the record panel', () => {
  function setup(record = weekend, extra: Mock[] = []) {
    const list = listOf(page([drogerie, record]));
    const server = recordServer(record);
    const history = historyOf(record.id, []);
    const locks = lockServer();
    const view = renderGroups([list.mock, server.mock, history.mock, ...locks.mocks, ...extra]);
    return { ...view, server, history, locks, list };
  }

  it('shows the server’s refusal of a field under that field', async () => {
    const update = answers(
      UpdateGroupMutation,
      undefined,
      graphQLError('BAD_USER_INPUT', { invalidFields: [{ field: 'name', key: 'validation.duplicateName', message: 'This name is already used' }] }),
    );
    setup(weekend, [update.mock]);
    const user = await openFromList('g-2');

    const name = withinPanel().getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Drogerie');
    await user.click(withinPanel().getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription('This name is already used'));
    expect(update.calls).toHaveBeenCalledWith(expect.objectContaining({ id: 'g-2', version: 3, input: { name: 'Drogerie', storeIds: [S1, S2] } }));
    expect(name).toHaveValue('Drogerie');
  });

  it('on a stale save shows theirs against mine and saves the values chosen per field with the current version', async () => {
    const update = answers(UpdateGroupMutation, undefined, versionMismatch(4), () => ({
      data: { record: { ...weekend, name: 'Weekend offers', storeIds: [S1], version: 5, updatedBy: ME } },
    }));
    const { server, subscriptions } = setup(weekend, [update.mock]);
    const user = await openFromList('g-2');

    const name = withinPanel().getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Weekend offers');
    // Meanwhile anna renamed the group and took a shop out.
    const theirs = { ...weekend, name: 'Weekend sales', storeIds: [S1], version: 4, updatedBy: 'anna', updatedAt: '2026-11-21T10:15:00.000Z' };
    server.set(theirs);
    await user.click(withinPanel().getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByTestId('conflict-dialog');
    const nameChoice = await within(dialog).findByTestId('conflict-field-name');
    expect(nameChoice).toHaveTextContent('Theirs: Weekend sales');
    expect(nameChoice).toHaveTextContent(`anna, ${formatDateTime(theirs.updatedAt)}`);
    expect(nameChoice).toHaveTextContent('Yours: Weekend offers');
    const shopsChoice = within(dialog).getByTestId('conflict-field-storeIds');
    expect(shopsChoice).toHaveTextContent('Theirs: Lidl Mokotów');
    expect(shopsChoice).toHaveTextContent('Yours: Lidl Mokotów, Biedronka Wola');

    // My name, their shops.
    await user.click(within(shopsChoice).getByRole('radio', { name: /Theirs/ }));
    expect(within(nameChoice).getByRole('radio', { name: /Yours/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save chosen values' }));

    await waitFor(() => expect(update.calls).toHaveBeenCalledTimes(2));
    expect(update.calls.mock.calls[0]?.[0]).toMatchObject({ version: 3, input: { name: 'Weekend offers', storeIds: [S1, S2] } });
    expect(update.calls.mock.calls[1]?.[0]).toMatchObject({ version: 4, input: { name: 'Weekend offers', storeIds: [S1] } });
    await waitFor(() => expect(screen.queryByTestId('conflict-dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Saved: Weekend offers')).toBeInTheDocument();

    // The echo of my own save is recognised: no "someone saved" notice, the form stays as saved.
    const clientMutationId = update.calls.mock.calls[1]?.[0].clientMutationId as string;
    pushChange(subscriptions, 'GroupsChanged', 'GroupChange', {
      seq: 1,
      action: 'UPDATED',
      actor: ME,
      clientMutationId,
      record: { ...weekend, name: 'Weekend offers', storeIds: [S1], version: 5, updatedBy: ME },
    });
    await settle();
    expect(screen.queryByText(`${ME} saved Weekend offers`)).not.toBeInTheDocument();
    expect(withinPanel().getByLabelText('Name')).toHaveValue('Weekend offers');
  });

  it('keeps what I typed when I leave the conflict dialog', async () => {
    const update = answers(UpdateGroupMutation, undefined, versionMismatch(4));
    const { server } = setup(weekend, [update.mock]);
    const user = await openFromList('g-2');

    const name = withinPanel().getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Weekend offers');
    server.set({ ...weekend, name: 'Weekend sales', version: 4 });
    await user.click(withinPanel().getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByTestId('conflict-dialog');
    await within(dialog).findByTestId('conflict-field-name');
    await user.click(within(dialog).getByRole('button', { name: 'Back to my changes' }));

    await waitFor(() => expect(screen.queryByTestId('conflict-dialog')).not.toBeInTheDocument());
    expect(withinPanel().getByLabelText('Name')).toHaveValue('Weekend offers');
  });

  it('while someone else edits: says who, keeps the form read-only, and takes over only after a confirmation', async () => {
    const { subscriptions, locks } = setup();
    const user = await openFromList('g-2');

    pushLock(subscriptions, 'groups', 'g-2', { holder: 'anna' });
    expect(await screen.findByTestId('lock-banner')).toHaveTextContent('anna is editing');
    expect(withinPanel().getByLabelText('Name')).toHaveAttribute('readonly');
    expect(withinPanel().getByRole('checkbox', { name: 'Lidl Mokotów' })).toBeDisabled();
    expect(withinPanel().getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(within(screen.getByTestId('lock-banner')).getByRole('button', { name: 'Take over' }));
    const confirm = await screen.findByTestId('take-over-dialog');
    expect(locks.acquired).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Take over' }));

    await waitFor(() => expect(locks.acquired).toHaveBeenCalledWith({ resource: 'groups', id: 'g-2', takeOver: true }));
    await waitFor(() => expect(screen.queryByTestId('lock-banner')).not.toBeInTheDocument());
    expect(withinPanel().getByLabelText('Name')).not.toHaveAttribute('readonly');
  });

  it('takes the lock on the first change and tells me at once when it is taken over, keeping what I typed', async () => {
    const update = answers(UpdateGroupMutation, undefined, graphQLError('LOCKED', { lock: { holder: 'anna', since: '2026-11-20T09:05:00.000Z', expiresAt: '2026-11-20T09:05:30.000Z' } }));
    const { subscriptions, locks } = setup(weekend, [update.mock]);
    const user = await openFromList('g-2');
    pushLock(subscriptions, 'groups', 'g-2', { holder: null });

    await user.type(withinPanel().getByLabelText('Name'), ' and more');
    await waitFor(() => expect(locks.acquired).toHaveBeenCalledWith({ resource: 'groups', id: 'g-2', takeOver: false }));
    pushLock(subscriptions, 'groups', 'g-2', { holder: ME, seq: 2 });

    pushLock(subscriptions, 'groups', 'g-2', { holder: 'anna', takenOverFrom: ME, seq: 3 });
    expect(await screen.findByTestId('lock-lost')).toHaveTextContent('anna took over editing; your changes are still here');
    expect(withinPanel().getByLabelText('Name')).toHaveValue('Weekend deals and more');

    // Saving now is refused by the gateway; the refusal is worded, the values stay.
    await user.click(withinPanel().getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('anna is editing this record.');
    expect(withinPanel().getByLabelText('Name')).toHaveValue('Weekend deals and more');
  });

  it('releases my lock when I discard my changes', async () => {
    const { subscriptions, locks } = setup();
    const user = await openFromList('g-2');
    pushLock(subscriptions, 'groups', 'g-2', { holder: null });

    await user.type(withinPanel().getByLabelText('Name'), '!');
    await waitFor(() => expect(locks.acquired).toHaveBeenCalledTimes(1));
    await user.click(withinPanel().getByRole('button', { name: 'Discard changes' }));

    await waitFor(() => expect(locks.released).toHaveBeenCalledWith({ resource: 'groups', id: 'g-2' }));
    expect(withinPanel().getByLabelText('Name')).toHaveValue('Weekend deals');
  });

  it('opens from the keyboard and shows who else has the record open', async () => {
    const { subscriptions } = setup();
    const user = userEvent.setup();
    await screen.findByTestId('resource-row-g-2');
    act(() => row('g-1').focus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Weekend deals' })).toBeInTheDocument();

    pushPresence(subscriptions, 'groups', 'g-2', ['anna', ME]);
    const presence = await screen.findByTestId('record-presence');
    expect(within(presence).getByTestId('presence-avatar-anna')).toHaveAccessibleName('anna');
    expect(within(presence).getByTestId(`presence-avatar-${ME}`)).toHaveAccessibleName(`${ME} (you)`);
  });

  it('lists the history newest first and loads it again when the record changes', async () => {
    const list = listOf(page([weekend]));
    const server = recordServer(weekend);
    const history = historyOf(
      'g-2',
      [
        anEntry({ id: 'h-1', action: 'CREATED', actor: 'bob', version: 1, at: '2026-11-18T08:00:00.000Z', changes: [{ __typename: 'FieldChange', field: 'name', before: null, after: '"Weekend"' }] }),
        anEntry({
          id: 'h-2',
          version: 3,
          at: '2026-11-20T09:00:00.000Z',
          changes: [
            { __typename: 'FieldChange', field: 'name', before: '"Weekend"', after: '"Weekend deals"' },
            { __typename: 'FieldChange', field: 'storeIds', before: `["${S1}"]`, after: `["${S1}","${S2}"]` },
          ],
        }),
      ],
      [],
    );
    const locks = lockServer();
    const { subscriptions } = renderGroups([list.mock, server.mock, history.mock, ...locks.mocks]);
    await openFromList('g-2');

    const panelHistory = await screen.findByTestId('history-panel');
    const entries = await within(panelHistory).findAllByTestId('history-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Updated');
    expect(entries[0]).toHaveTextContent('anna');
    expect(entries[0]).toHaveTextContent(formatDateTime('2026-11-20T09:00:00.000Z'));
    expect(entries[0]).toHaveTextContent('Name');
    expect(entries[0]).toHaveTextContent('Weekend → Weekend deals');
    expect(entries[0]).toHaveTextContent('Lidl Mokotów → Lidl Mokotów, Biedronka Wola');
    expect(entries[1]).toHaveTextContent('Created');
    expect(entries[1]).toHaveTextContent('bob');
    expect(entries[1]).toHaveTextContent('— → Weekend');

    pushChange(subscriptions, 'GroupsChanged', 'GroupChange', { seq: 1, action: 'UPDATED', record: { ...weekend, version: 4 } });
    await waitFor(() => expect(history.calls).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('anna saved Weekend deals')).toBeInTheDocument();
  });
});
