/** Table shapes of the leaflet database as Kysely sees them. */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AppConfigTables } from './schema.appConfig';
import type { ArticlesCrawlerTables } from './schema.articlesCrawler';
import type { JobTables } from './schema.jobs';
import type { LoyaltyCardTables } from './schema.loyaltyCards';
import type { NotificationTables } from './schema.notifications';
import type { PageDetailsTables } from './schema.pageDetails';
import type { RecipeTables } from './schema.recipes';
import type { ReelTables } from './schema.reels';
import type { ResourceTables } from './schema.resources';
import type { SessionTables } from './schema.sessions';

/** timestamptz: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** timestamptz with a database default: optional on insert. */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** Calendar date, read and written as `yyyy-MM-dd`. */
export type CalendarDate = string;

export interface UsersTable {
  id: Generated<string>;
  username: string;
  password_hash: string;
  roles: string[];
  notification_channels: string[];
  enabled: Generated<boolean>;
  /** Signed in with a temporary password: a new one must be chosen first. */
  must_change_password: Generated<boolean>;
  /** When the password was last set (by the user or an administrator); null: before this was recorded. */
  password_changed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Username of the last write (null for the system). */
  updated_by: ColumnType<string | null, string | null | undefined, string | null>;
  version: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  /** The sign-in this token descends from (all rotations of one sign-in share it). */
  family_id: string;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the token was rotated (revoked by a refresh); null while live and when revoked any other way. */
  rotated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The token that replaced it, sealed under a key made from this token (see sealSuccessor); null unless rotated. */
  successor_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  version: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface CategoriesTable {
  id: Generated<string>;
  name: string;
  category_web_id: string;
  /** Uploaded logo (server-made name under /files/logos); null: the generated one. */
  logo_name: ColumnType<string | null, string | null | undefined, string | null>;
  archived_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Username of the last write (null for the system). */
  updated_by: ColumnType<string | null, string | null | undefined, string | null>;
  version: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface GroupsTable {
  id: Generated<string>;
  name: string;
  archived_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Username of the last write (null for the system). */
  updated_by: ColumnType<string | null, string | null | undefined, string | null>;
  version: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface StoresTable {
  id: Generated<string>;
  name: string;
  store_web_id: string;
  category_id: string | null;
  /** File name under /files/logos (uploaded or generated), null when the shop has no logo. */
  logo_name: string | null;
  force_favorites: Generated<boolean>;
  show_anyway: Generated<boolean>;
  store_at_first: Generated<boolean>;
  add_as_reels_channel: Generated<boolean>;
  archived_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Username of the last write (null for the system). */
  updated_by: ColumnType<string | null, string | null | undefined, string | null>;
  version: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface StoreGroupsTable {
  store_id: string;
  group_id: string;
}

export interface StoreEditorsTable {
  store_id: string;
  user_id: string;
}

export interface SocialMediaLink {
  platform: 'YOUTUBE' | 'TIKTOK';
  url: string;
}

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface LeafletsTable {
  id: Generated<string>;
  natural_id: string;
  seo_id: string | null;
  store_id: string;
  status: string;
  valid_from: CalendarDate | null;
  valid_to: CalendarDate | null;
  until_end_of_supply: Generated<boolean>;
  publish_date: NullableTimestamp;
  publish_end_date: NullableTimestamp;
  created_at: GeneratedTimestamp;
  created_by: string | null;
  refreshed_at: NullableTimestamp;
  refreshed_by: string | null;
  activate_ready_status_at: NullableTimestamp;
  additional_info: string | null;
  additional_info2: string | null;
  long_url: string | null;
  thumbnail_tracking_url: string | null;
  redirect_url: string | null;
  zip_codes: Generated<string[]>;
  page_count: number;
  android_priority: number | null;
  ios_priority: number | null;
  web_priority: number | null;
  wp_priority: number | null;
  android2_priority: number | null;
  show_on_android: Generated<boolean>;
  show_on_android2: Generated<boolean>;
  show_on_ios: Generated<boolean>;
  show_on_web: Generated<boolean>;
  show_on_wp: Generated<boolean>;
  not_show_ad_inserts: Generated<boolean>;
  not_allow_shopping_list: Generated<boolean>;
  show_online_badge: Generated<boolean>;
  show_popular_badge: Generated<boolean>;
  has_recipe: Generated<boolean>;
  watermark: Generated<boolean>;
  force_last: Generated<boolean>;
  group_id: string | null;
  category_id: string | null;
  social_media: ColumnType<SocialMediaLink[], string, string>;
  /** Uploaded source files (server-made names under FILES_DIR/leaflets/{id}/). */
  source_files: Generated<string[]>;
  version: Generated<number>;
  updated_at: GeneratedTimestamp;
  /** Who wrote the leaflet last (null for the system). */
  updated_by: string | null;
  /** NO_CHANGES or EMPTY (REPLACE_VALIDITY_TEXT). */
  replace_validity_text: Generated<string>;
  /** Uploaded cover image (server-made name under FILES_DIR/covers/); null: the first cut page. */
  first_page_name: string | null;
}

export interface LeafletHistoryTable {
  id: Generated<string>;
  leaflet_id: string;
  at: GeneratedTimestamp;
  by: string | null;
  version: number;
  changes: ColumnType<Record<string, [unknown, unknown]>, string, string>;
}

export interface OrderingStateTable {
  /** A platform key, or `all`. */
  platform: string;
  version: Generated<number>;
  updated_at: GeneratedTimestamp;
  updated_by: string | null;
}

export interface OrderingMovesTable {
  id: Generated<string>;
  /** Order of the moves as they were made (the newest has the highest). */
  seq: Generated<string>;
  platform: string;
  leaflet_id: string;
  natural_id: string;
  store_name: string;
  from_priority: number | null;
  to_priority: number | null;
  displaced_leaflet_id: string | null;
  displaced_natural_id: string | null;
  actor: string;
  actor_id: string | null;
  at: GeneratedTimestamp;
  version_before: number;
  version_after: number;
  client_mutation_id: string | null;
  undo_of: string | null;
}

export interface PublicationsTable {
  id: Generated<string>;
  published_at: GeneratedTimestamp;
  published_by: string;
  published_by_id: string | null;
  activated: number;
  deactivated: number;
}

export interface CountersTable {
  name: string;
  version: Generated<number>;
  updated_at: GeneratedTimestamp;
  /** Moment up to which changes that come with time alone are already counted. */
  watermark: NullableTimestamp;
}

export interface Database extends JobTables, ArticlesCrawlerTables, SessionTables, ResourceTables, PageDetailsTables, NotificationTables, RecipeTables, LoyaltyCardTables, ReelTables, AppConfigTables {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  categories: CategoriesTable;
  groups: GroupsTable;
  stores: StoresTable;
  store_groups: StoreGroupsTable;
  store_editors: StoreEditorsTable;
  leaflets: LeafletsTable;
  leaflet_history: LeafletHistoryTable;
  ordering_state: OrderingStateTable;
  ordering_moves: OrderingMovesTable;
  publications: PublicationsTable;
  counters: CountersTable;
}

export type UserRow = Selectable<UsersTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type GroupRow = Selectable<GroupsTable>;
export type InsertRow = Selectable<ResourceTables['inserts']>;
export type StoreRow = Selectable<StoresTable>;
export type LeafletRow = Selectable<LeafletsTable>;
export type NewLeaflet = Insertable<LeafletsTable>;
export type LeafletUpdate = Updateable<LeafletsTable>;
export type OrderingStateRow = Selectable<OrderingStateTable>;
export type OrderingMoveRow = Selectable<OrderingMovesTable>;
