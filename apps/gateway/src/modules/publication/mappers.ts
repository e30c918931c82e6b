import { PLATFORM_KEYS, type PlatformKey } from '@flyerdesk/domain/platforms';
import type { PublicationResult, ResolversParentTypes } from '../../__generated__/resolvers-types';
import { toLeaflet, type LeafletModel } from '../leaflets/mappers';
import type { UpstreamPending, UpstreamPublication } from './client';

export function toPending(raw: UpstreamPending): ResolversParentTypes['PendingPublication'] {
  return { toActivate: raw.toActivate.map(toLeaflet), toDeactivate: raw.toDeactivate.map(toLeaflet) };
}

export function toPublicationResult(raw: UpstreamPublication): PublicationResult {
  return { activated: raw.activated, deactivated: raw.deactivated, publishedAt: raw.publishedAt };
}

/** Platforms on which any of the leaflets is shown. */
export function visiblePlatforms(leaflets: readonly LeafletModel[]): PlatformKey[] {
  return PLATFORM_KEYS.filter((key) => leaflets.some((l) => l.visibility[key]));
}

/** Address of a platform's XML feed, served by the gateway on its own origin. */
export function feedPath(platform: PlatformKey): string {
  return `/feed/${platform}.xml`;
}
