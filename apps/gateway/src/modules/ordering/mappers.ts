import { ALL_PLATFORMS, type OrderingPlatform } from '@flyerdesk/domain/ordering';
import { isPlatformKey, PLATFORM_KEYS, type PlatformKey } from '@flyerdesk/domain/platforms';
import { priorityValue } from '@flyerdesk/domain/validation/leaflet';
import { validateWith } from '@flyerdesk/domain/validation/messages';
import { orderingDelta, type OrderingDelta } from '@flyerdesk/domain/orderingDelta';
import type { Ordering, OrderingMove, ResolversParentTypes } from '../../__generated__/resolvers-types';
import { badUserInput } from '../../errors';
import { toLeaflet } from '../leaflets/mappers';
import type { UpstreamMove, UpstreamOrderedItem, UpstreamOrdering, UpstreamOrderingVersion } from './client';


/** A platform argument checked before anything goes upstream (BAD_USER_INPUT otherwise). */
export function platformArg(value: string, options: { allowAll: boolean; field?: string }): OrderingPlatform {
  if (isPlatformKey(value) || (options.allowAll && value === ALL_PLATFORMS)) return value;
  const allowed = options.allowAll ? [...PLATFORM_KEYS, ALL_PLATFORMS] : PLATFORM_KEYS;
  throw badUserInput([{ field: options.field ?? 'platform', key: 'validation.invalid', message: `Platform must be one of ${allowed.join(', ')}` }]);
}

/** A platform that has its own priorities (not 'all'). */
export function realPlatformArg(value: string, field = 'platform'): PlatformKey {
  return platformArg(value, { allowAll: false, field }) as PlatformKey;
}

/** A priority checked with the shared rule: 1..999, or null / 0 to clear it. */
export function priorityArg(value: number | null | undefined, field = 'priority'): number | null {
  const result = validateWith(priorityValue, value ?? null);
  if (!result.ok) throw badUserInput(result.invalidFields.map((f) => ({ ...f, field })));
  return result.value ?? null;
}

/** An ordering version the client started from (a whole number, 0 or more). */
export function versionArg(value: number, field = 'expectedVersion'): number {
  if (!Number.isInteger(value) || value < 0) {
    throw badUserInput([{ field, key: 'validation.invalid', message: 'The version must be a whole number of 0 or more' }]);
  }
  return value;
}

type OrderedLeafletModel = ResolversParentTypes['OrderedLeaflet'];
export type OrderingModel = ResolversParentTypes['Ordering'];
export type OrderingDeltaModel = ResolversParentTypes['OrderingDelta'];

// An ordering made from the previous one and a move's delta shares its rows' leaflets: each is mapped once.
const mappedLeaflets = new WeakMap<UpstreamOrderedItem['leaflet'], OrderedLeafletModel['leaflet']>();

function toOrderedLeaflet(item: UpstreamOrderedItem): OrderedLeafletModel {
  let leaflet = mappedLeaflets.get(item.leaflet);
  if (!leaflet) {
    leaflet = toLeaflet(item.leaflet);
    mappedLeaflets.set(item.leaflet, leaflet);
  }
  return { position: item.position, priority: item.priority ?? null, storeName: item.storeName, leaflet };
}

// An ordering read once per version is mapped once per version too.
const mapped = new WeakMap<UpstreamOrdering, OrderingModel>();

export function toOrdering(raw: UpstreamOrdering): OrderingModel {
  const known = mapped.get(raw);
  if (known) return known;
  const ordering: Omit<Ordering, 'items'> = {
    platform: raw.platform,
    version: raw.version,
    updatedAt: raw.updatedAt ?? null,
    updatedBy: raw.updatedBy ?? null,
  };
  const model = { ...ordering, items: raw.items.map(toOrderedLeaflet) };
  mapped.set(raw, model);
  return model;
}

/** Two rows of one leaflet show the same (priority, shop and every field of the leaflet; the place follows from the order). */
function sameRow(a: UpstreamOrderedItem, b: UpstreamOrderedItem): boolean {
  return (
    (a.priority ?? null) === (b.priority ?? null) &&
    a.storeName === b.storeName &&
    JSON.stringify(a.leaflet) === JSON.stringify(b.leaflet)
  );
}

/**
 * What changed from `base` to `after`: only the rows that differ when `base` is the version the
 * change was made on, every row otherwise (complete).
 */
export function upstreamDelta(base: UpstreamOrdering | undefined, after: UpstreamOrdering, baseVersion: number): OrderingDelta<UpstreamOrderedItem> {
  const delta = orderingDelta(base?.version === baseVersion ? base : null, after, sameRow);
  return { ...delta, baseVersion };
}

/** The GraphQL answer of a delta (and the move that made it, if any). */
export function toOrderingDelta(after: UpstreamOrderingVersion, delta: OrderingDelta<UpstreamOrderedItem>, move: UpstreamMove | null): OrderingDeltaModel {
  return {
    platform: after.platform,
    baseVersion: delta.baseVersion,
    version: delta.version,
    updatedAt: after.updatedAt ?? null,
    updatedBy: after.updatedBy ?? null,
    total: delta.total,
    complete: delta.complete,
    changed: delta.changed.map(toOrderedLeaflet),
    removed: delta.removed,
    move: move ? toMove(move) : null,
  };
}

export function toMove(raw: UpstreamMove): OrderingMove {
  return {
    id: raw.id,
    platform: raw.platform,
    leafletId: raw.leafletId,
    naturalId: raw.naturalId,
    storeName: raw.storeName,
    fromPriority: raw.fromPriority ?? null,
    toPriority: raw.toPriority ?? null,
    displacedNaturalId: raw.displacedNaturalId ?? null,
    actor: raw.actor,
    at: raw.at,
    versionBefore: raw.versionBefore,
    versionAfter: raw.versionAfter,
    clientMutationId: raw.clientMutationId ?? null,
    undoOf: raw.undoOf ?? null,
  };
}
