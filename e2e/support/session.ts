import type { Page } from '@playwright/test';
import { toFeatureFlags, type FeatureFlags } from '@flyerdesk/domain/features';
import { graphql } from './graphql';

/** The feature switches the signed-in user of the page works with. */
export async function featureFlagsOf(page: Page): Promise<FeatureFlags> {
  const data = await graphql<{ featureFlags: { articlesData: boolean; leafletScrapper: boolean } }>(
    page,
    'query { featureFlags { articlesData leafletScrapper } }',
  );
  return toFeatureFlags(data.featureFlags);
}
