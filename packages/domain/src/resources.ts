/**
 * The resource kit's shared vocabulary: which resources are built with it, what can happen to a
 * record, how rooms and locks are named and timed. The api (audit entries, change feed), the gateway
 * (list events, locks) and the web (live lists, record forms) read these, never their own copies.
 */

/**
 * Resources built with the kit, by their REST and GraphQL list name: `/api/<name>`, its history at
 * `/api/history/<name>/:id` (shops are `stores`, as their REST path; the app configuration's sections are `appConfig`).
 */
export const RESOURCES = ['appConfig', 'categories', 'cooks', 'groups', 'inserts', 'leaflets', 'loyaltyCards', 'notifications', 'recipes', 'reelChannels', 'reels', 'stores', 'users'] as const;
export type ResourceName = (typeof RESOURCES)[number];

/** One record of a resource: the audit entity, the presence room kind and the lock's kind. */
export const RECORD_KIND = {
  appConfig: 'appConfigSection',
  categories: 'category',
  cooks: 'cook',
  groups: 'group',
  inserts: 'insert',
  leaflets: 'leaflet',
  loyaltyCards: 'loyaltyCard',
  notifications: 'notification',
  recipes: 'recipe',
  reelChannels: 'reelChannel',
  reels: 'reel',
  stores: 'store',
  users: 'user',
} as const satisfies Record<ResourceName, string>;
export type RecordKind = (typeof RECORD_KIND)[ResourceName];

export function isResourceName(value: unknown): value is ResourceName {
  return typeof value === 'string' && (RESOURCES as readonly string[]).includes(value);
}

/** What happened to a record (audit entries and list events). */
export const RECORD_ACTIONS = ['CREATED', 'UPDATED', 'ARCHIVED', 'RESTORED', 'DELETED'] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];

export function isRecordAction(value: unknown): value is RecordAction {
  return typeof value === 'string' && (RECORD_ACTIONS as readonly string[]).includes(value);
}

/** Which records a list shows: not archived (default), only archived, or both. */
export const ARCHIVED_FILTERS = ['ACTIVE', 'ARCHIVED', 'ALL'] as const;
export type ArchivedFilter = (typeof ARCHIVED_FILTERS)[number];

/** Columns a list may be sorted by, per resource (the first is the default, ascending). */
export const RESOURCE_SORTS = {
  appConfig: ['section', 'updatedAt'],
  categories: ['name', 'categoryWebId', 'updatedAt'],
  cooks: ['name', 'seoId', 'status', 'updatedAt'],
  groups: ['name', 'updatedAt'],
  inserts: ['insertName', 'validFrom', 'validTo', 'updatedAt'],
  leaflets: ['updatedAt', 'naturalId', 'validFrom', 'validTo'],
  loyaltyCards: ['cardName', 'cardId', 'country', 'updatedAt'],
  notifications: ['createdAt', 'plannedAt', 'title', 'updatedAt'],
  recipes: ['title', 'publishDate', 'status', 'updatedAt'],
  reelChannels: ['name', 'naturalId', 'updatedAt'],
  reels: ['visibilityStartDate', 'naturalId', 'status', 'publishDate', 'updatedAt'],
  stores: ['name', 'storeWebId', 'updatedAt'],
  users: ['username', 'role', 'enabled', 'updatedAt'],
} as const satisfies Record<ResourceName, readonly string[]>;
export type ResourceSort<R extends ResourceName> = (typeof RESOURCE_SORTS)[R][number];

export function isResourceSort(resource: ResourceName, value: unknown): boolean {
  return typeof value === 'string' && (RESOURCE_SORTS[resource] as readonly string[]).includes(value);
}

/** Longest search text a list accepts. */
export const LIST_SEARCH_MAX = 100;

/** Presence room of one record, e.g. `group:5b6c…` (members see each other's avatars). */
export function recordRoom(resource: ResourceName, id: string): string {
  return `${RECORD_KIND[resource]}:${id}`;
}

/**
 * Edit locks: the first person who starts editing a record holds a soft lock for EDIT_LOCK_TTL_MS,
 * renewed by a heartbeat every EDIT_LOCK_HEARTBEAT_MS while the form is open and dirty; a lock
 * nobody renews ends by itself. Others may take it over after a confirmation.
 */
export const EDIT_LOCK_TTL_MS = 30_000;
export const EDIT_LOCK_HEARTBEAT_MS = 10_000;

/** One changed field of an audit entry: its value before and after (null when absent). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields that differ between two versions of a record (keys of either side; `id`, `version`,
 * `createdAt`, `updatedAt`, `updatedBy`, `archivedAt` and `usedBy` are bookkeeping, not changes). Values compare by their JSON text.
 */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const ignored = new Set(['version', 'updatedAt', 'updatedBy', 'createdAt', 'archivedAt', 'id', 'usedBy']);
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((key) => !ignored.has(key)).sort();
  const changes: FieldChange[] = [];
  for (const field of keys) {
    const a = before?.[field] ?? null;
    const b = after?.[field] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) changes.push({ field, before: a, after: b });
  }
  return changes;
}

/** Largest image (a category's logo, an insert's picture) one upload may carry. */
export const IMAGE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
