import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageDetailsAggregateFragment } from '../../__generated__/graphql';
import { answers, graphQLError, renderResourceScreen } from '../../shared/resource/test-utils';
import { clearToasts, type Mock } from '../../test/renderFeature';
import {
  AddPageAreaMutation,
  AddPageInsertsMutation,
  InsertChoicesQuery,
  LoadPageAreasFromPdfMutation,
  PageDetailsQuery,
  ScheduleLinkSwapMutation,
  UpdatePageAreaMutation,
} from './operations';
import { PageDetailsScreen } from './PageDetailsPage';

const LEAFLET = 'l-1';
const COFFEE = '3f1c0a52-8d7e-4c1b-9a3e-1d2c3b4a5f60';
const REDIRECT = '9b2d4e6f-1a3c-4e5f-8a7b-6c5d4e3f2a10';

type Details = PageDetailsAggregateFragment;

function aggregate(overrides: Partial<Details> = {}): Details {
  return {
    __typename: 'LeafletPageDetails',
    leafletId: LEAFLET,
    storeId: 's-1',
    naturalId: 'lidl-01-12',
    pageCount: 8,
    version: 1,
    pages: [1, 2].map((pageNumber) => ({
      __typename: 'PageDetailsPage',
      pageNumber,
      imageUrl: `/files/pages/${pageNumber}.png`,
      thumbnailUrl: `/files/pages/${pageNumber}-thumb.png`,
      width: 1000,
      height: 2000,
    })),
    inserts: [],
    redirects: [],
    linkSwaps: [],
    areas: [],
    articles: [],
    ...overrides,
  };
}

function placed(id: string, position: number): Details['inserts'][number] {
  return { __typename: 'PageInsert', id, position, insertId: COFFEE, insertName: 'coffee_week', imageUrl: null, createdAt: '2026-11-20T09:00:00.000Z', createdBy: 'tester' };
}

function area(overrides: Partial<Details['areas'][number]> = {}): Details['areas'][number] {
  return {
    __typename: 'PageArea',
    id: 'a-1',
    pageNumber: 1,
    x: 20,
    y: 40,
    width: 100,
    height: 100,
    link: 'https://shop.example.com/coffee',
    color: null,
    affiliation: null,
    urlParams: null,
    source: 'DRAWN',
    version: 1,
    ...overrides,
  };
}

const choices = answers(InsertChoicesQuery, undefined, {
  data: { page: { __typename: 'InsertPage', items: [{ __typename: 'Insert', id: COFFEE, insertName: 'coffee_week', imageUrl: null }], total: 1 } },
});

function renderScreen(first: Details, mocks: Mock[] = []) {
  const query = answers(PageDetailsQuery, { leafletId: LEAFLET }, { data: { details: first } });
  const view = renderResourceScreen(<PageDetailsScreen leafletId={LEAFLET} naturalId="lidl-01-12" />, { mocks: [query.mock, choices.mock, ...mocks] });
  return { ...view, query };
}

async function openTab(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name }));
  return user;
}

afterEach(() => {
  clearToasts();
  jest.restoreAllMocks();
});

describe('page details: inserts', () => {
  it('places an insert at the parsed positions and shows the answer', async () => {
    const add = answers(AddPageInsertsMutation, undefined, { data: { details: aggregate({ version: 2, inserts: [placed('pi-1', 2), placed('pi-2', 5), placed('pi-3', 6)] }) } });
    renderScreen(aggregate(), [add.mock]);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Page details: lidl-01-12' })).toBeInTheDocument();
    const form = await screen.findByTestId('page-inserts-form');
    await waitFor(() => expect(within(form).getByRole('option', { name: 'coffee_week' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByLabelText('Insert'), 'coffee_week');
    await user.type(screen.getByTestId('page-insert-positions'), ' 6, 2,5 ');
    await user.click(within(form).getByRole('button', { name: 'Place insert' }));

    await waitFor(() => expect(add.calls).toHaveBeenCalledTimes(1));
    expect(add.calls.mock.calls[0]?.[0]).toMatchObject({ leafletId: LEAFLET, input: { insertId: COFFEE, positions: '2,5-6' } });
    expect(await screen.findByTestId('page-insert-row-pi-1')).toHaveTextContent('Before page 2');
    expect(screen.getByTestId('page-insert-row-pi-3')).toHaveTextContent('Before page 6');
  });

  it('refuses positions past pageCount + 1 in the browser', async () => {
    const add = answers(AddPageInsertsMutation, undefined, { data: { details: aggregate() } });
    renderScreen(aggregate(), [add.mock]);
    const user = userEvent.setup();
    const form = await screen.findByTestId('page-inserts-form');
    await waitFor(() => expect(within(form).getByRole('option', { name: 'coffee_week' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByLabelText('Insert'), 'coffee_week');
    await user.type(screen.getByTestId('page-insert-positions'), '3,10');
    await user.click(within(form).getByRole('button', { name: 'Place insert' }));

    expect(await screen.findByText('Positions go up to 9')).toBeInTheDocument();
    expect(add.calls).not.toHaveBeenCalled();
  });

  it('shows a position taken meanwhile under the positions field', async () => {
    const add = answers(
      AddPageInsertsMutation,
      undefined,
      graphQLError('BAD_USER_INPUT', {
        invalidFields: [{ field: 'positions', key: 'validation.positionTaken', message: 'Position 3 already holds an insert', values: { position: 3 } }],
      }),
    );
    renderScreen(aggregate(), [add.mock]);
    const user = userEvent.setup();
    const form = await screen.findByTestId('page-inserts-form');
    await waitFor(() => expect(within(form).getByRole('option', { name: 'coffee_week' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByLabelText('Insert'), 'coffee_week');
    await user.type(screen.getByTestId('page-insert-positions'), '3');
    await user.click(within(form).getByRole('button', { name: 'Place insert' }));

    await waitFor(() => expect(screen.getByTestId('page-insert-positions')).toHaveAccessibleDescription('Position 3 already holds an insert'));
  });

  it("takes another user's change from the subscription without loading again", async () => {
    const { subscriptions, query } = renderScreen(aggregate());
    expect(await screen.findByText('No inserts placed yet')).toBeInTheDocument();
    await waitFor(() => expect(subscriptions.isOpen('LeafletPageDetailsChanged')).toBe(true));
    // It listens from the version it shows: a change made between its read and its subscription comes first.
    expect(subscriptions.variables('LeafletPageDetailsChanged')).toMatchObject({ sinceVersion: aggregate().version });

    subscriptions.push('LeafletPageDetailsChanged', {
      change: {
        __typename: 'PageDetailsChange',
        seq: 7,
        part: 'insert',
        action: 'CREATED',
        actor: 'anna',
        at: '2026-11-20T09:05:00.000Z',
        clientMutationId: 'someone-else',
        details: aggregate({ version: 2, inserts: [placed('pi-9', 4)] }),
      },
    });

    expect(await screen.findByTestId('page-insert-row-pi-9')).toHaveTextContent('Before page 4');
    expect(await screen.findByText('anna changed the page details')).toBeInTheDocument();
    expect(query.calls).toHaveBeenCalledTimes(1);
  });
});

function mockImage(canvas: HTMLElement) {
  const img = canvas.querySelector('img');
  if (!img) throw new Error('No page image');
  Object.defineProperty(img, 'naturalWidth', { value: 1000, configurable: true });
  Object.defineProperty(img, 'naturalHeight', { value: 2000, configurable: true });
  jest.spyOn(img, 'getBoundingClientRect').mockReturnValue({ left: 100, top: 50, width: 500, height: 1000, right: 600, bottom: 1050, x: 100, y: 50, toJSON: () => ({}) });
  fireEvent.load(img);
}

describe('page details: clickable areas', () => {
  it('draws an area with the pointer in page pixels and saves it', async () => {
    const noSizes = aggregate().pages.map((page) => ({ ...page, width: null, height: null }));
    const add = answers(AddPageAreaMutation, undefined, { data: { details: aggregate({ version: 2, pages: noSizes, areas: [area({ id: 'a-7', x: 20, y: 40, width: 100, height: 60 })] }) } });
    renderScreen(aggregate({ pages: noSizes }), [add.mock]);
    const user = await openTab('Clickable areas');
    const canvas = await screen.findByTestId('page-canvas-1');
    mockImage(canvas);

    // Displayed at half the page's size: 10 px on screen are 20 px of the page.
    await user.pointer([
      { keys: '[MouseLeft>]', target: canvas, coords: { clientX: 110, clientY: 70 } },
      { target: canvas, coords: { clientX: 135, clientY: 85 } },
      { keys: '[/MouseLeft]', target: canvas, coords: { clientX: 160, clientY: 100 } },
    ]);
    const form = await screen.findByTestId('page-area-form');
    expect(within(form).getByLabelText('X (px)')).toHaveValue(20);
    expect(within(form).getByLabelText('Y (px)')).toHaveValue(40);
    expect(within(form).getByLabelText('Width (px)')).toHaveValue(100);
    expect(within(form).getByLabelText('Height (px)')).toHaveValue(60);

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('Link')).toHaveAccessibleDescription('This field is required');
    await user.type(within(form).getByLabelText('Link'), 'https://shop.example.com/coffee');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(add.calls).toHaveBeenCalledTimes(1));
    expect(add.calls.mock.calls[0]?.[0]).toMatchObject({
      leafletId: LEAFLET,
      input: { pageNumber: 1, x: 20, y: 40, width: 100, height: 60, link: 'https://shop.example.com/coffee', color: null },
    });
    const saved = await screen.findByTestId('page-area-a-7');
    expect(saved).toHaveAttribute('data-x', '20');
    expect(saved).toHaveAttribute('data-height', '60');
  });

  it('refuses an area under 5 × 5 px', async () => {
    renderScreen(aggregate());
    const user = await openTab('Clickable areas');
    const canvas = await screen.findByTestId('page-canvas-1');
    mockImage(canvas);

    await user.pointer([
      { keys: '[MouseLeft>]', target: canvas, coords: { clientX: 110, clientY: 70 } },
      { keys: '[/MouseLeft]', target: canvas, coords: { clientX: 111, clientY: 120 } },
    ]);

    expect(await screen.findByTestId('page-area-too-small')).toHaveTextContent('The area must be at least 5 × 5 px');
    expect(screen.queryByTestId('page-area-form')).not.toBeInTheDocument();
  });

  it('moves and resizes a selected area with the keyboard and saves it with its version', async () => {
    const update = answers(UpdatePageAreaMutation, undefined, { data: { details: aggregate({ version: 3, areas: [area({ x: 21, y: 50, width: 101, version: 2 })] }) } });
    renderScreen(aggregate({ areas: [area()] }), [update.mock]);
    const user = await openTab('Clickable areas');

    const shape = await screen.findByTestId('page-area-a-1');
    await user.click(shape);
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(shape).toHaveAttribute('data-x', '21');
    expect(shape).toHaveAttribute('data-y', '50');
    expect(shape).toHaveAttribute('data-width', '101');
    expect(shape).toHaveAttribute('data-height', '100');

    await user.click(within(screen.getByTestId('page-area-form')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update.calls).toHaveBeenCalledTimes(1));
    expect(update.calls.mock.calls[0]?.[0]).toMatchObject({ id: 'a-1', version: 1, input: { pageNumber: 1, x: 21, y: 50, width: 101, height: 100 } });
    await waitFor(() => expect(screen.queryByTestId('page-area-form')).not.toBeInTheDocument());
    expect(screen.getByTestId('page-area-a-1')).toHaveAttribute('data-x', '21');
  });

  it('says how many links the PDF gave', async () => {
    const load = answers(LoadPageAreasFromPdfMutation, undefined, {
      data: { loaded: { __typename: 'LoadedPdfLinks', loaded: 3, details: aggregate({ version: 2, areas: [area({ id: 'a-2', source: 'PDF' })] }) } },
    });
    renderScreen(aggregate(), [load.mock]);
    const user = await openTab('Clickable areas');

    await user.click(await screen.findByTestId('load-pdf-links'));

    expect(await screen.findByText('Links from file are loaded (3)')).toBeInTheDocument();
    expect(await screen.findByTestId('page-area-a-2')).toBeInTheDocument();
  });

  it('says when loading the links failed', async () => {
    const load = answers(LoadPageAreasFromPdfMutation, undefined, graphQLError('UPSTREAM_UNAVAILABLE'));
    renderScreen(aggregate(), [load.mock]);
    const user = await openTab('Clickable areas');

    await user.click(await screen.findByTestId('load-pdf-links'));

    expect(await screen.findByText('Loading links has failed')).toBeInTheDocument();
  });
});

describe('page details: link swaps', () => {
  it('refuses a day and hour in the past in the form', async () => {
    const schedule = answers(ScheduleLinkSwapMutation, undefined, { data: { details: aggregate() } });
    const redirect = {
      __typename: 'PageRedirect' as const,
      id: REDIRECT,
      positions: [2],
      positionsText: '2',
      description: 'Coffee',
      longUrl: null,
      redirectUrl: 'https://shop.example.com/a',
      thumbnailTrackingUrl: null,
      platformLinks: [],
      version: 1,
      updatedAt: '2026-11-20T09:00:00.000Z',
      updatedBy: 'anna',
    };
    renderScreen(aggregate({ redirects: [redirect] }), [schedule.mock]);
    const user = await openTab('Link swaps');
    const form = await screen.findByTestId('link-swap-form');

    await user.selectOptions(within(form).getByLabelText('Redirect'), REDIRECT);
    const segments = within(screen.getByTestId('link-swap-at')).getAllByRole('spinbutton');
    await user.click(segments[0] as HTMLElement);
    await user.keyboard('01012020');
    await user.keyboard('0930');
    await user.type(within(form).getByLabelText('New link'), 'https://shop.example.com/b');
    await user.click(within(form).getByRole('checkbox', { name: 'Web' }));
    await user.click(within(form).getByRole('button', { name: 'Plan link swap' }));

    expect(await within(form).findByText('The moment cannot be in the past')).toBeInTheDocument();
    expect(schedule.calls).not.toHaveBeenCalled();
  });
});
