import type { LeafletEditor_LeafletFragment } from '../../__generated__/graphql';
import { answers } from '../../shared/resource/test-utils';
import { LeafletChoicesQuery } from './operations';

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
