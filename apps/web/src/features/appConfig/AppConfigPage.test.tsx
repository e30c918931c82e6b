import { APP_CONFIG_DEFAULTS, APP_CONFIG_SECTIONS, type AppConfigSection } from '@flyerdesk/domain/appConfig';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppConfigSectionRecordFragment } from '../../__generated__/graphql';
import { answers, graphQLError, lockServer, pageVariables, pushChange, renderResourceScreen, row, versionMismatch, withinPanel } from '../../shared/resource/test-utils';
import { clearToasts, type Mock } from '../../test/renderFeature';
import AppConfigPage from './AppConfigPage';
import {
  AppConfigCooksQuery,
  AppConfigSectionHistoryQuery,
  AppConfigSectionQuery,
  AppConfigSectionsPageQuery,
  AppConfigShopsQuery,
  RevertAppConfigSectionMutation,
  UpdateAppConfigSectionMutation,
} from './operations';

const BIEDRONKA = '5b6c2a1e-0d8f-4c61-9a57-3f1e2d4c5b6a';
const LIDL = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

function aSection(section: AppConfigSection, overrides: Partial<AppConfigSectionRecordFragment> = {}): AppConfigSectionRecordFragment {
  return {
    __typename: 'AppConfigSection',
    id: `s-${section}`,
    section,
    document: JSON.parse(JSON.stringify(APP_CONFIG_DEFAULTS[section])) as Record<string, unknown>,
    version: 1,
    archivedAt: null,
    updatedAt: '2026-11-20T09:00:00.000Z',
    updatedBy: 'anna',
    ...overrides,
  };
}

const keywords = aSection('keywords', { document: { keywords: ['mleko', 'chleb'] }, version: 3 });
const banner = aSection('mobileWhatsNewBanner', { version: 2 });
const picture = aSection('customTypePictureUrl', { document: { pictureUrl: 'https://cdn.flyerdesk.example/promo.png' } });

function allSections(replace: AppConfigSectionRecordFragment[] = []): AppConfigSectionRecordFragment[] {
  return APP_CONFIG_SECTIONS.map((section) => replace.find((record) => record.section === section) ?? aSection(section));
}

function page(items: AppConfigSectionRecordFragment[]) {
  return { data: { page: { __typename: 'AppConfigSectionPage', items, total: items.length } } };
}

const noHistory = { data: { history: { __typename: 'HistoryPage', items: [], total: 0 } } };

const shopsMock: Mock = {
  request: { query: AppConfigShopsQuery },
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

function renderConfig(mocks: Mock[], language: 'pl' | 'en' = 'en') {
  return renderResourceScreen(<AppConfigPage />, { mocks: [shopsMock, ...lockServer().mocks, ...mocks], roles: ['ADMIN'], language });
}

/** The list, and one section's record and (empty) history. */
function sectionServer(record: AppConfigSectionRecordFragment, sections = allSections([record])) {
  const list = answers(AppConfigSectionsPageQuery, pageVariables('appConfig'), page(sections));
  const read = answers(AppConfigSectionQuery, { id: record.id }, { data: { record } });
  const history = answers(AppConfigSectionHistoryQuery, undefined, noHistory);
  return { list, read, history, mocks: [list.mock, read.mock, history.mock] };
}

/** The message shown under a labelled field. */
function messageUnder(label: string): string | null {
  const input = withinPanel().getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim() || null;
}

afterEach(() => {
  clearToasts();
});

describe('the sections list', () => {
  it('lists the 19 sections in screen order with their version and who changed them, offers neither "new" nor search, and takes a change of another user', async () => {
    const list = answers(AppConfigSectionsPageQuery, pageVariables('appConfig'), page(allSections([keywords, banner])));
    const { subscriptions } = renderConfig([list.mock]);

    await screen.findByTestId('resource-row-s-articlesList');
    const rows = screen.getAllByTestId(/^resource-row-/);
    expect(rows).toHaveLength(19);
    expect(rows.map((element) => within(element).getByRole('rowheader').textContent)).toEqual([
      'Articles list',
      'Articles section settings',
      "Mobile “What's new” banner",
      'Search settings',
      'Keywords',
      'Recommendation type',
      'Highlighted leaflet',
      'Custom type link',
      'Custom type picture URL',
      'Mobile onboarding shops',
      'Web popular cities',
      'Web leaflet view',
      'Web popular shops',
      'Web mega menu',
      'Web footer links',
      'Web recipes',
      'Notifications',
      'Appearance',
      'Custom',
    ]);
    expect(within(row('s-keywords')).getByText('3')).toBeInTheDocument();
    expect(within(row('s-keywords')).getByText('anna')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();

    pushChange(subscriptions, 'AppConfigSectionsChanged', 'AppConfigSectionChange', {
      seq: 1,
      action: 'UPDATED',
      actor: 'ewa',
      record: { ...keywords, document: { keywords: ['mleko'] }, version: 4, updatedBy: 'ewa', updatedAt: '2026-11-21T10:00:00.000Z' },
    });
    await waitFor(() => expect(within(row('s-keywords')).getByText('4')).toBeInTheDocument());
    expect(within(row('s-keywords')).getByText('ewa')).toBeInTheDocument();
    expect(list.calls).toHaveBeenCalledTimes(1);
  });
});

describe("a section's form", () => {
  it("opens with the document's values and saves { document } with the version it started from", async () => {
    const saved = { ...keywords, document: { keywords: ['mleko', 'chleb', 'masło'] }, version: 4, updatedBy: 'tester' };
    const server = sectionServer(keywords);
    const update = answers(UpdateAppConfigSectionMutation, undefined, { data: { record: saved } });
    renderConfig([...server.mocks, update.mock]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('resource-row-s-keywords'));

    expect(await screen.findByRole('dialog', { name: 'Keywords' })).toBeInTheDocument();
    expect(await withinPanel().findByLabelText('Keyword 1')).toHaveValue('mleko');
    expect(withinPanel().getByLabelText('Keyword 2')).toHaveValue('chleb');

    await user.click(withinPanel().getByRole('button', { name: 'Add a keyword' }));
    const third = withinPanel().getByLabelText('Keyword 3');
    expect(third).toHaveFocus();
    await user.type(third, 'masło');
    await user.click(withinPanel().getByTestId('record-submit'));

    await waitFor(() => expect(update.calls).toHaveBeenCalledTimes(1));
    expect(update.calls).toHaveBeenCalledWith(
      expect.objectContaining({ id: 's-keywords', version: 3, input: { document: { keywords: ['mleko', 'chleb', 'masło'] } } }),
    );
    expect(await screen.findByText('Saved: Keywords')).toBeInTheDocument();
  });

  it('reorders and removes list entries with the keyboard-reachable buttons', async () => {
    const server = sectionServer(keywords);
    const update = answers(UpdateAppConfigSectionMutation, undefined, { data: { record: { ...keywords, version: 4 } } });
    renderConfig([...server.mocks, update.mock]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('resource-row-s-keywords'));
    await withinPanel().findByLabelText('Keyword 2');

    const down = withinPanel().getByRole('button', { name: 'Move down: Keyword 1' });
    await user.click(down);
    expect(withinPanel().getByLabelText('Keyword 1')).toHaveValue('chleb');
    expect(withinPanel().getByLabelText('Keyword 2')).toHaveValue('mleko');
    // The focus follows the moved entry (now last: its "up" button).
    expect(withinPanel().getByRole('button', { name: 'Move up: Keyword 2' })).toHaveFocus();

    await user.click(withinPanel().getByRole('button', { name: 'Remove: Keyword 1' }));
    expect(withinPanel().getByLabelText('Keyword 1')).toHaveValue('mleko');
    expect(withinPanel().queryByLabelText('Keyword 2')).not.toBeInTheDocument();
    await user.click(withinPanel().getByTestId('record-submit'));
    await waitFor(() => expect(update.calls).toHaveBeenCalledWith(expect.objectContaining({ input: { document: { keywords: ['mleko'] } } })));
  });

  it('shows a refused value under its field in Polish and sends nothing', async () => {
    const server = sectionServer(banner);
    const update = answers(UpdateAppConfigSectionMutation, undefined, { data: { record: banner } });
    renderConfig([...server.mocks, update.mock], 'pl');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('resource-row-s-mobileWhatsNewBanner'));
    const title = await withinPanel().findByLabelText('Tytuł');
    expect(title).toHaveValue('Nowości');
    await user.clear(title);
    await user.type(title, 'Ab');
    await user.click(withinPanel().getByTestId('record-submit'));
    await waitFor(() => expect(messageUnder('Tytuł')).toBe('Wpisz co najmniej 3 znaków'));
    expect(update.calls).not.toHaveBeenCalled();
  });

  it('edits the nested entries of the mega menu with shops picked from the shop list', async () => {
    const menu = aSection('webMegaMenu', { document: { categories: [{ name: 'Spożywcze', storeIds: [BIEDRONKA] }], cookIds: [] }, version: 5 });
    const server = sectionServer(menu);
    const update = answers(UpdateAppConfigSectionMutation, undefined, { data: { record: { ...menu, version: 6 } } });
    const cooks = answers(AppConfigCooksQuery, undefined, { data: { cooks: { __typename: 'CookPage', items: [], total: 0 } } });
    renderConfig([...server.mocks, update.mock, cooks.mock]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('resource-row-s-webMegaMenu'));
    expect(await withinPanel().findByLabelText('Name')).toHaveValue('Spożywcze');
    const shops = await withinPanel().findByTestId('config-category-stores-0');
    expect(within(shops).getByRole('checkbox', { name: 'Biedronka' })).toBeChecked();

    await user.click(withinPanel().getByRole('button', { name: 'Add a category' }));
    await user.type(withinPanel().getAllByLabelText('Name')[1] as HTMLElement, 'Drogerie');
    await user.click(withinPanel().getByTestId('record-submit'));
    // A category needs at least one shop: said under its shop list, nothing sent.
    expect(await within(withinPanel().getByTestId('config-category-stores-1').closest('fieldset') as HTMLElement).findByRole('alert')).toHaveTextContent(
      'Choose at least one shop',
    );
    expect(update.calls).not.toHaveBeenCalled();

    await user.click(within(withinPanel().getByTestId('config-category-stores-1')).getByRole('checkbox', { name: 'Lidl' }));
    await user.click(withinPanel().getByTestId('record-submit'));
    await waitFor(() => expect(update.calls).toHaveBeenCalledTimes(1));
    expect(update.calls).toHaveBeenCalledWith(
      expect.objectContaining({
        version: 5,
        input: { document: { categories: [{ name: 'Spożywcze', storeIds: [BIEDRONKA] }, { name: 'Drogerie', storeIds: [LIDL] }], cookIds: [] } },
      }),
    );
  });

  it('says under the type field that the image with link needs the link and picture first', async () => {
    const type = aSection('recommendationType', { document: { type: 2 }, version: 2 });
    const server = sectionServer(type, allSections([type, aSection('customTypeLink', { document: { link: 'https://flyerdesk.example/promo' } })]));
    const update = answers(UpdateAppConfigSectionMutation, undefined, { data: { record: type } });
    renderConfig([...server.mocks, update.mock]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('resource-row-s-recommendationType'));
    const select = await withinPanel().findByLabelText('Recommendation type');
    expect(select).toHaveValue('2');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a type',
      '0 · Single leaflet',
      '1 · Four leaflets',
      '2 · Leaflets and shops',
      '3 · Leaflets with shop rating',
      '4 · Two leaflets and three shops with rating',
      '5 · Two leaflets with favourite and rating',
      '6 · Two leaflets with favourite and three shops',
      '7 · Image with link',
    ]);

    await user.selectOptions(select, '7');
    expect(await withinPanel().findByTestId('config-recommendation-type-notice')).toHaveTextContent(
      'Set the custom type link and picture URL before choosing the image with link type',
    );
    expect(withinPanel().getByTestId('config-recommendation-type-notice')).toHaveAttribute('role', 'alert');
    await user.click(withinPanel().getByTestId('record-submit'));
    expect(update.calls).not.toHaveBeenCalled();

    await user.selectOptions(select, '3');
    await waitFor(() => expect(withinPanel().queryByTestId('config-recommendation-type-notice')).not.toBeInTheDocument());
    await user.click(withinPanel().getByTestId('record-submit'));
    await waitFor(() => expect(update.calls).toHaveBeenCalledWith(expect.objectContaining({ input: { document: { type: 3 } } })));
  });

  it('previews the picture and says so when it cannot be loaded', async () => {
    const server = sectionServer(picture);
    renderConfig(server.mocks);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('resource-row-s-customTypePictureUrl'));
    const preview = await withinPanel().findByTestId('config-picture-url-preview');
    expect(preview).toHaveAttribute('src', 'https://cdn.flyerdesk.example/promo.png');
    expect(preview).toHaveAccessibleName('Preview of the picture');

    fireEvent.error(preview);
    const alert = await withinPanel().findByTestId('config-picture-url-load-error');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent('The picture could not be loaded from this address. Check the link.');

    // Another address is tried again.
    const field = withinPanel().getByLabelText('Picture address');
    await user.clear(field);
    await user.type(field, 'https://cdn.flyerdesk.example/other.png');
    expect(await withinPanel().findByTestId('config-picture-url-preview')).toHaveAttribute('src', 'https://cdn.flyerdesk.example/other.png');
    expect(withinPanel().queryByTestId('config-picture-url-load-error')).not.toBeInTheDocument();
  });

  it('says a section could not be loaded, with a retry that loads it', async () => {
    const list = answers(AppConfigSectionsPageQuery, pageVariables('appConfig'), page(allSections([keywords])));
    const read = answers(AppConfigSectionQuery, { id: 's-keywords' }, graphQLError('INTERNAL_SERVER_ERROR'), { data: { record: keywords } });
    const history = answers(AppConfigSectionHistoryQuery, undefined, noHistory);
    renderConfig([list.mock, read.mock, history.mock]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('resource-row-s-keywords'));

    const failure = await withinPanel().findByRole('alert');
    expect(failure).toHaveTextContent(/^The section could not be loaded: /);
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await withinPanel().findByLabelText('Keyword 1')).toHaveValue('mleko');
    expect(read.calls).toHaveBeenCalledTimes(2);
  });
});

describe("a section's history", () => {
  const entries = [
    {
      __typename: 'HistoryEntry',
      id: 'h-3',
      at: '2026-11-20T09:00:00.000Z',
      actor: 'anna',
      action: 'UPDATED',
      version: 3,
      changes: [{ __typename: 'HistoryFieldChange', field: 'document', before: JSON.stringify({ keywords: ['mleko'] }), after: JSON.stringify({ keywords: ['mleko', 'chleb'] }) }],
    },
    {
      __typename: 'HistoryEntry',
      id: 'h-2',
      at: '2026-11-19T09:00:00.000Z',
      actor: 'bartek',
      action: 'UPDATED',
      version: 2,
      changes: [{ __typename: 'HistoryFieldChange', field: 'document', before: JSON.stringify({ keywords: [] }), after: JSON.stringify({ keywords: ['mleko'] }) }],
    },
  ];
  const history = { data: { history: { __typename: 'HistoryPage', items: entries, total: 2 } } };

  it('shows each version with who changed which field, and restores an older one after a confirmation', async () => {
    const list = answers(AppConfigSectionsPageQuery, pageVariables('appConfig'), page(allSections([keywords])));
    const read = answers(AppConfigSectionQuery, { id: 's-keywords' }, { data: { record: keywords } });
    const historyAnswers = answers(AppConfigSectionHistoryQuery, undefined, history);
    const restored = { ...keywords, document: { keywords: ['mleko'] }, version: 4, updatedBy: 'tester' };
    const revert = answers(RevertAppConfigSectionMutation, undefined, { data: { record: restored } });
    renderConfig([list.mock, read.mock, historyAnswers.mock, revert.mock]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('resource-row-s-keywords'));

    const panel = await withinPanel().findByTestId('history-panel');
    const [current, older] = await within(panel).findAllByTestId('history-entry');
    expect(current).toHaveTextContent('Version 3 (current)');
    expect(current).toHaveTextContent('anna');
    // The document's change is shown as the field that changed in it, labelled.
    expect(within(current as HTMLElement).getByText('Keywords')).toBeInTheDocument();
    expect(current).toHaveTextContent('mleko → mleko, chleb');
    expect(within(current as HTMLElement).queryByRole('button', { name: /Restore this version/ })).not.toBeInTheDocument();
    expect(older).toHaveTextContent('Version 2');
    expect(older).toHaveTextContent('bartek');

    await user.click(within(older as HTMLElement).getByRole('button', { name: 'Restore this version (2)' }));
    const dialog = await screen.findByTestId('restore-dialog');
    expect(dialog).toHaveTextContent('Restore version 2?');
    expect(revert.calls).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(revert.calls).toHaveBeenCalledTimes(1));
    expect(revert.calls).toHaveBeenCalledWith(expect.objectContaining({ id: 's-keywords', version: 3, toVersion: 2 }));
    expect(await screen.findByText('Keywords: version 2 restored')).toBeInTheDocument();
    await waitFor(() => expect(within(row('s-keywords')).getByText('4')).toBeInTheDocument());
  });

  it('says plainly when the section was saved meanwhile, and words other refusals', async () => {
    const list = answers(AppConfigSectionsPageQuery, pageVariables('appConfig'), page(allSections([keywords])));
    const read = answers(AppConfigSectionQuery, { id: 's-keywords' }, { data: { record: keywords } });
    const historyAnswers = answers(AppConfigSectionHistoryQuery, undefined, history);
    const revert = answers(RevertAppConfigSectionMutation, undefined, versionMismatch(4), graphQLError('FORBIDDEN'));
    renderConfig([list.mock, read.mock, historyAnswers.mock, revert.mock]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('resource-row-s-keywords'));

    const restore = await withinPanel().findByRole('button', { name: 'Restore this version (2)' });
    await user.click(restore);
    await user.click(within(await screen.findByTestId('restore-dialog')).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(/^Keywords was saved by someone else meanwhile/)).toBeInTheDocument();

    clearToasts();
    await user.click(restore);
    await user.click(within(await screen.findByTestId('restore-dialog')).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(/^The version could not be restored: /)).toBeInTheDocument();
    expect(revert.calls).toHaveBeenCalledTimes(2);
  });
});
