/** Table shapes of article data and the crawler (see migrations/0004_articles_crawler.ts). */
import type { ColumnType, Generated } from 'kysely';

type CreatedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric: read as text (exact), written as a number. */
type Decimal = ColumnType<string | null, number | null | undefined, number | null>;

export interface ArticleDataTable {
  id: Generated<string>;
  external_id: string;
  /** Retailer id in the source: a shop's store_web_id when the shop is known. */
  retailer: string;
  store_id: string | null;
  title: string;
  valid_from: string | null;
  valid_to: string | null;
  status: string;
  leaflet_id: string | null;
  /** The import job that last wrote the item. */
  import_job_id: string | null;
  articles_count: Generated<number>;
  deleted_at: NullableTimestamp;
  version: Generated<number>;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
  updated_by: string | null;
}

export interface ArticleDataArticlesTable {
  id: Generated<string>;
  article_data_id: string;
  external_id: string;
  name: string;
  brand: string | null;
  packaging: string | null;
  price: Decimal;
  currency: string | null;
  price_per_unit: Decimal;
  unit: string | null;
  crossed_price: Decimal;
  discount: string | null;
  page_number: number | null;
}

export interface CrawlerSourcesTable {
  id: Generated<string>;
  name: string;
  store_id: string | null;
  /** Absolute http(s) address, or a path resolved against the api's own address. */
  url: string;
  enabled: Generated<boolean>;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
}

export interface CrawlerFindingsTable {
  id: Generated<string>;
  source_id: string;
  url: string;
  title: string;
  valid_from: string | null;
  valid_to: string | null;
  /** The run that found it first (null when that run was removed). */
  first_job_id: string | null;
  /** The latest run that listed it. */
  last_job_id: string | null;
  found_at: CreatedTimestamp;
}

export interface CrawlerRunFindingsTable {
  job_id: string;
  finding_id: string;
  is_new: boolean;
}

export interface ArticlesCrawlerTables {
  article_data: ArticleDataTable;
  article_data_articles: ArticleDataArticlesTable;
  crawler_sources: CrawlerSourcesTable;
  crawler_findings: CrawlerFindingsTable;
  crawler_run_findings: CrawlerRunFindingsTable;
}
