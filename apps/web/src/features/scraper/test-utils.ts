import type { Mock } from '../../test/renderFeature';
import { aJob, type JobData } from '../../test/jobData';
import { ScraperStoreLeafletsQuery, ScraperStoresQuery } from './operations';
export { fakeUploads, type SentRequest } from '../../test/fakeXhr';

export const LIDL_ID = '11111111-1111-4111-8111-111111111111';
export const ALDI_ID = '22222222-2222-4222-8222-222222222222';

/** The shops the pickers offer (answered as often as asked). */
export function storesMock(): Mock {
  return {
    request: { query: ScraperStoresQuery },
    result: {
      data: {
        stores: [
          { __typename: 'Store', id: ALDI_ID, name: 'Aldi', storeWebId: 'aldi' },
          { __typename: 'Store', id: LIDL_ID, name: 'Lidl', storeWebId: 'lidl' },
        ],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Lidl's leaflets for the PDF tab's leaflet picker. */
export function lidlLeafletsMock(): Mock {
  return {
    request: { query: ScraperStoreLeafletsQuery, variables: { storeId: LIDL_ID } },
    result: {
      data: {
        store: {
          __typename: 'Store',
          id: LIDL_ID,
          leaflets: [
            {
              __typename: 'Leaflet',
              id: 'l-48',
              naturalId: 'lidl-48',
              status: 'ACTIVE',
              validFrom: '2030-12-01',
              validTo: '2030-12-07',
              untilEndOfSupply: false,
              pageCount: 12,
            },
            {
              __typename: 'Leaflet',
              id: 'l-49',
              naturalId: 'lidl-49',
              status: 'INACTIVE',
              validFrom: '2030-12-08',
              validTo: null,
              untilEndOfSupply: true,
              pageCount: 0,
            },
          ],
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A job on Lidl's leaflet `naturalId`. */
export function aLeafletJob(overrides: Parameters<typeof aJob>[0] & { leafletId?: string; naturalId?: string }): JobData {
  const { leafletId = 'l-new', naturalId = 'lidl-2030-w49', ...rest } = overrides;
  return aJob({ ...rest, subject: { storeId: LIDL_ID, storeName: 'Lidl', leafletId, leafletNaturalId: naturalId } });
}

/** A live progress event of a job, as the jobProgress subscription sends it. */
export function progressEvent(seq: number, job: JobData) {
  return { jobProgress: { __typename: 'JobProgressEvent', seq, state: 'LIVE', retryInMs: null, job: { ...job, steps: [] } } };
}
