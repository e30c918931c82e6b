/** Table shapes of reels and their channels (see migrations/0014_reels.ts). */
import type { ColumnType, Generated, Selectable } from 'kysely';

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** An array column with a database default: optional on insert. */
type GeneratedArray<T> = ColumnType<T[], T[] | undefined, T[]>;
/** A column with a database default that may also be null. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface ReelChannelsTable {
  id: Generated<string>;
  /** Lowercase letters, digits and '-'; unique. */
  natural_id: string;
  name: string;
  description: Optional<string>;
  /** Uploaded logo (server-made name under /files/logos). */
  logo_name: Optional<string>;
  auto_create_reels: Generated<boolean>;
  archived_at: NullableTimestamp;
  version: Generated<number>;
  created_at: GeneratedTimestamp;
  created_by: Optional<string>;
  updated_at: GeneratedTimestamp;
  /** Username of the last write (null for the system). */
  updated_by: Optional<string>;
}

/** Users (role EDITOR_REELS) assigned to a channel. */
export interface ReelChannelEditorsTable {
  channel_id: string;
  user_id: string;
}

export interface ReelsTable {
  id: Generated<string>;
  channel_id: string;
  natural_id: string;
  /** The uploaded media file's address, `/files/reels/<name>`. */
  media_url: string;
  /** IMAGE or VIDEO, from the file's bytes. */
  media_type: string;
  description: Optional<string>;
  cta_button_text: Optional<string>;
  /** Seconds the reel stays on screen. */
  visibility_time: number;
  /** A ReelStatus. */
  status: string;
  visibility_start_date: Timestamp;
  visibility_end_date: Timestamp;
  publish_date: Timestamp;
  internal_note: Optional<string>;
  /** Platform keys. */
  show_on: GeneratedArray<string>;
  /** A ReelActionType; only the fields of that action are set. */
  action_type: string;
  leaflet_id: Optional<string>;
  insert_number: Optional<number>;
  standard_page_number: Optional<number>;
  url: Optional<string>;
  product_name: Optional<string>;
  /** Tracking counters reported by the apps (read-only here). */
  impressions: Generated<number>;
  clicks: Generated<number>;
  archived_at: NullableTimestamp;
  version: Generated<number>;
  created_at: GeneratedTimestamp;
  created_by: Optional<string>;
  updated_at: GeneratedTimestamp;
  updated_by: Optional<string>;
}

export interface ReelTables {
  reel_channels: ReelChannelsTable;
  reel_channel_editors: ReelChannelEditorsTable;
  reels: ReelsTable;
}

export type ReelChannelRow = Selectable<ReelChannelsTable>;
export type ReelRow = Selectable<ReelsTable>;
