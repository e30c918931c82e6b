/** The REST shapes of a leaflet's page details (schema/pageDetails.graphql mirrors them). */
import { isPlatformKey, type PlatformKey } from '@flyerdesk/domain/platforms';
import type { LinkSwapStatus, PageAreaSource } from '@flyerdesk/domain/validation/pageDetails';
import type { LinkSwapRow, PageAreaRow, PageRedirectRow, ProductArticleRow } from '../../db/schema.pageDetails';

export interface PageInsertJson {
  id: string;
  position: number;
  insertId: string;
  insertName: string;
  imageUrl: string | null;
  createdAt: string;
  createdBy: string | null;
}

export interface PlatformLinkJson {
  platform: PlatformKey;
  url: string;
}

export interface PageRedirectJson {
  id: string;
  positions: number[];
  positionsText: string;
  description: string | null;
  longUrl: string | null;
  redirectUrl: string | null;
  thumbnailTrackingUrl: string | null;
  platformLinks: PlatformLinkJson[];
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

export interface LinkSwapJson {
  id: string;
  redirectId: string;
  at: string;
  newLink: string;
  platforms: PlatformKey[];
  status: LinkSwapStatus;
  appliedAt: string | null;
  createdBy: string | null;
}

export interface PageAreaJson {
  id: string;
  pageNumber: number;
  x: number;
  y: number;
  width: number;
  height: number;
  link: string;
  color: string | null;
  affiliation: string | null;
  urlParams: string | null;
  source: PageAreaSource;
  version: number;
}

export interface ProductArticleJson {
  id: string;
  pageNumber: number;
  name: string;
  brand: string | null;
  packaging: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
  price: number | null;
  currency: string | null;
  pricePerUnit: number | null;
  unit: string | null;
  crossedPrice: number | null;
  mapPrice: number | null;
  discount: string | null;
  categories: string[];
  validFrom: string | null;
  validTo: string | null;
  version: number;
}

export interface PageDetailsPageJson {
  pageNumber: number;
  imageUrl: string;
  thumbnailUrl: string;
  width: number | null;
  height: number | null;
}

export interface LeafletPageDetailsJson {
  leafletId: string;
  storeId: string;
  naturalId: string;
  pageCount: number;
  version: number;
  pages: PageDetailsPageJson[];
  inserts: PageInsertJson[];
  redirects: PageRedirectJson[];
  linkSwaps: LinkSwapJson[];
  areas: PageAreaJson[];
  articles: ProductArticleJson[];
}

/** Platform links in the order of the platforms, unknown keys left out. */
export function platformLinksOf(stored: Record<string, string> | null | undefined): PlatformLinkJson[] {
  return Object.entries(stored ?? {})
    .filter((entry): entry is [PlatformKey, string] => isPlatformKey(entry[0]) && typeof entry[1] === 'string')
    .map(([platform, url]) => ({ platform, url }))
    .sort((a, b) => a.platform.localeCompare(b.platform));
}

export function toRedirect(row: PageRedirectRow): PageRedirectJson {
  return {
    id: row.id,
    positions: row.positions,
    positionsText: row.positions_text,
    description: row.description,
    longUrl: row.long_url,
    redirectUrl: row.redirect_url,
    thumbnailTrackingUrl: row.thumbnail_tracking_url,
    platformLinks: platformLinksOf(row.platform_links),
    version: row.version,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  };
}

export function toLinkSwap(row: LinkSwapRow): LinkSwapJson {
  return {
    id: row.id,
    redirectId: row.redirect_id,
    at: row.at.toISOString(),
    newLink: row.new_link,
    platforms: row.platforms.filter(isPlatformKey),
    status: row.status as LinkSwapStatus,
    appliedAt: row.applied_at ? row.applied_at.toISOString() : null,
    createdBy: row.created_by,
  };
}

export function toArea(row: PageAreaRow): PageAreaJson {
  return {
    id: row.id,
    pageNumber: row.page_number,
    x: row.x,
    y: row.y,
    width: row.width,
    height: row.height,
    link: row.link,
    color: row.color,
    affiliation: row.affiliation,
    urlParams: row.url_params,
    source: row.source as PageAreaSource,
    version: row.version,
  };
}

export function toArticle(row: ProductArticleRow): ProductArticleJson {
  return {
    id: row.id,
    pageNumber: row.page_number,
    name: row.name,
    brand: row.brand,
    packaging: row.packaging,
    x: row.x,
    y: row.y,
    width: row.width,
    height: row.height,
    price: row.price,
    currency: row.currency,
    pricePerUnit: row.price_per_unit,
    unit: row.unit,
    crossedPrice: row.crossed_price,
    mapPrice: row.map_price,
    discount: row.discount,
    categories: row.categories,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    version: row.version,
  };
}
