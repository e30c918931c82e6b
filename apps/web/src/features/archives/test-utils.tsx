import type { ArchiveLeafletDetailsFragment, ArchiveLeafletRowFragment } from '../../__generated__/graphql';
import { answers, AT } from '../../shared/resource/test-utils';
import { ArchiveShopsQuery, ArchivedLeafletsListQuery } from './operations';
import { ARCHIVE_PAGE_SIZE } from './ArchivedLeafletsPage';

/** Server answers and records of the archive screens' tests. */

export type RowData = ArchiveLeafletRowFragment & { __typename: 'Leaflet' };
export type DetailsData = ArchiveLeafletDetailsFragment & { __typename: 'Leaflet' };

/** An archived leaflet as a row of the list shows it (valid until the end of 2099 unless told). */
export function anArchivedLeaflet(overrides: Partial<RowData> & { id: string }): RowData {
  return {
    __typename: 'Leaflet',
    naturalId: `leaflet-${overrides.id}`,
    storeId: 's-lidl',
    status: 'DELETED',
    additionalInfo: 'Weekly offers',
    validFrom: '2099-11-23',
    validTo: '2099-11-29',
    untilEndOfSupply: false,
    pageCount: 2,
    version: 3,
    updatedAt: AT,
    updatedBy: 'anna',
    ...overrides,
  };
}

/** Every field the details show. */
export function archivedLeafletDetails(overrides: Partial<DetailsData> & { id: string }): DetailsData {
  return {
    ...anArchivedLeaflet(overrides),
    seoId: null,
    additionalInfo2: null,
    publishDate: '2099-11-20T08:00:00.000Z',
    publishEndDate: null,
    createdAt: '2099-11-01T08:00:00.000Z',
    createdBy: 'piotr',
    refreshedAt: null,
    refreshedBy: null,
    priorities: { __typename: 'LeafletPriorities', android: 2, ios: null, web: null, wp: null, android2: null },
    visibility: { __typename: 'LeafletVisibility', android: true, android2: false, ios: true, web: false, wp: false },
    notShowAdInserts: false,
    notAllowShoppingList: false,
    showOnlineBadge: true,
    showPopularBadge: false,
    hasRecipe: false,
    watermark: false,
    forceLast: false,
    longUrl: 'https://track.example.com/lidl',
    thumbnailTrackingUrl: null,
    redirectUrl: null,
    zipCodes: [],
    socialMedia: [],
    replaceValidityText: 'NO_CHANGES',
    ...overrides,
  };
}

export const SHOPS = [
  { __typename: 'Store' as const, id: 's-lidl', name: 'Lidl' },
  { __typename: 'Store' as const, id: 's-biedronka', name: 'Biedronka' },
];

/** The shops the user sees, as often as asked. */
export function shopsAnswer() {
  return answers(ArchiveShopsQuery, undefined, { data: { stores: SHOPS } });
}

export function archivePage(items: RowData[], total = items.length) {
  return { data: { archivedLeaflets: { __typename: 'LeafletConnection', items, total } } };
}

/** The variables of a list request. */
export function listVariables(filter: Record<string, string> = {}, offset = 0, limit = ARCHIVE_PAGE_SIZE) {
  return { filter, offset, limit };
}

/** Answers of the list for one filter and page, in order (the last one repeats). */
export function listAnswers(variables: ReturnType<typeof listVariables>, ...pages: ReturnType<typeof archivePage>[]) {
  return answers(ArchivedLeafletsListQuery, variables, ...pages);
}
