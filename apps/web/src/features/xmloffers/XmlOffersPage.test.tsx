import { formatDateTime } from '@flyerdesk/domain/dates';
import { GraphQLError } from 'graphql';
import toast from 'react-hot-toast';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeafletDetailsQuery } from './LeafletDetailsDialog';
import { RefreshLeafletMutation, SetLeafletPriorityMutation, UndoOrderingMoveMutation } from './operations';
import {
  ME,
  aMove,
  anItem,
  aDelta,
  anOrdering,
  movesMock,
  orderingMock,
  platformsMock,
  presenceUpdatesMock,
  pushOrderingEvent,
  pushPresence,
  renderScreen,
  stubLayout,
  type Mock,
} from './test-utils';

/** Three leaflets on Android: lidl-2 holds priority 1, the others follow by creation date. */
const lidl = anItem({ id: 'l-2', position: 1, priority: 1, storeName: 'Lidl', leaflet: { naturalId: 'lidl-2', additionalInfo: 'Weekend deals' } });
const biedronka = anItem({
  id: 'l-1',
  position: 2,
  storeName: 'Biedronka',
  leaflet: { naturalId: 'biedronka-1', createdAt: '2026-11-21T08:00:00.000Z', status: 'READY_FOR_DISACTIVATION' },
});
const aldi = anItem({ id: 'l-3', position: 3, storeName: 'Aldi', leaflet: { naturalId: 'aldi-3', createdAt: '2026-11-19T08:00:00.000Z' } });
const android = anOrdering('android', 7, [lidl, biedronka, aldi]);

/** The ordering after aldi-3 took priority 1 (lidl-2 keeps its priority and moves down). */
const aldiFirst = anOrdering('android', 8, [
  anItem({ ...aldi, id: 'l-3', position: 1, priority: 1, leaflet: aldi.leaflet }),
  anItem({ ...lidl, id: 'l-2', position: 2, leaflet: lidl.leaflet }),
  anItem({ ...biedronka, id: 'l-1', position: 3, leaflet: biedronka.leaflet }),
]);

interface MoveInput {
  platform: string;
  leafletId: string;
  priority: number | null;
  expectedVersion: number;
  overwrite: boolean;
  clientMutationId: string;
}

/** setLeafletPriority: each call is recorded and answered in turn (what changed, or an error). */
function movesServer(...answers: (ReturnType<typeof aDelta> | GraphQLError)[]) {
  const calls = jest.fn<void, [MoveInput]>();
  const mock: Mock = {
    request: { query: SetLeafletPriorityMutation, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      const answer = answers[Math.min(calls.mock.calls.length, answers.length - 1)];
      calls(variables.input as MoveInput);
      return answer instanceof GraphQLError ? { errors: [answer] } : { data: { setLeafletPriority: answer } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { calls, mock };
}

function rowsInOrder() {
  const list = screen.getByRole('list', { name: /Order of leaflets on/ });
  return within(list)
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('data-natural-id'));
}

async function showAndroid(mocks: Mock[], options: { path?: string } = {}) {
  const view = renderScreen({ mocks: [platformsMock(), ...mocks], ...options });
  await screen.findByRole('list', { name: 'Order of leaflets on Android' });
  return view;
}

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = stubLayout();
});
afterEach(() => {
  act(() => toast.remove());
  restoreLayout();
});

describe('the order of promotions screen', () => {
  it('shows a tab per platform with its formatted name plus all platforms, the chosen one from the address', async () => {
    const { router } = renderScreen({
      mocks: [platformsMock(), orderingMock('ios', anOrdering('ios', 3, [])).mock, movesMock('ios').mock, orderingMock('android', android).mock, movesMock('android').mock],
      path: '/xmloffers?platform=ios',
    });
    const tabs = await screen.findByRole('tablist', { name: 'Platforms' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Android', 'IOS', 'Web', 'All platforms']);
    expect(screen.getByRole('tab', { name: 'IOS' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No leaflets are in the order on this platform.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'IOS' }));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tab', { name: 'Android' })).toHaveFocus();
    expect(router.state.location.search).toBe('?platform=android');
    expect(await screen.findByRole('list', { name: 'Order of leaflets on Android' })).toBeInTheDocument();
  });

  it('lists the leaflets in the order the server computed, with their details', async () => {
    await showAndroid([orderingMock('android', android).mock, movesMock('android').mock]);
    expect(rowsInOrder()).toEqual(['lidl-2', 'biedronka-1', 'aldi-3']);
    const first = screen.getByTestId('ordering-row-l-2');
    expect(first).toHaveAttribute('data-position', '1');
    expect(first).toHaveAccessibleName('Position 1: lidl-2');
    expect(first).toHaveTextContent('Lidl · Weekend deals');
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('23.11.2026 – 29.11.2026')).toBeInTheDocument();
    expect(within(first).getByText('Never refreshed')).toBeInTheDocument();
    expect(within(first).getByRole('textbox', { name: 'Priority of lidl-2' })).toHaveValue('1');
    expect(within(screen.getByTestId('ordering-row-l-1')).getByText('Ready for deactivation')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move aldi-3' })).toBeInTheDocument();
  });

  it('sends a typed priority with the version it was made on and shows the new order', async () => {
    const server = movesServer(aDelta(android, aldiFirst));
    await showAndroid([orderingMock('android', android).mock, movesMock('android').mock, server.mock]);

    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Priority of aldi-3' });
    await user.clear(input);
    await user.type(input, '1{Enter}');

    expect(server.calls).toHaveBeenCalledTimes(1);
    expect(server.calls.mock.calls[0]?.[0]).toMatchObject({
      platform: 'android',
      leafletId: 'l-3',
      priority: 1,
      expectedVersion: 7,
      overwrite: false,
    });
    await waitFor(() => expect(rowsInOrder()).toEqual(['aldi-3', 'lidl-2', 'biedronka-1']));
  });

  it('explains an invalid priority under the field and sends nothing', async () => {
    const server = movesServer(aDelta(android, aldiFirst));
    await showAndroid([orderingMock('android', android).mock, movesMock('android').mock, server.mock]);

    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Priority of aldi-3' });
    await user.type(input, '1000{Enter}');
    expect(input).toHaveAccessibleDescription('Priority must be a whole number from 1 to 999 (0 or empty clears it)');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    await user.type(input, 'x1');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Priority must be a whole number');
    expect(server.calls).not.toHaveBeenCalled();
  });

  it('offers to overwrite a priority another leaflet holds and resends with overwrite', async () => {
    const taken = new GraphQLError('There is already leaflet lidl-2 with priority 1 on platform android', {
      extensions: { code: 'CONFLICT', reason: 'PRIORITY_TAKEN', naturalId: 'lidl-2', priority: 1, platform: 'android' },
    });
    const server = movesServer(taken, aDelta(android, aldiFirst));
    await showAndroid([orderingMock('android', android).mock, movesMock('android').mock, server.mock]);

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Priority of aldi-3' }), '1{Enter}');

    const notice = await screen.findByTestId('toast-priority-taken');
    expect(notice).toHaveTextContent('There is already leaflet lidl-2 with priority 1 on platform Android.');
    expect(within(notice).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    // The refused move is rolled back.
    expect(rowsInOrder()).toEqual(['lidl-2', 'biedronka-1', 'aldi-3']);
    expect(screen.getByRole('textbox', { name: 'Priority of aldi-3' })).toHaveValue('');

    await user.click(within(notice).getByRole('button', { name: 'Overwrite' }));
    expect(server.calls).toHaveBeenCalledTimes(2);
    expect(server.calls.mock.calls[1]?.[0]).toMatchObject({ leafletId: 'l-3', priority: 1, expectedVersion: 7, overwrite: true });
    await waitFor(() => expect(rowsInOrder()).toEqual(['aldi-3', 'lidl-2', 'biedronka-1']));
    expect(screen.queryByTestId('toast-priority-taken')).not.toBeInTheDocument();
  });

  it('shows who changed the order meanwhile, loads it again and applies the change again on the new version', async () => {
    const changed = new GraphQLError('The ordering has changed', {
      extensions: {
        code: 'CONFLICT',
        reason: 'ORDERING_CHANGED',
        currentVersion: 9,
        lastMove: { actor: 'anna', naturalId: 'biedronka-1', toPriority: 1, at: '2026-11-22T09:30:00.000Z' },
      },
    });
    const annasOrder = anOrdering('android', 9, [
      anItem({ id: 'l-1', position: 1, priority: 1, storeName: 'Biedronka', leaflet: { ...biedronka.leaflet, priorities: { ...biedronka.leaflet.priorities, android: 1 } } }),
      anItem({ id: 'l-2', position: 2, storeName: 'Lidl', leaflet: { ...lidl.leaflet, priorities: { ...lidl.leaflet.priorities, android: null } } }),
      anItem({ id: 'l-3', position: 3, storeName: 'Aldi', leaflet: aldi.leaflet }),
    ]);
    const ordering = orderingMock('android', android, annasOrder);
    const server = movesServer(changed, aDelta(annasOrder, anOrdering('android', 10, aldiFirst.items)));
    await showAndroid([ordering.mock, movesMock('android').mock, server.mock]);

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Priority of aldi-3' }), '1{Enter}');

    const notice = await screen.findByTestId('toast-ordering-changed');
    expect(notice).toHaveTextContent('anna changed the order meanwhile (biedronka-1 → #1).');
    await waitFor(() => expect(rowsInOrder()).toEqual(['biedronka-1', 'lidl-2', 'aldi-3']));
    expect(ordering.requests).toHaveBeenCalledTimes(2);

    await user.click(within(notice).getByRole('button', { name: 'Apply my change again' }));
    expect(server.calls).toHaveBeenCalledTimes(2);
    expect(server.calls.mock.calls[1]?.[0]).toMatchObject({ leafletId: 'l-3', priority: 1, expectedVersion: 9, overwrite: false });
    await waitFor(() => expect(rowsInOrder()).toEqual(['aldi-3', 'lidl-2', 'biedronka-1']));
  });

  it('confirms the echo of its own move without asking the server, and loads the order again after anybody else\'s', async () => {
    const ordering = orderingMock('android', android, anOrdering('android', 9, aldiFirst.items));
    const moves = movesMock('android');
    const server = movesServer(aDelta(android, aldiFirst));
    const { live } = await showAndroid([ordering.mock, moves.mock, server.mock]);
    await waitFor(() => expect(live.ordering.operation?.variables).toEqual({ platform: 'android' }));

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Priority of aldi-3' }), '1{Enter}');
    await waitFor(() => expect(rowsInOrder()).toEqual(['aldi-3', 'lidl-2', 'biedronka-1']));
    const clientMutationId = server.calls.mock.calls[0]?.[0].clientMutationId;
    expect(clientMutationId).toEqual(expect.any(String));

    pushOrderingEvent(live.ordering, {
      seq: 1,
      version: 8,
      actor: ME,
      clientMutationId,
      move: aMove({ id: 'm-1', actor: ME, leafletId: 'l-3', naturalId: 'aldi-3', storeName: 'Aldi', toPriority: 1, versionBefore: 7, versionAfter: 8, clientMutationId }),
    });
    const activity = screen.getByTestId('activity-line');
    expect(await within(activity).findByText('marta moved Aldi aldi-3 to #1')).toBeInTheDocument();

    pushOrderingEvent(live.ordering, { seq: 2, version: 9, actor: 'anna', clientMutationId: 'somebody-else' });
    await waitFor(() => expect(ordering.requests).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(moves.requests).toHaveBeenCalledTimes(2));
    // Only anna's change went to the server: the echo of our own was confirmed locally.
    expect(ordering.requests).toHaveBeenCalledTimes(2);
  });

  it("applies anybody else's change the event carries without asking the server, and loads the order again when it does not fit", async () => {
    const ordering = orderingMock('android', android, anOrdering('android', 12, aldiFirst.items));
    const moves = movesMock('android');
    const { live } = await showAndroid([ordering.mock, moves.mock]);
    await waitFor(() => expect(live.ordering.operation?.variables).toEqual({ platform: 'android' }));

    const move = aMove({ id: 'm-5', actor: 'anna', leafletId: 'l-3', naturalId: 'aldi-3', storeName: 'Aldi', toPriority: 1, versionBefore: 7, versionAfter: 8 });
    pushOrderingEvent(live.ordering, { seq: 1, version: 8, clientMutationId: 'anna-tab', move, delta: aDelta(android, aldiFirst) });
    await waitFor(() => expect(rowsInOrder()).toEqual(['aldi-3', 'lidl-2', 'biedronka-1']));
    expect(await within(screen.getByTestId('activity-line')).findByText('anna moved Aldi aldi-3 to #1')).toBeInTheDocument();
    expect(ordering.requests).toHaveBeenCalledTimes(1);
    expect(moves.requests).toHaveBeenCalledTimes(1);

    // A change made on a version this screen does not show (10 → 11 while it shows 8): loaded again.
    const elsewhere = aDelta(anOrdering('android', 10, aldiFirst.items), anOrdering('android', 11, [...aldiFirst.items].reverse()));
    pushOrderingEvent(live.ordering, { seq: 2, version: 11, clientMutationId: 'anna-tab', delta: { ...elsewhere, changed: [] } });
    await waitFor(() => expect(ordering.requests).toHaveBeenCalledTimes(2));
  });

  it('loads the order again when events were missed and after the live connection came back', async () => {
    const ordering = orderingMock('android', android);
    const { live, connection } = await showAndroid([ordering.mock, movesMock('android').mock]);
    await waitFor(() => expect(live.ordering.operation?.variables).toEqual({ platform: 'android' }));

    pushOrderingEvent(live.ordering, { seq: 4, version: 8, clientMutationId: null });
    await waitFor(() => expect(ordering.requests).toHaveBeenCalledTimes(2));

    act(() => {
      connection.closed({ code: 1006 });
      connection.connected();
    });
    await waitFor(() => expect(ordering.requests).toHaveBeenCalledTimes(3));
  });

  it('shows who is on the tab and who is moving which leaflet', async () => {
    const { live } = await showAndroid([orderingMock('android', android).mock, movesMock('android').mock]);
    await waitFor(() => expect(live.presence.operation?.variables).toEqual({ room: 'xmloffers:android' }));

    pushPresence(live.presence, 'xmloffers:android', [
      { username: ME },
      { username: 'anna', activity: 'dragging', subject: 'l-1' },
      { username: 'piotr.nowak' },
    ]);

    const avatars = await screen.findByRole('list', { name: 'People on this tab' });
    expect(within(avatars).getByRole('img', { name: 'anna' })).toHaveTextContent('AN');
    expect(within(avatars).getByRole('img', { name: 'marta (you)' })).toBeInTheDocument();
    expect(within(avatars).getByRole('img', { name: 'piotr.nowak' })).toHaveTextContent('PN');
    const moving = screen.getByTestId('presence-moving');
    expect(moving).toHaveAttribute('aria-live', 'polite');
    expect(moving).toHaveTextContent('anna is moving biedronka-1…');
    const row = screen.getByTestId('ordering-row-l-1');
    expect(row).toHaveAttribute('data-moving-by', 'anna');
    expect(within(row).getByText('anna is moving this leaflet')).toBeInTheDocument();
  });

  it('moves a leaflet with the keyboard and tells the others while it is being moved', async () => {
    const presence = presenceUpdatesMock();
    const server = movesServer(
      aDelta(android, anOrdering('android', 8, [
        anItem({ id: 'l-1', position: 1, storeName: 'Biedronka', leaflet: biedronka.leaflet }),
        anItem({ id: 'l-2', position: 2, priority: 2, storeName: 'Lidl', leaflet: { ...lidl.leaflet, priorities: { ...lidl.leaflet.priorities, android: 2 } } }),
        anItem({ id: 'l-3', position: 3, storeName: 'Aldi', leaflet: aldi.leaflet }),
      ])),
    );
    await showAndroid([orderingMock('android', android).mock, movesMock('android').mock, server.mock, presence.mock]);

    const user = userEvent.setup();
    const handle = screen.getByRole('button', { name: 'Move lidl-2' });
    handle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(presence.requests).toHaveBeenCalledWith('xmloffers:android', 'dragging', 'l-2'));
    expect(await screen.findByText('lidl-2 is over position 1 of 3.')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('lidl-2 is over position 2 of 3.')).toBeInTheDocument();
    await user.keyboard(' ');

    await waitFor(() => expect(server.calls).toHaveBeenCalledTimes(1));
    expect(server.calls.mock.calls[0]?.[0]).toMatchObject({ leafletId: 'l-2', priority: 2, expectedVersion: 7 });
    expect(await screen.findByText('lidl-2 was dropped at position 2 of 3.')).toBeInTheDocument();
    await waitFor(() => expect(presence.requests).toHaveBeenLastCalledWith('xmloffers:android', null, null));
    await waitFor(() => expect(rowsInOrder()).toEqual(['biedronka-1', 'lidl-2', 'aldi-3']));
  });

  it('keeps only the rows in view in the page, even with a thousand leaflets', async () => {
    const many = Array.from({ length: 1000 }, (_, i) =>
      anItem({ id: `l-${i}`, position: i + 1, priority: i + 1, leaflet: { naturalId: `leaflet-${i}` } }),
    );
    await showAndroid([orderingMock('android', anOrdering('android', 1, many)).mock, movesMock('android').mock]);

    const list = screen.getByRole('list', { name: 'Order of leaflets on Android' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]).toHaveAttribute('aria-setsize', '1000');
    expect(screen.getByText('1000 leaflets')).toBeInTheDocument();

    const scroll = screen.getByTestId('ordering-scroll');
    act(() => {
      scroll.scrollTop = 76 * 600;
      fireEvent.scroll(scroll);
    });
    expect(await within(list).findByTestId('ordering-row-l-600')).toHaveAttribute('data-position', '601');
    expect(within(list).queryByTestId('ordering-row-l-0')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(60);
  });

  it('shows all platforms without moving: priorities are per platform', async () => {
    renderScreen({
      mocks: [
        platformsMock(),
        orderingMock('all', anOrdering('all', 4, [anItem({ id: 'l-2', platform: 'all', priority: 1, leaflet: { naturalId: 'lidl-2', priorities: { __typename: 'LeafletPriorities', android: 3, ios: 1, web: null, wp: null, android2: null } } })])).mock,
        movesMock('all').mock,
      ],
      path: '/xmloffers?platform=all',
    });
    expect(await screen.findByRole('list', { name: 'Order of leaflets on All platforms' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All platforms' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('all-platforms-notice')).toHaveTextContent('Priorities are set per platform');
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Lowest priority: 1')).toBeInTheDocument();
  });

  it('refreshes a leaflet and places it again by the ordering rules', async () => {
    const sameDay = '2026-11-21T08:00:00.000Z';
    const first = anItem({ id: 'l-1', position: 1, leaflet: { naturalId: 'biedronka-1', createdAt: sameDay, refreshedAt: '2026-11-21T09:00:00.000Z' } });
    const second = anItem({ id: 'l-3', position: 2, leaflet: { naturalId: 'aldi-3', createdAt: sameDay } });
    const refreshes = jest.fn();
    const refreshMock: Mock = {
      request: { query: RefreshLeafletMutation, variables: () => true },
      result: (variables: Record<string, unknown>) => {
        refreshes(variables.id);
        return {
          data: { refreshLeaflet: { __typename: 'Leaflet', id: 'l-3', refreshedAt: '2026-11-22T10:00:00.000Z', refreshedBy: ME, version: 2 } },
        };
      },
    };
    await showAndroid([orderingMock('android', anOrdering('android', 3, [first, second])).mock, movesMock('android').mock, refreshMock]);
    expect(rowsInOrder()).toEqual(['biedronka-1', 'aldi-3']);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh aldi-3' }));
    expect(refreshes).toHaveBeenCalledWith('l-3');
    await waitFor(() => expect(rowsInOrder()).toEqual(['aldi-3', 'biedronka-1']));
    expect(within(screen.getByTestId('ordering-row-l-3')).getByText(`Refreshed ${formatDateTime('2026-11-22T10:00:00.000Z')}`)).toBeInTheDocument();
  });

  it('opens the details of a leaflet with its page thumbnails', async () => {
    const details = detailsMock({ android: 1, ios: null, web: 4, wp: null, android2: null });
    await showAndroid([orderingMock('android', android).mock, movesMock('android').mock, details]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Details of lidl-2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leaflet lidl-2' });
    expect(await within(dialog).findByText('Android: 1, Web: 4')).toBeInTheDocument();
    expect(within(dialog).getByText('Android, Web')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Page 2' })).toHaveAttribute('src', '/files/l-2/2-thumb.jpg');
  });

  it('reads the details again each time they open: a priority changed on a platform this screen does not watch shows', async () => {
    const user = userEvent.setup();
    const first = detailsMock({ android: 1, ios: null, web: 4, wp: null, android2: null });
    const second = detailsMock({ android: 1, ios: null, web: 7, wp: null, android2: null });
    await showAndroid([orderingMock('android', android).mock, movesMock('android').mock, first, second]);

    await user.click(screen.getByRole('button', { name: 'Details of lidl-2' }));
    let dialog = await screen.findByRole('dialog', { name: 'Leaflet lidl-2' });
    expect(await within(dialog).findByText('Android: 1, Web: 4')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leaflet lidl-2' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Details of lidl-2' }));
    dialog = await screen.findByRole('dialog', { name: 'Leaflet lidl-2' });
    expect(await within(dialog).findByText('Android: 1, Web: 7')).toBeInTheDocument();
  });
});

/** The details of lidl-2 (l-2) as the gateway answers them, with the given priorities. */
function detailsMock(priorities: { android: number | null; ios: number | null; web: number | null; wp: number | null; android2: number | null }): Mock {
  return {
      request: { query: LeafletDetailsQuery, variables: { id: 'l-2' } },
      result: {
        data: {
          leaflet: {
            __typename: 'Leaflet',
            id: 'l-2',
            naturalId: 'lidl-2',
            status: 'ACTIVE',
            additionalInfo: 'Weekend deals',
            additionalInfo2: null,
            validFrom: '2026-11-23',
            validTo: '2026-11-29',
            untilEndOfSupply: false,
            publishDate: '2026-11-22T06:00:00.000Z',
            publishEndDate: null,
            createdAt: '2026-11-20T08:00:00.000Z',
            createdBy: 'anna',
            refreshedAt: null,
            refreshedBy: null,
            pageCount: 2,
            priorities: { __typename: 'LeafletPriorities', ...priorities },
            visibility: { __typename: 'LeafletVisibility', android: true, android2: false, ios: false, web: true, wp: false },
            pages: [1, 2].map((pageNumber) => ({
              __typename: 'LeafletPageImage',
              pageNumber,
              imageUrl: `/files/l-2/${pageNumber}.jpg`,
              thumbnailUrl: `/files/l-2/${pageNumber}-thumb.jpg`,
            })),
          },
        },
      },
    };
}

describe('the activity line', () => {
  it('lists the latest moves and undoes your own last one', async () => {
    const own = aMove({ id: 'm-9', actor: ME, leafletId: 'l-2', naturalId: 'lidl-2', storeName: 'Lidl', fromPriority: null, toPriority: 1, versionAfter: 7 });
    const older = aMove({ id: 'm-8', actor: 'anna', naturalId: 'aldi-3', storeName: 'Aldi', toPriority: null, versionAfter: 6 });
    const undos = jest.fn();
    const undoMock: Mock = {
      request: { query: UndoOrderingMoveMutation, variables: () => true },
      result: (variables: Record<string, unknown>) => {
        undos(variables);
        return {
          data: {
            undoOrderingMove: aDelta(
              android,
              anOrdering('android', 8, [
                anItem({ id: 'l-1', position: 1, storeName: 'Biedronka', leaflet: biedronka.leaflet }),
                anItem({ id: 'l-2', position: 2, storeName: 'Lidl', leaflet: { ...lidl.leaflet, priorities: { ...lidl.leaflet.priorities, android: null } } }),
                anItem({ id: 'l-3', position: 3, storeName: 'Aldi', leaflet: aldi.leaflet }),
              ]),
            ),
          },
        };
      },
    };
    await showAndroid([orderingMock('android', android).mock, movesMock('android', [own, older]).mock, undoMock]);

    const activity = screen.getByTestId('activity-line');
    expect(await within(activity).findByText('marta moved Lidl lidl-2 to #1')).toBeInTheDocument();
    expect(within(activity).getByText('anna removed the priority of Aldi aldi-3')).toBeInTheDocument();
    expect(within(screen.getByTestId('activity-move-m-9')).getByText('2 minutes ago')).toBeInTheDocument();
    const undo = within(activity).getByRole('button', { name: 'Undo your move of lidl-2' });
    expect(within(activity).getAllByRole('button', { name: /^Undo/ })).toHaveLength(1);

    await userEvent.setup().click(undo);
    expect(undos).toHaveBeenCalledWith(expect.objectContaining({ platform: 'android', moveId: 'm-9', expectedVersion: 7 }));
    await waitFor(() => expect(rowsInOrder()).toEqual(['biedronka-1', 'lidl-2', 'aldi-3']));
  });

  it.each([
    ['somebody else made the last move', aMove({ id: 'm-9', actor: 'anna', versionAfter: 7 })],
    ['the order changed since your move', aMove({ id: 'm-9', actor: ME, versionAfter: 6 })],
  ])('offers no undo when %s', async (_case, last) => {
    await showAndroid([orderingMock('android', android).mock, movesMock('android', [last]).mock]);
    const activity = screen.getByTestId('activity-line');
    expect(await within(activity).findByTestId('activity-move-m-9')).toBeInTheDocument();
    expect(within(activity).queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });
});
