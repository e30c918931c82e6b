/** Feature switches of the product (spec §1). */
export const FEATURE_FLAGS = ['articles-data', 'leaflet-scrapper'] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export type FeatureFlags = Record<FeatureFlag, boolean>;

/** Every feature switched off: what a user sees before the switches are known. */
export const NO_FEATURES: Readonly<FeatureFlags> = { 'articles-data': false, 'leaflet-scrapper': false };

/** Name of each switch in the API and GraphQL payloads (`{ articlesData, leafletScrapper }`). */
export const FEATURE_FLAG_FIELDS = {
  'articles-data': 'articlesData',
  'leaflet-scrapper': 'leafletScrapper',
} as const satisfies Record<FeatureFlag, string>;

export type FeatureFlagsPayload = { [K in FeatureFlag as (typeof FEATURE_FLAG_FIELDS)[K]]: boolean };

/** Converts the API/GraphQL shape (`{ articlesData, leafletScrapper }`) to `FeatureFlags`; missing switches are off. */
export function toFeatureFlags(payload: Partial<FeatureFlagsPayload> | null | undefined): FeatureFlags {
  return {
    'articles-data': payload?.articlesData === true,
    'leaflet-scrapper': payload?.leafletScrapper === true,
  };
}
