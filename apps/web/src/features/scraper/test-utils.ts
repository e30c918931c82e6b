import type { Mock } from '../../test/renderFeature';
import { aJob, type JobData } from '../../test/jobData';
import { ScraperStoreLeafletsQuery, ScraperStoresQuery } from './operations';

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

/** One request the fake XMLHttpRequest received. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

type Reply = { status: number; body: unknown };

/**
 * Replaces XMLHttpRequest with a fake that records each request and answers it with the next reply
 * (upload progress first: half, then all). Returns the requests seen and a function restoring the real one.
 */
export function fakeUploads(...replies: Reply[]) {
  const sent: SentRequest[] = [];
  const original = globalThis.XMLHttpRequest;

  class FakeXhr {
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    private listeners = new Map<string, (() => void)[]>();
    private uploadListeners = new Map<string, ((event: ProgressEvent) => void)[]>();
    upload = {
      addEventListener: (type: string, listener: (event: ProgressEvent) => void) => {
        this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]);
      },
    };

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }

    send(body: FormData) {
      sent.push({ method: this.method, url: this.url, headers: { ...this.headers }, body });
      const reply = replies[Math.min(sent.length - 1, replies.length - 1)] ?? { status: 500, body: {} };
      queueMicrotask(() => {
        for (const loaded of [50, 100]) {
          for (const listener of this.uploadListeners.get('progress') ?? []) {
            listener({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
          }
        }
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        for (const listener of this.listeners.get('load') ?? []) listener();
      });
    }
  }

  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return {
    sent,
    restore: () => {
      globalThis.XMLHttpRequest = original;
    },
  };
}
