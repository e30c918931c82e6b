import type { Role } from '@flyerdesk/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { ReelChannelRecordFragment, ReelRecordFragment } from '../../__generated__/graphql';
import { ConnectionContext } from '../../shared/apollo/ConnectionContext';
import { createConnectionMonitor } from '../../shared/apollo/connectionMonitor';
import { SessionProvider } from '../../shared/session/session';
import { answers, AT, lockServer, pageVariables, pushChange, withinPanel } from '../../shared/resource/test-utils';
import { clearToasts, renderFeature, type Mock } from '../../test/renderFeature';
import { pinCalendar } from '../../test/calendar';
import {
  CreateReelChannelMutation,
  PublishReelMutation,
  ReelChannelChoicesQuery,
  ReelChannelHistoryQuery,
  ReelChannelQuery,
  ReelChannelsPageQuery,
  ReelEditorChoicesQuery,
  ReelHistoryQuery,
  ReelQuery,
  ReelsPageQuery,
  UpdateReelMutation,
} from './operations';
import ReelsPage from './ReelsPage';

const PROMO = '0b5e8f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
const KITCHEN = '1b5e8f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
const REELS_USER = '2b5e8f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';

function aReel(overrides: Partial<ReelRecordFragment> & { id: string }): ReelRecordFragment & { __typename: 'Reel' } {
  return {
    __typename: 'Reel',
    channelId: PROMO,
    channelName: 'Gazetki tygodnia',
    naturalId: 'weekend-deals',
    mediaURL: '/files/reels/a1.png',
    mediaType: 'IMAGE',
    description: 'Weekend deals',
    ctaButtonText: 'See',
    visibilityTime: 10,
    status: 'DRAFT',
    visibilityStartDate: '2030-11-26T08:00:00.000Z',
    visibilityEndDate: '2030-12-03T20:00:00.000Z',
    publishDate: '2030-11-26T06:00:00.000Z',
    internalNote: null,
    showOn: ['android', 'ios'],
    actionType: 'LEAFLET_PAGE',
    leafletId: 'biedronka-23-11-30-29-11-30-ab1cd',
    insertNumber: null,
    standardPageNumber: 3,
    url: null,
    productName: null,
    impressions: 120,
    clicks: 7,
    expiry: 'CURRENT',
    version: 1,
    archivedAt: null,
    createdAt: AT,
    createdBy: 'reels',
    updatedAt: AT,
    updatedBy: 'reels',
    ...overrides,
  };
}

function aChannel(overrides: Partial<ReelChannelRecordFragment> & { id: string }): ReelChannelRecordFragment & { __typename: 'ReelChannel' } {
  return {
    __typename: 'ReelChannel',
    naturalId: 'gazetki-tygodnia',
    name: 'Gazetki tygodnia',
    description: null,
    logoUrl: null,
    autoCreateReels: false,
    editorIds: [REELS_USER],
    editors: ['reels'],
    version: 1,
    archivedAt: null,
    createdAt: AT,
    createdBy: 'admin',
    updatedAt: AT,
    updatedBy: 'admin',
    ...overrides,
  };
}

const draft = aReel({ id: 'r-1' });
const published = aReel({ id: 'r-2', naturalId: 'fresh-fruit', status: 'PUBLISHED', actionType: 'URL', leafletId: null, standardPageNumber: null, url: 'https://www.example.com/fruit' });
const expired = aReel({ id: 'r-3', naturalId: 'winter-sale', status: 'PUBLISHED', expiry: 'EXPIRED', visibilityEndDate: '2026-01-10T20:00:00.000Z' });

const NEWEST_FIRST = pageVariables('reels', { descending: true });

function reelPage(items: ReelRecordFragment[]) {
  return { data: { page: { __typename: 'ReelPage', items, total: items.length } } };
}

function channelChoices() {
  return answers(ReelChannelChoicesQuery, undefined, {
    data: {
      reelChannels: {
        __typename: 'ReelChannelPage',
        items: [
          { __typename: 'ReelChannel', id: PROMO, name: 'Gazetki tygodnia', archivedAt: null },
          { __typename: 'ReelChannel', id: KITCHEN, name: 'Kuchnia na weekend', archivedAt: null },
        ],
      },
    },
  });
}

const noHistory = (query: typeof ReelHistoryQuery | typeof ReelChannelHistoryQuery) =>
  answers(query, undefined, { data: { history: { __typename: 'HistoryPage', items: [], total: 0 } } });

function renderReels(mocks: Mock[], { roles = ['EDITOR_REELS'], language = 'en', path = '/reels' }: { roles?: Role[]; language?: 'en' | 'pl'; path?: string } = {}) {
  const connection = createConnectionMonitor(() => undefined);
  const ui: ReactElement = (
    <ConnectionContext.Provider value={connection}>
      <SessionProvider>
        <ReelsPage />
      </SessionProvider>
    </ConnectionContext.Provider>
  );
  return renderFeature(ui, { mocks, roles, language, path });
}

// The dates these tests type and send are fixed (in 2030): the test's calendar keeps them ahead of today.
beforeEach(() => pinCalendar());

afterEach(() => {
  clearToasts();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('reels list', () => {
  it('hides expired reels until "Show expired" is on, and words statuses in Polish', async () => {
    const list = answers(ReelsPageQuery, undefined, (() => {
      let calls = 0;
      return () => {
        calls += 1;
        return reelPage(calls === 1 ? [draft, published] : [draft, published, expired]);
      };
    })());
    renderReels([list.mock, channelChoices().mock], { language: 'pl' });

    const row = await screen.findByTestId('resource-row-r-2');
    expect(list.calls).toHaveBeenCalledWith({ ...NEWEST_FIRST, filter: { expiry: 'CURRENT' } });
    expect(within(row).getByTestId('reel-status')).toHaveTextContent('Opublikowana');
    expect(screen.getByRole('heading', { level: 1, name: 'Rolki' })).toBeInTheDocument();
    expect(screen.queryByTestId('resource-row-r-3')).not.toBeInTheDocument();

    const user = userEvent.setup();
    const toggle = screen.getByRole('switch', { name: 'Pokaż wygasłe' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByTestId('resource-row-r-3')).toHaveTextContent('wygasła');
    expect(list.calls).toHaveBeenLastCalledWith(NEWEST_FIRST);
  });

  it('shows another person publishing a reel live, without loading the list again', async () => {
    const list = answers(ReelsPageQuery, undefined, reelPage([draft, published]));
    const { subscriptions } = renderReels([list.mock, channelChoices().mock]);
    const row = await screen.findByTestId('resource-row-r-1');
    expect(within(row).getByTestId('reel-status')).toHaveAttribute('data-status', 'DRAFT');

    pushChange(subscriptions, 'ReelsChanged', 'ReelChange', { seq: 1, action: 'UPDATED', record: { ...draft, status: 'PUBLISHED', version: 2 }, actor: 'admin' });
    await waitFor(() => expect(within(row).getByTestId('reel-status')).toHaveAttribute('data-status', 'PUBLISHED'));
    // An expired reel announced while expired ones are hidden stays out.
    pushChange(subscriptions, 'ReelsChanged', 'ReelChange', { seq: 2, action: 'CREATED', record: { ...expired, id: 'r-9' } });
    await waitFor(() => expect(screen.queryByTestId('resource-row-r-9')).not.toBeInTheDocument());
    expect(list.calls).toHaveBeenCalledTimes(1);
  });

  it('lists the reels of the channel named in the address', async () => {
    const list = answers(ReelsPageQuery, undefined, reelPage([draft]));
    renderReels([list.mock, channelChoices().mock], { path: `/reels?channelId=${KITCHEN}` });
    await screen.findByTestId('resource-row-r-1');
    expect(list.calls).toHaveBeenCalledWith({ ...NEWEST_FIRST, filter: { channelId: KITCHEN, expiry: 'CURRENT' } });
    await waitFor(() => expect(screen.getByTestId('resource-filter-channelId')).toHaveValue(KITCHEN));
  });
});

describe('the reel form', () => {
  it('uploads the media at once and previews it: a video plays in a player, an image shows as a picture', async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response(JSON.stringify({ url: '/files/reels/v1.mp4', mediaType: 'VIDEO', format: 'mp4', size: 900 }), { status: 201 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ url: '/files/reels/p1.png', mediaType: 'IMAGE', format: 'png', size: 90 }), { status: 201 }));
    renderReels([answers(ReelsPageQuery, undefined, reelPage([])).mock, channelChoices().mock, ...lockServer().mocks]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New reel' }));
    const input = await withinPanel().findByTestId('reel-media-input');

    // Named like a picture: the server decides by the bytes.
    await user.upload(input, new File(['video'], 'clip.png', { type: 'image/png' }));
    await waitFor(() => expect(withinPanel().getByTestId('reel-media-preview')).toHaveAttribute('data-media-type', 'VIDEO'));
    const [path, init] = fetchSpy.mock.calls[0] ?? [];
    expect(path).toBe('/upload/reels/media');
    expect(init?.headers).toEqual({ 'X-Flyerdesk-Upload': '1' });
    expect(withinPanel().getByLabelText('Video of the reel')).toHaveAttribute('src', '/files/reels/v1.mp4');
    expect(withinPanel().getByTestId('reel-media-type')).toHaveTextContent('Video');

    await user.upload(input, new File(['png'], 'cover.mp4', { type: 'video/mp4' }));
    expect(await withinPanel().findByRole('img', { name: 'Picture of the reel' })).toHaveAttribute('src', '/files/reels/p1.png');
  });

  it('words a refused upload under the field', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ code: 'INVALID_REQUEST', message: 'no', invalidFields: [{ field: 'file', key: 'validation.reelMedia', message: 'x' }] }), { status: 400 }),
      );
    renderReels([answers(ReelsPageQuery, undefined, reelPage([])).mock, channelChoices().mock, ...lockServer().mocks], { language: 'pl' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nowa rolka' }));
    await user.upload(await withinPanel().findByTestId('reel-media-input'), new File(['??'], 'random.mp4', { type: 'video/mp4' }));
    expect(await withinPanel().findByRole('alert')).toHaveTextContent('Prześlij obraz JPEG, PNG, WebP lub GIF albo film MP4, MOV lub WebM');
  });

  it('shows each action its own fields and refuses a missing file, a bad leaflet id and no platform under their fields', async () => {
    renderReels([answers(ReelsPageQuery, undefined, reelPage([])).mock, channelChoices().mock, ...lockServer().mocks]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New reel' }));
    const panel = withinPanel();
    expect(await panel.findByTestId('reel-leaflet-id')).toBeInTheDocument();
    expect(panel.getByTestId('reel-page-number')).toBeInTheDocument();
    await user.click(panel.getByTestId('reel-page-kind-INSERT'));
    expect(panel.getByTestId('reel-insert-number')).toBeInTheDocument();
    await user.click(panel.getByTestId('reel-action-URL'));
    expect(panel.queryByTestId('reel-leaflet-id')).not.toBeInTheDocument();
    expect(panel.getByTestId('reel-url')).toBeInTheDocument();
    await user.click(panel.getByTestId('reel-action-SHOPPING_LIST'));
    expect(panel.getByTestId('reel-product-name')).toBeInTheDocument();
    await user.click(panel.getByTestId('reel-action-LEAFLET_PAGE'));

    await user.type(panel.getByTestId('reel-leaflet-id'), 'biedronka-2026');
    for (const box of within(panel.getByTestId('reel-platforms')).getAllByRole('checkbox')) await user.click(box);
    await user.click(panel.getByTestId('record-submit'));
    expect(await panel.findByText('Upload an image or a video')).toBeInTheDocument();
    expect(panel.getByText(/Enter a leaflet id as shop-dd-mm-yy-dd-mm-yy-abcde/)).toBeInTheDocument();
    expect(panel.getByText('Choose at least one platform')).toBeInTheDocument();
    expect(panel.getByText('Enter the page number or the insert number')).toBeInTheDocument();
  });

  it('saves an edit with only the chosen action’s fields, and keeps the start it already has', async () => {
    const running = aReel({ id: 'r-5', status: 'PUBLISHED', visibilityStartDate: '2026-01-01T08:00:00.000Z', version: 3 });
    const update = answers(UpdateReelMutation, undefined, { data: { record: { ...running, description: 'New', version: 4 } } });
    renderReels([
      answers(ReelsPageQuery, undefined, reelPage([running])).mock,
      answers(ReelQuery, { id: 'r-5' }, { data: { record: running } }).mock,
      noHistory(ReelHistoryQuery).mock,
      channelChoices().mock,
      update.mock,
      ...lockServer().mocks,
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('resource-row-r-5'));
    const description = await withinPanel().findByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'New');
    await user.click(withinPanel().getByTestId('record-submit'));
    await waitFor(() => expect(update.calls).toHaveBeenCalledTimes(1));
    expect(update.calls.mock.calls[0]?.[0]).toMatchObject({
      id: 'r-5',
      version: 3,
      input: {
        channelId: PROMO,
        description: 'New',
        status: 'PUBLISHED',
        visibilityStartDate: '2026-01-01T08:00:00.000Z',
        actionType: 'LEAFLET_PAGE',
        leafletId: running.leafletId,
        standardPageNumber: 3,
        insertNumber: null,
        url: null,
        productName: null,
        visibilityTime: 10,
        showOn: ['android', 'ios'],
      },
    });
  });

  it('publishes a draft after a question', async () => {
    const publish = answers(PublishReelMutation, undefined, { data: { record: { ...draft, status: 'PUBLISHED', version: 2 } } });
    renderReels([
      answers(ReelsPageQuery, undefined, reelPage([draft])).mock,
      answers(ReelQuery, { id: 'r-1' }, { data: { record: draft } }).mock,
      noHistory(ReelHistoryQuery).mock,
      channelChoices().mock,
      publish.mock,
      ...lockServer().mocks,
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('resource-row-r-1'));
    expect(await withinPanel().findByTestId('reel-impressions')).toHaveTextContent('Views: 120');
    expect(withinPanel().queryByTestId('reel-deactivate')).not.toBeInTheDocument();
    await user.click(withinPanel().getByTestId('reel-publish'));
    await user.click(await screen.findByTestId('reel-publish-confirm'));
    await waitFor(() => expect(publish.calls).toHaveBeenCalledTimes(1));
    expect(publish.calls.mock.calls[0]?.[0]).toMatchObject({ id: 'r-1', version: 1 });
    await waitFor(() => expect(within(screen.getByTestId('resource-row-r-1')).getByTestId('reel-status')).toHaveAttribute('data-status', 'PUBLISHED'));
  });
});

describe('reel channels', () => {
  const channel = aChannel({ id: PROMO });
  const editors = answers(ReelEditorChoicesQuery, undefined, {
    data: {
      users: {
        __typename: 'UserPage',
        items: [
          { __typename: 'User', id: REELS_USER, username: 'reels', role: 'EDITOR_REELS', enabled: true },
          { __typename: 'User', id: 'u-editor', username: 'editor', role: 'EDITOR', enabled: true },
        ],
      },
    },
  });

  it('lets an administrator tick the reel editors of a channel (only users with the reels role)', async () => {
    renderReels(
      [
        answers(ReelChannelsPageQuery, undefined, { data: { page: { __typename: 'ReelChannelPage', items: [channel], total: 1 } } }).mock,
        answers(ReelChannelQuery, { id: PROMO }, { data: { record: channel } }).mock,
        noHistory(ReelChannelHistoryQuery).mock,
        editors.mock,
        ...lockServer().mocks,
      ],
      { roles: ['ADMIN'], path: '/reels?view=channels' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Reel channels' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId(`resource-row-${PROMO}`));
    const list = await withinPanel().findByTestId('reel-channel-editors');
    await waitFor(() => expect(within(list).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['reels']));
    expect(within(list).getByRole('checkbox', { name: 'reels' })).toBeChecked();
    expect(withinPanel().getByLabelText('Logo')).toBeInTheDocument();
  });

  it('creates a channel for a reels editor without naming editors: the server assigns it to them', async () => {
    const created = aChannel({ id: KITCHEN, naturalId: 'kuchnia', name: 'Kuchnia' });
    const create = answers(CreateReelChannelMutation, undefined, { data: { record: created } });
    renderReels(
      [
        answers(ReelChannelsPageQuery, undefined, { data: { page: { __typename: 'ReelChannelPage', items: [], total: 0 } } }).mock,
        answers(ReelChannelQuery, { id: KITCHEN }, { data: { record: created } }).mock,
        noHistory(ReelChannelHistoryQuery).mock,
        create.mock,
        ...lockServer().mocks,
      ],
      { path: '/reels?view=channels', language: 'pl' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nowy kanał' }));
    expect(await withinPanel().findByText('Kanał, który utworzysz, zostanie przypisany do Ciebie.')).toBeInTheDocument();
    await user.type(withinPanel().getByTestId('reel-channel-natural-id'), 'kuchnia');
    await user.type(withinPanel().getByTestId('reel-channel-name'), 'Kuchnia');
    await user.click(withinPanel().getByTestId('record-submit'));
    await waitFor(() => expect(create.calls).toHaveBeenCalledTimes(1));
    expect(create.calls.mock.calls[0]?.[0]).toMatchObject({ input: { naturalId: 'kuchnia', name: 'Kuchnia', description: null, autoCreateReels: false } });
    expect((create.calls.mock.calls[0]?.[0] as { input: Record<string, unknown> }).input).not.toHaveProperty('editorIds');
  });

  it('refuses a channel id with capitals in the channel form, in Polish', async () => {
    renderReels(
      [answers(ReelChannelsPageQuery, undefined, { data: { page: { __typename: 'ReelChannelPage', items: [], total: 0 } } }).mock, ...lockServer().mocks],
      { path: '/reels?view=channels', language: 'pl' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nowy kanał' }));
    await user.type(await withinPanel().findByTestId('reel-channel-natural-id'), 'Kanał TV');
    await user.click(withinPanel().getByTestId('record-submit'));
    expect(await withinPanel().findByText("Dozwolone są tylko małe litery, cyfry i '-'")).toBeInTheDocument();
    expect(withinPanel().getByText('To pole jest wymagane')).toBeInTheDocument();
  });
});
