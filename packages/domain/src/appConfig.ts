/**
 * Remote configuration of the mobile and web apps (spec §2 /app-config, §3 App config; ADMIN and ROOT).
 *
 * The configuration is made of 19 sections. Each section is one versioned document: edited on its own
 * form, every save a new version (audited: who changed what), any earlier version can be restored.
 * The apps read the published configuration (every section's current document) through the api's
 * public call, with an ETag so that polling costs a 304.
 *
 * Record ids: stores, leaflets, cooks and recipes are named by their Flyerdesk ids (UUIDs).
 */
import type { NotificationChannel } from './notificationChannels';

/** The sections in the order the screen lists them (spec §2). */
export const APP_CONFIG_SECTIONS = [
  'articlesList',
  'articlesSection',
  'mobileWhatsNewBanner',
  'searchSettings',
  'keywords',
  'recommendationType',
  'highlightedLeafletId',
  'customTypeLink',
  'customTypePictureUrl',
  'mobileOnboardingStores',
  'webPopularCities',
  'webLeafletView',
  'webPopularStores',
  'webMegaMenu',
  'webFooterLinks',
  'webRecipes',
  'notifications',
  'appearance',
  'custom',
] as const;

export type AppConfigSection = (typeof APP_CONFIG_SECTIONS)[number];

export function isAppConfigSection(value: unknown): value is AppConfigSection {
  return typeof value === 'string' && (APP_CONFIG_SECTIONS as readonly string[]).includes(value);
}

/**
 * Recommendation types (spec §9), by number: 0 single leaflet, 1 four leaflets, 2 leaflets and stores,
 * 3 leaflets with store rating, 4 two leaflets and three stores with rating, 5 two leaflets with
 * favourite and rating, 6 two leaflets with favourite and three stores, 7 image with link.
 */
export const RECOMMENDATION_TYPES = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];
/** Type 7 shows a picture with a link: the custom type link and picture URL sections must be set first (spec §5). */
export const IMAGE_WITH_LINK_RECOMMENDATION: RecommendationType = 7;

/** The apps' colour scheme choice. */
export const APP_THEMES = ['SYSTEM', 'LIGHT', 'DARK'] as const;
export type AppTheme = (typeof APP_THEMES)[number];

/** One article of the apps' articles list. */
export interface ArticleListItem {
  title: string;
  additionalInfo: string;
  imageUrl: string;
  articleUrl: string;
  isSponsored: boolean;
}

/** A named link of the web footer. */
export interface FooterLink {
  name: string;
  url: string;
}

/** A category of the web mega menu with its shops. */
export interface MegaMenuCategory {
  name: string;
  storeIds: string[];
}

/** Shortest title of an article or of the articles section, and of each text of the what's new banner. */
export const APP_CONFIG_TITLE_MIN = 3;
/** The most notifications a device may be sent a day. */
export const NOTIFICATIONS_DAILY_LIMIT_MAX = 50;
/** Keys of the custom section: 1–64 letters, digits, '.', '_' and '-'. */
export const CUSTOM_KEY_PATTERN = /^[A-Za-z0-9._-]+$/;
export const CUSTOM_KEY_MAX = 64;
/** Longest value of a custom key. */
export const CUSTOM_VALUE_MAX = 1000;

/** One free key of the custom section. */
export interface CustomEntry {
  key: string;
  value: string;
}

/** The document of each section. */
export interface AppConfigDocuments {
  articlesList: { items: ArticleListItem[] };
  articlesSection: { title: string; iconUrl: string; useBigSize: boolean; position: number };
  mobileWhatsNewBanner: { id: string; title: string; message: string; deeplink: string; badge: string };
  searchSettings: { includeAdBanner: boolean; searchTip: string; popularWords: string[]; popularStoreIds: string[]; popularLeafletIds: string[] };
  keywords: { keywords: string[] };
  /** null: not chosen yet (the section cannot be saved so). */
  recommendationType: { type: RecommendationType | null };
  /** '' when no leaflet is highlighted. */
  highlightedLeafletId: { leafletId: string };
  /** '' while not set. */
  customTypeLink: { link: string };
  /** '' while not set. */
  customTypePictureUrl: { pictureUrl: string };
  mobileOnboardingStores: { storeIds: string[] };
  webPopularCities: { cities: string[] };
  /** The ads-per-page options offered by the web leaflet view (positive numbers, at least one). */
  webLeafletView: { adsPerPage: number[] };
  webPopularStores: { storeIds: string[] };
  webMegaMenu: { categories: MegaMenuCategory[]; cookIds: string[] };
  webFooterLinks: { stores: FooterLink[]; locations: FooterLink[]; articles: FooterLink[] };
  /** Promoted recipes. */
  webRecipes: { recipeIds: string[] };
  /** The channels a newly registered device follows, and the most notifications a device gets a day. */
  notifications: { defaultChannels: NotificationChannel[]; dailyLimit: number };
  /** primaryColor '#rrggbb'; logoUrl '' for the apps' own. */
  appearance: { primaryColor: string; theme: AppTheme; logoUrl: string };
  custom: { entries: CustomEntry[] };
}

export type AppConfigDocument<S extends AppConfigSection = AppConfigSection> = AppConfigDocuments[S];

/** The document each section starts from (written by the migration that creates the sections). */
export const APP_CONFIG_DEFAULTS: { readonly [S in AppConfigSection]: AppConfigDocuments[S] } = {
  articlesList: { items: [] },
  articlesSection: { title: 'Artykuły', iconUrl: 'https://flyerdesk.example/icons/articles.png', useBigSize: false, position: 0 },
  mobileWhatsNewBanner: { id: 'welcome', title: 'Nowości', message: 'Sprawdź nowe gazetki', deeplink: 'flyerdesk://leaflets', badge: 'NEW' },
  searchSettings: { includeAdBanner: false, searchTip: 'Szukaj sklepów i produktów', popularWords: [], popularStoreIds: [], popularLeafletIds: [] },
  keywords: { keywords: [] },
  recommendationType: { type: 0 },
  highlightedLeafletId: { leafletId: '' },
  customTypeLink: { link: '' },
  customTypePictureUrl: { pictureUrl: '' },
  mobileOnboardingStores: { storeIds: [] },
  webPopularCities: { cities: [] },
  webLeafletView: { adsPerPage: [4] },
  webPopularStores: { storeIds: [] },
  webMegaMenu: { categories: [], cookIds: [] },
  webFooterLinks: { stores: [], locations: [], articles: [] },
  webRecipes: { recipeIds: [] },
  notifications: { defaultChannels: ['NEW_OFFERS_NOTIFICATION'], dailyLimit: 3 },
  appearance: { primaryColor: '#d7263d', theme: 'SYSTEM', logoUrl: '' },
  custom: { entries: [] },
};

/** What the apps receive from the public call: every section's current document, with the configuration's version. */
export interface PublishedAppConfig {
  /** Changes whenever any section changes (also the ETag's value). */
  version: string;
  sections: { [S in AppConfigSection]: AppConfigDocuments[S] };
}

/**
 * The configuration's version as the public call names it: the sections' versions in section order,
 * so any save or revert of any section gives a new one.
 */
export function publishedConfigVersion(versions: Readonly<Record<AppConfigSection, number>>): string {
  return APP_CONFIG_SECTIONS.map((section) => versions[section]).join('.');
}
