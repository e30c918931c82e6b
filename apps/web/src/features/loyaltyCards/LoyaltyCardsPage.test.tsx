import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoyaltyCardRecordFragment } from '../../__generated__/graphql';
import { answers, graphQLError, lockServer, pageVariables, pushChange, renderResourceScreen, row, withinPanel } from '../../shared/resource/test-utils';
import { clearToasts, type Mock } from '../../test/renderFeature';
import LoyaltyCardsPage from './LoyaltyCardsPage';
import {
  ArchiveLoyaltyCardMutation,
  CreateLoyaltyCardMutation,
  LoyaltyCardHistoryQuery,
  LoyaltyCardQuery,
  LoyaltyCardShopsQuery,
  LoyaltyCardsPageQuery,
} from './operations';

/** Shop ids are UUIDs (the domain schema checks them). */
const BIEDRONKA = '5b6c2a1e-0d8f-4c61-9a57-3f1e2d4c5b6a';
const LIDL = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const FRONT = '/files/loyaltyCards/0b7c1d2e-5d1e-4f5a-9b8c-7d6e5f4a3b2c-a1b2c3d4e5f6.png';

function aCard(overrides: Partial<LoyaltyCardRecordFragment> & { id: string; cardId: string; cardName: string }): LoyaltyCardRecordFragment {
  return {
    __typename: 'LoyaltyCard',
    storeId: null,
    storeName: null,
    legacyId: null,
    color: '#d62828',
    images: ['/files/loyaltyCards/generated-d62828-front.png'],
    isPopular: false,
    country: 'PL',
    createdAt: '2026-11-01T09:00:00.000Z',
    version: 1,
    archivedAt: null,
    updatedAt: '2026-11-20T09:00:00.000Z',
    updatedBy: 'anna',
    ...overrides,
  };
}

const moja = aCard({ id: 'c-1', cardId: 'moja-biedronka', cardName: 'Moja Biedronka', storeId: BIEDRONKA, storeName: 'Biedronka', isPopular: true });
const lidl = aCard({ id: 'c-2', cardId: 'lidl-plus-cz', cardName: 'Lidl Plus Česko', storeId: LIDL, storeName: 'Lidl', country: 'CZ', color: '#0050aa', images: [] });

const shopsMock: Mock = {
  request: { query: LoyaltyCardShopsQuery },
  result: {
    data: {
      stores: [
        { __typename: 'Store', id: LIDL, name: 'Lidl' },
        { __typename: 'Store', id: BIEDRONKA, name: 'Biedronka' },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function page(items: LoyaltyCardRecordFragment[]) {
  return { data: { page: { __typename: 'LoyaltyCardPage', items, total: items.length } } };
}

function renderCards(mocks: Mock[], language: 'pl' | 'en' = 'en') {
  return renderResourceScreen(<LoyaltyCardsPage />, { mocks: [shopsMock, ...lockServer().mocks, ...mocks], roles: ['ADMIN'], language });
}

/** The message shown under a labelled field. */
function messageUnder(label: string): string | null {
  const input = screen.getByLabelText(label);
  const describedBy = input.getAttribute('aria-describedby');
  return describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null;
}

afterEach(() => {
  clearToasts();
  jest.restoreAllMocks();
});

describe('loyalty cards list', () => {
  it('shows each card with its picture, name, card id, shop, country and popularity, and takes a created card from a change event', async () => {
    const list = answers(LoyaltyCardsPageQuery, pageVariables('loyaltyCards'), page([lidl, moja]));
    const { subscriptions } = renderCards([list.mock]);

    expect(await screen.findByTestId('resource-row-c-1')).toHaveTextContent('Moja Biedronka');
    const first = within(row('c-1'));
    expect(first.getByText('moja-biedronka')).toBeInTheDocument();
    expect(first.getByText('Biedronka')).toBeInTheDocument();
    expect(first.getByText('PL')).toHaveAttribute('title', 'Poland');
    expect(first.getByTestId('card-popular-c-1')).toHaveTextContent('Popular');
    expect(row('c-1').querySelector('img')).toHaveAttribute('src', '/files/loyaltyCards/generated-d62828-front.png');
    expect(within(row('c-2')).getByText('CZ')).toHaveAttribute('title', 'Czechia');

    pushChange(subscriptions, 'LoyaltyCardsChanged', 'LoyaltyCardChange', {
      seq: 1,
      action: 'CREATED',
      record: aCard({ id: 'c-3', cardId: 'karta-zlota', cardName: 'Karta Złota', color: '#ffd60a', images: [FRONT] }),
    });
    const names = () => screen.getAllByTestId(/^resource-row-/).map((element) => within(element).getByRole('rowheader').textContent);
    await waitFor(() => expect(names()).toEqual(['Karta Złota', 'Lidl Plus Česko', 'Moja Biedronka']));
    expect(list.calls).toHaveBeenCalledTimes(1);
  });

  it('filters by country: the list query carries the filter', async () => {
    const list = answers(LoyaltyCardsPageQuery, undefined, page([moja, lidl]), page([lidl]));
    renderCards([list.mock]);
    await screen.findByTestId('resource-row-c-1');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByTestId('resource-filter-country'), 'CZ');
    await waitFor(() => expect(list.calls).toHaveBeenLastCalledWith({ ...pageVariables('loyaltyCards'), filter: { country: 'CZ' } }));
  });
});

describe('a new card', () => {
  it('shows the card id rule under the field in the interface language, and sends nothing', async () => {
    const list = answers(LoyaltyCardsPageQuery, pageVariables('loyaltyCards'), page([moja]));
    const create = answers(CreateLoyaltyCardMutation, undefined, { data: { record: moja } });
    renderCards([list.mock, create.mock], 'pl');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nowa karta' }));
    await user.type(await screen.findByLabelText('Identyfikator karty'), 'Karta Złota!');
    await user.type(screen.getByLabelText('Nazwa karty'), 'Karta Złota');
    await user.click(screen.getByTestId('record-submit'));
    await waitFor(() => expect(messageUnder('Identyfikator karty')).toBe("Dozwolone są tylko małe litery, cyfry i '-'"));
    expect(withinPanel().getByTestId('card-images-error')).toHaveTextContent('Dodaj co najmniej jeden obraz karty');
    expect(create.calls).not.toHaveBeenCalled();
  });

  it('uploads the front, takes a colour from the picker and creates the card; the list shows it at once', async () => {
    const list = answers(LoyaltyCardsPageQuery, pageVariables('loyaltyCards'), page([moja]));
    const created = aCard({ id: 'c-9', cardId: 'karta-zlota', cardName: 'Karta Złota', storeId: LIDL, storeName: 'Lidl', color: '#00843d', images: [FRONT], country: 'DE' });
    const create = answers(CreateLoyaltyCardMutation, undefined, { data: { record: created } });
    const record = answers(LoyaltyCardQuery, { id: 'c-9' }, { data: { record: created } });
    const history = answers(LoyaltyCardHistoryQuery, undefined, { data: { history: { __typename: 'HistoryPage', items: [], total: 0 } } });
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ url: FRONT }), { status: 201 }));
    renderCards([list.mock, create.mock, record.mock, history.mock]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New card' }));
    await user.type(await screen.findByLabelText('Card id'), 'karta-zlota');
    await user.type(screen.getByLabelText('Card name'), 'Karta Złota');
    await user.selectOptions(screen.getByTestId('card-shop'), 'Lidl');
    await user.selectOptions(screen.getByTestId('card-country'), 'DE');

    // The swatches of the picker choose the colour; the text field follows.
    const swatches = withinPanel().getByRole('listbox', { name: 'Common card colours' });
    await user.click(within(swatches).getAllByRole('option')[4] as HTMLElement);
    await waitFor(() => expect(screen.getByLabelText('Colour')).toHaveValue('#00843d'));

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'front.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('card-image-upload'), file);
    expect(await withinPanel().findByAltText('Front of Karta Złota')).toHaveAttribute('src', FRONT);
    const [path, init] = fetchSpy.mock.calls[0] ?? [];
    expect(path).toBe('/upload/loyaltyCards/images');
    expect((init?.headers as Record<string, string>)['X-Flyerdesk-Upload']).toBe('1');

    await user.click(screen.getByTestId('record-submit'));
    await waitFor(() => expect(create.calls).toHaveBeenCalledTimes(1));
    expect(create.calls.mock.calls[0]?.[0]).toMatchObject({
      input: { cardId: 'karta-zlota', cardName: 'Karta Złota', storeId: LIDL, legacyId: null, color: '#00843d', images: [FRONT], isPopular: false, country: 'DE' },
    });
    expect(await screen.findByText('Created: Karta Złota')).toBeInTheDocument();
    expect(await screen.findByTestId('resource-row-c-9')).toHaveTextContent('Karta Złota');
  });

  it('removes a picture before saving', async () => {
    const list = answers(LoyaltyCardsPageQuery, pageVariables('loyaltyCards'), page([moja]));
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ url: FRONT }), { status: 201 }));
    renderCards([list.mock]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New card' }));
    await user.upload(await screen.findByTestId('card-image-upload'), new File([new Uint8Array([1])], 'front.jpg', { type: 'image/jpeg' }));
    await withinPanel().findByTestId('card-image-0');
    await user.click(screen.getByRole('button', { name: 'Remove the picture: Front' }));
    await waitFor(() => expect(withinPanel().queryByTestId('card-image-0')).not.toBeInTheDocument());
    expect(withinPanel().getByTestId('card-images-error')).toHaveTextContent('Add at least one image of the card');
  });

  it('refuses a file that is not JPG or PNG before sending it, and words a refusal of the server under the input', async () => {
    const list = answers(LoyaltyCardsPageQuery, pageVariables('loyaltyCards'), page([moja]));
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ code: 'BAD_USER_INPUT', message: 'no', invalidFields: [{ field: 'file', key: 'validation.invalid', message: 'x' }] }), { status: 400 }));
    renderCards([list.mock]);
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'New card' }));
    await user.upload(await screen.findByTestId('card-image-upload'), new File(['%PDF'], 'card.pdf', { type: 'application/pdf' }));
    expect(await withinPanel().findByTestId('card-images-error')).toHaveTextContent('Choose a JPG or PNG file.');
    expect(fetchSpy).not.toHaveBeenCalled();
    await user.upload(screen.getByTestId('card-image-upload'), new File(['%PDF'], 'card.png', { type: 'image/png' }));
    await waitFor(() => expect(withinPanel().getByTestId('card-images-error')).toHaveTextContent('file: This value is not valid'));
  });

  it('shows a taken card id under the field and in a toast', async () => {
    const list = answers(LoyaltyCardsPageQuery, pageVariables('loyaltyCards'), page([moja]));
    const create = answers(
      CreateLoyaltyCardMutation,
      undefined,
      graphQLError('CONFLICT', { reason: 'DUPLICATE_NAME', invalidFields: [{ field: 'cardId', key: 'validation.duplicateCardId', message: 'taken' }] }),
    );
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ url: FRONT }), { status: 201 }));
    renderCards([list.mock, create.mock]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New card' }));
    await user.type(await screen.findByLabelText('Card id'), 'moja-biedronka');
    await user.type(screen.getByLabelText('Card name'), 'Druga Biedronka');
    await user.upload(screen.getByTestId('card-image-upload'), new File([new Uint8Array([1])], 'front.png', { type: 'image/png' }));
    await withinPanel().findByTestId('card-image-0');
    await user.click(screen.getByTestId('record-submit'));
    await waitFor(() => expect(messageUnder('Card id')).toBe('A loyalty card with this id already exists'));
    expect(await screen.findByText(/^The loyalty card could not be created: /)).toBeInTheDocument();
  });
});

describe('an existing card', () => {
  it('words a refused delete in a toast', async () => {
    const list = answers(LoyaltyCardsPageQuery, pageVariables('loyaltyCards'), page([moja]));
    const record = answers(LoyaltyCardQuery, { id: 'c-1' }, { data: { record: moja } });
    const history = answers(LoyaltyCardHistoryQuery, undefined, { data: { history: { __typename: 'HistoryPage', items: [], total: 0 } } });
    const archive = answers(ArchiveLoyaltyCardMutation, undefined, graphQLError('FORBIDDEN'));
    renderCards([list.mock, record.mock, history.mock, archive.mock]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('resource-row-c-1'));
    await user.click(await withinPanel().findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByTestId('archive-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(/^The loyalty card could not be deleted: /)).toBeInTheDocument();
    expect(archive.calls).toHaveBeenCalledWith(expect.objectContaining({ id: 'c-1', version: 1 }));
  });

  it('opens with its colour in the picker and its pictures; the picker follows a typed colour and the keyboard moves it', async () => {
    const list = answers(LoyaltyCardsPageQuery, pageVariables('loyaltyCards'), page([moja]));
    const record = answers(LoyaltyCardQuery, { id: 'c-1' }, { data: { record: { ...moja, images: [FRONT, '/files/loyaltyCards/generated-d62828-back.png'] } } });
    const history = answers(LoyaltyCardHistoryQuery, undefined, { data: { history: { __typename: 'HistoryPage', items: [], total: 0 } } });
    renderCards([list.mock, record.mock, history.mock]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('resource-row-c-1'));
    const color = await screen.findByLabelText('Colour');
    expect(color).toHaveValue('#d62828');
    expect(withinPanel().getByAltText('Front of Moja Biedronka')).toBeInTheDocument();
    expect(withinPanel().getByAltText('Back of Moja Biedronka')).toBeInTheDocument();
    const hue = withinPanel().getByRole('slider', { name: 'Hue' });
    expect(hue).toHaveValue('0');
    await user.clear(color);
    await user.type(color, '#0050aa');
    // #0050aa is a blue of hue 212°.
    await waitFor(() => expect(withinPanel().getByRole('slider', { name: 'Hue' })).toHaveValue('212'));

    // The keyboard moves the picker, and the text field follows.
    withinPanel().getByRole('slider', { name: 'Hue' }).focus();
    await user.keyboard('{PageUp}');
    await waitFor(() => expect(color).not.toHaveValue('#0050aa'));
    expect((color as HTMLInputElement).value).toMatch(/^#[0-9a-f]{6}$/);
  });
});
