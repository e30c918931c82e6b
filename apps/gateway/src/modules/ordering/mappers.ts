import { ALL_PLATFORMS, type OrderingPlatform } from '@flyerdesk/domain/ordering';
import { isPlatformKey, PLATFORM_KEYS, type PlatformKey } from '@flyerdesk/domain/platforms';
import { priorityValue } from '@flyerdesk/domain/validation/leaflet';
import { validateWith } from '@flyerdesk/domain/validation/messages';
import type { Ordering, OrderingMove, ResolversParentTypes } from '../../__generated__/resolvers-types';
import { badUserInput } from '../../errors';
import { toLeaflet } from '../leaflets/mappers';
import type { UpstreamMove, UpstreamOrdering } from './client';


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

export function toOrdering(raw: UpstreamOrdering): ResolversParentTypes['Ordering'] {
  const ordering: Omit<Ordering, 'items'> = {
    platform: raw.platform,
    version: raw.version,
    updatedAt: raw.updatedAt ?? null,
    updatedBy: raw.updatedBy ?? null,
  };
  return {
    ...ordering,
    items: raw.items.map((item) => ({
      position: item.position,
      priority: item.priority ?? null,
      storeName: item.storeName,
      leaflet: toLeaflet(item.leaflet),
    })),
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
