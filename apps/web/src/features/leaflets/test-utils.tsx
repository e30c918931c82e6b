import type { LeafletEditor_LeafletFragment } from '../../__generated__/graphql';
import { answers } from '../../shared/resource/test-utils';
import { LeafletChoicesQuery } from './operations';
export { fakeUploads, type SentRequest } from '../../test/fakeXhr';

/** A leaflet with every field of the dialog, as the server sends it. */
export type LeafletRecordData = LeafletEditor_LeafletFragment & { __typename: 'Leaflet' };

export const GROUP_ID = '11111111-1111-4111-8111-111111111111';

export function aLeafletRecord(overrides: Partial<LeafletRecordData> & { id: string }): LeafletRecordData {
  return {
    __typename: 'Leaflet',
    naturalId: `lidl-${overrides.id}`,
    seoId: null,
    storeId: 's-lidl',
    status: 'INACTIVE',
    validFrom: '2030-12-01',
    validTo: '2030-12-07',
    untilEndOfSupply: false,
    publishDate: '2030-11-30T08:00:00.000Z',
    publishEndDate: null,
    additionalInfo: 'Weekly offers',
    additionalInfo2: null,
    pageCount: 12,
    priorities: { __typename: 'LeafletPriorities', android: null, ios: null, web: null, wp: null, android2: null },
    visibility: { __typename: 'LeafletVisibility', android: true, android2: false, ios: true, web: true, wp: false },
    notShowAdInserts: false,
    notAllowShoppingList: false,
    showOnlineBadge: false,
    showPopularBadge: false,
    hasRecipe: false,
    watermark: false,
    forceLast: false,
    groupId: null,
    categoryId: null,
    longUrl: null,
    thumbnailTrackingUrl: null,
    redirectUrl: null,
    zipCodes: [],
    socialMedia: [],
    replaceValidityText: 'NO_CHANGES',
    firstPageUrl: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    createdBy: 'anna',
    version: 3,
    updatedAt: '2026-11-20T09:00:00.000Z',
    updatedBy: 'anna',
    ...overrides,
  };
}

/** The groups and categories the dialog offers. */
export function choicesMock() {
  return answers(LeafletChoicesQuery, undefined, {
    data: {
      groups: { __typename: 'GroupPage', items: [{ __typename: 'Group', id: GROUP_ID, name: 'Discounters' }] },
      categories: { __typename: 'CategoryPage', items: [] },
    },
  }).mock;
}
