/** Table shapes of leaflets' page details (see migrations/0008_page_details.ts). */
import type { ColumnType, Generated, Selectable } from 'kysely';

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: read as parsed JSON, written as JSON text. */
type Json<T> = ColumnType<T, string | undefined, string>;
/** Calendar date, read and written as `yyyy-MM-dd`. */
type CalendarDate = string;

/** The version of a leaflet's page details; every write moves it by one. */
export interface LeafletPageDetailsTable {
  leaflet_id: string;
  version: Generated<number>;
  updated_at: GeneratedTimestamp;
}

export interface PageRedirectsTable {
  id: Generated<string>;
  leaflet_id: string;
  /** Page numbers, ascending. */
  positions: number[];
  /** The positions as written (e.g. 2,5-12). */
  positions_text: string;
  description: string | null;
  long_url: string | null;
  redirect_url: string | null;
  thumbnail_tracking_url: string | null;
  /** Links swapped in on single platforms, by platform key. */
  platform_links: Json<Record<string, string>>;
  version: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  updated_by: string | null;
}

export interface LinkSwapsTable {
  id: Generated<string>;
  leaflet_id: string;
  redirect_id: string;
  at: ColumnType<Date, Date | string, Date | string>;
  new_link: string;
  platforms: string[];
  /** A LinkSwapStatus. */
  status: Generated<string>;
  applied_at: NullableTimestamp;
  /** The LINK_SWAP job that applies it. */
  job_id: string | null;
  created_by: string | null;
  created_at: GeneratedTimestamp;
}

export interface PageAreasTable {
  id: Generated<string>;
  leaflet_id: string;
  page_number: number;
  x: number;
  y: number;
  width: number;
  height: number;
  link: string;
  color: string | null;
  affiliation: string | null;
  url_params: string | null;
  /** A PageAreaSource. */
  source: Generated<string>;
  version: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  updated_by: string | null;
}

export interface ProductArticlesTable {
  id: Generated<string>;
  leaflet_id: string;
  page_number: number;
  name: string;
  brand: string | null;
  packaging: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
  price: number | null;
  currency: string | null;
  price_per_unit: number | null;
  unit: string | null;
  crossed_price: number | null;
  map_price: number | null;
  discount: string | null;
  categories: string[];
  valid_from: CalendarDate | null;
  valid_to: CalendarDate | null;
  version: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  updated_by: string | null;
}

export interface PageDetailsTables {
  leaflet_page_details: LeafletPageDetailsTable;
  page_redirects: PageRedirectsTable;
  link_swaps: LinkSwapsTable;
  page_areas: PageAreasTable;
  product_articles: ProductArticlesTable;
}

export type PageRedirectRow = Selectable<PageRedirectsTable>;
export type LinkSwapRow = Selectable<LinkSwapsTable>;
export type PageAreaRow = Selectable<PageAreasTable>;
export type ProductArticleRow = Selectable<ProductArticlesTable>;
