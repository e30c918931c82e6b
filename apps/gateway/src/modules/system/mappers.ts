import { formatPlatformName } from '@flyerdesk/domain/platforms';
import { formatBackendVersion } from '@flyerdesk/domain/version';
import type { FeatureFlags, Platform, Platforms, SystemInfo } from '../../__generated__/resolvers-types';
import type { UpstreamFeatures, UpstreamInfo, UpstreamPlatforms } from './client';

export function toSystemInfo(raw: UpstreamInfo): SystemInfo {
  const version = raw.app?.version ?? '';
  return { version, displayVersion: formatBackendVersion(version) };
}

function toPlatform(key: string): Platform {
  return { key, name: formatPlatformName(key) };
}

export function toPlatforms(raw: UpstreamPlatforms): Platforms {
  return {
    leafletPlatforms: (raw.leafletPlatforms ?? []).map(toPlatform),
    insertPlatforms: (raw.insertPlatforms ?? []).map(toPlatform),
  };
}

export function toFeatureFlags(raw: UpstreamFeatures): FeatureFlags {
  return { articlesData: raw.articlesData === true, leafletScrapper: raw.leafletScrapper === true };
}
