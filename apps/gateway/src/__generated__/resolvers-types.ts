import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { StoreModel } from '../modules/stores/mappers';
import { LeafletModel } from '../modules/leaflets/mappers';
import { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Calendar date, yyyy-MM-dd. */
  Date: { input: string; output: string; }
  /** ISO-8601 date-time with offset, e.g. 2026-11-22T09:30:00.000Z. */
  DateTime: { input: string; output: string; }
  /** A JSON object (a section's document); its shape is the section's (AppConfigDocuments of packages/domain). */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
};

/** One entry of the activity log, added by the api in the transaction of what it records. */
export type ActivityEntry = {
  __typename?: 'ActivityEntry';
  /** What happened to the record (RECORD entries only). */
  action?: Maybe<RecordAction>;
  /** Who did it; null for the system and for a failed sign-in of an unknown username. */
  actor?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  /**
   * Small JSON object as text: version (record writes); address (sign-ins); username as typed, reason
   * (BAD_CREDENTIALS, USER_DISABLED) and address (failed sign-ins); sessions ALL or THIS (sign-outs);
   * jobKind, subject and runAt when planned for later (job starts); activated and deactivated (publications).
   */
  details: Scalars['String']['output'];
  kind: ActivityKind;
  /** The record, user, job or publication; null for a failed sign-in of an unknown username. */
  recordId?: Maybe<Scalars['ID']['output']>;
  resource: ActivityResource;
  /** Position in the log's one order (grows; gaps are possible). */
  seq: Scalars['Int']['output'];
  /** Names of the fields a record write changed (empty for the events). */
  summary: Array<Scalars['String']['output']>;
};

/** Which entries of the log to show; every field is optional. */
export type ActivityFilter = {
  /** Record writes with this action only. */
  action?: InputMaybe<RecordAction>;
  /** Entries at or after this moment. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  kind?: InputMaybe<ActivityKind>;
  resource?: InputMaybe<ActivityResource>;
  /** Entries before this moment (after from). */
  to?: InputMaybe<Scalars['DateTime']['input']>;
  /** The author's username, or the username a failed sign-in typed (any case). */
  user?: InputMaybe<Scalars['String']['input']>;
};

/** What an entry of the activity log records: a write of a record (RECORD, with its resource and action) or an event. */
export type ActivityKind =
  | 'FEED_PUBLISHED'
  | 'JOB_STARTED'
  | 'RECORD'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'SIGN_IN_FAILED';

/** A new entry of the log, found by the gateway's shared tail of the api's log. */
export type ActivityLogged = {
  __typename?: 'ActivityLogged';
  entry: ActivityEntry;
  /** Position of this event in the subscription's topic: a gap (or a reconnect) means refetch the page. */
  seq: Scalars['Int']['output'];
};

/** A page of the log, newest first. */
export type ActivityPage = {
  __typename?: 'ActivityPage';
  items: Array<ActivityEntry>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  /** Entries the filter matches. */
  total: Scalars['Int']['output'];
};

/** What an entry is about, by list name: the audited resources of the kit, users, jobs and publications. */
export type ActivityResource =
  | 'appConfig'
  | 'categories'
  | 'cooks'
  | 'groups'
  | 'inserts'
  | 'jobs'
  | 'loyaltyCards'
  | 'notifications'
  | 'publications'
  | 'recipes'
  | 'reelChannels'
  | 'reels'
  | 'stores'
  | 'users';

/** One section of the app configuration: its current document and version. */
export type AppConfigSection = {
  __typename?: 'AppConfigSection';
  /** Always null: sections are never archived. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The section's current document (the shape of its section). */
  document: Scalars['JSONObject']['output'];
  id: Scalars['ID']['output'];
  section: AppConfigSectionKey;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
};

/** A section was saved or reverted: the section as it is now. */
export type AppConfigSectionChange = {
  __typename?: 'AppConfigSectionChange';
  action: RecordAction;
  actor?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** The change's number in the resource's topic: the same as seq, except in lists shaped for the subscriber (seq counts only what they were shown). Sent back with seq when subscribing again (extensions.resume). */
  position: Scalars['Int']['output'];
  record: AppConfigSection;
  /** Position in the topic; a gap means missed events (refetch). */
  seq: Scalars['Int']['output'];
};

/** A section's new document; checked by the section's rules (appConfigSchemas of packages/domain). */
export type AppConfigSectionInput = {
  document: Scalars['JSONObject']['input'];
};

/** The sections of the app configuration, in the order the screen lists them. */
export type AppConfigSectionKey =
  | 'appearance'
  | 'articlesList'
  | 'articlesSection'
  | 'custom'
  | 'customTypeLink'
  | 'customTypePictureUrl'
  | 'highlightedLeafletId'
  | 'keywords'
  | 'mobileOnboardingStores'
  | 'mobileWhatsNewBanner'
  | 'notifications'
  | 'recommendationType'
  | 'searchSettings'
  | 'webFooterLinks'
  | 'webLeafletView'
  | 'webMegaMenu'
  | 'webPopularCities'
  | 'webPopularStores'
  | 'webRecipes';

export type AppConfigSectionPage = {
  __typename?: 'AppConfigSectionPage';
  items: Array<AppConfigSection>;
  total: Scalars['Int']['output'];
};

/** Which records a list shows. */
export type ArchivedFilter =
  /** Not archived (the default). */
  | 'ACTIVE'
  | 'ALL'
  | 'ARCHIVED';

/** A product article of an article-data item. */
export type Article = {
  __typename?: 'Article';
  brand?: Maybe<Scalars['String']['output']>;
  crossedPrice?: Maybe<Scalars['Float']['output']>;
  currency?: Maybe<Scalars['String']['output']>;
  discount?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  packaging?: Maybe<Scalars['String']['output']>;
  pageNumber?: Maybe<Scalars['Int']['output']>;
  price?: Maybe<Scalars['Float']['output']>;
  pricePerUnit?: Maybe<Scalars['Float']['output']>;
  unit?: Maybe<Scalars['String']['output']>;
};

/** One retailer leaflet as described by the external article-data source. */
export type ArticleData = {
  __typename?: 'ArticleData';
  articlesCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  leafletReference?: Maybe<LeafletReference>;
  /** Retailer id in the source (a shop's storeWebId). */
  retailer: Scalars['String']['output'];
  status: ArticleDataStatus;
  storeId?: Maybe<Scalars['ID']['output']>;
  storeName?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  validFrom?: Maybe<Scalars['Date']['output']>;
  validTo?: Maybe<Scalars['Date']['output']>;
  version: Scalars['Int']['output'];
};

/** Matching state of an external retailer article-data item (see packages/domain/src/articlesData.ts). */
export type ArticleDataStatus =
  | 'CONFIRMED'
  | 'DELETED'
  | 'MATCHED'
  | 'NOT_MATCHED';

export type ArticlesDataChangedEvent = {
  __typename?: 'ArticlesDataChangedEvent';
  seq: Scalars['Int']['output'];
  version: Scalars['Int']['output'];
};

/** One link given to many pages at once: each page gets a redirect of its own with this link. */
export type BulkLinkInput = {
  longUrl?: InputMaybe<Scalars['String']['input']>;
  positions: Scalars['String']['input'];
  redirectUrl: Scalars['String']['input'];
};

export type Category = {
  __typename?: 'Category';
  /** Set while the category is archived. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  categoryWebId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  logoUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Who wrote the current version (null for the system). */
  updatedBy?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
};

/** A category was created, updated, archived or restored: the record as it is now. */
export type CategoryChange = {
  __typename?: 'CategoryChange';
  action: RecordAction;
  actor?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  /** Echo of the author's clientMutationId so the author's tab recognises its own change. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** The change's number in the resource's topic: the same as seq, except in lists shaped for the subscriber (seq counts only what they were shown). Sent back with seq when subscribing again (extensions.resume). */
  position: Scalars['Int']['output'];
  record: Category;
  /** Position in the topic; a gap means missed events (refetch). */
  seq: Scalars['Int']['output'];
};

export type CategoryInput = {
  categoryWebId: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type CategoryPage = {
  __typename?: 'CategoryPage';
  items: Array<Category>;
  total: Scalars['Int']['output'];
};

/** A cook (spec §3): recipes are written in their name. */
export type Cook = {
  __typename?: 'Cook';
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Users (role EDITOR_RECIPE) assigned to the cook: they write its recipes. */
  editorIds: Array<Scalars['ID']['output']>;
  /** Their usernames. */
  editors: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  logoUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Lowercase letters, digits and '-' (unique). */
  seoId: Scalars['String']['output'];
  status: RecipeStatus;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
};

/** A cook was created, changed, archived or restored: the cook as it is now. */
export type CookChange = {
  __typename?: 'CookChange';
  action: RecordAction;
  actor?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** The change's number in the resource's topic: the same as seq, except in lists shaped for the subscriber (seq counts only what they were shown). Sent back with seq when subscribing again (extensions.resume). */
  position: Scalars['Int']['output'];
  record: Cook;
  /** Position in the subscriber's stream; a gap means missed events (refetch). */
  seq: Scalars['Int']['output'];
};

/** Which cooks a list shows; every field is optional. */
export type CookFilter = {
  status?: InputMaybe<RecipeStatus>;
};

/**
 * The cook form (cookSchema of packages/domain): name required and unique ignoring case, seoId required
 * (lowercase letters, digits, '-') and unique, status INACTIVE when left out; editorIds only users with the
 * role EDITOR_RECIPE (left out on an update: the assignment stays). Administrators only.
 */
export type CookInput = {
  editorIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  name: Scalars['String']['input'];
  seoId: Scalars['String']['input'];
  status?: InputMaybe<RecipeStatus>;
};

export type CookPage = {
  __typename?: 'CookPage';
  items: Array<Cook>;
  total: Scalars['Int']['output'];
};

/** A leaflet found by a crawler run. */
export type CrawlerFinding = {
  __typename?: 'CrawlerFinding';
  foundAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** True when this run was the first to see it. */
  isNew: Scalars['Boolean']['output'];
  sourceId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
  validFrom?: Maybe<Scalars['Date']['output']>;
  validTo?: Maybe<Scalars['Date']['output']>;
};

/** A retailer site or feed the new-leaflets crawler reads. */
export type CrawlerSource = {
  __typename?: 'CrawlerSource';
  enabled: Scalars['Boolean']['output'];
  /** Leaflets this source has listed so far. */
  findingsCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The latest run (a CRAWL job), null before the first. */
  lastRun?: Maybe<Job>;
  name: Scalars['String']['output'];
  storeId?: Maybe<Scalars['ID']['output']>;
  storeName?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

export type CurrentUser = {
  __typename?: 'CurrentUser';
  enabled: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /**
   * Signed in with a temporary password (a new account, or one an administrator set): the web asks for
   * a new password (changePassword) before anything else. Until then every operation but me,
   * featureFlags, changePassword and logout fails with PASSWORD_CHANGE_REQUIRED. False again once the
   * user has chosen one.
   */
  mustChangePassword: Scalars['Boolean']['output'];
  notificationChannels: Array<Scalars['String']['output']>;
  roles: Array<Role>;
  username: Scalars['String']['output'];
};

export type FeatureFlags = {
  __typename?: 'FeatureFlags';
  articlesData: Scalars['Boolean']['output'];
  leafletScrapper: Scalars['Boolean']['output'];
};

/** One field an audit entry changed; values are JSON text (null when absent). */
export type FieldChange = {
  __typename?: 'FieldChange';
  after?: Maybe<Scalars['String']['output']>;
  before?: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
};

export type Group = {
  __typename?: 'Group';
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Shops of the group (non-administrators see only their assigned shops). */
  storeIds: Array<Scalars['ID']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
};

export type GroupChange = {
  __typename?: 'GroupChange';
  action: RecordAction;
  actor?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** The change's number in the resource's topic: the same as seq, except in lists shaped for the subscriber (seq counts only what they were shown). Sent back with seq when subscribing again (extensions.resume). */
  position: Scalars['Int']['output'];
  record: Group;
  seq: Scalars['Int']['output'];
};

export type GroupInput = {
  name: Scalars['String']['input'];
  storeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type GroupPage = {
  __typename?: 'GroupPage';
  items: Array<Group>;
  total: Scalars['Int']['output'];
};

/** One write of a record, written by the api in the same transaction as the write. */
export type HistoryEntry = {
  __typename?: 'HistoryEntry';
  action: RecordAction;
  /** Username of the author (null for the system). */
  actor?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  changes: Array<FieldChange>;
  id: Scalars['ID']['output'];
  /** The record's version after this write. */
  version: Scalars['Int']['output'];
};

export type HistoryPage = {
  __typename?: 'HistoryPage';
  items: Array<HistoryEntry>;
  total: Scalars['Int']['output'];
};

/** An insert: an extra page (an advert) placed between a leaflet's pages. */
export type Insert = {
  __typename?: 'Insert';
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Technical name: letters, digits, '-' and '_'; unique. */
  insertName: Scalars['String']['output'];
  longUrl?: Maybe<Scalars['String']['output']>;
  redirectUrl?: Maybe<Scalars['String']['output']>;
  showOnAndroid: Scalars['Boolean']['output'];
  showOnAndroid2: Scalars['Boolean']['output'];
  showOnIos: Scalars['Boolean']['output'];
  showOnWeb: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  /** How many leaflet pages use the insert (an insert in use cannot be archived). */
  usedBy: Scalars['Int']['output'];
  validFrom?: Maybe<Scalars['Date']['output']>;
  validTo?: Maybe<Scalars['Date']['output']>;
  version: Scalars['Int']['output'];
};

export type InsertChange = {
  __typename?: 'InsertChange';
  action: RecordAction;
  actor?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** The change's number in the resource's topic: the same as seq, except in lists shaped for the subscriber (seq counts only what they were shown). Sent back with seq when subscribing again (extensions.resume). */
  position: Scalars['Int']['output'];
  record: Insert;
  seq: Scalars['Int']['output'];
};

export type InsertInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  insertName: Scalars['String']['input'];
  longUrl?: InputMaybe<Scalars['String']['input']>;
  redirectUrl?: InputMaybe<Scalars['String']['input']>;
  showOnAndroid: Scalars['Boolean']['input'];
  showOnAndroid2: Scalars['Boolean']['input'];
  showOnIos: Scalars['Boolean']['input'];
  showOnWeb: Scalars['Boolean']['input'];
  validFrom?: InputMaybe<Scalars['Date']['input']>;
  validTo?: InputMaybe<Scalars['Date']['input']>;
};

export type InsertPage = {
  __typename?: 'InsertPage';
  items: Array<Insert>;
  total: Scalars['Int']['output'];
};

/** One field an upstream or gateway validation refused. Errors with code BAD_USER_INPUT carry a list of these in extensions.invalidFields. */
export type InvalidField = {
  __typename?: 'InvalidField';
  field: Scalars['String']['output'];
  /** Stable message key (translated by the web app), e.g. validation.required. */
  key: Scalars['String']['output'];
  /** English text of the message. */
  message: Scalars['String']['output'];
};

export type Job = {
  __typename?: 'Job';
  attempt: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  done: Scalars['Int']['output'];
  errorCode?: Maybe<JobErrorCode>;
  failedSteps: Scalars['Int']['output'];
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  kind: JobKind;
  maxAttempts: Scalars['Int']['output'];
  /** English detail of the failure (for logs and API clients; the web translates errorCode). */
  message?: Maybe<Scalars['String']['output']>;
  /** When a RETRYING or PENDING job runs next. */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  result?: Maybe<JobResult>;
  /** True while the job is not finished (PENDING, QUEUED, STARTED, PROCESSING, RETRYING). */
  running: Scalars['Boolean']['output'];
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  startedBy?: Maybe<Scalars['String']['output']>;
  status: JobStatus;
  /** The steps (pages of a cut); only loaded for a single job. */
  steps?: Maybe<Array<JobStep>>;
  subject: JobSubject;
  /** Total units of work; null while unknown. */
  total?: Maybe<Scalars['Int']['output']>;
  /** Bumped by every change of the job or its steps. */
  version: Scalars['Int']['output'];
};

/** Why a job or a step failed; translated by the web app. */
export type JobErrorCode =
  | 'FETCH_ERROR'
  | 'INTERNAL'
  | 'INTERRUPTED'
  | 'PAGE_TOO_LARGE'
  | 'PDF_INVALID'
  | 'RENDER_ERROR'
  | 'RENDER_TIMEOUT'
  | 'SOURCE_INVALID'
  /** Refused before anything of it was used: not a public address nor an allowed origin, too many redirects, or too large an answer. */
  | 'SOURCE_REFUSED';

/** Background job kinds: article-data import, crawler run, leaflet page cutting, scheduled link swap of a page redirect, send of a push notification, the scraper's leaflet from a ZIP of page images and PDF of a leaflet's pages. */
export type JobKind =
  | 'ARTICLES_IMPORT'
  | 'CRAWL'
  | 'LEAFLET_FROM_ZIP'
  | 'LEAFLET_PDF'
  | 'LINK_SWAP'
  | 'NOTIFICATION_SEND'
  | 'PAGE_CUT';

export type JobListState =
  | 'ALL'
  | 'FINISHED'
  | 'RUNNING';

export type JobProgressEvent = {
  __typename?: 'JobProgressEvent';
  job?: Maybe<Job>;
  /** While UPSTREAM_UNAVAILABLE: when the gateway tries again. */
  retryInMs?: Maybe<Scalars['Int']['output']>;
  /** Sequence number per job topic; a gap means an event was missed: refetch. */
  seq: Scalars['Int']['output'];
  /** LIVE with the job's latest state, or UPSTREAM_UNAVAILABLE while the gateway cannot read it (job is then null). */
  state: LiveState;
};

/** Counts a finished (or running) job reports, depending on its kind. */
export type JobResult = {
  __typename?: 'JobResult';
  /** Leaflet from a ZIP: the page cut queued for the new PDF (null when page cutting is off). */
  cutJobId?: Maybe<Scalars['ID']['output']>;
  /** PDF of a leaflet's pages: when its download link stops working. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  failed?: Maybe<Scalars['Int']['output']>;
  /** Crawler: leaflets listed by the source, and how many of them were not known before. */
  found?: Maybe<Scalars['Int']['output']>;
  /** Article-data import: items written, items matched to a leaflet, items left unmatched. */
  imported?: Maybe<Scalars['Int']['output']>;
  matched?: Maybe<Scalars['Int']['output']>;
  new?: Maybe<Scalars['Int']['output']>;
  /** Page cutting: pages rendered. Scraper: pages put into the PDF. */
  pages?: Maybe<Scalars['Int']['output']>;
  /** Notification send: devices resolved, delivered, failed for good. */
  recipients?: Maybe<Scalars['Int']['output']>;
  sent?: Maybe<Scalars['Int']['output']>;
  unmatched?: Maybe<Scalars['Int']['output']>;
};

/** Life cycle of a job (see packages/domain/src/jobs.ts). */
export type JobStatus =
  | 'CANCELLED'
  | 'FAILED'
  | 'PENDING'
  | 'PROCESSING'
  | 'QUEUED'
  | 'RETRYING'
  | 'STARTED'
  | 'SUCCESS';

/** One unit of a job's work: a page of a cut, a listing page of a crawl. */
export type JobStep = {
  __typename?: 'JobStep';
  attempts: Scalars['Int']['output'];
  error?: Maybe<Scalars['String']['output']>;
  errorCode?: Maybe<JobErrorCode>;
  height?: Maybe<Scalars['Int']['output']>;
  /** Rendered page image (page cutting), served by the gateway under /files. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  key: Scalars['String']['output'];
  /** Page number for page cutting. */
  number?: Maybe<Scalars['Int']['output']>;
  status: JobStepStatus;
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['Int']['output']>;
};

export type JobStepStatus =
  | 'FAILED'
  | 'IN_PROGRESS'
  | 'PENDING'
  | 'SUCCESS';

/** What a job works on; only the fields of its kind are set. */
export type JobSubject = {
  __typename?: 'JobSubject';
  leafletId?: Maybe<Scalars['ID']['output']>;
  leafletNaturalId?: Maybe<Scalars['String']['output']>;
  notificationChannel?: Maybe<NotificationChannel>;
  /** The notification a NOTIFICATION_SEND job sends, its title (null on NEW_OFFERS_NOTIFICATION) and channel. */
  notificationId?: Maybe<Scalars['ID']['output']>;
  notificationTitle?: Maybe<Scalars['String']['output']>;
  sourceId?: Maybe<Scalars['ID']['output']>;
  sourceName?: Maybe<Scalars['String']['output']>;
  storeId?: Maybe<Scalars['ID']['output']>;
  storeName?: Maybe<Scalars['String']['output']>;
};

export type JobsChangedEvent = {
  __typename?: 'JobsChangedEvent';
  seq: Scalars['Int']['output'];
  /** Version of the job list upstream; refetch lists when it changes. */
  version: Scalars['Int']['output'];
};

export type Leaflet = {
  __typename?: 'Leaflet';
  /** Title. */
  additionalInfo?: Maybe<Scalars['String']['output']>;
  additionalInfo2?: Maybe<Scalars['String']['output']>;
  categoryId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  /** Uploaded cover (first page) image, when one replaced the first cut page. */
  firstPageUrl?: Maybe<Scalars['String']['output']>;
  forceLast: Scalars['Boolean']['output'];
  groupId?: Maybe<Scalars['ID']['output']>;
  hasRecipe: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Tracking link of the leaflet. */
  longUrl?: Maybe<Scalars['String']['output']>;
  naturalId: Scalars['String']['output'];
  notAllowShoppingList: Scalars['Boolean']['output'];
  notShowAdInserts: Scalars['Boolean']['output'];
  pageCount: Scalars['Int']['output'];
  pages: Array<LeafletPageImage>;
  priorities: LeafletPriorities;
  publishDate?: Maybe<Scalars['DateTime']['output']>;
  publishEndDate?: Maybe<Scalars['DateTime']['output']>;
  redirectUrl?: Maybe<Scalars['String']['output']>;
  refreshedAt?: Maybe<Scalars['DateTime']['output']>;
  refreshedBy?: Maybe<Scalars['String']['output']>;
  replaceValidityText: ReplaceValidityText;
  seoId?: Maybe<Scalars['String']['output']>;
  showOnlineBadge: Scalars['Boolean']['output'];
  showPopularBadge: Scalars['Boolean']['output'];
  socialMedia: Array<SocialMediaLink>;
  status: LeafletStatus;
  storeId: Scalars['ID']['output'];
  thumbnailTrackingUrl?: Maybe<Scalars['String']['output']>;
  untilEndOfSupply: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Who wrote the current version (null for the system). */
  updatedBy?: Maybe<Scalars['String']['output']>;
  validFrom?: Maybe<Scalars['Date']['output']>;
  validTo?: Maybe<Scalars['Date']['output']>;
  version: Scalars['Int']['output'];
  visibility: LeafletVisibility;
  watermark: Scalars['Boolean']['output'];
  zipCodes: Array<Scalars['String']['output']>;
};

export type LeafletChangeEvent = {
  __typename?: 'LeafletChangeEvent';
  /** Username of whoever made the change. */
  actor?: Maybe<Scalars['String']['output']>;
  /** Echo of the author's clientMutationId so the author's tab recognises its own change. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
  kind: LeafletChangeKind;
  leaflet: Leaflet;
  /** Sequence number per topic; a gap means an event was missed and the client should refetch. */
  seq: Scalars['Int']['output'];
};

/** Why a leaflet event was published. */
export type LeafletChangeKind =
  | 'CREATED'
  | 'DELETED'
  | 'REFRESHED'
  | 'RESTORED'
  | 'UPDATED';

export type LeafletConnection = {
  __typename?: 'LeafletConnection';
  items: Array<Leaflet>;
  total: Scalars['Int']['output'];
};

export type LeafletFilter = {
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<LeafletStatus>>;
  storeId?: InputMaybe<Scalars['ID']['input']>;
};

/** Which of a shop's leaflets to list: ACTIVE = active group (ACTIVE, READY_FOR_DISACTIVATION), INACTIVE = inactive group (INACTIVE, READY_FOR_ACTIVATION). */
export type LeafletListType =
  | 'ACTIVE'
  | 'ALL'
  | 'INACTIVE';

/** A leaflet's page cutting: its latest cut job with one step per page. */
export type LeafletPageCut = {
  __typename?: 'LeafletPageCut';
  /** The latest PAGE_CUT job with its steps; null when the leaflet was never cut. */
  job?: Maybe<Job>;
  leafletId: Scalars['ID']['output'];
  leafletNaturalId: Scalars['String']['output'];
  storeId: Scalars['ID']['output'];
};

/** Everything page details shows of one leaflet. */
export type LeafletPageDetails = {
  __typename?: 'LeafletPageDetails';
  areas: Array<PageArea>;
  articles: Array<ProductArticle>;
  inserts: Array<PageInsert>;
  leafletId: Scalars['ID']['output'];
  linkSwaps: Array<LinkSwap>;
  naturalId: Scalars['String']['output'];
  pageCount: Scalars['Int']['output'];
  pages: Array<PageDetailsPage>;
  redirects: Array<PageRedirect>;
  storeId: Scalars['ID']['output'];
  /** Moves by one with every write of the page details. */
  version: Scalars['Int']['output'];
};

export type LeafletPageImage = {
  __typename?: 'LeafletPageImage';
  imageUrl: Scalars['String']['output'];
  pageNumber: Scalars['Int']['output'];
  thumbnailUrl: Scalars['String']['output'];
};

/** A PDF of a leaflet's pages (job LEAFLET_PDF) and its download link. */
export type LeafletPdfLink = {
  __typename?: 'LeafletPdfLink';
  /** True once expiresAt has passed: generate the PDF again. */
  expired: Scalars['Boolean']['output'];
  /** When the link stops working (set once the PDF is ready). */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  job: Job;
  /** Download address (under /files, served by the gateway, no session needed) while the link works; null before the PDF is ready and once it expired. */
  url?: Maybe<Scalars['String']['output']>;
};

export type LeafletPriorities = {
  __typename?: 'LeafletPriorities';
  android?: Maybe<Scalars['Int']['output']>;
  android2?: Maybe<Scalars['Int']['output']>;
  ios?: Maybe<Scalars['Int']['output']>;
  web?: Maybe<Scalars['Int']['output']>;
  wp?: Maybe<Scalars['Int']['output']>;
};

export type LeafletPrioritiesInput = {
  android?: InputMaybe<Scalars['Int']['input']>;
  android2?: InputMaybe<Scalars['Int']['input']>;
  ios?: InputMaybe<Scalars['Int']['input']>;
  web?: InputMaybe<Scalars['Int']['input']>;
  wp?: InputMaybe<Scalars['Int']['input']>;
};

export type LeafletReference = {
  __typename?: 'LeafletReference';
  leafletId: Scalars['ID']['output'];
  leafletNaturalId: Scalars['String']['output'];
  leafletStoreId: Scalars['ID']['output'];
};

export type LeafletStatus =
  | 'ACTIVE'
  | 'DELETED'
  /** A leaflet brought back from the archive (restore); not live until it is edited to another status. */
  | 'IMPORTED'
  | 'INACTIVE'
  | 'READY_FOR_ACTIVATION'
  | 'READY_FOR_DISACTIVATION';

/**
 * Every field of the leaflet add/edit dialog (spec §3). Used to edit a leaflet, and as the `leaflet`
 * JSON field of the multipart creation upload (POST /upload/stores/{storeId}/leaflets, files in `files`).
 * Fields left out keep their stored value on edit (their default on creation).
 */
export type LeafletUpdateInput = {
  additionalInfo?: InputMaybe<Scalars['String']['input']>;
  additionalInfo2?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  forceLast?: InputMaybe<Scalars['Boolean']['input']>;
  groupId?: InputMaybe<Scalars['ID']['input']>;
  hasRecipe?: InputMaybe<Scalars['Boolean']['input']>;
  longUrl?: InputMaybe<Scalars['String']['input']>;
  naturalId: Scalars['String']['input'];
  notAllowShoppingList?: InputMaybe<Scalars['Boolean']['input']>;
  notShowAdInserts?: InputMaybe<Scalars['Boolean']['input']>;
  priorities?: InputMaybe<LeafletPrioritiesInput>;
  publishDate: Scalars['DateTime']['input'];
  publishEndDate?: InputMaybe<Scalars['DateTime']['input']>;
  redirectUrl?: InputMaybe<Scalars['String']['input']>;
  replaceValidityText?: InputMaybe<ReplaceValidityText>;
  seoId?: InputMaybe<Scalars['String']['input']>;
  showOnlineBadge?: InputMaybe<Scalars['Boolean']['input']>;
  showPopularBadge?: InputMaybe<Scalars['Boolean']['input']>;
  socialMedia?: InputMaybe<Array<SocialMediaLinkInput>>;
  status: LeafletStatus;
  thumbnailTrackingUrl?: InputMaybe<Scalars['String']['input']>;
  untilEndOfSupply?: InputMaybe<Scalars['Boolean']['input']>;
  validFrom: Scalars['Date']['input'];
  validTo?: InputMaybe<Scalars['Date']['input']>;
  visibility?: InputMaybe<LeafletVisibilityInput>;
  watermark?: InputMaybe<Scalars['Boolean']['input']>;
  zipCodes?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Kinds of links DELETE /api/leaflets/urls removes (spec §7). */
export type LeafletUrlKind =
  | 'LONG_URL'
  | 'PAGE_LONG_URL'
  | 'PAGE_REDIRECT_URL'
  | 'REDIRECT_URL'
  | 'THUMBNAIL_TRACKING_URL';

export type LeafletVisibility = {
  __typename?: 'LeafletVisibility';
  android: Scalars['Boolean']['output'];
  android2: Scalars['Boolean']['output'];
  ios: Scalars['Boolean']['output'];
  web: Scalars['Boolean']['output'];
  wp: Scalars['Boolean']['output'];
};

export type LeafletVisibilityInput = {
  android?: InputMaybe<Scalars['Boolean']['input']>;
  android2?: InputMaybe<Scalars['Boolean']['input']>;
  ios?: InputMaybe<Scalars['Boolean']['input']>;
  web?: InputMaybe<Scalars['Boolean']['input']>;
  wp?: InputMaybe<Scalars['Boolean']['input']>;
};

export type LeafletsSummary = {
  __typename?: 'LeafletsSummary';
  active: Scalars['Int']['output'];
  inactive: Scalars['Int']['output'];
  readyForActivation: Scalars['Int']['output'];
  readyForDeactivation: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Platforms a link swap applies to (the delivery platforms of packages/domain/src/platforms.ts). */
export type LinkPlatform =
  | 'android'
  | 'android2'
  | 'ios'
  | 'web'
  | 'wp';

/** A link swap planned for a day and hour: the redirect's link becomes newLink on the platforms. */
export type LinkSwap = {
  __typename?: 'LinkSwap';
  appliedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it applies (minute precision). */
  at: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  newLink: Scalars['String']['output'];
  platforms: Array<LinkPlatform>;
  redirectId: Scalars['ID']['output'];
  status: LinkSwapStatus;
};

export type LinkSwapInput = {
  /** The day and hour chosen in the browser (its time zone), minute precision; not in the past. */
  at: Scalars['DateTime']['input'];
  newLink: Scalars['String']['input'];
  platforms: Array<LinkPlatform>;
  redirectId: Scalars['ID']['input'];
};

/** State of a scheduled link swap. */
export type LinkSwapStatus =
  /** Applied by the job runner at its time. */
  | 'APPLIED'
  /** Cancelled before its time. */
  | 'CANCELLED'
  /** Its redirect was removed before its time. */
  | 'FAILED'
  /** Waiting for its time. */
  | 'PLANNED';

/** One page of a list: server-side paging, sorting, filtering and search. */
export type ListPageInput = {
  archived?: InputMaybe<ArchivedFilter>;
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** Page size (the resource's maximum from packages/domain/src/lists.ts applies). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** Text searched in the resource's names (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** A sortable column of the resource; its first one by default. */
  sort?: InputMaybe<Scalars['String']['input']>;
};

/** Whether the gateway can currently read the watched thing upstream. */
export type LiveState =
  | 'LIVE'
  | 'UPSTREAM_UNAVAILABLE';

/** How many clickable areas the PDF's link annotations gave. */
export type LoadedPdfLinks = {
  __typename?: 'LoadedPdfLinks';
  details: LeafletPageDetails;
  loaded: Scalars['Int']['output'];
};

/** A card of a shop's loyalty programme, offered by the mobile apps (spec §3). */
export type LoyaltyCard = {
  __typename?: 'LoyaltyCard';
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The card's own id: 2–50 lowercase letters, digits and '-'; unique. */
  cardId: Scalars['String']['output'];
  /** 2–50 characters. */
  cardName: Scalars['String']['output'];
  /** #rrggbb, lowercase. */
  color: Scalars['String']['output'];
  country: LoyaltyCardCountry;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Addresses of the card's pictures (under /files/loyaltyCards), front first; at least one. */
  images: Array<Scalars['String']['output']>;
  /** Shown among the popular cards of the apps. */
  isPopular: Scalars['Boolean']['output'];
  /** The card's id in the system it came from. */
  legacyId?: Maybe<Scalars['String']['output']>;
  /** The shop running the card, if any. */
  storeId?: Maybe<Scalars['ID']['output']>;
  /** That shop's name. */
  storeName?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
};

/** A card was created, edited, archived or restored: the record as it is now. */
export type LoyaltyCardChange = {
  __typename?: 'LoyaltyCardChange';
  action: RecordAction;
  actor?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** The change's number in the resource's topic: the same as seq, except in lists shaped for the subscriber (seq counts only what they were shown). Sent back with seq when subscribing again (extensions.resume). */
  position: Scalars['Int']['output'];
  record: LoyaltyCard;
  /** Position in the topic; a gap means missed events (refetch). */
  seq: Scalars['Int']['output'];
};

/** Countries a card may be valid in: two-letter ISO codes (LOYALTY_CARD_COUNTRIES of packages/domain). */
export type LoyaltyCardCountry =
  | 'AT'
  | 'CZ'
  | 'DE'
  | 'EE'
  | 'HU'
  | 'LT'
  | 'LV'
  | 'PL'
  | 'RO'
  | 'SK'
  | 'UA';

/** Which cards a list shows; every field is optional. */
export type LoyaltyCardFilter = {
  country?: InputMaybe<LoyaltyCardCountry>;
  storeId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * The card form (loyaltyCardSchema of packages/domain): cardId required, 2–50 characters, only lowercase
 * letters, digits and '-' (a taken one: CONFLICT DUPLICATE_NAME naming cardId); cardName required, 2–50;
 * color required as #rrggbb; at least one picture uploaded through /upload/loyaltyCards/images; the shop
 * must exist and not be archived.
 */
export type LoyaltyCardInput = {
  cardId: Scalars['String']['input'];
  cardName: Scalars['String']['input'];
  color: Scalars['String']['input'];
  country: LoyaltyCardCountry;
  images: Array<Scalars['String']['input']>;
  isPopular?: InputMaybe<Scalars['Boolean']['input']>;
  legacyId?: InputMaybe<Scalars['String']['input']>;
  storeId?: InputMaybe<Scalars['ID']['input']>;
};

export type LoyaltyCardPage = {
  __typename?: 'LoyaltyCardPage';
  items: Array<LoyaltyCard>;
  total: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Starts editing a record, or renews your lock (the heartbeat). Fails with LOCKED (extensions.lock)
   * when someone else holds it, unless takeOver is true: then the lock passes to you and the holder is told.
   */
  acquireRecordLock: RecordLock;
  addPageArea: LeafletPageDetails;
  /** Places an insert at each of the positions; a position that already holds an insert is refused (field positions). */
  addPageInserts: LeafletPageDetails;
  addPageRedirect: LeafletPageDetails;
  addProductArticle: LeafletPageDetails;
  applyBulkLink: LeafletPageDetails;
  /** Archives the category (restorable); refused with CONFLICT (IN_USE) while shops use it. */
  archiveCategory: Category;
  /** Archives the cook (restorable); its recipes stay, and it takes no new ones. */
  archiveCook: Cook;
  archiveGroup: Group;
  /** Archives the insert; refused with CONFLICT (INSERT_IN_USE) while a leaflet page uses it. */
  archiveInsert: Insert;
  /** Archives (deletes) a card; it can be restored. */
  archiveLoyaltyCard: LoyaltyCard;
  archiveRecipe: Recipe;
  archiveReelChannel: ReelChannel;
  /** Archives the shop with its leaflets (restorable); administrators only. CONFLICT (ALREADY_ARCHIVED) when it is archived already. */
  archiveStore: Store;
  cancelJob: Job;
  cancelLinkSwap: LeafletPageDetails;
  /** Cancels a planned notification: nothing is sent (CONFLICT NOTIFICATION_NOT_PLANNED once it started). */
  cancelNotification: Notification;
  /**
   * Changes the signed-in user's password (any role); clears me.mustChangePassword. The user's other
   * sessions end (their sockets close with 4401); this one goes on. A wrong current password, a too
   * short or a too long new one (over 72 bytes in UTF-8) fails with BAD_USER_INPUT and
   * extensions.invalidFields (keys validation.currentPasswordWrong, validation.passwordMin,
   * validation.passwordMaxBytes on fields currentPassword / newPassword). After 5 wrong current
   * passwords within 15 minutes it fails with TOO_MANY_REQUESTS (extensions.reason
   * TOO_MANY_PASSWORD_ATTEMPTS, extensions.retryAfterSeconds) for a while.
   */
  changePassword: Scalars['Boolean']['output'];
  /** Confirms the match the import found (MATCHED → CONFIRMED). */
  confirmArticleDataMatch: ArticleData;
  createCategory: Category;
  /** Administrators only. Duplicate name or seo id: CONFLICT (DUPLICATE_NAME, invalidFields names the field). */
  createCook: Cook;
  createGroup: Group;
  createInsert: Insert;
  /** Creates a card. Refused with BAD_USER_INPUT (invalidFields per rule; the form's rules are checked before any upstream call). */
  createLoyaltyCard: LoyaltyCard;
  /** Refused with BAD_USER_INPUT (invalidFields per rule, steps as steps[i].name …) before anything goes upstream. */
  createRecipe: Recipe;
  createReel: Reel;
  createReelChannel: ReelChannel;
  /** Administrators only. Duplicate name or web id: CONFLICT (DUPLICATE_NAME, invalidFields names the field). */
  createStore: Store;
  /**
   * Creates an account. Refused with BAD_USER_INPUT (invalidFields per rule), CONFLICT (DUPLICATE_NAME on
   * username) or FORBIDDEN (the ROOT role given by someone who is not ROOT).
   */
  createUser: User;
  /** Cuts the leaflet's stored PDF again (a new PDF is uploaded through POST /upload/leaflets/{id}/cut). */
  cutLeafletPages: Job;
  /** PUBLISHED → DEACTIVATED (CONFLICT REEL_STATUS otherwise). */
  deactivateReel: Reel;
  /** Sets an unmatched item aside (→ DELETED). */
  deleteArticleData: ArticleData;
  deleteLeaflet: Scalars['Boolean']['output'];
  /** Removes links of one kind from the given leaflets (or all leaflets of a shop); answers how many leaflets changed. */
  deleteLeafletUrls: Scalars['Int']['output'];
  /**
   * Archives the shop (restorable).
   * @deprecated Use archiveStore, which answers the shop.
   */
  deleteStore: Scalars['Boolean']['output'];
  /** Sign-ins are refused and every session ends; the user's sockets close with 4401. Refused for oneself (CANNOT_DISABLE_SELF). */
  disableUser: User;
  /** The account may sign in again (already enabled: answered as it is). */
  enableUser: User;
  /** Starts building a PDF of the leaflet's pages (its cut pages, or its uploaded page images); follow it with jobProgress. CONFLICT NO_PAGES when it has none. */
  generateLeafletPdf: Job;
  /** Reads the link annotations of the leaflet's PDF and adds one area per link. */
  loadPageAreasFromPdf: LoadedPdfLinks;
  /**
   * Username is trimmed. Sets the session cookies. A wrong username or password, or the right password of
   * a disabled account, fails with UNAUTHENTICATED (extensions.reason BAD_CREDENTIALS); a throttled one
   * with TOO_MANY_REQUESTS (extensions.reason TOO_MANY_ATTEMPTS, extensions.retryAfterSeconds).
   */
  login: Session;
  /** Revokes the refresh token upstream and clears the cookies. */
  logout: Scalars['Boolean']['output'];
  /** Assigns an item to a leaflet by its natural id (→ CONFIRMED). */
  matchArticleDataToLeaflet: ArticleData;
  /** Publishes the XML feed: awaiting leaflets become ACTIVE, leaflets awaiting deactivation become INACTIVE. */
  publishPromotions: PublicationResult;
  /** DRAFT or DEACTIVATED → PUBLISHED (CONFLICT REEL_STATUS otherwise); with a version, only if nobody changed the reel since. */
  publishReel: Reel;
  /** Sets the refresh date to now (re-sorts the ordering). */
  refreshLeaflet: Leaflet;
  /** Rotates the tokens using the refresh cookie. */
  refreshSession: Session;
  /** Stops editing: releases your lock (false when you did not hold it). */
  releaseRecordLock: Scalars['Boolean']['output'];
  /** Removes or rejects a match (→ NOT_MATCHED). */
  removeArticleDataMatch: ArticleData;
  removePageArea: LeafletPageDetails;
  removePageInsert: LeafletPageDetails;
  removePageRedirect: LeafletPageDetails;
  removeProductArticle: LeafletPageDetails;
  /** Removes the reel (archived: restoreReel brings it back). */
  removeReel: Reel;
  restoreCategory: Category;
  restoreCook: Cook;
  restoreGroup: Group;
  restoreInsert: Insert;
  /** Brings an archived leaflet back as IMPORTED; refused (CONFLICT, LEAFLET_EXPIRED) when its validity has ended. */
  restoreLeaflet: Leaflet;
  restoreLoyaltyCard: LoyaltyCard;
  restoreRecipe: Recipe;
  restoreReel: Reel;
  restoreReelChannel: ReelChannel;
  /** Brings the shop back with its leaflets as they were; administrators only. CONFLICT (NOT_ARCHIVED) when it is not archived. */
  restoreStore: Store;
  /** Renders the failed pages of the latest cut again. */
  retryFailedPages: Job;
  /** Runs a failed or cancelled job again; for page cutting only the failed pages. */
  retryJob: Job;
  /**
   * Restores the document a section had at an earlier version (toVersion) as its next version. version is
   * the current one (CONFLICT VERSION_MISMATCH when stale); a document today's rules refuse (a shop since
   * archived): BAD_USER_INPUT; an unknown toVersion: NOT_FOUND.
   */
  revertAppConfigSection: AppConfigSection;
  /** Runs every enabled source. */
  runAllCrawlers: Array<Job>;
  /** Runs (or re-runs) one source; when a run of it is under way, returns that one. */
  runCrawler: Job;
  scheduleLinkSwap: LeafletPageDetails;
  /**
   * Sends now (plannedAt null: the sending job starts at once) or plans a send. Refused with
   * BAD_USER_INPUT (invalidFields per rule) or FORBIDDEN (a channel, shop or group the user may not use;
   * checked before any upstream call for the channel).
   */
  sendNotification: Notification;
  /** Answers what changed, from the version the move was made on. */
  setLeafletPriority: OrderingDelta;
  /** Sets a temporary password (at least 8 characters): the user must change it at the next sign-in; the user's sessions end. */
  setUserPassword: User;
  /** Starts an import from the configured source; when one is running, returns that one. */
  startArticlesDataImport: Job;
  undeleteArticleData: ArticleData;
  /** Undo your own last move while nobody has changed the ordering since. */
  undoOrderingMove: OrderingDelta;
  /**
   * Saves a section's document as its next version. version is the one the edit started from (CONFLICT
   * VERSION_MISMATCH when stale); another's edit lock: LOCKED; a document breaking the section's rules:
   * BAD_USER_INPUT with invalidFields by their path in the document (e.g. "items[1].title").
   */
  updateAppConfigSection: AppConfigSection;
  /** version is the one the edit started from; a stale one fails with CONFLICT (VERSION_MISMATCH); another's edit lock with LOCKED. */
  updateCategory: Category;
  /** version is the one the edit started from (CONFLICT VERSION_MISMATCH when stale); another's edit lock: LOCKED. */
  updateCook: Cook;
  updateGroup: Group;
  updateInsert: Insert;
  /**
   * Edits a leaflet (every field of the dialog). A priority held by another leaflet is refused with
   * CONFLICT (PRIORITY_TAKEN) unless overwritePriority is true; refused while someone else holds the
   * leaflet's edit lock (LOCKED).
   */
  updateLeaflet: Leaflet;
  /** Edits a card. version is the one the edit started from (CONFLICT VERSION_MISMATCH when stale); another's edit lock: LOCKED. */
  updateLoyaltyCard: LoyaltyCard;
  /**
   * Edits a planned notification. version is the one the edit started from (CONFLICT VERSION_MISMATCH when
   * stale); another's edit lock: LOCKED; no longer planned: CONFLICT NOTIFICATION_NOT_PLANNED.
   */
  updateNotification: Notification;
  updatePageArea: LeafletPageDetails;
  updatePageRedirect: LeafletPageDetails;
  /** Sets (or clears, with nulls) your activity in a room you are subscribed to; also a heartbeat. */
  updatePresence: Scalars['Boolean']['output'];
  updateProductArticle: LeafletPageDetails;
  updateRecipe: Recipe;
  updateReel: Reel;
  updateReelChannel: ReelChannel;
  /** version is the one the edit started from; a stale one fails with CONFLICT (VERSION_MISMATCH); another's edit lock with LOCKED. */
  updateStore: Store;
  /**
   * version is the one the edit started from; a stale one fails with CONFLICT (VERSION_MISMATCH); another's
   * edit lock with LOCKED. Only a ROOT user changes a ROOT account (FORBIDDEN). Disabling oneself fails with
   * CONFLICT (CANNOT_DISABLE_SELF), taking away one's own administrator role with CONFLICT
   * (CANNOT_REMOVE_OWN_ADMIN). Disabling the account or changing its role ends its sessions.
   */
  updateUser: User;
};


export type MutationAcquireRecordLockArgs = {
  id: Scalars['ID']['input'];
  resource: ResourceName;
  takeOver?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationAddPageAreaArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  input: PageAreaInput;
  leafletId: Scalars['ID']['input'];
};


export type MutationAddPageInsertsArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  input: PageInsertInput;
  leafletId: Scalars['ID']['input'];
};


export type MutationAddPageRedirectArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  input: PageRedirectInput;
  leafletId: Scalars['ID']['input'];
};


export type MutationAddProductArticleArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  input: ProductArticleInput;
  leafletId: Scalars['ID']['input'];
};


export type MutationApplyBulkLinkArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  input: BulkLinkInput;
  leafletId: Scalars['ID']['input'];
};


export type MutationArchiveCategoryArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationArchiveCookArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationArchiveGroupArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationArchiveInsertArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationArchiveLoyaltyCardArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationArchiveRecipeArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationArchiveReelChannelArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationArchiveStoreArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCancelJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelLinkSwapArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  leafletId: Scalars['ID']['input'];
};


export type MutationCancelNotificationArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationConfirmArticleDataMatchArgs = {
  id: Scalars['ID']['input'];
  leafletId: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCreateCategoryArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  input: CategoryInput;
};


export type MutationCreateCookArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  input: CookInput;
};


export type MutationCreateGroupArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  input: GroupInput;
};


export type MutationCreateInsertArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  input: InsertInput;
};


export type MutationCreateLoyaltyCardArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  input: LoyaltyCardInput;
};


export type MutationCreateRecipeArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  input: RecipeInput;
};


export type MutationCreateReelArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  input: ReelInput;
};


export type MutationCreateReelChannelArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  input: ReelChannelInput;
};


export type MutationCreateStoreArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  input: StoreInput;
};


export type MutationCreateUserArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  input: NewUserInput;
};


export type MutationCutLeafletPagesArgs = {
  leafletId: Scalars['ID']['input'];
};


export type MutationDeactivateReelArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDeleteArticleDataArgs = {
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDeleteLeafletArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationDeleteLeafletUrlsArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  kind: LeafletUrlKind;
  leafletIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  storeId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationDeleteStoreArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDisableUserArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationEnableUserArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationGenerateLeafletPdfArgs = {
  leafletId: Scalars['ID']['input'];
};


export type MutationLoadPageAreasFromPdfArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  leafletId: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationMatchArticleDataToLeafletArgs = {
  id: Scalars['ID']['input'];
  leafletNaturalId: Scalars['String']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationPublishReelArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationRefreshLeafletArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationReleaseRecordLockArgs = {
  id: Scalars['ID']['input'];
  resource: ResourceName;
};


export type MutationRemoveArticleDataMatchArgs = {
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationRemovePageAreaArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  leafletId: Scalars['ID']['input'];
};


export type MutationRemovePageInsertArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  leafletId: Scalars['ID']['input'];
};


export type MutationRemovePageRedirectArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  leafletId: Scalars['ID']['input'];
};


export type MutationRemoveProductArticleArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  leafletId: Scalars['ID']['input'];
};


export type MutationRemoveReelArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationRestoreCategoryArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationRestoreCookArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationRestoreGroupArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationRestoreInsertArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationRestoreLeafletArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationRestoreLoyaltyCardArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationRestoreRecipeArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationRestoreReelArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationRestoreReelChannelArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationRestoreStoreArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationRetryFailedPagesArgs = {
  leafletId: Scalars['ID']['input'];
};


export type MutationRetryJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevertAppConfigSectionArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  toVersion: Scalars['Int']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRunCrawlerArgs = {
  sourceId: Scalars['ID']['input'];
};


export type MutationScheduleLinkSwapArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  input: LinkSwapInput;
  leafletId: Scalars['ID']['input'];
};


export type MutationSendNotificationArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  input: NotificationInput;
};


export type MutationSetLeafletPriorityArgs = {
  input: SetLeafletPriorityInput;
};


export type MutationSetUserPasswordArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  temporaryPassword: Scalars['String']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUndeleteArticleDataArgs = {
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUndoOrderingMoveArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  expectedVersion: Scalars['Int']['input'];
  moveId: Scalars['ID']['input'];
  platform: Scalars['String']['input'];
};


export type MutationUpdateAppConfigSectionArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: AppConfigSectionInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateCategoryArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: CategoryInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateCookArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: CookInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateGroupArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: GroupInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateInsertArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: InsertInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateLeafletArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: LeafletUpdateInput;
  overwritePriority?: InputMaybe<Scalars['Boolean']['input']>;
  version: Scalars['Int']['input'];
};


export type MutationUpdateLoyaltyCardArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: LoyaltyCardInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateNotificationArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: NotificationInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdatePageAreaArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: PageAreaInput;
  leafletId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationUpdatePageRedirectArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: PageRedirectInput;
  leafletId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationUpdatePresenceArgs = {
  activity?: InputMaybe<Scalars['String']['input']>;
  room: Scalars['String']['input'];
  subject?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateProductArticleArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: ProductArticleInput;
  leafletId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationUpdateRecipeArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: RecipeInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateReelArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: ReelInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateReelChannelArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: ReelChannelInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateStoreArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: StoreInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateUserArgs = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: UserInput;
  version: Scalars['Int']['input'];
};

/** A new account: the form and a temporary password (at least 8 characters) the user must change at the first sign-in. */
export type NewUserInput = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  notificationChannels: Array<Scalars['String']['input']>;
  role: Role;
  storeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  temporaryPassword: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

/** A push notification (spec §3). */
export type Notification = {
  __typename?: 'Notification';
  bigIcon?: Maybe<Scalars['String']['output']>;
  bigPicture?: Maybe<Scalars['String']['output']>;
  channel: NotificationChannel;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  deepLink?: Maybe<Scalars['String']['output']>;
  /** Device tokens that narrow the recipients (empty: every device of the shops). */
  devices: Array<Scalars['String']['output']>;
  /** Devices whose delivery failed for good. */
  failed: Scalars['Int']['output'];
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Lines 'latitude, longitude, radius' (km); a device is reached inside any of them (none: everywhere). */
  geolocations: Array<Scalars['String']['output']>;
  groupIds: Array<Scalars['ID']['output']>;
  groupNames: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The sending job (progress through jobProgress); null while planned. */
  jobId?: Maybe<Scalars['ID']['output']>;
  openTrackingLink?: Maybe<Scalars['String']['output']>;
  /** The day and hour of a planned send; null when it was sent at once. */
  plannedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Devices the send resolved (0 until it starts). */
  recipients: Scalars['Int']['output'];
  /** Devices the provider accepted the notification for. */
  sent: Scalars['Int']['output'];
  showTrackingLink?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: NotificationStatus;
  storeIds: Array<Scalars['ID']['output']>;
  /** Names of the chosen shops and groups, for lists that show them. */
  storeNames: Array<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  /** Null on NEW_OFFERS_NOTIFICATION (the app writes the title). */
  title?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
  webpageLink?: Maybe<Scalars['String']['output']>;
};

/** A notification was created, edited, cancelled, started or finished: the record as it is now. */
export type NotificationChange = {
  __typename?: 'NotificationChange';
  action: RecordAction;
  actor?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** The change's number in the resource's topic: the same as seq, except in lists shaped for the subscriber (seq counts only what they were shown). Sent back with seq when subscribing again (extensions.resume). */
  position: Scalars['Int']['output'];
  record: Notification;
  /** Position in the topic; a gap means missed events (refetch). */
  seq: Scalars['Int']['output'];
};

/** The four notification types; a user sends only on the channels assigned to them (administrators on all). */
export type NotificationChannel =
  | 'NEW_OFFERS_NOTIFICATION'
  | 'NEW_OFFERS_NOTIFICATION_EXTENDED'
  | 'NEW_OFFERS_NOTIFICATION_WITH_CUSTOM_TEXT'
  | 'PROMOTIONAL_NOTIFICATION_EXTENDED';

/** One device's delivery of a notification (the archive, spec §3 archived fields). */
export type NotificationDelivery = {
  __typename?: 'NotificationDelivery';
  channel: NotificationChannel;
  /** The device's token. */
  device: Scalars['String']['output'];
  /** The provider's error name (e.g. UNREGISTERED), null when delivered. */
  errorCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  notificationId: Scalars['ID']['output'];
  notificationTitle?: Maybe<Scalars['String']['output']>;
  /** android or ios. */
  platform?: Maybe<Scalars['String']['output']>;
  /** HTTP status the provider answered (200 delivered; 0: the answer was lost in a restart and the device was not tried again). */
  responseCode: Scalars['Int']['output'];
  sentAt: Scalars['DateTime']['output'];
  /** Shops of the notification that the device follows. */
  storeIds: Array<Scalars['ID']['output']>;
  storeNames: Array<Scalars['String']['output']>;
};

/** Which deliveries the archive shows; every field is optional. */
export type NotificationDeliveryFilter = {
  channel?: InputMaybe<NotificationChannel>;
  /** true: delivered only; false: failed only. */
  delivered?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of a device token. */
  device?: InputMaybe<Scalars['String']['input']>;
  /** Sent at or after this moment. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  notificationId?: InputMaybe<Scalars['ID']['input']>;
  storeId?: InputMaybe<Scalars['ID']['input']>;
  /** Sent before this moment. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

export type NotificationDeliveryPage = {
  __typename?: 'NotificationDeliveryPage';
  items: Array<NotificationDelivery>;
  total: Scalars['Int']['output'];
};

/** Which notifications a list shows; every field is optional. */
export type NotificationFilter = {
  channel?: InputMaybe<NotificationChannel>;
  status?: InputMaybe<NotificationStatus>;
};

/**
 * The notification form (notificationSchema of packages/domain): a title unless NEW_OFFERS_NOTIFICATION
 * (where it must be empty), valid links, geolocation lines, at least one shop or group, and plannedAt
 * not in the past (null: send now).
 */
export type NotificationInput = {
  bigIcon?: InputMaybe<Scalars['String']['input']>;
  bigPicture?: InputMaybe<Scalars['String']['input']>;
  channel: NotificationChannel;
  deepLink?: InputMaybe<Scalars['String']['input']>;
  devices?: InputMaybe<Array<Scalars['String']['input']>>;
  geolocations?: InputMaybe<Array<Scalars['String']['input']>>;
  groupIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  openTrackingLink?: InputMaybe<Scalars['String']['input']>;
  plannedAt?: InputMaybe<Scalars['DateTime']['input']>;
  showTrackingLink?: InputMaybe<Scalars['String']['input']>;
  storeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  text?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  webpageLink?: InputMaybe<Scalars['String']['input']>;
};

export type NotificationPage = {
  __typename?: 'NotificationPage';
  items: Array<Notification>;
  total: Scalars['Int']['output'];
};

/** How notifications leave Flyerdesk. */
export type NotificationProvider =
  /** Firebase Cloud Messaging (HTTP v1), configured by the api's environment. */
  | 'FCM'
  /** The built-in outbox: every message is recorded (and answered as delivered), nothing reaches a phone. */
  | 'OUTBOX';

/** A notification's life (NOTIFICATION_STATUSES of packages/domain). */
export type NotificationStatus =
  /** Cancelled while planned: nothing was sent. */
  | 'CANCELLED'
  /** The send stopped before every recipient was tried. */
  | 'FAILED'
  /** Waits for its day and hour; it can still be edited or cancelled. */
  | 'PLANNED'
  /** The sending job is running (progress: jobProgress(jobId)). */
  | 'SENDING'
  /** Every recipient was tried (see sent and failed). */
  | 'SENT';

/** A shop or group a notification may be sent to. */
export type NotificationTarget = {
  __typename?: 'NotificationTarget';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** What the sender may choose: administrators every shop and group, others their assigned shops and the groups holding any of them. */
export type NotificationTargets = {
  __typename?: 'NotificationTargets';
  /** The channels the sender may use. */
  channels: Array<NotificationChannel>;
  groups: Array<NotificationTarget>;
  provider: NotificationProvider;
  stores: Array<NotificationTarget>;
};

/** A leaflet at its place in a platform's order of promotions. */
export type OrderedLeaflet = {
  __typename?: 'OrderedLeaflet';
  leaflet: Leaflet;
  /** 1-based position in the computed order (spec §4). */
  position: Scalars['Int']['output'];
  /** The leaflet's priority on this platform (for 'all': its lowest positive priority); null when it has none. */
  priority?: Maybe<Scalars['Int']['output']>;
  storeName: Scalars['String']['output'];
};

export type Ordering = {
  __typename?: 'Ordering';
  items: Array<OrderedLeaflet>;
  /** Platform key, or 'all' for all platforms. */
  platform: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  updatedBy?: Maybe<Scalars['String']['output']>;
  /** Changes with every write that can change this platform's order; moves must name the version they were made on. */
  version: Scalars['Int']['output'];
};

export type OrderingChangeEvent = {
  __typename?: 'OrderingChangeEvent';
  actor?: Maybe<Scalars['String']['output']>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** The change itself; null when it could not be computed here: load the order again. */
  delta?: Maybe<OrderingDelta>;
  move?: Maybe<OrderingMove>;
  platform: Scalars['String']['output'];
  /** Sequence number per platform topic; a gap means an event was missed: refetch. */
  seq: Scalars['Int']['output'];
  source: OrderingChangeSource;
  version: Scalars['Int']['output'];
};

export type OrderingChangeSource =
  /** Found by the poller: changed upstream by something else. */
  | 'EXTERNAL'
  /** A leaflet write (refresh, status, visibility…) made through Flyerdesk. */
  | 'LEAFLET'
  /** A priority move made through Flyerdesk. */
  | 'MOVE'
  | 'PUBLISH'
  | 'UNDO';

/**
 * What changed in a platform's order between two versions: the rows whose place, priority or shown
 * leaflet changed, and the leaflets that left it. Apply it only to the order at baseVersion (or to any
 * older one when complete); otherwise load the order again.
 */
export type OrderingDelta = {
  __typename?: 'OrderingDelta';
  /** The version the delta was computed from. */
  baseVersion: Scalars['Int']['output'];
  /** Rows that are new, that moved among the others, or that show something else than in the base version, each at its new position. Every other row keeps its order and takes the next position left free (rows that only shift as another leaflet passes them are not sent). */
  changed: Array<OrderedLeaflet>;
  /** Every row is in changed: replace the whole order. */
  complete: Scalars['Boolean']['output'];
  /** The move that made the change (answers of moves and undos). */
  move?: Maybe<OrderingMove>;
  platform: Scalars['String']['output'];
  /** Leaflets that left the order. */
  removed: Array<Scalars['ID']['output']>;
  /** Rows in the order after the change. */
  total: Scalars['Int']['output'];
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  updatedBy?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
};

export type OrderingMove = {
  __typename?: 'OrderingMove';
  actor: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** The leaflet whose priority was taken over (overwrite), if any. */
  displacedNaturalId?: Maybe<Scalars['String']['output']>;
  fromPriority?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  leafletId: Scalars['ID']['output'];
  naturalId: Scalars['String']['output'];
  platform: Scalars['String']['output'];
  storeName: Scalars['String']['output'];
  toPriority?: Maybe<Scalars['Int']['output']>;
  /** Set when this move undid another one. */
  undoOf?: Maybe<Scalars['ID']['output']>;
  versionAfter: Scalars['Int']['output'];
  versionBefore: Scalars['Int']['output'];
};

/** A clickable rectangle on a page image, in pixels of the rendered page (origin top left). */
export type PageArea = {
  __typename?: 'PageArea';
  affiliation?: Maybe<Scalars['String']['output']>;
  /** CSS colour, #rrggbb. */
  color?: Maybe<Scalars['String']['output']>;
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  link: Scalars['String']['output'];
  pageNumber: Scalars['Int']['output'];
  /** Where it came from: drawn by hand or loaded from the PDF. */
  source: PageAreaSource;
  /** Extra URL parameters appended to the link, e.g. utm_source=app. */
  urlParams?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
  width: Scalars['Int']['output'];
  x: Scalars['Int']['output'];
  y: Scalars['Int']['output'];
};

export type PageAreaInput = {
  affiliation?: InputMaybe<Scalars['String']['input']>;
  color?: InputMaybe<Scalars['String']['input']>;
  height: Scalars['Int']['input'];
  link: Scalars['String']['input'];
  pageNumber: Scalars['Int']['input'];
  urlParams?: InputMaybe<Scalars['String']['input']>;
  width: Scalars['Int']['input'];
  x: Scalars['Int']['input'];
  y: Scalars['Int']['input'];
};

export type PageAreaSource =
  | 'DRAWN'
  | 'PDF';

/** What changed in a leaflet's page details; carries the page details as they are after the change. */
export type PageDetailsChange = {
  __typename?: 'PageDetailsChange';
  action: RecordAction;
  actor?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  clientMutationId?: Maybe<Scalars['String']['output']>;
  details: LeafletPageDetails;
  /** insert, redirect, linkSwap, area, article; details: the page details as they are, for a subscriber that showed an older version */
  part: Scalars['String']['output'];
  seq: Scalars['Int']['output'];
};

/** A page image with its size in pixels (areas are drawn in this space). */
export type PageDetailsPage = {
  __typename?: 'PageDetailsPage';
  height?: Maybe<Scalars['Int']['output']>;
  imageUrl: Scalars['String']['output'];
  pageNumber: Scalars['Int']['output'];
  thumbnailUrl: Scalars['String']['output'];
  width?: Maybe<Scalars['Int']['output']>;
};

/** An insert placed among a leaflet's pages: before page `position` (pageCount + 1: after the last page). */
export type PageInsert = {
  __typename?: 'PageInsert';
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  insertId: Scalars['ID']['output'];
  insertName: Scalars['String']['output'];
  position: Scalars['Int']['output'];
};

export type PageInsertInput = {
  insertId: Scalars['ID']['input'];
  /** Positions as a comma list with ranges, e.g. 2,5-12 (1 … pageCount + 1, no duplicates, no zero). */
  positions: Scalars['String']['input'];
};

/** A page redirect: where a tap on the listed pages leads. */
export type PageRedirect = {
  __typename?: 'PageRedirect';
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  longUrl?: Maybe<Scalars['String']['output']>;
  /** Links swapped in on single platforms (a platform missing here uses redirectUrl). */
  platformLinks: Array<PlatformLink>;
  /** Page numbers, ascending (1 … pageCount). */
  positions: Array<Scalars['Int']['output']>;
  /** The positions as written, e.g. 2,5-12. */
  positionsText: Scalars['String']['output'];
  redirectUrl?: Maybe<Scalars['String']['output']>;
  thumbnailTrackingUrl?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
};

export type PageRedirectInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  longUrl?: InputMaybe<Scalars['String']['input']>;
  /** Pages as a comma list with ranges (1 … pageCount). */
  positions: Scalars['String']['input'];
  redirectUrl?: InputMaybe<Scalars['String']['input']>;
  thumbnailTrackingUrl?: InputMaybe<Scalars['String']['input']>;
};

export type PendingPublication = {
  __typename?: 'PendingPublication';
  /** READY_FOR_ACTIVATION leaflets whose publish date is more than 5 minutes ago. */
  toActivate: Array<Leaflet>;
  /** READY_FOR_DISACTIVATION leaflets. */
  toDeactivate: Array<Leaflet>;
};

export type PendingPublicationEvent = {
  __typename?: 'PendingPublicationEvent';
  pending: PendingPublication;
  seq: Scalars['Int']['output'];
};

export type Platform = {
  __typename?: 'Platform';
  /** Key as the back-end names it: android, ios, web, wp, android2 ... */
  key: Scalars['String']['output'];
  /** Display name: first letter capitalised, ios and wp upper-cased. */
  name: Scalars['String']['output'];
};

export type PlatformLink = {
  __typename?: 'PlatformLink';
  platform: LinkPlatform;
  url: Scalars['String']['output'];
};

export type Platforms = {
  __typename?: 'Platforms';
  insertPlatforms: Array<Platform>;
  leafletPlatforms: Array<Platform>;
};

export type PresenceMember = {
  __typename?: 'PresenceMember';
  /** What the member is doing, e.g. 'dragging'; null when just present. */
  activity?: Maybe<Scalars['String']['output']>;
  since: Scalars['DateTime']['output'];
  /** What the activity is about, e.g. the id of the leaflet being dragged. */
  subject?: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
};

export type PresenceState = {
  __typename?: 'PresenceState';
  members: Array<PresenceMember>;
  room: Scalars['String']['output'];
};

/** A product shown on a leaflet page. */
export type ProductArticle = {
  __typename?: 'ProductArticle';
  brand?: Maybe<Scalars['String']['output']>;
  categories: Array<Scalars['String']['output']>;
  crossedPrice?: Maybe<Scalars['Float']['output']>;
  currency?: Maybe<Scalars['String']['output']>;
  discount?: Maybe<Scalars['String']['output']>;
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  mapPrice?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  packaging?: Maybe<Scalars['String']['output']>;
  pageNumber: Scalars['Int']['output'];
  price?: Maybe<Scalars['Float']['output']>;
  pricePerUnit?: Maybe<Scalars['Float']['output']>;
  unit?: Maybe<Scalars['String']['output']>;
  validFrom?: Maybe<Scalars['Date']['output']>;
  validTo?: Maybe<Scalars['Date']['output']>;
  version: Scalars['Int']['output'];
  width: Scalars['Int']['output'];
  /** The product's area on the page image, in pixels. */
  x: Scalars['Int']['output'];
  y: Scalars['Int']['output'];
};

export type ProductArticleInput = {
  brand?: InputMaybe<Scalars['String']['input']>;
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  crossedPrice?: InputMaybe<Scalars['Float']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  discount?: InputMaybe<Scalars['String']['input']>;
  height: Scalars['Int']['input'];
  mapPrice?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  packaging?: InputMaybe<Scalars['String']['input']>;
  pageNumber: Scalars['Int']['input'];
  price?: InputMaybe<Scalars['Float']['input']>;
  pricePerUnit?: InputMaybe<Scalars['Float']['input']>;
  unit?: InputMaybe<Scalars['String']['input']>;
  validFrom?: InputMaybe<Scalars['Date']['input']>;
  validTo?: InputMaybe<Scalars['Date']['input']>;
  width: Scalars['Int']['input'];
  x: Scalars['Int']['input'];
  y: Scalars['Int']['input'];
};

export type PublicationResult = {
  __typename?: 'PublicationResult';
  activated: Scalars['Int']['output'];
  deactivated: Scalars['Int']['output'];
  publishedAt: Scalars['DateTime']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** A page of the activity log, newest first (ADMIN, ROOT). */
  activityLog: ActivityPage;
  appConfigSection: AppConfigSection;
  /** The section's versions, newest first: who saved what (each entry's changes are the document before → after). */
  appConfigSectionHistory: HistoryPage;
  /** The 19 sections in screen order (sort: section). */
  appConfigSections: AppConfigSectionPage;
  /** Archived (DELETED) leaflets, most recently changed first. */
  archivedLeaflets: LeafletConnection;
  /** Items of the import, optionally by status and retailer (DELETED only when asked for). */
  articlesData: Array<ArticleData>;
  articlesDataArticles: Array<Article>;
  articlesDataDeleted: Array<ArticleData>;
  /** The latest article-data import job (null before the first import). */
  articlesDataImport?: Maybe<Job>;
  articlesDataNotMatched: Array<ArticleData>;
  /** Retailers present in the imported data. */
  articlesDataRetailers: Array<Scalars['String']['output']>;
  categories: CategoryPage;
  category: Category;
  categoryHistory: HistoryPage;
  cook: Cook;
  cookHistory: HistoryPage;
  /** Cooks the user may see (administrators all, a recipe editor the cooks assigned to them), sortable by name (default), seoId, status, updatedAt; search looks in names and seo ids. */
  cooks: CookPage;
  crawlerRunFindings: Array<CrawlerFinding>;
  /** Crawler runs (CRAWL jobs), newest first. */
  crawlerRuns: Array<Job>;
  crawlerSources: Array<CrawlerSource>;
  featureFlags: FeatureFlags;
  /** Address of a platform's XML feed (served by the gateway from the api). */
  feedUrl: Scalars['String']['output'];
  group: Group;
  groupHistory: HistoryPage;
  groups: GroupPage;
  insert: Insert;
  insertHistory: HistoryPage;
  inserts: InsertPage;
  /** One job with its steps. */
  job?: Maybe<Job>;
  /** Jobs visible to the user, newest first. */
  jobs: Array<Job>;
  leaflet?: Maybe<Leaflet>;
  /** The leaflet's edit history (GET /api/history/leaflets/{id}), newest first. */
  leafletHistory: HistoryPage;
  leafletPageCut: LeafletPageCut;
  leafletPageDetails: LeafletPageDetails;
  /** A PDF job of the scraper and its download link. */
  leafletPdfLink: LeafletPdfLink;
  /** History of the leaflet's page redirects and link swaps (GET /api/history/leaflets/{id}/redirects), newest first. */
  leafletRedirectHistory: HistoryPage;
  /** Dashboard list (predefinedFilter LEAFLET_DASHBOARD upstream). */
  leaflets: LeafletConnection;
  loyaltyCard: LoyaltyCard;
  loyaltyCardHistory: HistoryPage;
  /** Loyalty cards, sortable by cardName (default), cardId, country, updatedAt; search looks in names, card ids, old ids and shops. */
  loyaltyCards: LoyaltyCardPage;
  /** The signed-in user. Fails with UNAUTHENTICATED without a valid session. */
  me: CurrentUser;
  notification: Notification;
  /** The delivery archive, newest first; the notification role sees only its channels. */
  notificationDeliveries: NotificationDeliveryPage;
  notificationHistory: HistoryPage;
  /** How many devices the notification would reach now (the form's estimate). */
  notificationReach: Scalars['Int']['output'];
  /** Shops, groups and channels the sender may choose, and the provider in use. */
  notificationTargets: NotificationTargets;
  /** Notifications of the channels the user may see, sortable by createdAt (default, newest first with descending), plannedAt, title, updatedAt; search looks in titles and texts. */
  notifications: NotificationPage;
  ordering: Ordering;
  /** Latest moves, newest first (the activity line). */
  orderingMoves: Array<OrderingMove>;
  pendingPublication: PendingPublication;
  /** Liveness of the gateway itself. */
  ping: Scalars['Boolean']['output'];
  /** Not available to EDITOR_NOTIFICATION. */
  platforms: Platforms;
  recipe: Recipe;
  recipeHistory: HistoryPage;
  /** Every shop in use, by name: the choices of a recipe's cooperating shop. */
  recipeShops: Array<RecipeShop>;
  /** Recipes of the cooks the user may see (of one cook with filter.cookId), sortable by title (default), publishDate, status, updatedAt; search looks in titles and seo ids. */
  recipes: RecipePage;
  /** Who is editing the record now (null when nobody). */
  recordLock?: Maybe<RecordLock>;
  reel: Reel;
  reelChannel: ReelChannel;
  reelChannelHistory: HistoryPage;
  reelChannels: ReelChannelPage;
  reelHistory: HistoryPage;
  reels: ReelPage;
  /** One shop (archived ones too); null when there is none. */
  store?: Maybe<Store>;
  storeHistory: HistoryPage;
  /** Every shop in use the user may see, by name: administrators every shop, other roles their assigned ones (the dashboard). */
  stores: Array<Store>;
  /** One page of shops (archived ones with page.archived ARCHIVED): the shops screen and /archives/shops. */
  storesPage: StorePage;
  systemInfo: SystemInfo;
  user: User;
  /** Every write of the account, newest first (a password change shows as passwordChangedAt, never the password). */
  userHistory: HistoryPage;
  /** Sortable by username (default), role, enabled, updatedAt; search looks in usernames. No account is archived. */
  users: UserPage;
};


export type QueryActivityLogArgs = {
  filter?: InputMaybe<ActivityFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAppConfigSectionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAppConfigSectionHistoryArgs = {
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAppConfigSectionsArgs = {
  page?: InputMaybe<ListPageInput>;
};


export type QueryArchivedLeafletsArgs = {
  filter?: InputMaybe<LeafletFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryArticlesDataArgs = {
  retailer?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ArticleDataStatus>;
};


export type QueryArticlesDataArticlesArgs = {
  id: Scalars['ID']['input'];
};


export type QueryArticlesDataDeletedArgs = {
  retailer: Scalars['String']['input'];
};


export type QueryCategoriesArgs = {
  page?: InputMaybe<ListPageInput>;
};


export type QueryCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCategoryHistoryArgs = {
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCookArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCookHistoryArgs = {
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCooksArgs = {
  filter?: InputMaybe<CookFilter>;
  page?: InputMaybe<ListPageInput>;
};


export type QueryCrawlerRunFindingsArgs = {
  runId: Scalars['ID']['input'];
};


export type QueryCrawlerRunsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  sourceId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryFeedUrlArgs = {
  platform: Scalars['String']['input'];
};


export type QueryGroupArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGroupHistoryArgs = {
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGroupsArgs = {
  page?: InputMaybe<ListPageInput>;
};


export type QueryInsertArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInsertHistoryArgs = {
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInsertsArgs = {
  page?: InputMaybe<ListPageInput>;
};


export type QueryJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryJobsArgs = {
  kind?: InputMaybe<JobKind>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<JobListState>;
};


export type QueryLeafletArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLeafletHistoryArgs = {
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLeafletPageCutArgs = {
  leafletId: Scalars['ID']['input'];
};


export type QueryLeafletPageDetailsArgs = {
  leafletId: Scalars['ID']['input'];
};


export type QueryLeafletPdfLinkArgs = {
  jobId: Scalars['ID']['input'];
};


export type QueryLeafletRedirectHistoryArgs = {
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLeafletsArgs = {
  filter?: InputMaybe<LeafletFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLoyaltyCardArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLoyaltyCardHistoryArgs = {
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLoyaltyCardsArgs = {
  filter?: InputMaybe<LoyaltyCardFilter>;
  page?: InputMaybe<ListPageInput>;
};


export type QueryNotificationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNotificationDeliveriesArgs = {
  filter?: InputMaybe<NotificationDeliveryFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotificationHistoryArgs = {
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotificationReachArgs = {
  input: NotificationInput;
};


export type QueryNotificationsArgs = {
  filter?: InputMaybe<NotificationFilter>;
  page?: InputMaybe<ListPageInput>;
};


export type QueryOrderingArgs = {
  platform: Scalars['String']['input'];
};


export type QueryOrderingMovesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  platform: Scalars['String']['input'];
};


export type QueryRecipeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRecipeHistoryArgs = {
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRecipesArgs = {
  filter?: InputMaybe<RecipeFilter>;
  page?: InputMaybe<ListPageInput>;
};


export type QueryRecordLockArgs = {
  id: Scalars['ID']['input'];
  resource: ResourceName;
};


export type QueryReelArgs = {
  id: Scalars['ID']['input'];
};


export type QueryReelChannelArgs = {
  id: Scalars['ID']['input'];
};


export type QueryReelChannelHistoryArgs = {
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReelChannelsArgs = {
  page?: InputMaybe<ListPageInput>;
};


export type QueryReelHistoryArgs = {
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReelsArgs = {
  filter?: InputMaybe<ReelFilter>;
  page?: InputMaybe<ListPageInput>;
};


export type QueryStoreArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStoreHistoryArgs = {
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStoresArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryStoresPageArgs = {
  page?: InputMaybe<ListPageInput>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserHistoryArgs = {
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUsersArgs = {
  page?: InputMaybe<ListPageInput>;
};

/** A recipe of a cook (spec §3). */
export type Recipe = {
  __typename?: 'Recipe';
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  complexity: RecipeComplexity;
  cookId: Scalars['ID']['output'];
  cookName: Scalars['String']['output'];
  /** An uploaded picture (/files/recipes/…) or a link. */
  cover?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Natural id of the linked leaflet. */
  leafletId?: Maybe<Scalars['String']['output']>;
  longUrl?: Maybe<Scalars['String']['output']>;
  numberOfServings: Scalars['Int']['output'];
  /** Minutes. */
  preparationTime: Scalars['Int']['output'];
  publishDate: Scalars['Date']['output'];
  seoId: Scalars['String']['output'];
  /** A shopping list link of the consumer site (…/lista/<id>). */
  shoppingListUrl?: Maybe<Scalars['String']['output']>;
  status: RecipeStatus;
  /** In their order. */
  steps: Array<RecipeStep>;
  /** The cooperating shop. */
  storeId?: Maybe<Scalars['ID']['output']>;
  storeName?: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: RecipeType;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
  /** From when the apps show the recipe. */
  visibleAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A recipe was created, changed, archived or restored: the recipe as it is now. */
export type RecipeChange = {
  __typename?: 'RecipeChange';
  action: RecordAction;
  actor?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** The change's number in the resource's topic: the same as seq, except in lists shaped for the subscriber (seq counts only what they were shown). Sent back with seq when subscribing again (extensions.resume). */
  position: Scalars['Int']['output'];
  record: Recipe;
  /** Position in the subscriber's stream; a gap means missed events (refetch). */
  seq: Scalars['Int']['output'];
};

/** How hard a recipe is to make (spec §9: easy, medium, hard). */
export type RecipeComplexity =
  | 'EASY'
  | 'HARD'
  | 'MEDIUM';

/** Which recipes a list shows; every field is optional. */
export type RecipeFilter = {
  /** One cook's recipes (none: every cook the user may see). */
  cookId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<RecipeStatus>;
};

/**
 * The recipe form (recipeSchema of packages/domain): title, seoId (lowercase letters, digits, '-', unique),
 * cookId, type, publishDate, preparationTime and numberOfServings (whole numbers > 0), complexity and at
 * least one step (name and description) required; tags each once; longUrl a valid link; shoppingListUrl a
 * shopping list link (…/lista/<id>); leafletId the natural id of an existing leaflet; storeId a shop in use.
 * A recipe editor writes only the recipes of the cooks assigned to them (FORBIDDEN otherwise).
 */
export type RecipeInput = {
  complexity: RecipeComplexity;
  cookId: Scalars['ID']['input'];
  cover?: InputMaybe<Scalars['String']['input']>;
  leafletId?: InputMaybe<Scalars['String']['input']>;
  longUrl?: InputMaybe<Scalars['String']['input']>;
  numberOfServings: Scalars['Int']['input'];
  preparationTime: Scalars['Int']['input'];
  publishDate: Scalars['Date']['input'];
  seoId: Scalars['String']['input'];
  shoppingListUrl?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<RecipeStatus>;
  steps: Array<RecipeStepInput>;
  storeId?: InputMaybe<Scalars['ID']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
  type: RecipeType;
  visibleAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type RecipePage = {
  __typename?: 'RecipePage';
  items: Array<Recipe>;
  total: Scalars['Int']['output'];
};

/** A shop a recipe may name as its cooperating shop. */
export type RecipeShop = {
  __typename?: 'RecipeShop';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Statuses of cooks and recipes (RECIPE_STATUSES of packages/domain). */
export type RecipeStatus =
  | 'ACTIVE'
  | 'INACTIVE'
  | 'READY_FOR_ACTIVATION'
  | 'READY_FOR_DISACTIVATION';

/** One step of a recipe, in its place in the recipe's order. */
export type RecipeStep = {
  __typename?: 'RecipeStep';
  description: Scalars['String']['output'];
  extraDescription?: Maybe<Scalars['String']['output']>;
  /** An uploaded picture (/files/recipes/…) or a link. */
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type RecipeStepInput = {
  description: Scalars['String']['input'];
  extraDescription?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

/** What kind of dish a recipe is (RECIPE_TYPES of packages/domain). */
export type RecipeType =
  | 'BREAKFAST'
  | 'DESSERT'
  | 'DRINK'
  | 'MAIN_COURSE'
  | 'SALAD'
  | 'SNACK'
  | 'SOUP';

/** What happened to a record. */
export type RecordAction =
  | 'ARCHIVED'
  | 'CREATED'
  | 'DELETED'
  | 'RESTORED'
  | 'UPDATED';

/** A record's edit lock: who is editing it, since when, and when the lock ends unless renewed. */
export type RecordLock = {
  __typename?: 'RecordLock';
  expiresAt: Scalars['DateTime']['output'];
  holder: Scalars['String']['output'];
  since: Scalars['DateTime']['output'];
};

/** The edit lock of a record after a change (acquired, renewed, taken over, released, expired). */
export type RecordLockState = {
  __typename?: 'RecordLockState';
  id: Scalars['ID']['output'];
  /** Null when nobody is editing. */
  lock?: Maybe<RecordLock>;
  resource: ResourceName;
  seq: Scalars['Int']['output'];
  /** Set when this change is a takeover: who lost the lock. */
  takenOverFrom?: Maybe<Scalars['String']['output']>;
};

/** A reel of a channel (spec §3). */
export type Reel = {
  __typename?: 'Reel';
  actionType: ReelActionType;
  /** Set while the reel is removed (it can be restored). */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  channelId: Scalars['ID']['output'];
  channelName: Scalars['String']['output'];
  clicks: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  ctaButtonText?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  /** Whether its visibility end has passed (as of the moment the record was read). */
  expiry: ReelExpiry;
  id: Scalars['ID']['output'];
  /** Tracking counters reported by the apps (read-only). */
  impressions: Scalars['Int']['output'];
  insertNumber?: Maybe<Scalars['Int']['output']>;
  /** Seen by staff only. */
  internalNote?: Maybe<Scalars['String']['output']>;
  leafletId?: Maybe<Scalars['String']['output']>;
  mediaType: ReelMediaType;
  /** The uploaded image or video, served under /files/reels. */
  mediaURL: Scalars['String']['output'];
  naturalId: Scalars['String']['output'];
  productName?: Maybe<Scalars['String']['output']>;
  publishDate: Scalars['DateTime']['output'];
  /** Platforms the reel is shown on (at least one). */
  showOn: Array<LinkPlatform>;
  standardPageNumber?: Maybe<Scalars['Int']['output']>;
  status: ReelStatus;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
  visibilityEndDate: Scalars['DateTime']['output'];
  visibilityStartDate: Scalars['DateTime']['output'];
  /** Seconds the reel stays on screen. */
  visibilityTime: Scalars['Int']['output'];
};

/** What a reel's call to action leads to. */
export type ReelActionType =
  /** A page of a leaflet: leafletId with insertNumber or standardPageNumber. */
  | 'LEAFLET_PAGE'
  /** A product put on the shopping list: productName. */
  | 'SHOPPING_LIST'
  /** A web link: url. */
  | 'URL';

export type ReelChange = {
  __typename?: 'ReelChange';
  action: RecordAction;
  actor?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** The change's number in the resource's topic: the same as seq, except in lists shaped for the subscriber (seq counts only what they were shown). Sent back with seq when subscribing again (extensions.resume). */
  position: Scalars['Int']['output'];
  record: Reel;
  seq: Scalars['Int']['output'];
};

/** A channel of reels (spec §3). */
export type ReelChannel = {
  __typename?: 'ReelChannel';
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  autoCreateReels: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  /** Users (role EDITOR_REELS) assigned to the channel; only administrators change them. */
  editorIds: Array<Scalars['ID']['output']>;
  /** Their usernames. */
  editors: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  logoUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Lowercase letters, digits and '-'; unique. */
  naturalId: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
};

export type ReelChannelChange = {
  __typename?: 'ReelChannelChange';
  action: RecordAction;
  actor?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** The change's number in the resource's topic: the same as seq, except in lists shaped for the subscriber (seq counts only what they were shown). Sent back with seq when subscribing again (extensions.resume). */
  position: Scalars['Int']['output'];
  record: ReelChannel;
  seq: Scalars['Int']['output'];
};

/** The channel form (reelChannelSchema of packages/domain). editorIds left out keep the channel's editors. */
export type ReelChannelInput = {
  autoCreateReels?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  editorIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  name: Scalars['String']['input'];
  naturalId: Scalars['String']['input'];
};

export type ReelChannelPage = {
  __typename?: 'ReelChannelPage';
  items: Array<ReelChannel>;
  total: Scalars['Int']['output'];
};

/** Whether a reel's visibility has ended. */
export type ReelExpiry =
  /** Its visibility end is still to come. */
  | 'CURRENT'
  /** Its visibility end has passed: lists leave it out unless they ask for expired reels. */
  | 'EXPIRED';

/** Which reels a list shows; every field is optional (no expiry: expired and current alike). */
export type ReelFilter = {
  channelId?: InputMaybe<Scalars['ID']['input']>;
  expiry?: InputMaybe<ReelExpiry>;
  status?: InputMaybe<ReelStatus>;
};

/**
 * The reel form (reelSchema of packages/domain): natural id (unique), mediaURL of an uploaded file and its
 * mediaType, visibility time (whole seconds > 0), status, visibility start (not in the past unless kept) and
 * end (not in the past, not before the start), publish date, at least one platform, and the action with its
 * own fields (the other actions' fields are left out).
 */
export type ReelInput = {
  actionType: ReelActionType;
  channelId: Scalars['ID']['input'];
  ctaButtonText?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  insertNumber?: InputMaybe<Scalars['Int']['input']>;
  internalNote?: InputMaybe<Scalars['String']['input']>;
  leafletId?: InputMaybe<Scalars['String']['input']>;
  mediaType: ReelMediaType;
  mediaURL: Scalars['String']['input'];
  naturalId: Scalars['String']['input'];
  productName?: InputMaybe<Scalars['String']['input']>;
  publishDate: Scalars['DateTime']['input'];
  showOn: Array<LinkPlatform>;
  standardPageNumber?: InputMaybe<Scalars['Int']['input']>;
  status: ReelStatus;
  url?: InputMaybe<Scalars['String']['input']>;
  visibilityEndDate: Scalars['DateTime']['input'];
  visibilityStartDate: Scalars['DateTime']['input'];
  visibilityTime: Scalars['Int']['input'];
};

/** What a reel shows, as the uploaded file's bytes say. */
export type ReelMediaType =
  | 'IMAGE'
  | 'VIDEO';

export type ReelPage = {
  __typename?: 'ReelPage';
  items: Array<Reel>;
  total: Scalars['Int']['output'];
};

/** A reel's life (REEL_STATUSES of packages/domain): publish leads DRAFT or DEACTIVATED to PUBLISHED, deactivate PUBLISHED to DEACTIVATED. */
export type ReelStatus =
  | 'DEACTIVATED'
  | 'DRAFT'
  | 'PUBLISHED';

/** How the apps show the validity text of a leaflet: as it is, or replaced by nothing. */
export type ReplaceValidityText =
  | 'EMPTY'
  | 'NO_CHANGES';

/** Resources built with the kit (their list names). */
export type ResourceName =
  /** The sections of the app configuration (REST /api/appConfig; saved and reverted, never created or archived). */
  | 'appConfig'
  | 'categories'
  /** Cooks (recipe authors). */
  | 'cooks'
  | 'groups'
  | 'inserts'
  | 'leaflets'
  /** Loyalty cards (REST /api/loyaltyCards). */
  | 'loyaltyCards'
  /** Push notifications (planned ones are edited; none is archived: planned ones are cancelled instead). */
  | 'notifications'
  | 'recipes'
  /** Reel channels (REST /api/reelChannels). */
  | 'reelChannels'
  | 'reels'
  /** Shops (their REST path is /api/stores). */
  | 'stores'
  /** User accounts (never archived: enabled or disabled instead). */
  | 'users';

export type Role =
  | 'ADMIN'
  | 'EDITOR'
  | 'EDITOR_NOTIFICATION'
  | 'EDITOR_RECIPE'
  | 'EDITOR_REELS'
  | 'ROOT';

/** A signed-in session. Tokens stay in HttpOnly cookies and are never exposed here. */
export type Session = {
  __typename?: 'Session';
  /** When the access token expires; the gateway refreshes it transparently before then. */
  accessExpiresAt: Scalars['DateTime']['output'];
  refreshExpiresAt: Scalars['DateTime']['output'];
  user: CurrentUser;
};

export type SetLeafletPriorityInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The ordering version the move was made on; a different current version fails with CONFLICT (reason ORDERING_CHANGED). */
  expectedVersion: Scalars['Int']['input'];
  leafletId: Scalars['ID']['input'];
  /** Take the priority over from the leaflet holding it. */
  overwrite?: InputMaybe<Scalars['Boolean']['input']>;
  platform: Scalars['String']['input'];
  /** 1..999; null or 0 clears the priority. */
  priority?: InputMaybe<Scalars['Int']['input']>;
};

export type SocialMediaLink = {
  __typename?: 'SocialMediaLink';
  platform: SocialPlatform;
  url: Scalars['String']['output'];
};

export type SocialMediaLinkInput = {
  platform: SocialPlatform;
  url: Scalars['String']['input'];
};

/** Social media platforms a leaflet may link to. */
export type SocialPlatform =
  | 'TIKTOK'
  | 'YOUTUBE';

/** A shop (spec §3), a record of the resource kit. */
export type Store = {
  __typename?: 'Store';
  addAsReelsChannel: Scalars['Boolean']['output'];
  /** Set while the shop is archived (it and its leaflets are then on no list, ordering or feed). */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  category?: Maybe<Category>;
  categoryId: Scalars['ID']['output'];
  /** Ids of the users (role EDITOR) the shop is assigned to. */
  editorIds: Array<Scalars['ID']['output']>;
  /** Usernames of the users the shop is assigned to. */
  editors: Array<Scalars['String']['output']>;
  forceFavorites: Scalars['Boolean']['output'];
  groupIds: Array<Scalars['ID']['output']>;
  /** Spec §4: any of the shop's leaflets has article data that is matched but not CONFIRMED. */
  hasUnconfirmedArticleData: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The shop's leaflets, newest first. */
  leaflets: Array<Leaflet>;
  leafletsSummary: LeafletsSummary;
  logoUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  showAnyway: Scalars['Boolean']['output'];
  storeAtFirst: Scalars['Boolean']['output'];
  storeWebId: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Who wrote the current version (null for the system). */
  updatedBy?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
};


/** A shop (spec §3), a record of the resource kit. */
export type StoreLeafletsArgs = {
  type?: InputMaybe<LeafletListType>;
};

/** A shop was created, updated, archived or restored: the shop as it is now. */
export type StoreChange = {
  __typename?: 'StoreChange';
  action: RecordAction;
  actor?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  /** Echo of the author's clientMutationId so the author's tab recognises its own change. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** The change's number in the resource's topic: the same as seq, except in lists shaped for the subscriber (seq counts only what they were shown). Sent back with seq when subscribing again (extensions.resume). */
  position: Scalars['Int']['output'];
  record: Store;
  /** Position in the subscriber's stream; a gap means missed events (refetch). */
  seq: Scalars['Int']['output'];
};

/**
 * The shop form (spec §5): name, storeWebId (lowercase letters, digits, '-') and categoryId are required.
 * Flags, groupIds and editorIds left out keep their stored values on an update; only administrators change
 * editorIds (users with the role EDITOR).
 */
export type StoreInput = {
  addAsReelsChannel?: InputMaybe<Scalars['Boolean']['input']>;
  categoryId: Scalars['ID']['input'];
  editorIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  forceFavorites?: InputMaybe<Scalars['Boolean']['input']>;
  groupIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  name: Scalars['String']['input'];
  showAnyway?: InputMaybe<Scalars['Boolean']['input']>;
  storeAtFirst?: InputMaybe<Scalars['Boolean']['input']>;
  storeWebId: Scalars['String']['input'];
};

export type StorePage = {
  __typename?: 'StorePage';
  items: Array<Store>;
  total: Scalars['Int']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /** Every new entry of the activity log, oldest first, as it is written (ADMIN, ROOT). Filter on the client. */
  activityLogged: ActivityLogged;
  /** Every save and revert of a section, carrying the section. */
  appConfigSectionsChanged: AppConfigSectionChange;
  /** Any article-data item changed (import progress, matching by anyone). */
  articlesDataChanged: ArticlesDataChangedEvent;
  /** Every change of any category, carrying the record. */
  categoriesChanged: CategoryChange;
  /** Every change of a cook the user may see, carrying the cook. */
  cooksChanged: CookChange;
  groupsChanged: GroupChange;
  insertsChanged: InsertChange;
  /** Live state of one job (with its steps); the gateway polls it upstream once for all watchers. */
  jobProgress: JobProgressEvent;
  /** Any job was created or changed. */
  jobsChanged: JobsChangedEvent;
  /** Every change to one leaflet made through any gateway. */
  leafletChanged: LeafletChangeEvent;
  /**
   * Every change of one leaflet's page details, made through any gateway or by the job runner (link swaps).
   * `sinceVersion`: the version the subscriber shows; when the page details moved on since (between the
   * subscriber's read and its subscription), the first event carries them as they are now.
   */
  leafletPageDetailsChanged: PageDetailsChange;
  /** Every change of a loyalty card, carrying the record. */
  loyaltyCardsChanged: LoyaltyCardChange;
  /** Every change of a notification of the channels the user may see, carrying the record. */
  notificationsChanged: NotificationChange;
  orderingChanged: OrderingChangeEvent;
  pendingPublicationChanged: PendingPublicationEvent;
  /** Joins the room for as long as the subscription lasts and streams its members. */
  presence: PresenceState;
  /** Every change of a recipe of a cook the user may see, carrying the recipe. */
  recipesChanged: RecipeChange;
  /** The record's edit lock: the current state first, then every change. */
  recordLock: RecordLockState;
  /** Changes of the channels the subscriber may see. */
  reelChannelsChanged: ReelChannelChange;
  /** Changes of the reels of the channels the subscriber may see. */
  reelsChanged: ReelChange;
  /** Changes to any leaflet of one shop (dashboard lists). */
  storeLeafletsChanged: LeafletChangeEvent;
  /** Every change of a shop the user may see, carrying the shop. */
  storesChanged: StoreChange;
  /** Every change of any account, carrying the record. */
  usersChanged: UserChange;
};


export type SubscriptionJobProgressArgs = {
  id: Scalars['ID']['input'];
};


export type SubscriptionLeafletChangedArgs = {
  id: Scalars['ID']['input'];
};


export type SubscriptionLeafletPageDetailsChangedArgs = {
  leafletId: Scalars['ID']['input'];
  sinceVersion?: InputMaybe<Scalars['Int']['input']>;
};


export type SubscriptionOrderingChangedArgs = {
  platform: Scalars['String']['input'];
};


export type SubscriptionPresenceArgs = {
  room: Scalars['String']['input'];
};


export type SubscriptionRecordLockArgs = {
  id: Scalars['ID']['input'];
  resource: ResourceName;
};


export type SubscriptionStoreLeafletsChangedArgs = {
  storeId: Scalars['ID']['input'];
};

export type SystemInfo = {
  __typename?: 'SystemInfo';
  /** Version as shown in the sidebar footer. */
  displayVersion: Scalars['String']['output'];
  /** Raw back-end version (actuator app.version). */
  version: Scalars['String']['output'];
};

/**
 * A user account (spec §3). Accounts are never archived: they are enabled or disabled. Cooks and reel
 * channels are assigned on the cook's and the channel's record (editorIds), so an account has no field for them.
 */
export type User = {
  __typename?: 'User';
  createdAt: Scalars['DateTime']['output'];
  enabled: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Signs in with a temporary password and must choose a new one first. */
  mustChangePassword: Scalars['Boolean']['output'];
  /** Channels the account may send notifications to (NOTIFICATION_CHANNELS of packages/domain). */
  notificationChannels: Array<Scalars['String']['output']>;
  /** When the password was last set, by the user or an administrator. */
  passwordChangedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The account's role; null only for a stored role this version does not know. */
  role?: Maybe<Role>;
  /** Shops assigned to the account (administrators see every shop whatever is assigned). */
  storeIds: Array<Scalars['ID']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Who wrote the current version (null for the system). */
  updatedBy?: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

/** An account was created or updated (enabled, disabled and a new password are updates): the account as it is now. */
export type UserChange = {
  __typename?: 'UserChange';
  action: RecordAction;
  actor?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  /** Echo of the author's clientMutationId so the author's tab recognises its own change. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** The change's number in the resource's topic: the same as seq, except in lists shaped for the subscriber (seq counts only what they were shown). Sent back with seq when subscribing again (extensions.resume). */
  position: Scalars['Int']['output'];
  record: User;
  /** Position in the topic; a gap means missed events (refetch). */
  seq: Scalars['Int']['output'];
};

/**
 * The user form (spec §5, userSchema of packages/domain): username (trimmed, longer than 3 characters),
 * one of the roles, at least one notification channel. Only a ROOT user gives the ROOT role.
 */
export type UserInput = {
  /** Left out: a new account is enabled, an update keeps the stored value. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  notificationChannels: Array<Scalars['String']['input']>;
  role: Role;
  /** The shops given replace the assigned ones. Left out: a new account has none, an update keeps them. */
  storeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  username: Scalars['String']['input'];
};

export type UserPage = {
  __typename?: 'UserPage';
  items: Array<User>;
  total: Scalars['Int']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ActivityEntry: ResolverTypeWrapper<ActivityEntry>;
  ActivityFilter: ActivityFilter;
  ActivityKind: ActivityKind;
  ActivityLogged: ResolverTypeWrapper<ActivityLogged>;
  ActivityPage: ResolverTypeWrapper<ActivityPage>;
  ActivityResource: ActivityResource;
  AppConfigSection: ResolverTypeWrapper<AppConfigSection>;
  AppConfigSectionChange: ResolverTypeWrapper<AppConfigSectionChange>;
  AppConfigSectionInput: AppConfigSectionInput;
  AppConfigSectionKey: AppConfigSectionKey;
  AppConfigSectionPage: ResolverTypeWrapper<AppConfigSectionPage>;
  ArchivedFilter: ArchivedFilter;
  Article: ResolverTypeWrapper<Article>;
  ArticleData: ResolverTypeWrapper<ArticleData>;
  ArticleDataStatus: ArticleDataStatus;
  ArticlesDataChangedEvent: ResolverTypeWrapper<ArticlesDataChangedEvent>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkLinkInput: BulkLinkInput;
  Category: ResolverTypeWrapper<Category>;
  CategoryChange: ResolverTypeWrapper<CategoryChange>;
  CategoryInput: CategoryInput;
  CategoryPage: ResolverTypeWrapper<CategoryPage>;
  Cook: ResolverTypeWrapper<Cook>;
  CookChange: ResolverTypeWrapper<CookChange>;
  CookFilter: CookFilter;
  CookInput: CookInput;
  CookPage: ResolverTypeWrapper<CookPage>;
  CrawlerFinding: ResolverTypeWrapper<CrawlerFinding>;
  CrawlerSource: ResolverTypeWrapper<CrawlerSource>;
  CurrentUser: ResolverTypeWrapper<CurrentUser>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  FeatureFlags: ResolverTypeWrapper<FeatureFlags>;
  FieldChange: ResolverTypeWrapper<FieldChange>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Group: ResolverTypeWrapper<Group>;
  GroupChange: ResolverTypeWrapper<GroupChange>;
  GroupInput: GroupInput;
  GroupPage: ResolverTypeWrapper<GroupPage>;
  HistoryEntry: ResolverTypeWrapper<HistoryEntry>;
  HistoryPage: ResolverTypeWrapper<HistoryPage>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Insert: ResolverTypeWrapper<Insert>;
  InsertChange: ResolverTypeWrapper<InsertChange>;
  InsertInput: InsertInput;
  InsertPage: ResolverTypeWrapper<InsertPage>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvalidField: ResolverTypeWrapper<InvalidField>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  Job: ResolverTypeWrapper<Job>;
  JobErrorCode: JobErrorCode;
  JobKind: JobKind;
  JobListState: JobListState;
  JobProgressEvent: ResolverTypeWrapper<JobProgressEvent>;
  JobResult: ResolverTypeWrapper<JobResult>;
  JobStatus: JobStatus;
  JobStep: ResolverTypeWrapper<JobStep>;
  JobStepStatus: JobStepStatus;
  JobSubject: ResolverTypeWrapper<JobSubject>;
  JobsChangedEvent: ResolverTypeWrapper<JobsChangedEvent>;
  Leaflet: ResolverTypeWrapper<LeafletModel>;
  LeafletChangeEvent: ResolverTypeWrapper<Omit<LeafletChangeEvent, 'leaflet'> & { leaflet: ResolversTypes['Leaflet'] }>;
  LeafletChangeKind: LeafletChangeKind;
  LeafletConnection: ResolverTypeWrapper<Omit<LeafletConnection, 'items'> & { items: Array<ResolversTypes['Leaflet']> }>;
  LeafletFilter: LeafletFilter;
  LeafletListType: LeafletListType;
  LeafletPageCut: ResolverTypeWrapper<LeafletPageCut>;
  LeafletPageDetails: ResolverTypeWrapper<LeafletPageDetails>;
  LeafletPageImage: ResolverTypeWrapper<LeafletPageImage>;
  LeafletPdfLink: ResolverTypeWrapper<LeafletPdfLink>;
  LeafletPriorities: ResolverTypeWrapper<LeafletPriorities>;
  LeafletPrioritiesInput: LeafletPrioritiesInput;
  LeafletReference: ResolverTypeWrapper<LeafletReference>;
  LeafletStatus: LeafletStatus;
  LeafletUpdateInput: LeafletUpdateInput;
  LeafletUrlKind: LeafletUrlKind;
  LeafletVisibility: ResolverTypeWrapper<LeafletVisibility>;
  LeafletVisibilityInput: LeafletVisibilityInput;
  LeafletsSummary: ResolverTypeWrapper<LeafletsSummary>;
  LinkPlatform: LinkPlatform;
  LinkSwap: ResolverTypeWrapper<LinkSwap>;
  LinkSwapInput: LinkSwapInput;
  LinkSwapStatus: LinkSwapStatus;
  ListPageInput: ListPageInput;
  LiveState: LiveState;
  LoadedPdfLinks: ResolverTypeWrapper<LoadedPdfLinks>;
  LoyaltyCard: ResolverTypeWrapper<LoyaltyCard>;
  LoyaltyCardChange: ResolverTypeWrapper<LoyaltyCardChange>;
  LoyaltyCardCountry: LoyaltyCardCountry;
  LoyaltyCardFilter: LoyaltyCardFilter;
  LoyaltyCardInput: LoyaltyCardInput;
  LoyaltyCardPage: ResolverTypeWrapper<LoyaltyCardPage>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewUserInput: NewUserInput;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationChange: ResolverTypeWrapper<NotificationChange>;
  NotificationChannel: NotificationChannel;
  NotificationDelivery: ResolverTypeWrapper<NotificationDelivery>;
  NotificationDeliveryFilter: NotificationDeliveryFilter;
  NotificationDeliveryPage: ResolverTypeWrapper<NotificationDeliveryPage>;
  NotificationFilter: NotificationFilter;
  NotificationInput: NotificationInput;
  NotificationPage: ResolverTypeWrapper<NotificationPage>;
  NotificationProvider: NotificationProvider;
  NotificationStatus: NotificationStatus;
  NotificationTarget: ResolverTypeWrapper<NotificationTarget>;
  NotificationTargets: ResolverTypeWrapper<NotificationTargets>;
  OrderedLeaflet: ResolverTypeWrapper<Omit<OrderedLeaflet, 'leaflet'> & { leaflet: ResolversTypes['Leaflet'] }>;
  Ordering: ResolverTypeWrapper<Omit<Ordering, 'items'> & { items: Array<ResolversTypes['OrderedLeaflet']> }>;
  OrderingChangeEvent: ResolverTypeWrapper<Omit<OrderingChangeEvent, 'delta'> & { delta?: Maybe<ResolversTypes['OrderingDelta']> }>;
  OrderingChangeSource: OrderingChangeSource;
  OrderingDelta: ResolverTypeWrapper<Omit<OrderingDelta, 'changed'> & { changed: Array<ResolversTypes['OrderedLeaflet']> }>;
  OrderingMove: ResolverTypeWrapper<OrderingMove>;
  PageArea: ResolverTypeWrapper<PageArea>;
  PageAreaInput: PageAreaInput;
  PageAreaSource: PageAreaSource;
  PageDetailsChange: ResolverTypeWrapper<PageDetailsChange>;
  PageDetailsPage: ResolverTypeWrapper<PageDetailsPage>;
  PageInsert: ResolverTypeWrapper<PageInsert>;
  PageInsertInput: PageInsertInput;
  PageRedirect: ResolverTypeWrapper<PageRedirect>;
  PageRedirectInput: PageRedirectInput;
  PendingPublication: ResolverTypeWrapper<Omit<PendingPublication, 'toActivate' | 'toDeactivate'> & { toActivate: Array<ResolversTypes['Leaflet']>, toDeactivate: Array<ResolversTypes['Leaflet']> }>;
  PendingPublicationEvent: ResolverTypeWrapper<Omit<PendingPublicationEvent, 'pending'> & { pending: ResolversTypes['PendingPublication'] }>;
  Platform: ResolverTypeWrapper<Platform>;
  PlatformLink: ResolverTypeWrapper<PlatformLink>;
  Platforms: ResolverTypeWrapper<Platforms>;
  PresenceMember: ResolverTypeWrapper<PresenceMember>;
  PresenceState: ResolverTypeWrapper<PresenceState>;
  ProductArticle: ResolverTypeWrapper<ProductArticle>;
  ProductArticleInput: ProductArticleInput;
  PublicationResult: ResolverTypeWrapper<PublicationResult>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Recipe: ResolverTypeWrapper<Recipe>;
  RecipeChange: ResolverTypeWrapper<RecipeChange>;
  RecipeComplexity: RecipeComplexity;
  RecipeFilter: RecipeFilter;
  RecipeInput: RecipeInput;
  RecipePage: ResolverTypeWrapper<RecipePage>;
  RecipeShop: ResolverTypeWrapper<RecipeShop>;
  RecipeStatus: RecipeStatus;
  RecipeStep: ResolverTypeWrapper<RecipeStep>;
  RecipeStepInput: RecipeStepInput;
  RecipeType: RecipeType;
  RecordAction: RecordAction;
  RecordLock: ResolverTypeWrapper<RecordLock>;
  RecordLockState: ResolverTypeWrapper<RecordLockState>;
  Reel: ResolverTypeWrapper<Reel>;
  ReelActionType: ReelActionType;
  ReelChange: ResolverTypeWrapper<ReelChange>;
  ReelChannel: ResolverTypeWrapper<ReelChannel>;
  ReelChannelChange: ResolverTypeWrapper<ReelChannelChange>;
  ReelChannelInput: ReelChannelInput;
  ReelChannelPage: ResolverTypeWrapper<ReelChannelPage>;
  ReelExpiry: ReelExpiry;
  ReelFilter: ReelFilter;
  ReelInput: ReelInput;
  ReelMediaType: ReelMediaType;
  ReelPage: ResolverTypeWrapper<ReelPage>;
  ReelStatus: ReelStatus;
  ReplaceValidityText: ReplaceValidityText;
  ResourceName: ResourceName;
  Role: Role;
  Session: ResolverTypeWrapper<Session>;
  SetLeafletPriorityInput: SetLeafletPriorityInput;
  SocialMediaLink: ResolverTypeWrapper<SocialMediaLink>;
  SocialMediaLinkInput: SocialMediaLinkInput;
  SocialPlatform: SocialPlatform;
  Store: ResolverTypeWrapper<StoreModel>;
  StoreChange: ResolverTypeWrapper<Omit<StoreChange, 'record'> & { record: ResolversTypes['Store'] }>;
  StoreInput: StoreInput;
  StorePage: ResolverTypeWrapper<Omit<StorePage, 'items'> & { items: Array<ResolversTypes['Store']> }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SystemInfo: ResolverTypeWrapper<SystemInfo>;
  User: ResolverTypeWrapper<User>;
  UserChange: ResolverTypeWrapper<UserChange>;
  UserInput: UserInput;
  UserPage: ResolverTypeWrapper<UserPage>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActivityEntry: ActivityEntry;
  ActivityFilter: ActivityFilter;
  ActivityLogged: ActivityLogged;
  ActivityPage: ActivityPage;
  AppConfigSection: AppConfigSection;
  AppConfigSectionChange: AppConfigSectionChange;
  AppConfigSectionInput: AppConfigSectionInput;
  AppConfigSectionPage: AppConfigSectionPage;
  Article: Article;
  ArticleData: ArticleData;
  ArticlesDataChangedEvent: ArticlesDataChangedEvent;
  Boolean: Scalars['Boolean']['output'];
  BulkLinkInput: BulkLinkInput;
  Category: Category;
  CategoryChange: CategoryChange;
  CategoryInput: CategoryInput;
  CategoryPage: CategoryPage;
  Cook: Cook;
  CookChange: CookChange;
  CookFilter: CookFilter;
  CookInput: CookInput;
  CookPage: CookPage;
  CrawlerFinding: CrawlerFinding;
  CrawlerSource: CrawlerSource;
  CurrentUser: CurrentUser;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  FeatureFlags: FeatureFlags;
  FieldChange: FieldChange;
  Float: Scalars['Float']['output'];
  Group: Group;
  GroupChange: GroupChange;
  GroupInput: GroupInput;
  GroupPage: GroupPage;
  HistoryEntry: HistoryEntry;
  HistoryPage: HistoryPage;
  ID: Scalars['ID']['output'];
  Insert: Insert;
  InsertChange: InsertChange;
  InsertInput: InsertInput;
  InsertPage: InsertPage;
  Int: Scalars['Int']['output'];
  InvalidField: InvalidField;
  JSONObject: Scalars['JSONObject']['output'];
  Job: Job;
  JobProgressEvent: JobProgressEvent;
  JobResult: JobResult;
  JobStep: JobStep;
  JobSubject: JobSubject;
  JobsChangedEvent: JobsChangedEvent;
  Leaflet: LeafletModel;
  LeafletChangeEvent: Omit<LeafletChangeEvent, 'leaflet'> & { leaflet: ResolversParentTypes['Leaflet'] };
  LeafletConnection: Omit<LeafletConnection, 'items'> & { items: Array<ResolversParentTypes['Leaflet']> };
  LeafletFilter: LeafletFilter;
  LeafletPageCut: LeafletPageCut;
  LeafletPageDetails: LeafletPageDetails;
  LeafletPageImage: LeafletPageImage;
  LeafletPdfLink: LeafletPdfLink;
  LeafletPriorities: LeafletPriorities;
  LeafletPrioritiesInput: LeafletPrioritiesInput;
  LeafletReference: LeafletReference;
  LeafletUpdateInput: LeafletUpdateInput;
  LeafletVisibility: LeafletVisibility;
  LeafletVisibilityInput: LeafletVisibilityInput;
  LeafletsSummary: LeafletsSummary;
  LinkSwap: LinkSwap;
  LinkSwapInput: LinkSwapInput;
  ListPageInput: ListPageInput;
  LoadedPdfLinks: LoadedPdfLinks;
  LoyaltyCard: LoyaltyCard;
  LoyaltyCardChange: LoyaltyCardChange;
  LoyaltyCardFilter: LoyaltyCardFilter;
  LoyaltyCardInput: LoyaltyCardInput;
  LoyaltyCardPage: LoyaltyCardPage;
  Mutation: Record<PropertyKey, never>;
  NewUserInput: NewUserInput;
  Notification: Notification;
  NotificationChange: NotificationChange;
  NotificationDelivery: NotificationDelivery;
  NotificationDeliveryFilter: NotificationDeliveryFilter;
  NotificationDeliveryPage: NotificationDeliveryPage;
  NotificationFilter: NotificationFilter;
  NotificationInput: NotificationInput;
  NotificationPage: NotificationPage;
  NotificationTarget: NotificationTarget;
  NotificationTargets: NotificationTargets;
  OrderedLeaflet: Omit<OrderedLeaflet, 'leaflet'> & { leaflet: ResolversParentTypes['Leaflet'] };
  Ordering: Omit<Ordering, 'items'> & { items: Array<ResolversParentTypes['OrderedLeaflet']> };
  OrderingChangeEvent: Omit<OrderingChangeEvent, 'delta'> & { delta?: Maybe<ResolversParentTypes['OrderingDelta']> };
  OrderingDelta: Omit<OrderingDelta, 'changed'> & { changed: Array<ResolversParentTypes['OrderedLeaflet']> };
  OrderingMove: OrderingMove;
  PageArea: PageArea;
  PageAreaInput: PageAreaInput;
  PageDetailsChange: PageDetailsChange;
  PageDetailsPage: PageDetailsPage;
  PageInsert: PageInsert;
  PageInsertInput: PageInsertInput;
  PageRedirect: PageRedirect;
  PageRedirectInput: PageRedirectInput;
  PendingPublication: Omit<PendingPublication, 'toActivate' | 'toDeactivate'> & { toActivate: Array<ResolversParentTypes['Leaflet']>, toDeactivate: Array<ResolversParentTypes['Leaflet']> };
  PendingPublicationEvent: Omit<PendingPublicationEvent, 'pending'> & { pending: ResolversParentTypes['PendingPublication'] };
  Platform: Platform;
  PlatformLink: PlatformLink;
  Platforms: Platforms;
  PresenceMember: PresenceMember;
  PresenceState: PresenceState;
  ProductArticle: ProductArticle;
  ProductArticleInput: ProductArticleInput;
  PublicationResult: PublicationResult;
  Query: Record<PropertyKey, never>;
  Recipe: Recipe;
  RecipeChange: RecipeChange;
  RecipeFilter: RecipeFilter;
  RecipeInput: RecipeInput;
  RecipePage: RecipePage;
  RecipeShop: RecipeShop;
  RecipeStep: RecipeStep;
  RecipeStepInput: RecipeStepInput;
  RecordLock: RecordLock;
  RecordLockState: RecordLockState;
  Reel: Reel;
  ReelChange: ReelChange;
  ReelChannel: ReelChannel;
  ReelChannelChange: ReelChannelChange;
  ReelChannelInput: ReelChannelInput;
  ReelChannelPage: ReelChannelPage;
  ReelFilter: ReelFilter;
  ReelInput: ReelInput;
  ReelPage: ReelPage;
  Session: Session;
  SetLeafletPriorityInput: SetLeafletPriorityInput;
  SocialMediaLink: SocialMediaLink;
  SocialMediaLinkInput: SocialMediaLinkInput;
  Store: StoreModel;
  StoreChange: Omit<StoreChange, 'record'> & { record: ResolversParentTypes['Store'] };
  StoreInput: StoreInput;
  StorePage: Omit<StorePage, 'items'> & { items: Array<ResolversParentTypes['Store']> };
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SystemInfo: SystemInfo;
  User: User;
  UserChange: UserChange;
  UserInput: UserInput;
  UserPage: UserPage;
}>;

export type ActivityEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivityEntry'] = ResolversParentTypes['ActivityEntry']> = ResolversObject<{
  action?: Resolver<Maybe<ResolversTypes['RecordAction']>, ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ActivityKind'], ParentType, ContextType>;
  recordId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['ActivityResource'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  summary?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ActivityLoggedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivityLogged'] = ResolversParentTypes['ActivityLogged']> = ResolversObject<{
  entry?: Resolver<ResolversTypes['ActivityEntry'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ActivityPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivityPage'] = ResolversParentTypes['ActivityPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ActivityEntry']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AppConfigSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppConfigSection'] = ResolversParentTypes['AppConfigSection']> = ResolversObject<{
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  document?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['AppConfigSectionKey'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AppConfigSectionChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppConfigSectionChange'] = ResolversParentTypes['AppConfigSectionChange']> = ResolversObject<{
  action?: Resolver<ResolversTypes['RecordAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  record?: Resolver<ResolversTypes['AppConfigSection'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AppConfigSectionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppConfigSectionPage'] = ResolversParentTypes['AppConfigSectionPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AppConfigSection']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ArticleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Article'] = ResolversParentTypes['Article']> = ResolversObject<{
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crossedPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packaging?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  pricePerUnit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ArticleDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArticleData'] = ResolversParentTypes['ArticleData']> = ResolversObject<{
  articlesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  leafletReference?: Resolver<Maybe<ResolversTypes['LeafletReference']>, ParentType, ContextType>;
  retailer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ArticleDataStatus'], ParentType, ContextType>;
  storeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  storeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  validTo?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ArticlesDataChangedEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArticlesDataChangedEvent'] = ResolversParentTypes['ArticlesDataChangedEvent']> = ResolversObject<{
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  categoryWebId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CategoryChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryChange'] = ResolversParentTypes['CategoryChange']> = ResolversObject<{
  action?: Resolver<ResolversTypes['RecordAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  record?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CategoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryPage'] = ResolversParentTypes['CategoryPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CookResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Cook'] = ResolversParentTypes['Cook']> = ResolversObject<{
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editorIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  editors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecipeStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CookChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CookChange'] = ResolversParentTypes['CookChange']> = ResolversObject<{
  action?: Resolver<ResolversTypes['RecordAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  record?: Resolver<ResolversTypes['Cook'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CookPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CookPage'] = ResolversParentTypes['CookPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Cook']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CrawlerFindingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrawlerFinding'] = ResolversParentTypes['CrawlerFinding']> = ResolversObject<{
  foundAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  validTo?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
}>;

export type CrawlerSourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrawlerSource'] = ResolversParentTypes['CrawlerSource']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  findingsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastRun?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  storeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CurrentUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CurrentUser'] = ResolversParentTypes['CurrentUser']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mustChangePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notificationChannels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FeatureFlagsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeatureFlags'] = ResolversParentTypes['FeatureFlags']> = ResolversObject<{
  articlesData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  leafletScrapper?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type FieldChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldChange'] = ResolversParentTypes['FieldChange']> = ResolversObject<{
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group']> = ResolversObject<{
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GroupChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupChange'] = ResolversParentTypes['GroupChange']> = ResolversObject<{
  action?: Resolver<ResolversTypes['RecordAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  record?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GroupPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupPage'] = ResolversParentTypes['GroupPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryEntry'] = ResolversParentTypes['HistoryEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['RecordAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['FieldChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HistoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryPage'] = ResolversParentTypes['HistoryPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['HistoryEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InsertResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Insert'] = ResolversParentTypes['Insert']> = ResolversObject<{
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  insertName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  longUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showOnAndroid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showOnAndroid2?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showOnIos?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showOnWeb?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usedBy?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  validTo?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InsertChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InsertChange'] = ResolversParentTypes['InsertChange']> = ResolversObject<{
  action?: Resolver<ResolversTypes['RecordAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  record?: Resolver<ResolversTypes['Insert'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InsertPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InsertPage'] = ResolversParentTypes['InsertPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Insert']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InvalidFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvalidField'] = ResolversParentTypes['InvalidField']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type JobResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Job'] = ResolversParentTypes['Job']> = ResolversObject<{
  attempt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['JobErrorCode']>, ParentType, ContextType>;
  failedSteps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['JobKind'], ParentType, ContextType>;
  maxAttempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['JobResult']>, ParentType, ContextType>;
  running?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  startedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JobStatus'], ParentType, ContextType>;
  steps?: Resolver<Maybe<Array<ResolversTypes['JobStep']>>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['JobSubject'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type JobProgressEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobProgressEvent'] = ResolversParentTypes['JobProgressEvent']> = ResolversObject<{
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  retryInMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['LiveState'], ParentType, ContextType>;
}>;

export type JobResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobResult'] = ResolversParentTypes['JobResult']> = ResolversObject<{
  cutJobId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  failed?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  found?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  imported?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  matched?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  new?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  recipients?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unmatched?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type JobStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobStep'] = ResolversParentTypes['JobStep']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['JobErrorCode']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JobStepStatus'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type JobSubjectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobSubject'] = ResolversParentTypes['JobSubject']> = ResolversObject<{
  leafletId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  leafletNaturalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notificationChannel?: Resolver<Maybe<ResolversTypes['NotificationChannel']>, ParentType, ContextType>;
  notificationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  notificationTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sourceName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  storeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type JobsChangedEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobsChangedEvent'] = ResolversParentTypes['JobsChangedEvent']> = ResolversObject<{
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LeafletResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Leaflet'] = ResolversParentTypes['Leaflet']> = ResolversObject<{
  additionalInfo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  additionalInfo2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstPageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  forceLast?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  hasRecipe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  longUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  naturalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notAllowShoppingList?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notShowAdInserts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['LeafletPageImage']>, ParentType, ContextType>;
  priorities?: Resolver<ResolversTypes['LeafletPriorities'], ParentType, ContextType>;
  publishDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  publishEndDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refreshedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  refreshedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replaceValidityText?: Resolver<ResolversTypes['ReplaceValidityText'], ParentType, ContextType>;
  seoId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showOnlineBadge?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showPopularBadge?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  socialMedia?: Resolver<Array<ResolversTypes['SocialMediaLink']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LeafletStatus'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  thumbnailTrackingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  untilEndOfSupply?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  validTo?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['LeafletVisibility'], ParentType, ContextType>;
  watermark?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  zipCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LeafletChangeEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeafletChangeEvent'] = ResolversParentTypes['LeafletChangeEvent']> = ResolversObject<{
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LeafletChangeKind'], ParentType, ContextType>;
  leaflet?: Resolver<ResolversTypes['Leaflet'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LeafletConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeafletConnection'] = ResolversParentTypes['LeafletConnection']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Leaflet']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LeafletPageCutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeafletPageCut'] = ResolversParentTypes['LeafletPageCut']> = ResolversObject<{
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  leafletId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  leafletNaturalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type LeafletPageDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeafletPageDetails'] = ResolversParentTypes['LeafletPageDetails']> = ResolversObject<{
  areas?: Resolver<Array<ResolversTypes['PageArea']>, ParentType, ContextType>;
  articles?: Resolver<Array<ResolversTypes['ProductArticle']>, ParentType, ContextType>;
  inserts?: Resolver<Array<ResolversTypes['PageInsert']>, ParentType, ContextType>;
  leafletId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linkSwaps?: Resolver<Array<ResolversTypes['LinkSwap']>, ParentType, ContextType>;
  naturalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['PageDetailsPage']>, ParentType, ContextType>;
  redirects?: Resolver<Array<ResolversTypes['PageRedirect']>, ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LeafletPageImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeafletPageImage'] = ResolversParentTypes['LeafletPageImage']> = ResolversObject<{
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LeafletPdfLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeafletPdfLink'] = ResolversParentTypes['LeafletPdfLink']> = ResolversObject<{
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  job?: Resolver<ResolversTypes['Job'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LeafletPrioritiesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeafletPriorities'] = ResolversParentTypes['LeafletPriorities']> = ResolversObject<{
  android?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  android2?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ios?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  web?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  wp?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type LeafletReferenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeafletReference'] = ResolversParentTypes['LeafletReference']> = ResolversObject<{
  leafletId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  leafletNaturalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leafletStoreId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type LeafletVisibilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeafletVisibility'] = ResolversParentTypes['LeafletVisibility']> = ResolversObject<{
  android?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  android2?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ios?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  web?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type LeafletsSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeafletsSummary'] = ResolversParentTypes['LeafletsSummary']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inactive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readyForActivation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readyForDeactivation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LinkSwapResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LinkSwap'] = ResolversParentTypes['LinkSwap']> = ResolversObject<{
  appliedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  newLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platforms?: Resolver<Array<ResolversTypes['LinkPlatform']>, ParentType, ContextType>;
  redirectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LinkSwapStatus'], ParentType, ContextType>;
}>;

export type LoadedPdfLinksResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoadedPdfLinks'] = ResolversParentTypes['LoadedPdfLinks']> = ResolversObject<{
  details?: Resolver<ResolversTypes['LeafletPageDetails'], ParentType, ContextType>;
  loaded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LoyaltyCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoyaltyCard'] = ResolversParentTypes['LoyaltyCard']> = ResolversObject<{
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  cardId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cardName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['LoyaltyCardCountry'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  isPopular?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  legacyId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  storeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LoyaltyCardChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoyaltyCardChange'] = ResolversParentTypes['LoyaltyCardChange']> = ResolversObject<{
  action?: Resolver<ResolversTypes['RecordAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  record?: Resolver<ResolversTypes['LoyaltyCard'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LoyaltyCardPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoyaltyCardPage'] = ResolversParentTypes['LoyaltyCardPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['LoyaltyCard']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  acquireRecordLock?: Resolver<ResolversTypes['RecordLock'], ParentType, ContextType, RequireFields<MutationAcquireRecordLockArgs, 'id' | 'resource'>>;
  addPageArea?: Resolver<ResolversTypes['LeafletPageDetails'], ParentType, ContextType, RequireFields<MutationAddPageAreaArgs, 'input' | 'leafletId'>>;
  addPageInserts?: Resolver<ResolversTypes['LeafletPageDetails'], ParentType, ContextType, RequireFields<MutationAddPageInsertsArgs, 'input' | 'leafletId'>>;
  addPageRedirect?: Resolver<ResolversTypes['LeafletPageDetails'], ParentType, ContextType, RequireFields<MutationAddPageRedirectArgs, 'input' | 'leafletId'>>;
  addProductArticle?: Resolver<ResolversTypes['LeafletPageDetails'], ParentType, ContextType, RequireFields<MutationAddProductArticleArgs, 'input' | 'leafletId'>>;
  applyBulkLink?: Resolver<ResolversTypes['LeafletPageDetails'], ParentType, ContextType, RequireFields<MutationApplyBulkLinkArgs, 'input' | 'leafletId'>>;
  archiveCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationArchiveCategoryArgs, 'id'>>;
  archiveCook?: Resolver<ResolversTypes['Cook'], ParentType, ContextType, RequireFields<MutationArchiveCookArgs, 'id'>>;
  archiveGroup?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationArchiveGroupArgs, 'id'>>;
  archiveInsert?: Resolver<ResolversTypes['Insert'], ParentType, ContextType, RequireFields<MutationArchiveInsertArgs, 'id'>>;
  archiveLoyaltyCard?: Resolver<ResolversTypes['LoyaltyCard'], ParentType, ContextType, RequireFields<MutationArchiveLoyaltyCardArgs, 'id'>>;
  archiveRecipe?: Resolver<ResolversTypes['Recipe'], ParentType, ContextType, RequireFields<MutationArchiveRecipeArgs, 'id'>>;
  archiveReelChannel?: Resolver<ResolversTypes['ReelChannel'], ParentType, ContextType, RequireFields<MutationArchiveReelChannelArgs, 'id'>>;
  archiveStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationArchiveStoreArgs, 'id'>>;
  cancelJob?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationCancelJobArgs, 'id'>>;
  cancelLinkSwap?: Resolver<ResolversTypes['LeafletPageDetails'], ParentType, ContextType, RequireFields<MutationCancelLinkSwapArgs, 'id' | 'leafletId'>>;
  cancelNotification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationCancelNotificationArgs, 'id'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  confirmArticleDataMatch?: Resolver<ResolversTypes['ArticleData'], ParentType, ContextType, RequireFields<MutationConfirmArticleDataMatchArgs, 'id' | 'leafletId'>>;
  createCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationCreateCategoryArgs, 'input'>>;
  createCook?: Resolver<ResolversTypes['Cook'], ParentType, ContextType, RequireFields<MutationCreateCookArgs, 'input'>>;
  createGroup?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationCreateGroupArgs, 'input'>>;
  createInsert?: Resolver<ResolversTypes['Insert'], ParentType, ContextType, RequireFields<MutationCreateInsertArgs, 'input'>>;
  createLoyaltyCard?: Resolver<ResolversTypes['LoyaltyCard'], ParentType, ContextType, RequireFields<MutationCreateLoyaltyCardArgs, 'input'>>;
  createRecipe?: Resolver<ResolversTypes['Recipe'], ParentType, ContextType, RequireFields<MutationCreateRecipeArgs, 'input'>>;
  createReel?: Resolver<ResolversTypes['Reel'], ParentType, ContextType, RequireFields<MutationCreateReelArgs, 'input'>>;
  createReelChannel?: Resolver<ResolversTypes['ReelChannel'], ParentType, ContextType, RequireFields<MutationCreateReelChannelArgs, 'input'>>;
  createStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationCreateStoreArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  cutLeafletPages?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationCutLeafletPagesArgs, 'leafletId'>>;
  deactivateReel?: Resolver<ResolversTypes['Reel'], ParentType, ContextType, RequireFields<MutationDeactivateReelArgs, 'id'>>;
  deleteArticleData?: Resolver<ResolversTypes['ArticleData'], ParentType, ContextType, RequireFields<MutationDeleteArticleDataArgs, 'id'>>;
  deleteLeaflet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteLeafletArgs, 'id'>>;
  deleteLeafletUrls?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationDeleteLeafletUrlsArgs, 'kind'>>;
  deleteStore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteStoreArgs, 'id'>>;
  disableUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDisableUserArgs, 'id'>>;
  enableUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationEnableUserArgs, 'id'>>;
  generateLeafletPdf?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationGenerateLeafletPdfArgs, 'leafletId'>>;
  loadPageAreasFromPdf?: Resolver<ResolversTypes['LoadedPdfLinks'], ParentType, ContextType, RequireFields<MutationLoadPageAreasFromPdfArgs, 'leafletId'>>;
  login?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'username'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  matchArticleDataToLeaflet?: Resolver<ResolversTypes['ArticleData'], ParentType, ContextType, RequireFields<MutationMatchArticleDataToLeafletArgs, 'id' | 'leafletNaturalId'>>;
  publishPromotions?: Resolver<ResolversTypes['PublicationResult'], ParentType, ContextType>;
  publishReel?: Resolver<ResolversTypes['Reel'], ParentType, ContextType, RequireFields<MutationPublishReelArgs, 'id'>>;
  refreshLeaflet?: Resolver<ResolversTypes['Leaflet'], ParentType, ContextType, RequireFields<MutationRefreshLeafletArgs, 'id'>>;
  refreshSession?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  releaseRecordLock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReleaseRecordLockArgs, 'id' | 'resource'>>;
  removeArticleDataMatch?: Resolver<ResolversTypes['ArticleData'], ParentType, ContextType, RequireFields<MutationRemoveArticleDataMatchArgs, 'id'>>;
  removePageArea?: Resolver<ResolversTypes['LeafletPageDetails'], ParentType, ContextType, RequireFields<MutationRemovePageAreaArgs, 'id' | 'leafletId'>>;
  removePageInsert?: Resolver<ResolversTypes['LeafletPageDetails'], ParentType, ContextType, RequireFields<MutationRemovePageInsertArgs, 'id' | 'leafletId'>>;
  removePageRedirect?: Resolver<ResolversTypes['LeafletPageDetails'], ParentType, ContextType, RequireFields<MutationRemovePageRedirectArgs, 'id' | 'leafletId'>>;
  removeProductArticle?: Resolver<ResolversTypes['LeafletPageDetails'], ParentType, ContextType, RequireFields<MutationRemoveProductArticleArgs, 'id' | 'leafletId'>>;
  removeReel?: Resolver<ResolversTypes['Reel'], ParentType, ContextType, RequireFields<MutationRemoveReelArgs, 'id'>>;
  restoreCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationRestoreCategoryArgs, 'id'>>;
  restoreCook?: Resolver<ResolversTypes['Cook'], ParentType, ContextType, RequireFields<MutationRestoreCookArgs, 'id'>>;
  restoreGroup?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationRestoreGroupArgs, 'id'>>;
  restoreInsert?: Resolver<ResolversTypes['Insert'], ParentType, ContextType, RequireFields<MutationRestoreInsertArgs, 'id'>>;
  restoreLeaflet?: Resolver<ResolversTypes['Leaflet'], ParentType, ContextType, RequireFields<MutationRestoreLeafletArgs, 'id'>>;
  restoreLoyaltyCard?: Resolver<ResolversTypes['LoyaltyCard'], ParentType, ContextType, RequireFields<MutationRestoreLoyaltyCardArgs, 'id'>>;
  restoreRecipe?: Resolver<ResolversTypes['Recipe'], ParentType, ContextType, RequireFields<MutationRestoreRecipeArgs, 'id'>>;
  restoreReel?: Resolver<ResolversTypes['Reel'], ParentType, ContextType, RequireFields<MutationRestoreReelArgs, 'id'>>;
  restoreReelChannel?: Resolver<ResolversTypes['ReelChannel'], ParentType, ContextType, RequireFields<MutationRestoreReelChannelArgs, 'id'>>;
  restoreStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationRestoreStoreArgs, 'id'>>;
  retryFailedPages?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationRetryFailedPagesArgs, 'leafletId'>>;
  retryJob?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationRetryJobArgs, 'id'>>;
  revertAppConfigSection?: Resolver<ResolversTypes['AppConfigSection'], ParentType, ContextType, RequireFields<MutationRevertAppConfigSectionArgs, 'id' | 'toVersion' | 'version'>>;
  runAllCrawlers?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType>;
  runCrawler?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationRunCrawlerArgs, 'sourceId'>>;
  scheduleLinkSwap?: Resolver<ResolversTypes['LeafletPageDetails'], ParentType, ContextType, RequireFields<MutationScheduleLinkSwapArgs, 'input' | 'leafletId'>>;
  sendNotification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationSendNotificationArgs, 'input'>>;
  setLeafletPriority?: Resolver<ResolversTypes['OrderingDelta'], ParentType, ContextType, RequireFields<MutationSetLeafletPriorityArgs, 'input'>>;
  setUserPassword?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserPasswordArgs, 'id' | 'temporaryPassword'>>;
  startArticlesDataImport?: Resolver<ResolversTypes['Job'], ParentType, ContextType>;
  undeleteArticleData?: Resolver<ResolversTypes['ArticleData'], ParentType, ContextType, RequireFields<MutationUndeleteArticleDataArgs, 'id'>>;
  undoOrderingMove?: Resolver<ResolversTypes['OrderingDelta'], ParentType, ContextType, RequireFields<MutationUndoOrderingMoveArgs, 'expectedVersion' | 'moveId' | 'platform'>>;
  updateAppConfigSection?: Resolver<ResolversTypes['AppConfigSection'], ParentType, ContextType, RequireFields<MutationUpdateAppConfigSectionArgs, 'id' | 'input' | 'version'>>;
  updateCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationUpdateCategoryArgs, 'id' | 'input' | 'version'>>;
  updateCook?: Resolver<ResolversTypes['Cook'], ParentType, ContextType, RequireFields<MutationUpdateCookArgs, 'id' | 'input' | 'version'>>;
  updateGroup?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationUpdateGroupArgs, 'id' | 'input' | 'version'>>;
  updateInsert?: Resolver<ResolversTypes['Insert'], ParentType, ContextType, RequireFields<MutationUpdateInsertArgs, 'id' | 'input' | 'version'>>;
  updateLeaflet?: Resolver<ResolversTypes['Leaflet'], ParentType, ContextType, RequireFields<MutationUpdateLeafletArgs, 'id' | 'input' | 'version'>>;
  updateLoyaltyCard?: Resolver<ResolversTypes['LoyaltyCard'], ParentType, ContextType, RequireFields<MutationUpdateLoyaltyCardArgs, 'id' | 'input' | 'version'>>;
  updateNotification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationUpdateNotificationArgs, 'id' | 'input' | 'version'>>;
  updatePageArea?: Resolver<ResolversTypes['LeafletPageDetails'], ParentType, ContextType, RequireFields<MutationUpdatePageAreaArgs, 'id' | 'input' | 'leafletId' | 'version'>>;
  updatePageRedirect?: Resolver<ResolversTypes['LeafletPageDetails'], ParentType, ContextType, RequireFields<MutationUpdatePageRedirectArgs, 'id' | 'input' | 'leafletId' | 'version'>>;
  updatePresence?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUpdatePresenceArgs, 'room'>>;
  updateProductArticle?: Resolver<ResolversTypes['LeafletPageDetails'], ParentType, ContextType, RequireFields<MutationUpdateProductArticleArgs, 'id' | 'input' | 'leafletId' | 'version'>>;
  updateRecipe?: Resolver<ResolversTypes['Recipe'], ParentType, ContextType, RequireFields<MutationUpdateRecipeArgs, 'id' | 'input' | 'version'>>;
  updateReel?: Resolver<ResolversTypes['Reel'], ParentType, ContextType, RequireFields<MutationUpdateReelArgs, 'id' | 'input' | 'version'>>;
  updateReelChannel?: Resolver<ResolversTypes['ReelChannel'], ParentType, ContextType, RequireFields<MutationUpdateReelChannelArgs, 'id' | 'input' | 'version'>>;
  updateStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationUpdateStoreArgs, 'id' | 'input' | 'version'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input' | 'version'>>;
}>;

export type NotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = ResolversObject<{
  bigIcon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bigPicture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['NotificationChannel'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deepLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  devices?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  geolocations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  groupIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  groupNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  openTrackingLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plannedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  recipients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  showTrackingLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NotificationStatus'], ParentType, ContextType>;
  storeIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  storeNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  webpageLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type NotificationChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationChange'] = ResolversParentTypes['NotificationChange']> = ResolversObject<{
  action?: Resolver<ResolversTypes['RecordAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  record?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotificationDeliveryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationDelivery'] = ResolversParentTypes['NotificationDelivery']> = ResolversObject<{
  channel?: Resolver<ResolversTypes['NotificationChannel'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notificationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notificationTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platform?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  storeIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  storeNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type NotificationDeliveryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationDeliveryPage'] = ResolversParentTypes['NotificationDeliveryPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['NotificationDelivery']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotificationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotificationTargetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationTarget'] = ResolversParentTypes['NotificationTarget']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NotificationTargetsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationTargets'] = ResolversParentTypes['NotificationTargets']> = ResolversObject<{
  channels?: Resolver<Array<ResolversTypes['NotificationChannel']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['NotificationTarget']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['NotificationProvider'], ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['NotificationTarget']>, ParentType, ContextType>;
}>;

export type OrderedLeafletResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderedLeaflet'] = ResolversParentTypes['OrderedLeaflet']> = ResolversObject<{
  leaflet?: Resolver<ResolversTypes['Leaflet'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priority?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Ordering'] = ResolversParentTypes['Ordering']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['OrderedLeaflet']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderingChangeEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderingChangeEvent'] = ResolversParentTypes['OrderingChangeEvent']> = ResolversObject<{
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delta?: Resolver<Maybe<ResolversTypes['OrderingDelta']>, ParentType, ContextType>;
  move?: Resolver<Maybe<ResolversTypes['OrderingMove']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['OrderingChangeSource'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderingDeltaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderingDelta'] = ResolversParentTypes['OrderingDelta']> = ResolversObject<{
  baseVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  changed?: Resolver<Array<ResolversTypes['OrderedLeaflet']>, ParentType, ContextType>;
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  move?: Resolver<Maybe<ResolversTypes['OrderingMove']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  removed?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderingMoveResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderingMove'] = ResolversParentTypes['OrderingMove']> = ResolversObject<{
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displacedNaturalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromPriority?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  leafletId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  naturalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toPriority?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  undoOf?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  versionAfter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  versionBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PageAreaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageArea'] = ResolversParentTypes['PageArea']> = ResolversObject<{
  affiliation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['PageAreaSource'], ParentType, ContextType>;
  urlParams?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PageDetailsChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageDetailsChange'] = ResolversParentTypes['PageDetailsChange']> = ResolversObject<{
  action?: Resolver<ResolversTypes['RecordAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  details?: Resolver<ResolversTypes['LeafletPageDetails'], ParentType, ContextType>;
  part?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PageDetailsPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageDetailsPage'] = ResolversParentTypes['PageDetailsPage']> = ResolversObject<{
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type PageInsertResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInsert'] = ResolversParentTypes['PageInsert']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  insertId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  insertName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PageRedirectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageRedirect'] = ResolversParentTypes['PageRedirect']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  longUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platformLinks?: Resolver<Array<ResolversTypes['PlatformLink']>, ParentType, ContextType>;
  positions?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  positionsText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnailTrackingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PendingPublicationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingPublication'] = ResolversParentTypes['PendingPublication']> = ResolversObject<{
  toActivate?: Resolver<Array<ResolversTypes['Leaflet']>, ParentType, ContextType>;
  toDeactivate?: Resolver<Array<ResolversTypes['Leaflet']>, ParentType, ContextType>;
}>;

export type PendingPublicationEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingPublicationEvent'] = ResolversParentTypes['PendingPublicationEvent']> = ResolversObject<{
  pending?: Resolver<ResolversTypes['PendingPublication'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PlatformResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Platform'] = ResolversParentTypes['Platform']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlatformLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlatformLink'] = ResolversParentTypes['PlatformLink']> = ResolversObject<{
  platform?: Resolver<ResolversTypes['LinkPlatform'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlatformsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Platforms'] = ResolversParentTypes['Platforms']> = ResolversObject<{
  insertPlatforms?: Resolver<Array<ResolversTypes['Platform']>, ParentType, ContextType>;
  leafletPlatforms?: Resolver<Array<ResolversTypes['Platform']>, ParentType, ContextType>;
}>;

export type PresenceMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PresenceMember'] = ResolversParentTypes['PresenceMember']> = ResolversObject<{
  activity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PresenceStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PresenceState'] = ResolversParentTypes['PresenceState']> = ResolversObject<{
  members?: Resolver<Array<ResolversTypes['PresenceMember']>, ParentType, ContextType>;
  room?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductArticleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductArticle'] = ResolversParentTypes['ProductArticle']> = ResolversObject<{
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  crossedPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mapPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packaging?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  pricePerUnit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  validTo?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PublicationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicationResult'] = ResolversParentTypes['PublicationResult']> = ResolversObject<{
  activated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deactivated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  activityLog?: Resolver<ResolversTypes['ActivityPage'], ParentType, ContextType, RequireFields<QueryActivityLogArgs, 'limit' | 'offset'>>;
  appConfigSection?: Resolver<ResolversTypes['AppConfigSection'], ParentType, ContextType, RequireFields<QueryAppConfigSectionArgs, 'id'>>;
  appConfigSectionHistory?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryAppConfigSectionHistoryArgs, 'id'>>;
  appConfigSections?: Resolver<ResolversTypes['AppConfigSectionPage'], ParentType, ContextType, Partial<QueryAppConfigSectionsArgs>>;
  archivedLeaflets?: Resolver<ResolversTypes['LeafletConnection'], ParentType, ContextType, RequireFields<QueryArchivedLeafletsArgs, 'limit' | 'offset'>>;
  articlesData?: Resolver<Array<ResolversTypes['ArticleData']>, ParentType, ContextType, Partial<QueryArticlesDataArgs>>;
  articlesDataArticles?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType, RequireFields<QueryArticlesDataArticlesArgs, 'id'>>;
  articlesDataDeleted?: Resolver<Array<ResolversTypes['ArticleData']>, ParentType, ContextType, RequireFields<QueryArticlesDataDeletedArgs, 'retailer'>>;
  articlesDataImport?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  articlesDataNotMatched?: Resolver<Array<ResolversTypes['ArticleData']>, ParentType, ContextType>;
  articlesDataRetailers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<ResolversTypes['CategoryPage'], ParentType, ContextType, Partial<QueryCategoriesArgs>>;
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<QueryCategoryArgs, 'id'>>;
  categoryHistory?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryCategoryHistoryArgs, 'id'>>;
  cook?: Resolver<ResolversTypes['Cook'], ParentType, ContextType, RequireFields<QueryCookArgs, 'id'>>;
  cookHistory?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryCookHistoryArgs, 'id'>>;
  cooks?: Resolver<ResolversTypes['CookPage'], ParentType, ContextType, Partial<QueryCooksArgs>>;
  crawlerRunFindings?: Resolver<Array<ResolversTypes['CrawlerFinding']>, ParentType, ContextType, RequireFields<QueryCrawlerRunFindingsArgs, 'runId'>>;
  crawlerRuns?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryCrawlerRunsArgs, 'limit'>>;
  crawlerSources?: Resolver<Array<ResolversTypes['CrawlerSource']>, ParentType, ContextType>;
  featureFlags?: Resolver<ResolversTypes['FeatureFlags'], ParentType, ContextType>;
  feedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryFeedUrlArgs, 'platform'>>;
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<QueryGroupArgs, 'id'>>;
  groupHistory?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryGroupHistoryArgs, 'id'>>;
  groups?: Resolver<ResolversTypes['GroupPage'], ParentType, ContextType, Partial<QueryGroupsArgs>>;
  insert?: Resolver<ResolversTypes['Insert'], ParentType, ContextType, RequireFields<QueryInsertArgs, 'id'>>;
  insertHistory?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryInsertHistoryArgs, 'id'>>;
  inserts?: Resolver<ResolversTypes['InsertPage'], ParentType, ContextType, Partial<QueryInsertsArgs>>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryJobArgs, 'id'>>;
  jobs?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryJobsArgs, 'limit' | 'state'>>;
  leaflet?: Resolver<Maybe<ResolversTypes['Leaflet']>, ParentType, ContextType, RequireFields<QueryLeafletArgs, 'id'>>;
  leafletHistory?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryLeafletHistoryArgs, 'id'>>;
  leafletPageCut?: Resolver<ResolversTypes['LeafletPageCut'], ParentType, ContextType, RequireFields<QueryLeafletPageCutArgs, 'leafletId'>>;
  leafletPageDetails?: Resolver<ResolversTypes['LeafletPageDetails'], ParentType, ContextType, RequireFields<QueryLeafletPageDetailsArgs, 'leafletId'>>;
  leafletPdfLink?: Resolver<ResolversTypes['LeafletPdfLink'], ParentType, ContextType, RequireFields<QueryLeafletPdfLinkArgs, 'jobId'>>;
  leafletRedirectHistory?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryLeafletRedirectHistoryArgs, 'id'>>;
  leaflets?: Resolver<ResolversTypes['LeafletConnection'], ParentType, ContextType, RequireFields<QueryLeafletsArgs, 'limit' | 'offset'>>;
  loyaltyCard?: Resolver<ResolversTypes['LoyaltyCard'], ParentType, ContextType, RequireFields<QueryLoyaltyCardArgs, 'id'>>;
  loyaltyCardHistory?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryLoyaltyCardHistoryArgs, 'id'>>;
  loyaltyCards?: Resolver<ResolversTypes['LoyaltyCardPage'], ParentType, ContextType, Partial<QueryLoyaltyCardsArgs>>;
  me?: Resolver<ResolversTypes['CurrentUser'], ParentType, ContextType>;
  notification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<QueryNotificationArgs, 'id'>>;
  notificationDeliveries?: Resolver<ResolversTypes['NotificationDeliveryPage'], ParentType, ContextType, Partial<QueryNotificationDeliveriesArgs>>;
  notificationHistory?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryNotificationHistoryArgs, 'id'>>;
  notificationReach?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryNotificationReachArgs, 'input'>>;
  notificationTargets?: Resolver<ResolversTypes['NotificationTargets'], ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, Partial<QueryNotificationsArgs>>;
  ordering?: Resolver<ResolversTypes['Ordering'], ParentType, ContextType, RequireFields<QueryOrderingArgs, 'platform'>>;
  orderingMoves?: Resolver<Array<ResolversTypes['OrderingMove']>, ParentType, ContextType, RequireFields<QueryOrderingMovesArgs, 'limit' | 'platform'>>;
  pendingPublication?: Resolver<ResolversTypes['PendingPublication'], ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  platforms?: Resolver<ResolversTypes['Platforms'], ParentType, ContextType>;
  recipe?: Resolver<ResolversTypes['Recipe'], ParentType, ContextType, RequireFields<QueryRecipeArgs, 'id'>>;
  recipeHistory?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryRecipeHistoryArgs, 'id'>>;
  recipeShops?: Resolver<Array<ResolversTypes['RecipeShop']>, ParentType, ContextType>;
  recipes?: Resolver<ResolversTypes['RecipePage'], ParentType, ContextType, Partial<QueryRecipesArgs>>;
  recordLock?: Resolver<Maybe<ResolversTypes['RecordLock']>, ParentType, ContextType, RequireFields<QueryRecordLockArgs, 'id' | 'resource'>>;
  reel?: Resolver<ResolversTypes['Reel'], ParentType, ContextType, RequireFields<QueryReelArgs, 'id'>>;
  reelChannel?: Resolver<ResolversTypes['ReelChannel'], ParentType, ContextType, RequireFields<QueryReelChannelArgs, 'id'>>;
  reelChannelHistory?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryReelChannelHistoryArgs, 'id'>>;
  reelChannels?: Resolver<ResolversTypes['ReelChannelPage'], ParentType, ContextType, Partial<QueryReelChannelsArgs>>;
  reelHistory?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryReelHistoryArgs, 'id'>>;
  reels?: Resolver<ResolversTypes['ReelPage'], ParentType, ContextType, Partial<QueryReelsArgs>>;
  store?: Resolver<Maybe<ResolversTypes['Store']>, ParentType, ContextType, RequireFields<QueryStoreArgs, 'id'>>;
  storeHistory?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryStoreHistoryArgs, 'id'>>;
  stores?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType, Partial<QueryStoresArgs>>;
  storesPage?: Resolver<ResolversTypes['StorePage'], ParentType, ContextType, Partial<QueryStoresPageArgs>>;
  systemInfo?: Resolver<ResolversTypes['SystemInfo'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userHistory?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryUserHistoryArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, Partial<QueryUsersArgs>>;
}>;

export type RecipeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Recipe'] = ResolversParentTypes['Recipe']> = ResolversObject<{
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  complexity?: Resolver<ResolversTypes['RecipeComplexity'], ParentType, ContextType>;
  cookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cookName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cover?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  leafletId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  longUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numberOfServings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  preparationTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  seoId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shoppingListUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecipeStatus'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['RecipeStep']>, ParentType, ContextType>;
  storeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  storeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['RecipeType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visibleAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type RecipeChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecipeChange'] = ResolversParentTypes['RecipeChange']> = ResolversObject<{
  action?: Resolver<ResolversTypes['RecordAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  record?: Resolver<ResolversTypes['Recipe'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RecipePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecipePage'] = ResolversParentTypes['RecipePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Recipe']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RecipeShopResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecipeShop'] = ResolversParentTypes['RecipeShop']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RecipeStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecipeStep'] = ResolversParentTypes['RecipeStep']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  extraDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RecordLockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecordLock'] = ResolversParentTypes['RecordLock']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  holder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type RecordLockStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecordLockState'] = ResolversParentTypes['RecordLockState']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lock?: Resolver<Maybe<ResolversTypes['RecordLock']>, ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['ResourceName'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  takenOverFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ReelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Reel'] = ResolversParentTypes['Reel']> = ResolversObject<{
  actionType?: Resolver<ResolversTypes['ReelActionType'], ParentType, ContextType>;
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  channelName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ctaButtonText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiry?: Resolver<ResolversTypes['ReelExpiry'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  impressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  insertNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  internalNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  leafletId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['ReelMediaType'], ParentType, ContextType>;
  mediaURL?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  naturalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  showOn?: Resolver<Array<ResolversTypes['LinkPlatform']>, ParentType, ContextType>;
  standardPageNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReelStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visibilityEndDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  visibilityStartDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  visibilityTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReelChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReelChange'] = ResolversParentTypes['ReelChange']> = ResolversObject<{
  action?: Resolver<ResolversTypes['RecordAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  record?: Resolver<ResolversTypes['Reel'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReelChannelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReelChannel'] = ResolversParentTypes['ReelChannel']> = ResolversObject<{
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  autoCreateReels?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  editorIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  editors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  naturalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReelChannelChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReelChannelChange'] = ResolversParentTypes['ReelChannelChange']> = ResolversObject<{
  action?: Resolver<ResolversTypes['RecordAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  record?: Resolver<ResolversTypes['ReelChannel'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReelChannelPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReelChannelPage'] = ResolversParentTypes['ReelChannelPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ReelChannel']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReelPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReelPage'] = ResolversParentTypes['ReelPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Reel']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = ResolversObject<{
  accessExpiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  refreshExpiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['CurrentUser'], ParentType, ContextType>;
}>;

export type SocialMediaLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialMediaLink'] = ResolversParentTypes['SocialMediaLink']> = ResolversObject<{
  platform?: Resolver<ResolversTypes['SocialPlatform'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoreResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Store'] = ResolversParentTypes['Store']> = ResolversObject<{
  addAsReelsChannel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  editorIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  editors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  forceFavorites?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  groupIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  hasUnconfirmedArticleData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  leaflets?: Resolver<Array<ResolversTypes['Leaflet']>, ParentType, ContextType, RequireFields<StoreLeafletsArgs, 'type'>>;
  leafletsSummary?: Resolver<ResolversTypes['LeafletsSummary'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  showAnyway?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  storeAtFirst?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  storeWebId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StoreChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoreChange'] = ResolversParentTypes['StoreChange']> = ResolversObject<{
  action?: Resolver<ResolversTypes['RecordAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  record?: Resolver<ResolversTypes['Store'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StorePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StorePage'] = ResolversParentTypes['StorePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  _noop?: SubscriptionResolver<Maybe<ResolversTypes['Boolean']>, "_noop", ParentType, ContextType>;
  activityLogged?: SubscriptionResolver<ResolversTypes['ActivityLogged'], "activityLogged", ParentType, ContextType>;
  appConfigSectionsChanged?: SubscriptionResolver<ResolversTypes['AppConfigSectionChange'], "appConfigSectionsChanged", ParentType, ContextType>;
  articlesDataChanged?: SubscriptionResolver<ResolversTypes['ArticlesDataChangedEvent'], "articlesDataChanged", ParentType, ContextType>;
  categoriesChanged?: SubscriptionResolver<ResolversTypes['CategoryChange'], "categoriesChanged", ParentType, ContextType>;
  cooksChanged?: SubscriptionResolver<ResolversTypes['CookChange'], "cooksChanged", ParentType, ContextType>;
  groupsChanged?: SubscriptionResolver<ResolversTypes['GroupChange'], "groupsChanged", ParentType, ContextType>;
  insertsChanged?: SubscriptionResolver<ResolversTypes['InsertChange'], "insertsChanged", ParentType, ContextType>;
  jobProgress?: SubscriptionResolver<ResolversTypes['JobProgressEvent'], "jobProgress", ParentType, ContextType, RequireFields<SubscriptionJobProgressArgs, 'id'>>;
  jobsChanged?: SubscriptionResolver<ResolversTypes['JobsChangedEvent'], "jobsChanged", ParentType, ContextType>;
  leafletChanged?: SubscriptionResolver<ResolversTypes['LeafletChangeEvent'], "leafletChanged", ParentType, ContextType, RequireFields<SubscriptionLeafletChangedArgs, 'id'>>;
  leafletPageDetailsChanged?: SubscriptionResolver<ResolversTypes['PageDetailsChange'], "leafletPageDetailsChanged", ParentType, ContextType, RequireFields<SubscriptionLeafletPageDetailsChangedArgs, 'leafletId'>>;
  loyaltyCardsChanged?: SubscriptionResolver<ResolversTypes['LoyaltyCardChange'], "loyaltyCardsChanged", ParentType, ContextType>;
  notificationsChanged?: SubscriptionResolver<ResolversTypes['NotificationChange'], "notificationsChanged", ParentType, ContextType>;
  orderingChanged?: SubscriptionResolver<ResolversTypes['OrderingChangeEvent'], "orderingChanged", ParentType, ContextType, RequireFields<SubscriptionOrderingChangedArgs, 'platform'>>;
  pendingPublicationChanged?: SubscriptionResolver<ResolversTypes['PendingPublicationEvent'], "pendingPublicationChanged", ParentType, ContextType>;
  presence?: SubscriptionResolver<ResolversTypes['PresenceState'], "presence", ParentType, ContextType, RequireFields<SubscriptionPresenceArgs, 'room'>>;
  recipesChanged?: SubscriptionResolver<ResolversTypes['RecipeChange'], "recipesChanged", ParentType, ContextType>;
  recordLock?: SubscriptionResolver<ResolversTypes['RecordLockState'], "recordLock", ParentType, ContextType, RequireFields<SubscriptionRecordLockArgs, 'id' | 'resource'>>;
  reelChannelsChanged?: SubscriptionResolver<ResolversTypes['ReelChannelChange'], "reelChannelsChanged", ParentType, ContextType>;
  reelsChanged?: SubscriptionResolver<ResolversTypes['ReelChange'], "reelsChanged", ParentType, ContextType>;
  storeLeafletsChanged?: SubscriptionResolver<ResolversTypes['LeafletChangeEvent'], "storeLeafletsChanged", ParentType, ContextType, RequireFields<SubscriptionStoreLeafletsChangedArgs, 'storeId'>>;
  storesChanged?: SubscriptionResolver<ResolversTypes['StoreChange'], "storesChanged", ParentType, ContextType>;
  usersChanged?: SubscriptionResolver<ResolversTypes['UserChange'], "usersChanged", ParentType, ContextType>;
}>;

export type SystemInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SystemInfo'] = ResolversParentTypes['SystemInfo']> = ResolversObject<{
  displayVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mustChangePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notificationChannels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  passwordChangedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  storeIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserChange'] = ResolversParentTypes['UserChange']> = ResolversObject<{
  action?: Resolver<ResolversTypes['RecordAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  record?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  ActivityEntry?: ActivityEntryResolvers<ContextType>;
  ActivityLogged?: ActivityLoggedResolvers<ContextType>;
  ActivityPage?: ActivityPageResolvers<ContextType>;
  AppConfigSection?: AppConfigSectionResolvers<ContextType>;
  AppConfigSectionChange?: AppConfigSectionChangeResolvers<ContextType>;
  AppConfigSectionPage?: AppConfigSectionPageResolvers<ContextType>;
  Article?: ArticleResolvers<ContextType>;
  ArticleData?: ArticleDataResolvers<ContextType>;
  ArticlesDataChangedEvent?: ArticlesDataChangedEventResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryChange?: CategoryChangeResolvers<ContextType>;
  CategoryPage?: CategoryPageResolvers<ContextType>;
  Cook?: CookResolvers<ContextType>;
  CookChange?: CookChangeResolvers<ContextType>;
  CookPage?: CookPageResolvers<ContextType>;
  CrawlerFinding?: CrawlerFindingResolvers<ContextType>;
  CrawlerSource?: CrawlerSourceResolvers<ContextType>;
  CurrentUser?: CurrentUserResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  FeatureFlags?: FeatureFlagsResolvers<ContextType>;
  FieldChange?: FieldChangeResolvers<ContextType>;
  Group?: GroupResolvers<ContextType>;
  GroupChange?: GroupChangeResolvers<ContextType>;
  GroupPage?: GroupPageResolvers<ContextType>;
  HistoryEntry?: HistoryEntryResolvers<ContextType>;
  HistoryPage?: HistoryPageResolvers<ContextType>;
  Insert?: InsertResolvers<ContextType>;
  InsertChange?: InsertChangeResolvers<ContextType>;
  InsertPage?: InsertPageResolvers<ContextType>;
  InvalidField?: InvalidFieldResolvers<ContextType>;
  JSONObject?: GraphQLScalarType;
  Job?: JobResolvers<ContextType>;
  JobProgressEvent?: JobProgressEventResolvers<ContextType>;
  JobResult?: JobResultResolvers<ContextType>;
  JobStep?: JobStepResolvers<ContextType>;
  JobSubject?: JobSubjectResolvers<ContextType>;
  JobsChangedEvent?: JobsChangedEventResolvers<ContextType>;
  Leaflet?: LeafletResolvers<ContextType>;
  LeafletChangeEvent?: LeafletChangeEventResolvers<ContextType>;
  LeafletConnection?: LeafletConnectionResolvers<ContextType>;
  LeafletPageCut?: LeafletPageCutResolvers<ContextType>;
  LeafletPageDetails?: LeafletPageDetailsResolvers<ContextType>;
  LeafletPageImage?: LeafletPageImageResolvers<ContextType>;
  LeafletPdfLink?: LeafletPdfLinkResolvers<ContextType>;
  LeafletPriorities?: LeafletPrioritiesResolvers<ContextType>;
  LeafletReference?: LeafletReferenceResolvers<ContextType>;
  LeafletVisibility?: LeafletVisibilityResolvers<ContextType>;
  LeafletsSummary?: LeafletsSummaryResolvers<ContextType>;
  LinkSwap?: LinkSwapResolvers<ContextType>;
  LoadedPdfLinks?: LoadedPdfLinksResolvers<ContextType>;
  LoyaltyCard?: LoyaltyCardResolvers<ContextType>;
  LoyaltyCardChange?: LoyaltyCardChangeResolvers<ContextType>;
  LoyaltyCardPage?: LoyaltyCardPageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationChange?: NotificationChangeResolvers<ContextType>;
  NotificationDelivery?: NotificationDeliveryResolvers<ContextType>;
  NotificationDeliveryPage?: NotificationDeliveryPageResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  NotificationTarget?: NotificationTargetResolvers<ContextType>;
  NotificationTargets?: NotificationTargetsResolvers<ContextType>;
  OrderedLeaflet?: OrderedLeafletResolvers<ContextType>;
  Ordering?: OrderingResolvers<ContextType>;
  OrderingChangeEvent?: OrderingChangeEventResolvers<ContextType>;
  OrderingDelta?: OrderingDeltaResolvers<ContextType>;
  OrderingMove?: OrderingMoveResolvers<ContextType>;
  PageArea?: PageAreaResolvers<ContextType>;
  PageDetailsChange?: PageDetailsChangeResolvers<ContextType>;
  PageDetailsPage?: PageDetailsPageResolvers<ContextType>;
  PageInsert?: PageInsertResolvers<ContextType>;
  PageRedirect?: PageRedirectResolvers<ContextType>;
  PendingPublication?: PendingPublicationResolvers<ContextType>;
  PendingPublicationEvent?: PendingPublicationEventResolvers<ContextType>;
  Platform?: PlatformResolvers<ContextType>;
  PlatformLink?: PlatformLinkResolvers<ContextType>;
  Platforms?: PlatformsResolvers<ContextType>;
  PresenceMember?: PresenceMemberResolvers<ContextType>;
  PresenceState?: PresenceStateResolvers<ContextType>;
  ProductArticle?: ProductArticleResolvers<ContextType>;
  PublicationResult?: PublicationResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Recipe?: RecipeResolvers<ContextType>;
  RecipeChange?: RecipeChangeResolvers<ContextType>;
  RecipePage?: RecipePageResolvers<ContextType>;
  RecipeShop?: RecipeShopResolvers<ContextType>;
  RecipeStep?: RecipeStepResolvers<ContextType>;
  RecordLock?: RecordLockResolvers<ContextType>;
  RecordLockState?: RecordLockStateResolvers<ContextType>;
  Reel?: ReelResolvers<ContextType>;
  ReelChange?: ReelChangeResolvers<ContextType>;
  ReelChannel?: ReelChannelResolvers<ContextType>;
  ReelChannelChange?: ReelChannelChangeResolvers<ContextType>;
  ReelChannelPage?: ReelChannelPageResolvers<ContextType>;
  ReelPage?: ReelPageResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SocialMediaLink?: SocialMediaLinkResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  StoreChange?: StoreChangeResolvers<ContextType>;
  StorePage?: StorePageResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SystemInfo?: SystemInfoResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserChange?: UserChangeResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
}>;

