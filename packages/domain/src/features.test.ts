import { FEATURE_FLAGS, NO_FEATURES, toFeatureFlags } from './features';

describe('feature switches', () => {
  it('knows the two switches of spec §1', () => {
    expect(FEATURE_FLAGS).toEqual(['articles-data', 'leaflet-scrapper']);
    expect(NO_FEATURES).toEqual({ 'articles-data': false, 'leaflet-scrapper': false });
  });

  it('reads the API shape, treating missing switches as off', () => {
    expect(toFeatureFlags({ articlesData: true, leafletScrapper: false })).toEqual({
      'articles-data': true,
      'leaflet-scrapper': false,
    });
    expect(toFeatureFlags({ leafletScrapper: true })).toEqual({ 'articles-data': false, 'leaflet-scrapper': true });
    expect(toFeatureFlags(null)).toEqual(NO_FEATURES);
  });
});
