/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
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

export type SystemInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type SystemInfoQuery = { __typename?: 'Query', systemInfo: { __typename?: 'SystemInfo', displayVersion: string } };

export type AppConfigSectionRecordFragment = { __typename?: 'AppConfigSection', id: string, section: AppConfigSectionKey, document: Record<string, unknown>, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null };

export type AppConfigSectionsPageQueryVariables = Exact<{
  page?: InputMaybe<ListPageInput>;
}>;


export type AppConfigSectionsPageQuery = { __typename?: 'Query', page: { __typename?: 'AppConfigSectionPage', total: number, items: Array<{ __typename?: 'AppConfigSection', id: string, section: AppConfigSectionKey, document: Record<string, unknown>, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null }> } };

export type AppConfigSectionRecordByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppConfigSectionRecordByIdQuery = { __typename?: 'Query', record: { __typename?: 'AppConfigSection', id: string, section: AppConfigSectionKey, document: Record<string, unknown>, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type AppConfigSectionHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AppConfigSectionHistoryQuery = { __typename?: 'Query', history: { __typename?: 'HistoryPage', total: number, items: Array<{ __typename?: 'HistoryEntry', id: string, at: string, actor?: string | null, action: RecordAction, version: number, changes: Array<{ __typename?: 'FieldChange', field: string, before?: string | null, after?: string | null }> }> } };

export type AppConfigSectionsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AppConfigSectionsChangedSubscription = { __typename?: 'Subscription', change: { __typename?: 'AppConfigSectionChange', seq: number, position: number, action: RecordAction, actor?: string | null, at: string, clientMutationId?: string | null, record: { __typename?: 'AppConfigSection', id: string, section: AppConfigSectionKey, document: Record<string, unknown>, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } } };

export type UpdateAppConfigSectionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  input: AppConfigSectionInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateAppConfigSectionMutation = { __typename?: 'Mutation', record: { __typename?: 'AppConfigSection', id: string, section: AppConfigSectionKey, document: Record<string, unknown>, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type RevertAppConfigSectionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  toVersion: Scalars['Int']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type RevertAppConfigSectionMutation = { __typename?: 'Mutation', record: { __typename?: 'AppConfigSection', id: string, section: AppConfigSectionKey, document: Record<string, unknown>, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type AppConfigShopsQueryVariables = Exact<{ [key: string]: never; }>;


export type AppConfigShopsQuery = { __typename?: 'Query', stores: Array<{ __typename?: 'Store', id: string, name: string }> };

export type AppConfigCooksQueryVariables = Exact<{
  page?: InputMaybe<ListPageInput>;
}>;


export type AppConfigCooksQuery = { __typename?: 'Query', cooks: { __typename?: 'CookPage', total: number, items: Array<{ __typename?: 'Cook', id: string, name: string }> } };

export type AppConfigRecipesQueryVariables = Exact<{
  page?: InputMaybe<ListPageInput>;
}>;


export type AppConfigRecipesQuery = { __typename?: 'Query', recipes: { __typename?: 'RecipePage', total: number, items: Array<{ __typename?: 'Recipe', id: string, title: string, cookName: string }> } };

export type ArchiveLeafletRowFragment = { __typename?: 'Leaflet', id: string, naturalId: string, storeId: string, status: LeafletStatus, additionalInfo?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, pageCount: number, version: number, updatedAt: string, updatedBy?: string | null };

export type ArchiveLeafletDetailsFragment = { __typename?: 'Leaflet', seoId?: string | null, additionalInfo2?: string | null, publishDate?: string | null, publishEndDate?: string | null, createdAt: string, createdBy?: string | null, refreshedAt?: string | null, refreshedBy?: string | null, notShowAdInserts: boolean, notAllowShoppingList: boolean, showOnlineBadge: boolean, showPopularBadge: boolean, hasRecipe: boolean, watermark: boolean, forceLast: boolean, longUrl?: string | null, thumbnailTrackingUrl?: string | null, redirectUrl?: string | null, zipCodes: Array<string>, replaceValidityText: ReplaceValidityText, id: string, naturalId: string, storeId: string, status: LeafletStatus, additionalInfo?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, pageCount: number, version: number, updatedAt: string, updatedBy?: string | null, priorities: { __typename?: 'LeafletPriorities', android?: number | null, ios?: number | null, web?: number | null, wp?: number | null, android2?: number | null }, visibility: { __typename?: 'LeafletVisibility', android: boolean, android2: boolean, ios: boolean, web: boolean, wp: boolean }, socialMedia: Array<{ __typename?: 'SocialMediaLink', platform: SocialPlatform, url: string }> };

export type ArchivedLeafletsListQueryVariables = Exact<{
  filter?: InputMaybe<LeafletFilter>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ArchivedLeafletsListQuery = { __typename?: 'Query', archivedLeaflets: { __typename?: 'LeafletConnection', total: number, items: Array<{ __typename?: 'Leaflet', id: string, naturalId: string, storeId: string, status: LeafletStatus, additionalInfo?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, pageCount: number, version: number, updatedAt: string, updatedBy?: string | null }> } };

export type ArchiveShopsQueryVariables = Exact<{ [key: string]: never; }>;


export type ArchiveShopsQuery = { __typename?: 'Query', stores: Array<{ __typename?: 'Store', id: string, name: string }> };

export type ArchiveRestoreLeafletMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type ArchiveRestoreLeafletMutation = { __typename?: 'Mutation', restoreLeaflet: { __typename?: 'Leaflet', id: string, naturalId: string, storeId: string, status: LeafletStatus, additionalInfo?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, pageCount: number, version: number, updatedAt: string, updatedBy?: string | null } };

export type ArchiveLeafletEventFragment = { __typename?: 'LeafletChangeEvent', seq: number, kind: LeafletChangeKind, actor?: string | null, clientMutationId?: string | null, leaflet: { __typename?: 'Leaflet', id: string, naturalId: string, storeId: string, status: LeafletStatus, additionalInfo?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, pageCount: number, version: number, updatedAt: string, updatedBy?: string | null } };

export type ArchiveShopLeafletsChangedSubscriptionVariables = Exact<{
  storeId: Scalars['ID']['input'];
}>;


export type ArchiveShopLeafletsChangedSubscription = { __typename?: 'Subscription', storeLeafletsChanged: { __typename?: 'LeafletChangeEvent', seq: number, kind: LeafletChangeKind, actor?: string | null, clientMutationId?: string | null, leaflet: { __typename?: 'Leaflet', id: string, naturalId: string, storeId: string, status: LeafletStatus, additionalInfo?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, pageCount: number, version: number, updatedAt: string, updatedBy?: string | null } } };

export type ArchiveLeafletQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ArchiveLeafletQuery = { __typename?: 'Query', leaflet?: { __typename?: 'Leaflet', seoId?: string | null, additionalInfo2?: string | null, publishDate?: string | null, publishEndDate?: string | null, createdAt: string, createdBy?: string | null, refreshedAt?: string | null, refreshedBy?: string | null, notShowAdInserts: boolean, notAllowShoppingList: boolean, showOnlineBadge: boolean, showPopularBadge: boolean, hasRecipe: boolean, watermark: boolean, forceLast: boolean, longUrl?: string | null, thumbnailTrackingUrl?: string | null, redirectUrl?: string | null, zipCodes: Array<string>, replaceValidityText: ReplaceValidityText, id: string, naturalId: string, storeId: string, status: LeafletStatus, additionalInfo?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, pageCount: number, version: number, updatedAt: string, updatedBy?: string | null, priorities: { __typename?: 'LeafletPriorities', android?: number | null, ios?: number | null, web?: number | null, wp?: number | null, android2?: number | null }, visibility: { __typename?: 'LeafletVisibility', android: boolean, android2: boolean, ios: boolean, web: boolean, wp: boolean }, socialMedia: Array<{ __typename?: 'SocialMediaLink', platform: SocialPlatform, url: string }> } | null };

export type ArchiveLeafletChangedSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ArchiveLeafletChangedSubscription = { __typename?: 'Subscription', leafletChanged: { __typename?: 'LeafletChangeEvent', seq: number, kind: LeafletChangeKind, actor?: string | null, clientMutationId?: string | null, leaflet: { __typename?: 'Leaflet', seoId?: string | null, additionalInfo2?: string | null, publishDate?: string | null, publishEndDate?: string | null, createdAt: string, createdBy?: string | null, refreshedAt?: string | null, refreshedBy?: string | null, notShowAdInserts: boolean, notAllowShoppingList: boolean, showOnlineBadge: boolean, showPopularBadge: boolean, hasRecipe: boolean, watermark: boolean, forceLast: boolean, longUrl?: string | null, thumbnailTrackingUrl?: string | null, redirectUrl?: string | null, zipCodes: Array<string>, replaceValidityText: ReplaceValidityText, id: string, naturalId: string, storeId: string, status: LeafletStatus, additionalInfo?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, pageCount: number, version: number, updatedAt: string, updatedBy?: string | null, priorities: { __typename?: 'LeafletPriorities', android?: number | null, ios?: number | null, web?: number | null, wp?: number | null, android2?: number | null }, visibility: { __typename?: 'LeafletVisibility', android: boolean, android2: boolean, ios: boolean, web: boolean, wp: boolean }, socialMedia: Array<{ __typename?: 'SocialMediaLink', platform: SocialPlatform, url: string }> } } };

export type ArchiveLeafletPagesQueryVariables = Exact<{
  leafletId: Scalars['ID']['input'];
}>;


export type ArchiveLeafletPagesQuery = { __typename?: 'Query', details: { __typename?: 'LeafletPageDetails', leafletId: string, version: number, pages: Array<{ __typename?: 'PageDetailsPage', pageNumber: number, imageUrl: string, thumbnailUrl: string }>, inserts: Array<{ __typename?: 'PageInsert', id: string, position: number, insertName: string }>, redirects: Array<{ __typename?: 'PageRedirect', id: string, positionsText: string, description?: string | null, redirectUrl?: string | null }>, areas: Array<{ __typename?: 'PageArea', id: string, pageNumber: number, link: string }>, articles: Array<{ __typename?: 'ProductArticle', id: string, pageNumber: number, name: string, brand?: string | null, price?: number | null, currency?: string | null }> } };

export type ArchiveLeafletHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ArchiveLeafletHistoryQuery = { __typename?: 'Query', history: { __typename?: 'HistoryPage', total: number, items: Array<{ __typename?: 'HistoryEntry', id: string, at: string, actor?: string | null, action: RecordAction, version: number, changes: Array<{ __typename?: 'FieldChange', field: string, before?: string | null, after?: string | null }> }> } };

export type ArticleDataFieldsFragment = { __typename?: 'ArticleData', id: string, retailer: string, storeId?: string | null, storeName?: string | null, title: string, validFrom?: string | null, validTo?: string | null, status: ArticleDataStatus, articlesCount: number, updatedAt: string, updatedBy?: string | null, version: number, leafletReference?: { __typename?: 'LeafletReference', leafletId: string, leafletNaturalId: string, leafletStoreId: string } | null };

export type ArticlesDataImportQueryVariables = Exact<{ [key: string]: never; }>;


export type ArticlesDataImportQuery = { __typename?: 'Query', articlesDataImport?: { __typename?: 'Job', id: string, kind: JobKind, status: JobStatus, running: boolean, done: number, total?: number | null, failedSteps: number, errorCode?: JobErrorCode | null, message?: string | null, attempt: number, maxAttempts: number, startedBy?: string | null, createdAt: string, startedAt?: string | null, finishedAt?: string | null, nextAttemptAt?: string | null, version: number, subject: { __typename?: 'JobSubject', storeId?: string | null, storeName?: string | null, leafletId?: string | null, leafletNaturalId?: string | null, sourceId?: string | null, sourceName?: string | null, notificationId?: string | null, notificationTitle?: string | null, notificationChannel?: NotificationChannel | null }, result?: { __typename?: 'JobResult', imported?: number | null, matched?: number | null, unmatched?: number | null, found?: number | null, new?: number | null, pages?: number | null, recipients?: number | null, sent?: number | null, failed?: number | null } | null } | null };

export type ArticlesDataQueryVariables = Exact<{ [key: string]: never; }>;


export type ArticlesDataQuery = { __typename?: 'Query', articlesData: Array<{ __typename?: 'ArticleData', id: string, retailer: string, storeId?: string | null, storeName?: string | null, title: string, validFrom?: string | null, validTo?: string | null, status: ArticleDataStatus, articlesCount: number, updatedAt: string, updatedBy?: string | null, version: number, leafletReference?: { __typename?: 'LeafletReference', leafletId: string, leafletNaturalId: string, leafletStoreId: string } | null }> };

export type ArticlesDataRetailersQueryVariables = Exact<{ [key: string]: never; }>;


export type ArticlesDataRetailersQuery = { __typename?: 'Query', articlesDataRetailers: Array<string> };

export type ArticlesDataDeletedQueryVariables = Exact<{
  retailer: Scalars['String']['input'];
}>;


export type ArticlesDataDeletedQuery = { __typename?: 'Query', articlesDataDeleted: Array<{ __typename?: 'ArticleData', id: string, retailer: string, storeId?: string | null, storeName?: string | null, title: string, validFrom?: string | null, validTo?: string | null, status: ArticleDataStatus, articlesCount: number, updatedAt: string, updatedBy?: string | null, version: number, leafletReference?: { __typename?: 'LeafletReference', leafletId: string, leafletNaturalId: string, leafletStoreId: string } | null }> };

export type ArticlesDataArticlesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ArticlesDataArticlesQuery = { __typename?: 'Query', articlesDataArticles: Array<{ __typename?: 'Article', id: string, name: string, brand?: string | null, packaging?: string | null, price?: number | null, currency?: string | null, pricePerUnit?: number | null, unit?: string | null, crossedPrice?: number | null, discount?: string | null, pageNumber?: number | null }> };

export type StartArticlesDataImportMutationVariables = Exact<{ [key: string]: never; }>;


export type StartArticlesDataImportMutation = { __typename?: 'Mutation', startArticlesDataImport: { __typename?: 'Job', id: string, kind: JobKind, status: JobStatus, running: boolean, done: number, total?: number | null, failedSteps: number, errorCode?: JobErrorCode | null, message?: string | null, attempt: number, maxAttempts: number, startedBy?: string | null, createdAt: string, startedAt?: string | null, finishedAt?: string | null, nextAttemptAt?: string | null, version: number, subject: { __typename?: 'JobSubject', storeId?: string | null, storeName?: string | null, leafletId?: string | null, leafletNaturalId?: string | null, sourceId?: string | null, sourceName?: string | null, notificationId?: string | null, notificationTitle?: string | null, notificationChannel?: NotificationChannel | null }, result?: { __typename?: 'JobResult', imported?: number | null, matched?: number | null, unmatched?: number | null, found?: number | null, new?: number | null, pages?: number | null, recipients?: number | null, sent?: number | null, failed?: number | null } | null } };

export type ConfirmArticleDataMatchMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  leafletId: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ConfirmArticleDataMatchMutation = { __typename?: 'Mutation', confirmArticleDataMatch: { __typename?: 'ArticleData', id: string, retailer: string, storeId?: string | null, storeName?: string | null, title: string, validFrom?: string | null, validTo?: string | null, status: ArticleDataStatus, articlesCount: number, updatedAt: string, updatedBy?: string | null, version: number, leafletReference?: { __typename?: 'LeafletReference', leafletId: string, leafletNaturalId: string, leafletStoreId: string } | null } };

export type MatchArticleDataToLeafletMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  leafletNaturalId: Scalars['String']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MatchArticleDataToLeafletMutation = { __typename?: 'Mutation', matchArticleDataToLeaflet: { __typename?: 'ArticleData', id: string, retailer: string, storeId?: string | null, storeName?: string | null, title: string, validFrom?: string | null, validTo?: string | null, status: ArticleDataStatus, articlesCount: number, updatedAt: string, updatedBy?: string | null, version: number, leafletReference?: { __typename?: 'LeafletReference', leafletId: string, leafletNaturalId: string, leafletStoreId: string } | null } };

export type RemoveArticleDataMatchMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
}>;


export type RemoveArticleDataMatchMutation = { __typename?: 'Mutation', removeArticleDataMatch: { __typename?: 'ArticleData', id: string, retailer: string, storeId?: string | null, storeName?: string | null, title: string, validFrom?: string | null, validTo?: string | null, status: ArticleDataStatus, articlesCount: number, updatedAt: string, updatedBy?: string | null, version: number, leafletReference?: { __typename?: 'LeafletReference', leafletId: string, leafletNaturalId: string, leafletStoreId: string } | null } };

export type DeleteArticleDataMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
}>;


export type DeleteArticleDataMutation = { __typename?: 'Mutation', deleteArticleData: { __typename?: 'ArticleData', id: string, retailer: string, storeId?: string | null, storeName?: string | null, title: string, validFrom?: string | null, validTo?: string | null, status: ArticleDataStatus, articlesCount: number, updatedAt: string, updatedBy?: string | null, version: number, leafletReference?: { __typename?: 'LeafletReference', leafletId: string, leafletNaturalId: string, leafletStoreId: string } | null } };

export type UndeleteArticleDataMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
}>;


export type UndeleteArticleDataMutation = { __typename?: 'Mutation', undeleteArticleData: { __typename?: 'ArticleData', id: string, retailer: string, storeId?: string | null, storeName?: string | null, title: string, validFrom?: string | null, validTo?: string | null, status: ArticleDataStatus, articlesCount: number, updatedAt: string, updatedBy?: string | null, version: number, leafletReference?: { __typename?: 'LeafletReference', leafletId: string, leafletNaturalId: string, leafletStoreId: string } | null } };

export type ArticlesDataChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ArticlesDataChangedSubscription = { __typename?: 'Subscription', articlesDataChanged: { __typename?: 'ArticlesDataChangedEvent', seq: number, version: number } };

export type LoginMutationVariables = Exact<{
  username: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'Session', user: { __typename?: 'CurrentUser', id: string, username: string, roles: Array<Role> } } };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: boolean };

export type CategoryRecordFragment = { __typename?: 'Category', id: string, name: string, categoryWebId: string, logoUrl?: string | null, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null };

export type CategoriesPageQueryVariables = Exact<{
  page?: InputMaybe<ListPageInput>;
}>;


export type CategoriesPageQuery = { __typename?: 'Query', page: { __typename?: 'CategoryPage', total: number, items: Array<{ __typename?: 'Category', id: string, name: string, categoryWebId: string, logoUrl?: string | null, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null }> } };

export type CategoryRecordByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CategoryRecordByIdQuery = { __typename?: 'Query', record: { __typename?: 'Category', id: string, name: string, categoryWebId: string, logoUrl?: string | null, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type CategoryHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CategoryHistoryQuery = { __typename?: 'Query', history: { __typename?: 'HistoryPage', total: number, items: Array<{ __typename?: 'HistoryEntry', id: string, at: string, actor?: string | null, action: RecordAction, version: number, changes: Array<{ __typename?: 'FieldChange', field: string, before?: string | null, after?: string | null }> }> } };

export type CategoriesChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CategoriesChangedSubscription = { __typename?: 'Subscription', change: { __typename?: 'CategoryChange', seq: number, position: number, action: RecordAction, actor?: string | null, at: string, clientMutationId?: string | null, record: { __typename?: 'Category', id: string, name: string, categoryWebId: string, logoUrl?: string | null, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } } };

export type CreateCategoryMutationVariables = Exact<{
  input: CategoryInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateCategoryMutation = { __typename?: 'Mutation', record: { __typename?: 'Category', id: string, name: string, categoryWebId: string, logoUrl?: string | null, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type UpdateCategoryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  input: CategoryInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateCategoryMutation = { __typename?: 'Mutation', record: { __typename?: 'Category', id: string, name: string, categoryWebId: string, logoUrl?: string | null, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type ArchiveCategoryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type ArchiveCategoryMutation = { __typename?: 'Mutation', record: { __typename?: 'Category', id: string, name: string, categoryWebId: string, logoUrl?: string | null, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type RestoreCategoryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type RestoreCategoryMutation = { __typename?: 'Mutation', record: { __typename?: 'Category', id: string, name: string, categoryWebId: string, logoUrl?: string | null, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type CrawlerSourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type CrawlerSourcesQuery = { __typename?: 'Query', crawlerSources: Array<{ __typename?: 'CrawlerSource', id: string, name: string, storeId?: string | null, storeName?: string | null, url: string, enabled: boolean, findingsCount: number, lastRun?: { __typename?: 'Job', id: string, kind: JobKind, status: JobStatus, running: boolean, done: number, total?: number | null, failedSteps: number, errorCode?: JobErrorCode | null, message?: string | null, attempt: number, maxAttempts: number, startedBy?: string | null, createdAt: string, startedAt?: string | null, finishedAt?: string | null, nextAttemptAt?: string | null, version: number, subject: { __typename?: 'JobSubject', storeId?: string | null, storeName?: string | null, leafletId?: string | null, leafletNaturalId?: string | null, sourceId?: string | null, sourceName?: string | null, notificationId?: string | null, notificationTitle?: string | null, notificationChannel?: NotificationChannel | null }, result?: { __typename?: 'JobResult', imported?: number | null, matched?: number | null, unmatched?: number | null, found?: number | null, new?: number | null, pages?: number | null, recipients?: number | null, sent?: number | null, failed?: number | null } | null } | null }> };

export type CrawlerRunsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CrawlerRunsQuery = { __typename?: 'Query', crawlerRuns: Array<{ __typename?: 'Job', id: string, kind: JobKind, status: JobStatus, running: boolean, done: number, total?: number | null, failedSteps: number, errorCode?: JobErrorCode | null, message?: string | null, attempt: number, maxAttempts: number, startedBy?: string | null, createdAt: string, startedAt?: string | null, finishedAt?: string | null, nextAttemptAt?: string | null, version: number, subject: { __typename?: 'JobSubject', storeId?: string | null, storeName?: string | null, leafletId?: string | null, leafletNaturalId?: string | null, sourceId?: string | null, sourceName?: string | null, notificationId?: string | null, notificationTitle?: string | null, notificationChannel?: NotificationChannel | null }, result?: { __typename?: 'JobResult', imported?: number | null, matched?: number | null, unmatched?: number | null, found?: number | null, new?: number | null, pages?: number | null, recipients?: number | null, sent?: number | null, failed?: number | null } | null }> };

export type CrawlerRunFindingsQueryVariables = Exact<{
  runId: Scalars['ID']['input'];
}>;


export type CrawlerRunFindingsQuery = { __typename?: 'Query', crawlerRunFindings: Array<{ __typename?: 'CrawlerFinding', id: string, sourceId: string, url: string, title: string, validFrom?: string | null, validTo?: string | null, foundAt: string, isNew: boolean }> };

export type RunCrawlerMutationVariables = Exact<{
  sourceId: Scalars['ID']['input'];
}>;


export type RunCrawlerMutation = { __typename?: 'Mutation', runCrawler: { __typename?: 'Job', id: string, kind: JobKind, status: JobStatus, running: boolean, done: number, total?: number | null, failedSteps: number, errorCode?: JobErrorCode | null, message?: string | null, attempt: number, maxAttempts: number, startedBy?: string | null, createdAt: string, startedAt?: string | null, finishedAt?: string | null, nextAttemptAt?: string | null, version: number, subject: { __typename?: 'JobSubject', storeId?: string | null, storeName?: string | null, leafletId?: string | null, leafletNaturalId?: string | null, sourceId?: string | null, sourceName?: string | null, notificationId?: string | null, notificationTitle?: string | null, notificationChannel?: NotificationChannel | null }, result?: { __typename?: 'JobResult', imported?: number | null, matched?: number | null, unmatched?: number | null, found?: number | null, new?: number | null, pages?: number | null, recipients?: number | null, sent?: number | null, failed?: number | null } | null } };

export type RunAllCrawlersMutationVariables = Exact<{ [key: string]: never; }>;


export type RunAllCrawlersMutation = { __typename?: 'Mutation', runAllCrawlers: Array<{ __typename?: 'Job', id: string, kind: JobKind, status: JobStatus, running: boolean, done: number, total?: number | null, failedSteps: number, errorCode?: JobErrorCode | null, message?: string | null, attempt: number, maxAttempts: number, startedBy?: string | null, createdAt: string, startedAt?: string | null, finishedAt?: string | null, nextAttemptAt?: string | null, version: number, subject: { __typename?: 'JobSubject', storeId?: string | null, storeName?: string | null, leafletId?: string | null, leafletNaturalId?: string | null, sourceId?: string | null, sourceName?: string | null, notificationId?: string | null, notificationTitle?: string | null, notificationChannel?: NotificationChannel | null }, result?: { __typename?: 'JobResult', imported?: number | null, matched?: number | null, unmatched?: number | null, found?: number | null, new?: number | null, pages?: number | null, recipients?: number | null, sent?: number | null, failed?: number | null } | null }> };

export type LeafletPageCutQueryVariables = Exact<{
  leafletId: Scalars['ID']['input'];
}>;


export type LeafletPageCutQuery = { __typename?: 'Query', leafletPageCut: { __typename?: 'LeafletPageCut', leafletId: string, leafletNaturalId: string, storeId: string, job?: { __typename?: 'Job', id: string, kind: JobKind, status: JobStatus, running: boolean, done: number, total?: number | null, failedSteps: number, errorCode?: JobErrorCode | null, message?: string | null, attempt: number, maxAttempts: number, startedBy?: string | null, createdAt: string, startedAt?: string | null, finishedAt?: string | null, nextAttemptAt?: string | null, version: number, steps?: Array<{ __typename?: 'JobStep', key: string, number?: number | null, status: JobStepStatus, errorCode?: JobErrorCode | null, error?: string | null, attempts: number, imageUrl?: string | null, thumbnailUrl?: string | null, width?: number | null, height?: number | null }> | null, subject: { __typename?: 'JobSubject', storeId?: string | null, storeName?: string | null, leafletId?: string | null, leafletNaturalId?: string | null, sourceId?: string | null, sourceName?: string | null, notificationId?: string | null, notificationTitle?: string | null, notificationChannel?: NotificationChannel | null }, result?: { __typename?: 'JobResult', imported?: number | null, matched?: number | null, unmatched?: number | null, found?: number | null, new?: number | null, pages?: number | null, recipients?: number | null, sent?: number | null, failed?: number | null } | null } | null } };

export type CutLeafletPagesMutationVariables = Exact<{
  leafletId: Scalars['ID']['input'];
}>;


export type CutLeafletPagesMutation = { __typename?: 'Mutation', cutLeafletPages: { __typename?: 'Job', id: string, kind: JobKind, status: JobStatus, running: boolean, done: number, total?: number | null, failedSteps: number, errorCode?: JobErrorCode | null, message?: string | null, attempt: number, maxAttempts: number, startedBy?: string | null, createdAt: string, startedAt?: string | null, finishedAt?: string | null, nextAttemptAt?: string | null, version: number, steps?: Array<{ __typename?: 'JobStep', key: string, number?: number | null, status: JobStepStatus, errorCode?: JobErrorCode | null, error?: string | null, attempts: number, imageUrl?: string | null, thumbnailUrl?: string | null, width?: number | null, height?: number | null }> | null, subject: { __typename?: 'JobSubject', storeId?: string | null, storeName?: string | null, leafletId?: string | null, leafletNaturalId?: string | null, sourceId?: string | null, sourceName?: string | null, notificationId?: string | null, notificationTitle?: string | null, notificationChannel?: NotificationChannel | null }, result?: { __typename?: 'JobResult', imported?: number | null, matched?: number | null, unmatched?: number | null, found?: number | null, new?: number | null, pages?: number | null, recipients?: number | null, sent?: number | null, failed?: number | null } | null } };

export type RetryFailedPagesMutationVariables = Exact<{
  leafletId: Scalars['ID']['input'];
}>;


export type RetryFailedPagesMutation = { __typename?: 'Mutation', retryFailedPages: { __typename?: 'Job', id: string, kind: JobKind, status: JobStatus, running: boolean, done: number, total?: number | null, failedSteps: number, errorCode?: JobErrorCode | null, message?: string | null, attempt: number, maxAttempts: number, startedBy?: string | null, createdAt: string, startedAt?: string | null, finishedAt?: string | null, nextAttemptAt?: string | null, version: number, steps?: Array<{ __typename?: 'JobStep', key: string, number?: number | null, status: JobStepStatus, errorCode?: JobErrorCode | null, error?: string | null, attempts: number, imageUrl?: string | null, thumbnailUrl?: string | null, width?: number | null, height?: number | null }> | null, subject: { __typename?: 'JobSubject', storeId?: string | null, storeName?: string | null, leafletId?: string | null, leafletNaturalId?: string | null, sourceId?: string | null, sourceName?: string | null, notificationId?: string | null, notificationTitle?: string | null, notificationChannel?: NotificationChannel | null }, result?: { __typename?: 'JobResult', imported?: number | null, matched?: number | null, unmatched?: number | null, found?: number | null, new?: number | null, pages?: number | null, recipients?: number | null, sent?: number | null, failed?: number | null } | null } };

export type LeafletRow_LeafletFragment = { __typename?: 'Leaflet', id: string, naturalId: string, status: LeafletStatus, additionalInfo?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, publishDate?: string | null, pageCount: number, version: number, priorities: { __typename?: 'LeafletPriorities', android?: number | null, ios?: number | null, web?: number | null, wp?: number | null, android2?: number | null }, visibility: { __typename?: 'LeafletVisibility', android: boolean, android2: boolean, ios: boolean, web: boolean, wp: boolean } };

export type LeafletsSummary_SummaryFragment = { __typename?: 'LeafletsSummary', total: number, active: number, inactive: number, readyForActivation: number, readyForDeactivation: number };

export type ShopLeafletsQueryVariables = Exact<{
  storeId: Scalars['ID']['input'];
}>;


export type ShopLeafletsQuery = { __typename?: 'Query', store?: { __typename?: 'Store', id: string, leafletsSummary: { __typename?: 'LeafletsSummary', total: number, active: number, inactive: number, readyForActivation: number, readyForDeactivation: number }, leaflets: Array<{ __typename?: 'Leaflet', id: string, naturalId: string, status: LeafletStatus, additionalInfo?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, publishDate?: string | null, pageCount: number, version: number, priorities: { __typename?: 'LeafletPriorities', android?: number | null, ios?: number | null, web?: number | null, wp?: number | null, android2?: number | null }, visibility: { __typename?: 'LeafletVisibility', android: boolean, android2: boolean, ios: boolean, web: boolean, wp: boolean } }> } | null };

export type ShopRow_StoreFragment = { __typename?: 'Store', id: string, name: string, storeWebId: string, logoUrl?: string | null, hasUnconfirmedArticleData: boolean, category?: { __typename?: 'Category', id: string, name: string } | null, leafletsSummary: { __typename?: 'LeafletsSummary', total: number, active: number, inactive: number, readyForActivation: number, readyForDeactivation: number } };

export type ShopsPanelQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type ShopsPanelQuery = { __typename?: 'Query', stores: Array<{ __typename?: 'Store', id: string, name: string, storeWebId: string, logoUrl?: string | null, hasUnconfirmedArticleData: boolean, category?: { __typename?: 'Category', id: string, name: string } | null, leafletsSummary: { __typename?: 'LeafletsSummary', total: number, active: number, inactive: number, readyForActivation: number, readyForDeactivation: number } }> };

export type ArchivedShopLeafletsQueryVariables = Exact<{
  storeId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ArchivedShopLeafletsQuery = { __typename?: 'Query', archivedLeaflets: { __typename?: 'LeafletConnection', total: number, items: Array<{ __typename?: 'Leaflet', id: string, updatedAt: string, updatedBy?: string | null, naturalId: string, status: LeafletStatus, additionalInfo?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, publishDate?: string | null, pageCount: number, version: number, priorities: { __typename?: 'LeafletPriorities', android?: number | null, ios?: number | null, web?: number | null, wp?: number | null, android2?: number | null }, visibility: { __typename?: 'LeafletVisibility', android: boolean, android2: boolean, ios: boolean, web: boolean, wp: boolean } }> } };

export type DeleteShopLeafletMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type DeleteShopLeafletMutation = { __typename?: 'Mutation', deleteLeaflet: boolean };

export type RestoreShopLeafletMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type RestoreShopLeafletMutation = { __typename?: 'Mutation', restoreLeaflet: { __typename?: 'Leaflet', id: string, storeId: string, naturalId: string, status: LeafletStatus, additionalInfo?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, publishDate?: string | null, pageCount: number, version: number, priorities: { __typename?: 'LeafletPriorities', android?: number | null, ios?: number | null, web?: number | null, wp?: number | null, android2?: number | null }, visibility: { __typename?: 'LeafletVisibility', android: boolean, android2: boolean, ios: boolean, web: boolean, wp: boolean } } };

export type RefreshShopLeafletMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type RefreshShopLeafletMutation = { __typename?: 'Mutation', refreshLeaflet: { __typename?: 'Leaflet', id: string, refreshedAt?: string | null, refreshedBy?: string | null, naturalId: string, status: LeafletStatus, additionalInfo?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, publishDate?: string | null, pageCount: number, version: number, priorities: { __typename?: 'LeafletPriorities', android?: number | null, ios?: number | null, web?: number | null, wp?: number | null, android2?: number | null }, visibility: { __typename?: 'LeafletVisibility', android: boolean, android2: boolean, ios: boolean, web: boolean, wp: boolean } } };

export type RunningLeafletCutsQueryVariables = Exact<{ [key: string]: never; }>;


export type RunningLeafletCutsQuery = { __typename?: 'Query', jobs: Array<{ __typename?: 'Job', id: string, kind: JobKind, status: JobStatus, running: boolean, done: number, total?: number | null, failedSteps: number, errorCode?: JobErrorCode | null, message?: string | null, attempt: number, maxAttempts: number, startedBy?: string | null, createdAt: string, startedAt?: string | null, finishedAt?: string | null, nextAttemptAt?: string | null, version: number, subject: { __typename?: 'JobSubject', storeId?: string | null, storeName?: string | null, leafletId?: string | null, leafletNaturalId?: string | null, sourceId?: string | null, sourceName?: string | null, notificationId?: string | null, notificationTitle?: string | null, notificationChannel?: NotificationChannel | null }, result?: { __typename?: 'JobResult', imported?: number | null, matched?: number | null, unmatched?: number | null, found?: number | null, new?: number | null, pages?: number | null, recipients?: number | null, sent?: number | null, failed?: number | null } | null }> };

export type LeafletRowAfterCutQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LeafletRowAfterCutQuery = { __typename?: 'Query', leaflet?: { __typename?: 'Leaflet', id: string, naturalId: string, status: LeafletStatus, additionalInfo?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, publishDate?: string | null, pageCount: number, version: number, priorities: { __typename?: 'LeafletPriorities', android?: number | null, ios?: number | null, web?: number | null, wp?: number | null, android2?: number | null }, visibility: { __typename?: 'LeafletVisibility', android: boolean, android2: boolean, ios: boolean, web: boolean, wp: boolean } } | null };

export type DeleteShopLeafletUrlsMutationVariables = Exact<{
  kind: LeafletUrlKind;
  leafletIds?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
  storeId?: InputMaybe<Scalars['ID']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type DeleteShopLeafletUrlsMutation = { __typename?: 'Mutation', deleteLeafletUrls: number };

export type ShopsPanelLive_StoreFragment = { __typename?: 'Store', id: string, version: number, archivedAt?: string | null, name: string, storeWebId: string, logoUrl?: string | null, hasUnconfirmedArticleData: boolean, category?: { __typename?: 'Category', id: string, name: string } | null, leafletsSummary: { __typename?: 'LeafletsSummary', total: number, active: number, inactive: number, readyForActivation: number, readyForDeactivation: number } };

export type ShopsPanelStoresChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ShopsPanelStoresChangedSubscription = { __typename?: 'Subscription', change: { __typename?: 'StoreChange', seq: number, position: number, record: { __typename?: 'Store', id: string, version: number, archivedAt?: string | null, name: string, storeWebId: string, logoUrl?: string | null, hasUnconfirmedArticleData: boolean, category?: { __typename?: 'Category', id: string, name: string } | null, leafletsSummary: { __typename?: 'LeafletsSummary', total: number, active: number, inactive: number, readyForActivation: number, readyForDeactivation: number } } } };

export type ShopLeafletsChangedSubscriptionVariables = Exact<{
  storeId: Scalars['ID']['input'];
}>;


export type ShopLeafletsChangedSubscription = { __typename?: 'Subscription', storeLeafletsChanged: { __typename?: 'LeafletChangeEvent', seq: number, kind: LeafletChangeKind, actor?: string | null, leaflet: { __typename?: 'Leaflet', id: string, storeId: string, naturalId: string, status: LeafletStatus, additionalInfo?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, publishDate?: string | null, pageCount: number, version: number, priorities: { __typename?: 'LeafletPriorities', android?: number | null, ios?: number | null, web?: number | null, wp?: number | null, android2?: number | null }, visibility: { __typename?: 'LeafletVisibility', android: boolean, android2: boolean, ios: boolean, web: boolean, wp: boolean } } } };

export type StoreLeafletsLive_StoreFragment = { __typename?: 'Store', id: string, leaflets: Array<{ __typename?: 'Leaflet', id: string, status: LeafletStatus }> };

export type GroupRecordFragment = { __typename?: 'Group', id: string, name: string, storeIds: Array<string>, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null };

export type GroupsPageQueryVariables = Exact<{
  page?: InputMaybe<ListPageInput>;
}>;


export type GroupsPageQuery = { __typename?: 'Query', page: { __typename?: 'GroupPage', total: number, items: Array<{ __typename?: 'Group', id: string, name: string, storeIds: Array<string>, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null }> } };

export type GroupRecordByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GroupRecordByIdQuery = { __typename?: 'Query', record: { __typename?: 'Group', id: string, name: string, storeIds: Array<string>, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type GroupHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type GroupHistoryQuery = { __typename?: 'Query', history: { __typename?: 'HistoryPage', total: number, items: Array<{ __typename?: 'HistoryEntry', id: string, at: string, actor?: string | null, action: RecordAction, version: number, changes: Array<{ __typename?: 'FieldChange', field: string, before?: string | null, after?: string | null }> }> } };

export type GroupsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type GroupsChangedSubscription = { __typename?: 'Subscription', change: { __typename?: 'GroupChange', seq: number, position: number, action: RecordAction, actor?: string | null, at: string, clientMutationId?: string | null, record: { __typename?: 'Group', id: string, name: string, storeIds: Array<string>, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } } };

export type CreateGroupMutationVariables = Exact<{
  input: GroupInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateGroupMutation = { __typename?: 'Mutation', record: { __typename?: 'Group', id: string, name: string, storeIds: Array<string>, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type UpdateGroupMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  input: GroupInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateGroupMutation = { __typename?: 'Mutation', record: { __typename?: 'Group', id: string, name: string, storeIds: Array<string>, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type ArchiveGroupMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type ArchiveGroupMutation = { __typename?: 'Mutation', record: { __typename?: 'Group', id: string, name: string, storeIds: Array<string>, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type RestoreGroupMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type RestoreGroupMutation = { __typename?: 'Mutation', record: { __typename?: 'Group', id: string, name: string, storeIds: Array<string>, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type GroupStoresQueryVariables = Exact<{ [key: string]: never; }>;


export type GroupStoresQuery = { __typename?: 'Query', stores: Array<{ __typename?: 'Store', id: string, name: string }> };

export type InsertRecordFragment = { __typename?: 'Insert', id: string, insertName: string, description?: string | null, imageUrl?: string | null, redirectUrl?: string | null, longUrl?: string | null, validFrom?: string | null, validTo?: string | null, showOnIos: boolean, showOnAndroid: boolean, showOnAndroid2: boolean, showOnWeb: boolean, usedBy: number, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null };

export type InsertsPageQueryVariables = Exact<{
  page?: InputMaybe<ListPageInput>;
}>;


export type InsertsPageQuery = { __typename?: 'Query', page: { __typename?: 'InsertPage', total: number, items: Array<{ __typename?: 'Insert', id: string, insertName: string, description?: string | null, imageUrl?: string | null, redirectUrl?: string | null, longUrl?: string | null, validFrom?: string | null, validTo?: string | null, showOnIos: boolean, showOnAndroid: boolean, showOnAndroid2: boolean, showOnWeb: boolean, usedBy: number, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null }> } };

export type InsertRecordByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type InsertRecordByIdQuery = { __typename?: 'Query', record: { __typename?: 'Insert', id: string, insertName: string, description?: string | null, imageUrl?: string | null, redirectUrl?: string | null, longUrl?: string | null, validFrom?: string | null, validTo?: string | null, showOnIos: boolean, showOnAndroid: boolean, showOnAndroid2: boolean, showOnWeb: boolean, usedBy: number, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type InsertHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type InsertHistoryQuery = { __typename?: 'Query', history: { __typename?: 'HistoryPage', total: number, items: Array<{ __typename?: 'HistoryEntry', id: string, at: string, actor?: string | null, action: RecordAction, version: number, changes: Array<{ __typename?: 'FieldChange', field: string, before?: string | null, after?: string | null }> }> } };

export type InsertsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type InsertsChangedSubscription = { __typename?: 'Subscription', change: { __typename?: 'InsertChange', seq: number, position: number, action: RecordAction, actor?: string | null, at: string, clientMutationId?: string | null, record: { __typename?: 'Insert', id: string, insertName: string, description?: string | null, imageUrl?: string | null, redirectUrl?: string | null, longUrl?: string | null, validFrom?: string | null, validTo?: string | null, showOnIos: boolean, showOnAndroid: boolean, showOnAndroid2: boolean, showOnWeb: boolean, usedBy: number, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } } };

export type CreateInsertMutationVariables = Exact<{
  input: InsertInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateInsertMutation = { __typename?: 'Mutation', record: { __typename?: 'Insert', id: string, insertName: string, description?: string | null, imageUrl?: string | null, redirectUrl?: string | null, longUrl?: string | null, validFrom?: string | null, validTo?: string | null, showOnIos: boolean, showOnAndroid: boolean, showOnAndroid2: boolean, showOnWeb: boolean, usedBy: number, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type UpdateInsertMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  input: InsertInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateInsertMutation = { __typename?: 'Mutation', record: { __typename?: 'Insert', id: string, insertName: string, description?: string | null, imageUrl?: string | null, redirectUrl?: string | null, longUrl?: string | null, validFrom?: string | null, validTo?: string | null, showOnIos: boolean, showOnAndroid: boolean, showOnAndroid2: boolean, showOnWeb: boolean, usedBy: number, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type ArchiveInsertMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type ArchiveInsertMutation = { __typename?: 'Mutation', record: { __typename?: 'Insert', id: string, insertName: string, description?: string | null, imageUrl?: string | null, redirectUrl?: string | null, longUrl?: string | null, validFrom?: string | null, validTo?: string | null, showOnIos: boolean, showOnAndroid: boolean, showOnAndroid2: boolean, showOnWeb: boolean, usedBy: number, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type RestoreInsertMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type RestoreInsertMutation = { __typename?: 'Mutation', record: { __typename?: 'Insert', id: string, insertName: string, description?: string | null, imageUrl?: string | null, redirectUrl?: string | null, longUrl?: string | null, validFrom?: string | null, validTo?: string | null, showOnIos: boolean, showOnAndroid: boolean, showOnAndroid2: boolean, showOnWeb: boolean, usedBy: number, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type JobCentreQueryVariables = Exact<{ [key: string]: never; }>;


export type JobCentreQuery = { __typename?: 'Query', jobs: Array<{ __typename?: 'Job', id: string, kind: JobKind, status: JobStatus, running: boolean, done: number, total?: number | null, failedSteps: number, errorCode?: JobErrorCode | null, message?: string | null, attempt: number, maxAttempts: number, startedBy?: string | null, createdAt: string, startedAt?: string | null, finishedAt?: string | null, nextAttemptAt?: string | null, version: number, subject: { __typename?: 'JobSubject', storeId?: string | null, storeName?: string | null, leafletId?: string | null, leafletNaturalId?: string | null, sourceId?: string | null, sourceName?: string | null, notificationId?: string | null, notificationTitle?: string | null, notificationChannel?: NotificationChannel | null }, result?: { __typename?: 'JobResult', imported?: number | null, matched?: number | null, unmatched?: number | null, found?: number | null, new?: number | null, pages?: number | null, recipients?: number | null, sent?: number | null, failed?: number | null } | null }> };

export type CancelJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelJobMutation = { __typename?: 'Mutation', cancelJob: { __typename?: 'Job', id: string, kind: JobKind, status: JobStatus, running: boolean, done: number, total?: number | null, failedSteps: number, errorCode?: JobErrorCode | null, message?: string | null, attempt: number, maxAttempts: number, startedBy?: string | null, createdAt: string, startedAt?: string | null, finishedAt?: string | null, nextAttemptAt?: string | null, version: number, subject: { __typename?: 'JobSubject', storeId?: string | null, storeName?: string | null, leafletId?: string | null, leafletNaturalId?: string | null, sourceId?: string | null, sourceName?: string | null, notificationId?: string | null, notificationTitle?: string | null, notificationChannel?: NotificationChannel | null }, result?: { __typename?: 'JobResult', imported?: number | null, matched?: number | null, unmatched?: number | null, found?: number | null, new?: number | null, pages?: number | null, recipients?: number | null, sent?: number | null, failed?: number | null } | null } };

export type RetryJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RetryJobMutation = { __typename?: 'Mutation', retryJob: { __typename?: 'Job', id: string, kind: JobKind, status: JobStatus, running: boolean, done: number, total?: number | null, failedSteps: number, errorCode?: JobErrorCode | null, message?: string | null, attempt: number, maxAttempts: number, startedBy?: string | null, createdAt: string, startedAt?: string | null, finishedAt?: string | null, nextAttemptAt?: string | null, version: number, subject: { __typename?: 'JobSubject', storeId?: string | null, storeName?: string | null, leafletId?: string | null, leafletNaturalId?: string | null, sourceId?: string | null, sourceName?: string | null, notificationId?: string | null, notificationTitle?: string | null, notificationChannel?: NotificationChannel | null }, result?: { __typename?: 'JobResult', imported?: number | null, matched?: number | null, unmatched?: number | null, found?: number | null, new?: number | null, pages?: number | null, recipients?: number | null, sent?: number | null, failed?: number | null } | null } };

export type LeafletEditor_LeafletFragment = { __typename?: 'Leaflet', id: string, naturalId: string, seoId?: string | null, storeId: string, status: LeafletStatus, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, publishDate?: string | null, publishEndDate?: string | null, additionalInfo?: string | null, additionalInfo2?: string | null, pageCount: number, notShowAdInserts: boolean, notAllowShoppingList: boolean, showOnlineBadge: boolean, showPopularBadge: boolean, hasRecipe: boolean, watermark: boolean, forceLast: boolean, groupId?: string | null, categoryId?: string | null, longUrl?: string | null, thumbnailTrackingUrl?: string | null, redirectUrl?: string | null, zipCodes: Array<string>, replaceValidityText: ReplaceValidityText, firstPageUrl?: string | null, createdAt: string, createdBy?: string | null, version: number, updatedAt: string, updatedBy?: string | null, priorities: { __typename?: 'LeafletPriorities', android?: number | null, ios?: number | null, web?: number | null, wp?: number | null, android2?: number | null }, visibility: { __typename?: 'LeafletVisibility', android: boolean, android2: boolean, ios: boolean, web: boolean, wp: boolean }, socialMedia: Array<{ __typename?: 'SocialMediaLink', platform: SocialPlatform, url: string }> };

export type LeafletEditorQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LeafletEditorQuery = { __typename?: 'Query', record?: { __typename?: 'Leaflet', id: string, naturalId: string, seoId?: string | null, storeId: string, status: LeafletStatus, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, publishDate?: string | null, publishEndDate?: string | null, additionalInfo?: string | null, additionalInfo2?: string | null, pageCount: number, notShowAdInserts: boolean, notAllowShoppingList: boolean, showOnlineBadge: boolean, showPopularBadge: boolean, hasRecipe: boolean, watermark: boolean, forceLast: boolean, groupId?: string | null, categoryId?: string | null, longUrl?: string | null, thumbnailTrackingUrl?: string | null, redirectUrl?: string | null, zipCodes: Array<string>, replaceValidityText: ReplaceValidityText, firstPageUrl?: string | null, createdAt: string, createdBy?: string | null, version: number, updatedAt: string, updatedBy?: string | null, priorities: { __typename?: 'LeafletPriorities', android?: number | null, ios?: number | null, web?: number | null, wp?: number | null, android2?: number | null }, visibility: { __typename?: 'LeafletVisibility', android: boolean, android2: boolean, ios: boolean, web: boolean, wp: boolean }, socialMedia: Array<{ __typename?: 'SocialMediaLink', platform: SocialPlatform, url: string }> } | null };

export type LeafletChoicesQueryVariables = Exact<{
  page?: InputMaybe<ListPageInput>;
}>;


export type LeafletChoicesQuery = { __typename?: 'Query', groups: { __typename?: 'GroupPage', items: Array<{ __typename?: 'Group', id: string, name: string }> }, categories: { __typename?: 'CategoryPage', items: Array<{ __typename?: 'Category', id: string, name: string }> } };

export type UpdateLeafletMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  input: LeafletUpdateInput;
  overwritePriority?: InputMaybe<Scalars['Boolean']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateLeafletMutation = { __typename?: 'Mutation', record: { __typename?: 'Leaflet', id: string, naturalId: string, seoId?: string | null, storeId: string, status: LeafletStatus, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, publishDate?: string | null, publishEndDate?: string | null, additionalInfo?: string | null, additionalInfo2?: string | null, pageCount: number, notShowAdInserts: boolean, notAllowShoppingList: boolean, showOnlineBadge: boolean, showPopularBadge: boolean, hasRecipe: boolean, watermark: boolean, forceLast: boolean, groupId?: string | null, categoryId?: string | null, longUrl?: string | null, thumbnailTrackingUrl?: string | null, redirectUrl?: string | null, zipCodes: Array<string>, replaceValidityText: ReplaceValidityText, firstPageUrl?: string | null, createdAt: string, createdBy?: string | null, version: number, updatedAt: string, updatedBy?: string | null, priorities: { __typename?: 'LeafletPriorities', android?: number | null, ios?: number | null, web?: number | null, wp?: number | null, android2?: number | null }, visibility: { __typename?: 'LeafletVisibility', android: boolean, android2: boolean, ios: boolean, web: boolean, wp: boolean }, socialMedia: Array<{ __typename?: 'SocialMediaLink', platform: SocialPlatform, url: string }> } };

export type LeafletHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type LeafletHistoryQuery = { __typename?: 'Query', history: { __typename?: 'HistoryPage', total: number, items: Array<{ __typename?: 'HistoryEntry', id: string, at: string, actor?: string | null, action: RecordAction, version: number, changes: Array<{ __typename?: 'FieldChange', field: string, before?: string | null, after?: string | null }> }> } };

export type ActivityEntryRowFragment = { __typename?: 'ActivityEntry', seq: number, at: string, actor?: string | null, kind: ActivityKind, resource: ActivityResource, recordId?: string | null, action?: RecordAction | null, summary: Array<string>, details: string };

export type ActivityLogQueryVariables = Exact<{
  filter?: InputMaybe<ActivityFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ActivityLogQuery = { __typename?: 'Query', activityLog: { __typename?: 'ActivityPage', total: number, limit: number, offset: number, items: Array<{ __typename?: 'ActivityEntry', seq: number, at: string, actor?: string | null, kind: ActivityKind, resource: ActivityResource, recordId?: string | null, action?: RecordAction | null, summary: Array<string>, details: string }> } };

export type ActivityLoggedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ActivityLoggedSubscription = { __typename?: 'Subscription', activityLogged: { __typename?: 'ActivityLogged', seq: number, entry: { __typename?: 'ActivityEntry', seq: number, at: string, actor?: string | null, kind: ActivityKind, resource: ActivityResource, recordId?: string | null, action?: RecordAction | null, summary: Array<string>, details: string } } };

export type LoyaltyCardRecordFragment = { __typename?: 'LoyaltyCard', id: string, cardId: string, cardName: string, storeId?: string | null, storeName?: string | null, legacyId?: string | null, color: string, images: Array<string>, isPopular: boolean, country: LoyaltyCardCountry, createdAt: string, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null };

export type LoyaltyCardsPageQueryVariables = Exact<{
  page?: InputMaybe<ListPageInput>;
  filter?: InputMaybe<LoyaltyCardFilter>;
}>;


export type LoyaltyCardsPageQuery = { __typename?: 'Query', page: { __typename?: 'LoyaltyCardPage', total: number, items: Array<{ __typename?: 'LoyaltyCard', id: string, cardId: string, cardName: string, storeId?: string | null, storeName?: string | null, legacyId?: string | null, color: string, images: Array<string>, isPopular: boolean, country: LoyaltyCardCountry, createdAt: string, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null }> } };

export type LoyaltyCardRecordByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LoyaltyCardRecordByIdQuery = { __typename?: 'Query', record: { __typename?: 'LoyaltyCard', id: string, cardId: string, cardName: string, storeId?: string | null, storeName?: string | null, legacyId?: string | null, color: string, images: Array<string>, isPopular: boolean, country: LoyaltyCardCountry, createdAt: string, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type LoyaltyCardHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type LoyaltyCardHistoryQuery = { __typename?: 'Query', history: { __typename?: 'HistoryPage', total: number, items: Array<{ __typename?: 'HistoryEntry', id: string, at: string, actor?: string | null, action: RecordAction, version: number, changes: Array<{ __typename?: 'FieldChange', field: string, before?: string | null, after?: string | null }> }> } };

export type LoyaltyCardsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LoyaltyCardsChangedSubscription = { __typename?: 'Subscription', change: { __typename?: 'LoyaltyCardChange', seq: number, position: number, action: RecordAction, actor?: string | null, at: string, clientMutationId?: string | null, record: { __typename?: 'LoyaltyCard', id: string, cardId: string, cardName: string, storeId?: string | null, storeName?: string | null, legacyId?: string | null, color: string, images: Array<string>, isPopular: boolean, country: LoyaltyCardCountry, createdAt: string, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } } };

export type CreateLoyaltyCardMutationVariables = Exact<{
  input: LoyaltyCardInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateLoyaltyCardMutation = { __typename?: 'Mutation', record: { __typename?: 'LoyaltyCard', id: string, cardId: string, cardName: string, storeId?: string | null, storeName?: string | null, legacyId?: string | null, color: string, images: Array<string>, isPopular: boolean, country: LoyaltyCardCountry, createdAt: string, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type UpdateLoyaltyCardMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  input: LoyaltyCardInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateLoyaltyCardMutation = { __typename?: 'Mutation', record: { __typename?: 'LoyaltyCard', id: string, cardId: string, cardName: string, storeId?: string | null, storeName?: string | null, legacyId?: string | null, color: string, images: Array<string>, isPopular: boolean, country: LoyaltyCardCountry, createdAt: string, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type ArchiveLoyaltyCardMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type ArchiveLoyaltyCardMutation = { __typename?: 'Mutation', record: { __typename?: 'LoyaltyCard', id: string, cardId: string, cardName: string, storeId?: string | null, storeName?: string | null, legacyId?: string | null, color: string, images: Array<string>, isPopular: boolean, country: LoyaltyCardCountry, createdAt: string, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type RestoreLoyaltyCardMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type RestoreLoyaltyCardMutation = { __typename?: 'Mutation', record: { __typename?: 'LoyaltyCard', id: string, cardId: string, cardName: string, storeId?: string | null, storeName?: string | null, legacyId?: string | null, color: string, images: Array<string>, isPopular: boolean, country: LoyaltyCardCountry, createdAt: string, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type LoyaltyCardShopsQueryVariables = Exact<{ [key: string]: never; }>;


export type LoyaltyCardShopsQuery = { __typename?: 'Query', stores: Array<{ __typename?: 'Store', id: string, name: string }> };

export type NotificationRecordFragment = { __typename?: 'Notification', id: string, channel: NotificationChannel, title?: string | null, text?: string | null, bigIcon?: string | null, bigPicture?: string | null, deepLink?: string | null, webpageLink?: string | null, showTrackingLink?: string | null, openTrackingLink?: string | null, geolocations: Array<string>, devices: Array<string>, storeIds: Array<string>, groupIds: Array<string>, storeNames: Array<string>, groupNames: Array<string>, plannedAt?: string | null, status: NotificationStatus, jobId?: string | null, recipients: number, sent: number, failed: number, startedAt?: string | null, finishedAt?: string | null, createdAt: string, createdBy?: string | null, version: number, updatedAt: string, updatedBy?: string | null };

export type NotificationsPageQueryVariables = Exact<{
  page?: InputMaybe<ListPageInput>;
  filter?: InputMaybe<NotificationFilter>;
}>;


export type NotificationsPageQuery = { __typename?: 'Query', page: { __typename?: 'NotificationPage', total: number, items: Array<{ __typename?: 'Notification', id: string, channel: NotificationChannel, title?: string | null, text?: string | null, bigIcon?: string | null, bigPicture?: string | null, deepLink?: string | null, webpageLink?: string | null, showTrackingLink?: string | null, openTrackingLink?: string | null, geolocations: Array<string>, devices: Array<string>, storeIds: Array<string>, groupIds: Array<string>, storeNames: Array<string>, groupNames: Array<string>, plannedAt?: string | null, status: NotificationStatus, jobId?: string | null, recipients: number, sent: number, failed: number, startedAt?: string | null, finishedAt?: string | null, createdAt: string, createdBy?: string | null, version: number, updatedAt: string, updatedBy?: string | null }> } };

export type NotificationRecordByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type NotificationRecordByIdQuery = { __typename?: 'Query', record: { __typename?: 'Notification', id: string, channel: NotificationChannel, title?: string | null, text?: string | null, bigIcon?: string | null, bigPicture?: string | null, deepLink?: string | null, webpageLink?: string | null, showTrackingLink?: string | null, openTrackingLink?: string | null, geolocations: Array<string>, devices: Array<string>, storeIds: Array<string>, groupIds: Array<string>, storeNames: Array<string>, groupNames: Array<string>, plannedAt?: string | null, status: NotificationStatus, jobId?: string | null, recipients: number, sent: number, failed: number, startedAt?: string | null, finishedAt?: string | null, createdAt: string, createdBy?: string | null, version: number, updatedAt: string, updatedBy?: string | null } };

export type NotificationHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type NotificationHistoryQuery = { __typename?: 'Query', history: { __typename?: 'HistoryPage', total: number, items: Array<{ __typename?: 'HistoryEntry', id: string, at: string, actor?: string | null, action: RecordAction, version: number, changes: Array<{ __typename?: 'FieldChange', field: string, before?: string | null, after?: string | null }> }> } };

export type NotificationsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationsChangedSubscription = { __typename?: 'Subscription', change: { __typename?: 'NotificationChange', seq: number, position: number, action: RecordAction, actor?: string | null, at: string, clientMutationId?: string | null, record: { __typename?: 'Notification', id: string, channel: NotificationChannel, title?: string | null, text?: string | null, bigIcon?: string | null, bigPicture?: string | null, deepLink?: string | null, webpageLink?: string | null, showTrackingLink?: string | null, openTrackingLink?: string | null, geolocations: Array<string>, devices: Array<string>, storeIds: Array<string>, groupIds: Array<string>, storeNames: Array<string>, groupNames: Array<string>, plannedAt?: string | null, status: NotificationStatus, jobId?: string | null, recipients: number, sent: number, failed: number, startedAt?: string | null, finishedAt?: string | null, createdAt: string, createdBy?: string | null, version: number, updatedAt: string, updatedBy?: string | null } } };

export type SendNotificationMutationVariables = Exact<{
  input: NotificationInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type SendNotificationMutation = { __typename?: 'Mutation', record: { __typename?: 'Notification', id: string, channel: NotificationChannel, title?: string | null, text?: string | null, bigIcon?: string | null, bigPicture?: string | null, deepLink?: string | null, webpageLink?: string | null, showTrackingLink?: string | null, openTrackingLink?: string | null, geolocations: Array<string>, devices: Array<string>, storeIds: Array<string>, groupIds: Array<string>, storeNames: Array<string>, groupNames: Array<string>, plannedAt?: string | null, status: NotificationStatus, jobId?: string | null, recipients: number, sent: number, failed: number, startedAt?: string | null, finishedAt?: string | null, createdAt: string, createdBy?: string | null, version: number, updatedAt: string, updatedBy?: string | null } };

export type UpdateNotificationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  input: NotificationInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateNotificationMutation = { __typename?: 'Mutation', record: { __typename?: 'Notification', id: string, channel: NotificationChannel, title?: string | null, text?: string | null, bigIcon?: string | null, bigPicture?: string | null, deepLink?: string | null, webpageLink?: string | null, showTrackingLink?: string | null, openTrackingLink?: string | null, geolocations: Array<string>, devices: Array<string>, storeIds: Array<string>, groupIds: Array<string>, storeNames: Array<string>, groupNames: Array<string>, plannedAt?: string | null, status: NotificationStatus, jobId?: string | null, recipients: number, sent: number, failed: number, startedAt?: string | null, finishedAt?: string | null, createdAt: string, createdBy?: string | null, version: number, updatedAt: string, updatedBy?: string | null } };

export type CancelNotificationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type CancelNotificationMutation = { __typename?: 'Mutation', record: { __typename?: 'Notification', id: string, channel: NotificationChannel, title?: string | null, text?: string | null, bigIcon?: string | null, bigPicture?: string | null, deepLink?: string | null, webpageLink?: string | null, showTrackingLink?: string | null, openTrackingLink?: string | null, geolocations: Array<string>, devices: Array<string>, storeIds: Array<string>, groupIds: Array<string>, storeNames: Array<string>, groupNames: Array<string>, plannedAt?: string | null, status: NotificationStatus, jobId?: string | null, recipients: number, sent: number, failed: number, startedAt?: string | null, finishedAt?: string | null, createdAt: string, createdBy?: string | null, version: number, updatedAt: string, updatedBy?: string | null } };

export type NotificationTargetsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationTargetsQuery = { __typename?: 'Query', notificationTargets: { __typename?: 'NotificationTargets', channels: Array<NotificationChannel>, provider: NotificationProvider, stores: Array<{ __typename?: 'NotificationTarget', id: string, name: string }>, groups: Array<{ __typename?: 'NotificationTarget', id: string, name: string }> } };

export type NotificationReachQueryVariables = Exact<{
  input: NotificationInput;
}>;


export type NotificationReachQuery = { __typename?: 'Query', notificationReach: number };

export type DashboardNotificationsQueryVariables = Exact<{
  sendingPage?: InputMaybe<ListPageInput>;
  plannedPage?: InputMaybe<ListPageInput>;
  sentPage?: InputMaybe<ListPageInput>;
  failedPage?: InputMaybe<ListPageInput>;
}>;


export type DashboardNotificationsQuery = { __typename?: 'Query', sending: { __typename?: 'NotificationPage', total: number, items: Array<{ __typename?: 'Notification', id: string, channel: NotificationChannel, title?: string | null, text?: string | null, bigIcon?: string | null, bigPicture?: string | null, deepLink?: string | null, webpageLink?: string | null, showTrackingLink?: string | null, openTrackingLink?: string | null, geolocations: Array<string>, devices: Array<string>, storeIds: Array<string>, groupIds: Array<string>, storeNames: Array<string>, groupNames: Array<string>, plannedAt?: string | null, status: NotificationStatus, jobId?: string | null, recipients: number, sent: number, failed: number, startedAt?: string | null, finishedAt?: string | null, createdAt: string, createdBy?: string | null, version: number, updatedAt: string, updatedBy?: string | null }> }, planned: { __typename?: 'NotificationPage', total: number, items: Array<{ __typename?: 'Notification', id: string, channel: NotificationChannel, title?: string | null, text?: string | null, bigIcon?: string | null, bigPicture?: string | null, deepLink?: string | null, webpageLink?: string | null, showTrackingLink?: string | null, openTrackingLink?: string | null, geolocations: Array<string>, devices: Array<string>, storeIds: Array<string>, groupIds: Array<string>, storeNames: Array<string>, groupNames: Array<string>, plannedAt?: string | null, status: NotificationStatus, jobId?: string | null, recipients: number, sent: number, failed: number, startedAt?: string | null, finishedAt?: string | null, createdAt: string, createdBy?: string | null, version: number, updatedAt: string, updatedBy?: string | null }> }, sent: { __typename?: 'NotificationPage', total: number, items: Array<{ __typename?: 'Notification', id: string, channel: NotificationChannel, title?: string | null, text?: string | null, bigIcon?: string | null, bigPicture?: string | null, deepLink?: string | null, webpageLink?: string | null, showTrackingLink?: string | null, openTrackingLink?: string | null, geolocations: Array<string>, devices: Array<string>, storeIds: Array<string>, groupIds: Array<string>, storeNames: Array<string>, groupNames: Array<string>, plannedAt?: string | null, status: NotificationStatus, jobId?: string | null, recipients: number, sent: number, failed: number, startedAt?: string | null, finishedAt?: string | null, createdAt: string, createdBy?: string | null, version: number, updatedAt: string, updatedBy?: string | null }> }, failed: { __typename?: 'NotificationPage', total: number, items: Array<{ __typename?: 'Notification', id: string, channel: NotificationChannel, title?: string | null, text?: string | null, bigIcon?: string | null, bigPicture?: string | null, deepLink?: string | null, webpageLink?: string | null, showTrackingLink?: string | null, openTrackingLink?: string | null, geolocations: Array<string>, devices: Array<string>, storeIds: Array<string>, groupIds: Array<string>, storeNames: Array<string>, groupNames: Array<string>, plannedAt?: string | null, status: NotificationStatus, jobId?: string | null, recipients: number, sent: number, failed: number, startedAt?: string | null, finishedAt?: string | null, createdAt: string, createdBy?: string | null, version: number, updatedAt: string, updatedBy?: string | null }> } };

export type DeliveryRowFragment = { __typename?: 'NotificationDelivery', id: string, notificationId: string, notificationTitle?: string | null, channel: NotificationChannel, device: string, platform?: string | null, responseCode: number, errorCode?: string | null, sentAt: string, storeIds: Array<string>, storeNames: Array<string> };

export type NotificationDeliveriesQueryVariables = Exact<{
  filter?: InputMaybe<NotificationDeliveryFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type NotificationDeliveriesQuery = { __typename?: 'Query', notificationDeliveries: { __typename?: 'NotificationDeliveryPage', total: number, items: Array<{ __typename?: 'NotificationDelivery', id: string, notificationId: string, notificationTitle?: string | null, channel: NotificationChannel, device: string, platform?: string | null, responseCode: number, errorCode?: string | null, sentAt: string, storeIds: Array<string>, storeNames: Array<string> }> } };

export type DeliveryStoresQueryVariables = Exact<{ [key: string]: never; }>;


export type DeliveryStoresQuery = { __typename?: 'Query', stores: Array<{ __typename?: 'Store', id: string, name: string }> };

export type PageDetailsAggregateFragment = { __typename?: 'LeafletPageDetails', leafletId: string, storeId: string, naturalId: string, pageCount: number, version: number, pages: Array<{ __typename?: 'PageDetailsPage', pageNumber: number, imageUrl: string, thumbnailUrl: string, width?: number | null, height?: number | null }>, inserts: Array<{ __typename?: 'PageInsert', id: string, position: number, insertId: string, insertName: string, imageUrl?: string | null, createdAt: string, createdBy?: string | null }>, redirects: Array<{ __typename?: 'PageRedirect', id: string, positions: Array<number>, positionsText: string, description?: string | null, longUrl?: string | null, redirectUrl?: string | null, thumbnailTrackingUrl?: string | null, version: number, updatedAt: string, updatedBy?: string | null, platformLinks: Array<{ __typename?: 'PlatformLink', platform: LinkPlatform, url: string }> }>, linkSwaps: Array<{ __typename?: 'LinkSwap', id: string, redirectId: string, at: string, newLink: string, platforms: Array<LinkPlatform>, status: LinkSwapStatus, appliedAt?: string | null, createdBy?: string | null }>, areas: Array<{ __typename?: 'PageArea', id: string, pageNumber: number, x: number, y: number, width: number, height: number, link: string, color?: string | null, affiliation?: string | null, urlParams?: string | null, source: PageAreaSource, version: number }>, articles: Array<{ __typename?: 'ProductArticle', id: string, pageNumber: number, name: string, brand?: string | null, packaging?: string | null, x: number, y: number, width: number, height: number, price?: number | null, currency?: string | null, pricePerUnit?: number | null, unit?: string | null, crossedPrice?: number | null, mapPrice?: number | null, discount?: string | null, categories: Array<string>, validFrom?: string | null, validTo?: string | null, version: number }> };

export type LeafletPageDetailsQueryVariables = Exact<{
  leafletId: Scalars['ID']['input'];
}>;


export type LeafletPageDetailsQuery = { __typename?: 'Query', details: { __typename?: 'LeafletPageDetails', leafletId: string, storeId: string, naturalId: string, pageCount: number, version: number, pages: Array<{ __typename?: 'PageDetailsPage', pageNumber: number, imageUrl: string, thumbnailUrl: string, width?: number | null, height?: number | null }>, inserts: Array<{ __typename?: 'PageInsert', id: string, position: number, insertId: string, insertName: string, imageUrl?: string | null, createdAt: string, createdBy?: string | null }>, redirects: Array<{ __typename?: 'PageRedirect', id: string, positions: Array<number>, positionsText: string, description?: string | null, longUrl?: string | null, redirectUrl?: string | null, thumbnailTrackingUrl?: string | null, version: number, updatedAt: string, updatedBy?: string | null, platformLinks: Array<{ __typename?: 'PlatformLink', platform: LinkPlatform, url: string }> }>, linkSwaps: Array<{ __typename?: 'LinkSwap', id: string, redirectId: string, at: string, newLink: string, platforms: Array<LinkPlatform>, status: LinkSwapStatus, appliedAt?: string | null, createdBy?: string | null }>, areas: Array<{ __typename?: 'PageArea', id: string, pageNumber: number, x: number, y: number, width: number, height: number, link: string, color?: string | null, affiliation?: string | null, urlParams?: string | null, source: PageAreaSource, version: number }>, articles: Array<{ __typename?: 'ProductArticle', id: string, pageNumber: number, name: string, brand?: string | null, packaging?: string | null, x: number, y: number, width: number, height: number, price?: number | null, currency?: string | null, pricePerUnit?: number | null, unit?: string | null, crossedPrice?: number | null, mapPrice?: number | null, discount?: string | null, categories: Array<string>, validFrom?: string | null, validTo?: string | null, version: number }> } };

export type LeafletPageDetailsChangedSubscriptionVariables = Exact<{
  leafletId: Scalars['ID']['input'];
  sinceVersion?: InputMaybe<Scalars['Int']['input']>;
}>;


export type LeafletPageDetailsChangedSubscription = { __typename?: 'Subscription', change: { __typename?: 'PageDetailsChange', seq: number, part: string, action: RecordAction, actor?: string | null, at: string, clientMutationId?: string | null, details: { __typename?: 'LeafletPageDetails', leafletId: string, storeId: string, naturalId: string, pageCount: number, version: number, pages: Array<{ __typename?: 'PageDetailsPage', pageNumber: number, imageUrl: string, thumbnailUrl: string, width?: number | null, height?: number | null }>, inserts: Array<{ __typename?: 'PageInsert', id: string, position: number, insertId: string, insertName: string, imageUrl?: string | null, createdAt: string, createdBy?: string | null }>, redirects: Array<{ __typename?: 'PageRedirect', id: string, positions: Array<number>, positionsText: string, description?: string | null, longUrl?: string | null, redirectUrl?: string | null, thumbnailTrackingUrl?: string | null, version: number, updatedAt: string, updatedBy?: string | null, platformLinks: Array<{ __typename?: 'PlatformLink', platform: LinkPlatform, url: string }> }>, linkSwaps: Array<{ __typename?: 'LinkSwap', id: string, redirectId: string, at: string, newLink: string, platforms: Array<LinkPlatform>, status: LinkSwapStatus, appliedAt?: string | null, createdBy?: string | null }>, areas: Array<{ __typename?: 'PageArea', id: string, pageNumber: number, x: number, y: number, width: number, height: number, link: string, color?: string | null, affiliation?: string | null, urlParams?: string | null, source: PageAreaSource, version: number }>, articles: Array<{ __typename?: 'ProductArticle', id: string, pageNumber: number, name: string, brand?: string | null, packaging?: string | null, x: number, y: number, width: number, height: number, price?: number | null, currency?: string | null, pricePerUnit?: number | null, unit?: string | null, crossedPrice?: number | null, mapPrice?: number | null, discount?: string | null, categories: Array<string>, validFrom?: string | null, validTo?: string | null, version: number }> } } };

export type PageInsertChoicesQueryVariables = Exact<{
  page?: InputMaybe<ListPageInput>;
}>;


export type PageInsertChoicesQuery = { __typename?: 'Query', page: { __typename?: 'InsertPage', total: number, items: Array<{ __typename?: 'Insert', id: string, insertName: string, imageUrl?: string | null }> } };

export type LeafletRedirectHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type LeafletRedirectHistoryQuery = { __typename?: 'Query', history: { __typename?: 'HistoryPage', total: number, items: Array<{ __typename?: 'HistoryEntry', id: string, at: string, actor?: string | null, action: RecordAction, version: number, changes: Array<{ __typename?: 'FieldChange', field: string, before?: string | null, after?: string | null }> }> } };

export type AddPageInsertsMutationVariables = Exact<{
  leafletId: Scalars['ID']['input'];
  input: PageInsertInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type AddPageInsertsMutation = { __typename?: 'Mutation', details: { __typename?: 'LeafletPageDetails', leafletId: string, storeId: string, naturalId: string, pageCount: number, version: number, pages: Array<{ __typename?: 'PageDetailsPage', pageNumber: number, imageUrl: string, thumbnailUrl: string, width?: number | null, height?: number | null }>, inserts: Array<{ __typename?: 'PageInsert', id: string, position: number, insertId: string, insertName: string, imageUrl?: string | null, createdAt: string, createdBy?: string | null }>, redirects: Array<{ __typename?: 'PageRedirect', id: string, positions: Array<number>, positionsText: string, description?: string | null, longUrl?: string | null, redirectUrl?: string | null, thumbnailTrackingUrl?: string | null, version: number, updatedAt: string, updatedBy?: string | null, platformLinks: Array<{ __typename?: 'PlatformLink', platform: LinkPlatform, url: string }> }>, linkSwaps: Array<{ __typename?: 'LinkSwap', id: string, redirectId: string, at: string, newLink: string, platforms: Array<LinkPlatform>, status: LinkSwapStatus, appliedAt?: string | null, createdBy?: string | null }>, areas: Array<{ __typename?: 'PageArea', id: string, pageNumber: number, x: number, y: number, width: number, height: number, link: string, color?: string | null, affiliation?: string | null, urlParams?: string | null, source: PageAreaSource, version: number }>, articles: Array<{ __typename?: 'ProductArticle', id: string, pageNumber: number, name: string, brand?: string | null, packaging?: string | null, x: number, y: number, width: number, height: number, price?: number | null, currency?: string | null, pricePerUnit?: number | null, unit?: string | null, crossedPrice?: number | null, mapPrice?: number | null, discount?: string | null, categories: Array<string>, validFrom?: string | null, validTo?: string | null, version: number }> } };

export type RemovePageInsertMutationVariables = Exact<{
  leafletId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type RemovePageInsertMutation = { __typename?: 'Mutation', details: { __typename?: 'LeafletPageDetails', leafletId: string, storeId: string, naturalId: string, pageCount: number, version: number, pages: Array<{ __typename?: 'PageDetailsPage', pageNumber: number, imageUrl: string, thumbnailUrl: string, width?: number | null, height?: number | null }>, inserts: Array<{ __typename?: 'PageInsert', id: string, position: number, insertId: string, insertName: string, imageUrl?: string | null, createdAt: string, createdBy?: string | null }>, redirects: Array<{ __typename?: 'PageRedirect', id: string, positions: Array<number>, positionsText: string, description?: string | null, longUrl?: string | null, redirectUrl?: string | null, thumbnailTrackingUrl?: string | null, version: number, updatedAt: string, updatedBy?: string | null, platformLinks: Array<{ __typename?: 'PlatformLink', platform: LinkPlatform, url: string }> }>, linkSwaps: Array<{ __typename?: 'LinkSwap', id: string, redirectId: string, at: string, newLink: string, platforms: Array<LinkPlatform>, status: LinkSwapStatus, appliedAt?: string | null, createdBy?: string | null }>, areas: Array<{ __typename?: 'PageArea', id: string, pageNumber: number, x: number, y: number, width: number, height: number, link: string, color?: string | null, affiliation?: string | null, urlParams?: string | null, source: PageAreaSource, version: number }>, articles: Array<{ __typename?: 'ProductArticle', id: string, pageNumber: number, name: string, brand?: string | null, packaging?: string | null, x: number, y: number, width: number, height: number, price?: number | null, currency?: string | null, pricePerUnit?: number | null, unit?: string | null, crossedPrice?: number | null, mapPrice?: number | null, discount?: string | null, categories: Array<string>, validFrom?: string | null, validTo?: string | null, version: number }> } };

export type AddPageRedirectMutationVariables = Exact<{
  leafletId: Scalars['ID']['input'];
  input: PageRedirectInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type AddPageRedirectMutation = { __typename?: 'Mutation', details: { __typename?: 'LeafletPageDetails', leafletId: string, storeId: string, naturalId: string, pageCount: number, version: number, pages: Array<{ __typename?: 'PageDetailsPage', pageNumber: number, imageUrl: string, thumbnailUrl: string, width?: number | null, height?: number | null }>, inserts: Array<{ __typename?: 'PageInsert', id: string, position: number, insertId: string, insertName: string, imageUrl?: string | null, createdAt: string, createdBy?: string | null }>, redirects: Array<{ __typename?: 'PageRedirect', id: string, positions: Array<number>, positionsText: string, description?: string | null, longUrl?: string | null, redirectUrl?: string | null, thumbnailTrackingUrl?: string | null, version: number, updatedAt: string, updatedBy?: string | null, platformLinks: Array<{ __typename?: 'PlatformLink', platform: LinkPlatform, url: string }> }>, linkSwaps: Array<{ __typename?: 'LinkSwap', id: string, redirectId: string, at: string, newLink: string, platforms: Array<LinkPlatform>, status: LinkSwapStatus, appliedAt?: string | null, createdBy?: string | null }>, areas: Array<{ __typename?: 'PageArea', id: string, pageNumber: number, x: number, y: number, width: number, height: number, link: string, color?: string | null, affiliation?: string | null, urlParams?: string | null, source: PageAreaSource, version: number }>, articles: Array<{ __typename?: 'ProductArticle', id: string, pageNumber: number, name: string, brand?: string | null, packaging?: string | null, x: number, y: number, width: number, height: number, price?: number | null, currency?: string | null, pricePerUnit?: number | null, unit?: string | null, crossedPrice?: number | null, mapPrice?: number | null, discount?: string | null, categories: Array<string>, validFrom?: string | null, validTo?: string | null, version: number }> } };

export type UpdatePageRedirectMutationVariables = Exact<{
  leafletId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  input: PageRedirectInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdatePageRedirectMutation = { __typename?: 'Mutation', details: { __typename?: 'LeafletPageDetails', leafletId: string, storeId: string, naturalId: string, pageCount: number, version: number, pages: Array<{ __typename?: 'PageDetailsPage', pageNumber: number, imageUrl: string, thumbnailUrl: string, width?: number | null, height?: number | null }>, inserts: Array<{ __typename?: 'PageInsert', id: string, position: number, insertId: string, insertName: string, imageUrl?: string | null, createdAt: string, createdBy?: string | null }>, redirects: Array<{ __typename?: 'PageRedirect', id: string, positions: Array<number>, positionsText: string, description?: string | null, longUrl?: string | null, redirectUrl?: string | null, thumbnailTrackingUrl?: string | null, version: number, updatedAt: string, updatedBy?: string | null, platformLinks: Array<{ __typename?: 'PlatformLink', platform: LinkPlatform, url: string }> }>, linkSwaps: Array<{ __typename?: 'LinkSwap', id: string, redirectId: string, at: string, newLink: string, platforms: Array<LinkPlatform>, status: LinkSwapStatus, appliedAt?: string | null, createdBy?: string | null }>, areas: Array<{ __typename?: 'PageArea', id: string, pageNumber: number, x: number, y: number, width: number, height: number, link: string, color?: string | null, affiliation?: string | null, urlParams?: string | null, source: PageAreaSource, version: number }>, articles: Array<{ __typename?: 'ProductArticle', id: string, pageNumber: number, name: string, brand?: string | null, packaging?: string | null, x: number, y: number, width: number, height: number, price?: number | null, currency?: string | null, pricePerUnit?: number | null, unit?: string | null, crossedPrice?: number | null, mapPrice?: number | null, discount?: string | null, categories: Array<string>, validFrom?: string | null, validTo?: string | null, version: number }> } };

export type RemovePageRedirectMutationVariables = Exact<{
  leafletId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type RemovePageRedirectMutation = { __typename?: 'Mutation', details: { __typename?: 'LeafletPageDetails', leafletId: string, storeId: string, naturalId: string, pageCount: number, version: number, pages: Array<{ __typename?: 'PageDetailsPage', pageNumber: number, imageUrl: string, thumbnailUrl: string, width?: number | null, height?: number | null }>, inserts: Array<{ __typename?: 'PageInsert', id: string, position: number, insertId: string, insertName: string, imageUrl?: string | null, createdAt: string, createdBy?: string | null }>, redirects: Array<{ __typename?: 'PageRedirect', id: string, positions: Array<number>, positionsText: string, description?: string | null, longUrl?: string | null, redirectUrl?: string | null, thumbnailTrackingUrl?: string | null, version: number, updatedAt: string, updatedBy?: string | null, platformLinks: Array<{ __typename?: 'PlatformLink', platform: LinkPlatform, url: string }> }>, linkSwaps: Array<{ __typename?: 'LinkSwap', id: string, redirectId: string, at: string, newLink: string, platforms: Array<LinkPlatform>, status: LinkSwapStatus, appliedAt?: string | null, createdBy?: string | null }>, areas: Array<{ __typename?: 'PageArea', id: string, pageNumber: number, x: number, y: number, width: number, height: number, link: string, color?: string | null, affiliation?: string | null, urlParams?: string | null, source: PageAreaSource, version: number }>, articles: Array<{ __typename?: 'ProductArticle', id: string, pageNumber: number, name: string, brand?: string | null, packaging?: string | null, x: number, y: number, width: number, height: number, price?: number | null, currency?: string | null, pricePerUnit?: number | null, unit?: string | null, crossedPrice?: number | null, mapPrice?: number | null, discount?: string | null, categories: Array<string>, validFrom?: string | null, validTo?: string | null, version: number }> } };

export type ApplyBulkLinkMutationVariables = Exact<{
  leafletId: Scalars['ID']['input'];
  input: BulkLinkInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type ApplyBulkLinkMutation = { __typename?: 'Mutation', details: { __typename?: 'LeafletPageDetails', leafletId: string, storeId: string, naturalId: string, pageCount: number, version: number, pages: Array<{ __typename?: 'PageDetailsPage', pageNumber: number, imageUrl: string, thumbnailUrl: string, width?: number | null, height?: number | null }>, inserts: Array<{ __typename?: 'PageInsert', id: string, position: number, insertId: string, insertName: string, imageUrl?: string | null, createdAt: string, createdBy?: string | null }>, redirects: Array<{ __typename?: 'PageRedirect', id: string, positions: Array<number>, positionsText: string, description?: string | null, longUrl?: string | null, redirectUrl?: string | null, thumbnailTrackingUrl?: string | null, version: number, updatedAt: string, updatedBy?: string | null, platformLinks: Array<{ __typename?: 'PlatformLink', platform: LinkPlatform, url: string }> }>, linkSwaps: Array<{ __typename?: 'LinkSwap', id: string, redirectId: string, at: string, newLink: string, platforms: Array<LinkPlatform>, status: LinkSwapStatus, appliedAt?: string | null, createdBy?: string | null }>, areas: Array<{ __typename?: 'PageArea', id: string, pageNumber: number, x: number, y: number, width: number, height: number, link: string, color?: string | null, affiliation?: string | null, urlParams?: string | null, source: PageAreaSource, version: number }>, articles: Array<{ __typename?: 'ProductArticle', id: string, pageNumber: number, name: string, brand?: string | null, packaging?: string | null, x: number, y: number, width: number, height: number, price?: number | null, currency?: string | null, pricePerUnit?: number | null, unit?: string | null, crossedPrice?: number | null, mapPrice?: number | null, discount?: string | null, categories: Array<string>, validFrom?: string | null, validTo?: string | null, version: number }> } };

export type ScheduleLinkSwapMutationVariables = Exact<{
  leafletId: Scalars['ID']['input'];
  input: LinkSwapInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type ScheduleLinkSwapMutation = { __typename?: 'Mutation', details: { __typename?: 'LeafletPageDetails', leafletId: string, storeId: string, naturalId: string, pageCount: number, version: number, pages: Array<{ __typename?: 'PageDetailsPage', pageNumber: number, imageUrl: string, thumbnailUrl: string, width?: number | null, height?: number | null }>, inserts: Array<{ __typename?: 'PageInsert', id: string, position: number, insertId: string, insertName: string, imageUrl?: string | null, createdAt: string, createdBy?: string | null }>, redirects: Array<{ __typename?: 'PageRedirect', id: string, positions: Array<number>, positionsText: string, description?: string | null, longUrl?: string | null, redirectUrl?: string | null, thumbnailTrackingUrl?: string | null, version: number, updatedAt: string, updatedBy?: string | null, platformLinks: Array<{ __typename?: 'PlatformLink', platform: LinkPlatform, url: string }> }>, linkSwaps: Array<{ __typename?: 'LinkSwap', id: string, redirectId: string, at: string, newLink: string, platforms: Array<LinkPlatform>, status: LinkSwapStatus, appliedAt?: string | null, createdBy?: string | null }>, areas: Array<{ __typename?: 'PageArea', id: string, pageNumber: number, x: number, y: number, width: number, height: number, link: string, color?: string | null, affiliation?: string | null, urlParams?: string | null, source: PageAreaSource, version: number }>, articles: Array<{ __typename?: 'ProductArticle', id: string, pageNumber: number, name: string, brand?: string | null, packaging?: string | null, x: number, y: number, width: number, height: number, price?: number | null, currency?: string | null, pricePerUnit?: number | null, unit?: string | null, crossedPrice?: number | null, mapPrice?: number | null, discount?: string | null, categories: Array<string>, validFrom?: string | null, validTo?: string | null, version: number }> } };

export type CancelLinkSwapMutationVariables = Exact<{
  leafletId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type CancelLinkSwapMutation = { __typename?: 'Mutation', details: { __typename?: 'LeafletPageDetails', leafletId: string, storeId: string, naturalId: string, pageCount: number, version: number, pages: Array<{ __typename?: 'PageDetailsPage', pageNumber: number, imageUrl: string, thumbnailUrl: string, width?: number | null, height?: number | null }>, inserts: Array<{ __typename?: 'PageInsert', id: string, position: number, insertId: string, insertName: string, imageUrl?: string | null, createdAt: string, createdBy?: string | null }>, redirects: Array<{ __typename?: 'PageRedirect', id: string, positions: Array<number>, positionsText: string, description?: string | null, longUrl?: string | null, redirectUrl?: string | null, thumbnailTrackingUrl?: string | null, version: number, updatedAt: string, updatedBy?: string | null, platformLinks: Array<{ __typename?: 'PlatformLink', platform: LinkPlatform, url: string }> }>, linkSwaps: Array<{ __typename?: 'LinkSwap', id: string, redirectId: string, at: string, newLink: string, platforms: Array<LinkPlatform>, status: LinkSwapStatus, appliedAt?: string | null, createdBy?: string | null }>, areas: Array<{ __typename?: 'PageArea', id: string, pageNumber: number, x: number, y: number, width: number, height: number, link: string, color?: string | null, affiliation?: string | null, urlParams?: string | null, source: PageAreaSource, version: number }>, articles: Array<{ __typename?: 'ProductArticle', id: string, pageNumber: number, name: string, brand?: string | null, packaging?: string | null, x: number, y: number, width: number, height: number, price?: number | null, currency?: string | null, pricePerUnit?: number | null, unit?: string | null, crossedPrice?: number | null, mapPrice?: number | null, discount?: string | null, categories: Array<string>, validFrom?: string | null, validTo?: string | null, version: number }> } };

export type AddPageAreaMutationVariables = Exact<{
  leafletId: Scalars['ID']['input'];
  input: PageAreaInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type AddPageAreaMutation = { __typename?: 'Mutation', details: { __typename?: 'LeafletPageDetails', leafletId: string, storeId: string, naturalId: string, pageCount: number, version: number, pages: Array<{ __typename?: 'PageDetailsPage', pageNumber: number, imageUrl: string, thumbnailUrl: string, width?: number | null, height?: number | null }>, inserts: Array<{ __typename?: 'PageInsert', id: string, position: number, insertId: string, insertName: string, imageUrl?: string | null, createdAt: string, createdBy?: string | null }>, redirects: Array<{ __typename?: 'PageRedirect', id: string, positions: Array<number>, positionsText: string, description?: string | null, longUrl?: string | null, redirectUrl?: string | null, thumbnailTrackingUrl?: string | null, version: number, updatedAt: string, updatedBy?: string | null, platformLinks: Array<{ __typename?: 'PlatformLink', platform: LinkPlatform, url: string }> }>, linkSwaps: Array<{ __typename?: 'LinkSwap', id: string, redirectId: string, at: string, newLink: string, platforms: Array<LinkPlatform>, status: LinkSwapStatus, appliedAt?: string | null, createdBy?: string | null }>, areas: Array<{ __typename?: 'PageArea', id: string, pageNumber: number, x: number, y: number, width: number, height: number, link: string, color?: string | null, affiliation?: string | null, urlParams?: string | null, source: PageAreaSource, version: number }>, articles: Array<{ __typename?: 'ProductArticle', id: string, pageNumber: number, name: string, brand?: string | null, packaging?: string | null, x: number, y: number, width: number, height: number, price?: number | null, currency?: string | null, pricePerUnit?: number | null, unit?: string | null, crossedPrice?: number | null, mapPrice?: number | null, discount?: string | null, categories: Array<string>, validFrom?: string | null, validTo?: string | null, version: number }> } };

export type UpdatePageAreaMutationVariables = Exact<{
  leafletId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  input: PageAreaInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdatePageAreaMutation = { __typename?: 'Mutation', details: { __typename?: 'LeafletPageDetails', leafletId: string, storeId: string, naturalId: string, pageCount: number, version: number, pages: Array<{ __typename?: 'PageDetailsPage', pageNumber: number, imageUrl: string, thumbnailUrl: string, width?: number | null, height?: number | null }>, inserts: Array<{ __typename?: 'PageInsert', id: string, position: number, insertId: string, insertName: string, imageUrl?: string | null, createdAt: string, createdBy?: string | null }>, redirects: Array<{ __typename?: 'PageRedirect', id: string, positions: Array<number>, positionsText: string, description?: string | null, longUrl?: string | null, redirectUrl?: string | null, thumbnailTrackingUrl?: string | null, version: number, updatedAt: string, updatedBy?: string | null, platformLinks: Array<{ __typename?: 'PlatformLink', platform: LinkPlatform, url: string }> }>, linkSwaps: Array<{ __typename?: 'LinkSwap', id: string, redirectId: string, at: string, newLink: string, platforms: Array<LinkPlatform>, status: LinkSwapStatus, appliedAt?: string | null, createdBy?: string | null }>, areas: Array<{ __typename?: 'PageArea', id: string, pageNumber: number, x: number, y: number, width: number, height: number, link: string, color?: string | null, affiliation?: string | null, urlParams?: string | null, source: PageAreaSource, version: number }>, articles: Array<{ __typename?: 'ProductArticle', id: string, pageNumber: number, name: string, brand?: string | null, packaging?: string | null, x: number, y: number, width: number, height: number, price?: number | null, currency?: string | null, pricePerUnit?: number | null, unit?: string | null, crossedPrice?: number | null, mapPrice?: number | null, discount?: string | null, categories: Array<string>, validFrom?: string | null, validTo?: string | null, version: number }> } };

export type RemovePageAreaMutationVariables = Exact<{
  leafletId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type RemovePageAreaMutation = { __typename?: 'Mutation', details: { __typename?: 'LeafletPageDetails', leafletId: string, storeId: string, naturalId: string, pageCount: number, version: number, pages: Array<{ __typename?: 'PageDetailsPage', pageNumber: number, imageUrl: string, thumbnailUrl: string, width?: number | null, height?: number | null }>, inserts: Array<{ __typename?: 'PageInsert', id: string, position: number, insertId: string, insertName: string, imageUrl?: string | null, createdAt: string, createdBy?: string | null }>, redirects: Array<{ __typename?: 'PageRedirect', id: string, positions: Array<number>, positionsText: string, description?: string | null, longUrl?: string | null, redirectUrl?: string | null, thumbnailTrackingUrl?: string | null, version: number, updatedAt: string, updatedBy?: string | null, platformLinks: Array<{ __typename?: 'PlatformLink', platform: LinkPlatform, url: string }> }>, linkSwaps: Array<{ __typename?: 'LinkSwap', id: string, redirectId: string, at: string, newLink: string, platforms: Array<LinkPlatform>, status: LinkSwapStatus, appliedAt?: string | null, createdBy?: string | null }>, areas: Array<{ __typename?: 'PageArea', id: string, pageNumber: number, x: number, y: number, width: number, height: number, link: string, color?: string | null, affiliation?: string | null, urlParams?: string | null, source: PageAreaSource, version: number }>, articles: Array<{ __typename?: 'ProductArticle', id: string, pageNumber: number, name: string, brand?: string | null, packaging?: string | null, x: number, y: number, width: number, height: number, price?: number | null, currency?: string | null, pricePerUnit?: number | null, unit?: string | null, crossedPrice?: number | null, mapPrice?: number | null, discount?: string | null, categories: Array<string>, validFrom?: string | null, validTo?: string | null, version: number }> } };

export type LoadPageAreasFromPdfMutationVariables = Exact<{
  leafletId: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type LoadPageAreasFromPdfMutation = { __typename?: 'Mutation', loaded: { __typename?: 'LoadedPdfLinks', loaded: number, details: { __typename?: 'LeafletPageDetails', leafletId: string, storeId: string, naturalId: string, pageCount: number, version: number, pages: Array<{ __typename?: 'PageDetailsPage', pageNumber: number, imageUrl: string, thumbnailUrl: string, width?: number | null, height?: number | null }>, inserts: Array<{ __typename?: 'PageInsert', id: string, position: number, insertId: string, insertName: string, imageUrl?: string | null, createdAt: string, createdBy?: string | null }>, redirects: Array<{ __typename?: 'PageRedirect', id: string, positions: Array<number>, positionsText: string, description?: string | null, longUrl?: string | null, redirectUrl?: string | null, thumbnailTrackingUrl?: string | null, version: number, updatedAt: string, updatedBy?: string | null, platformLinks: Array<{ __typename?: 'PlatformLink', platform: LinkPlatform, url: string }> }>, linkSwaps: Array<{ __typename?: 'LinkSwap', id: string, redirectId: string, at: string, newLink: string, platforms: Array<LinkPlatform>, status: LinkSwapStatus, appliedAt?: string | null, createdBy?: string | null }>, areas: Array<{ __typename?: 'PageArea', id: string, pageNumber: number, x: number, y: number, width: number, height: number, link: string, color?: string | null, affiliation?: string | null, urlParams?: string | null, source: PageAreaSource, version: number }>, articles: Array<{ __typename?: 'ProductArticle', id: string, pageNumber: number, name: string, brand?: string | null, packaging?: string | null, x: number, y: number, width: number, height: number, price?: number | null, currency?: string | null, pricePerUnit?: number | null, unit?: string | null, crossedPrice?: number | null, mapPrice?: number | null, discount?: string | null, categories: Array<string>, validFrom?: string | null, validTo?: string | null, version: number }> } } };

export type AddProductArticleMutationVariables = Exact<{
  leafletId: Scalars['ID']['input'];
  input: ProductArticleInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type AddProductArticleMutation = { __typename?: 'Mutation', details: { __typename?: 'LeafletPageDetails', leafletId: string, storeId: string, naturalId: string, pageCount: number, version: number, pages: Array<{ __typename?: 'PageDetailsPage', pageNumber: number, imageUrl: string, thumbnailUrl: string, width?: number | null, height?: number | null }>, inserts: Array<{ __typename?: 'PageInsert', id: string, position: number, insertId: string, insertName: string, imageUrl?: string | null, createdAt: string, createdBy?: string | null }>, redirects: Array<{ __typename?: 'PageRedirect', id: string, positions: Array<number>, positionsText: string, description?: string | null, longUrl?: string | null, redirectUrl?: string | null, thumbnailTrackingUrl?: string | null, version: number, updatedAt: string, updatedBy?: string | null, platformLinks: Array<{ __typename?: 'PlatformLink', platform: LinkPlatform, url: string }> }>, linkSwaps: Array<{ __typename?: 'LinkSwap', id: string, redirectId: string, at: string, newLink: string, platforms: Array<LinkPlatform>, status: LinkSwapStatus, appliedAt?: string | null, createdBy?: string | null }>, areas: Array<{ __typename?: 'PageArea', id: string, pageNumber: number, x: number, y: number, width: number, height: number, link: string, color?: string | null, affiliation?: string | null, urlParams?: string | null, source: PageAreaSource, version: number }>, articles: Array<{ __typename?: 'ProductArticle', id: string, pageNumber: number, name: string, brand?: string | null, packaging?: string | null, x: number, y: number, width: number, height: number, price?: number | null, currency?: string | null, pricePerUnit?: number | null, unit?: string | null, crossedPrice?: number | null, mapPrice?: number | null, discount?: string | null, categories: Array<string>, validFrom?: string | null, validTo?: string | null, version: number }> } };

export type UpdateProductArticleMutationVariables = Exact<{
  leafletId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  input: ProductArticleInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateProductArticleMutation = { __typename?: 'Mutation', details: { __typename?: 'LeafletPageDetails', leafletId: string, storeId: string, naturalId: string, pageCount: number, version: number, pages: Array<{ __typename?: 'PageDetailsPage', pageNumber: number, imageUrl: string, thumbnailUrl: string, width?: number | null, height?: number | null }>, inserts: Array<{ __typename?: 'PageInsert', id: string, position: number, insertId: string, insertName: string, imageUrl?: string | null, createdAt: string, createdBy?: string | null }>, redirects: Array<{ __typename?: 'PageRedirect', id: string, positions: Array<number>, positionsText: string, description?: string | null, longUrl?: string | null, redirectUrl?: string | null, thumbnailTrackingUrl?: string | null, version: number, updatedAt: string, updatedBy?: string | null, platformLinks: Array<{ __typename?: 'PlatformLink', platform: LinkPlatform, url: string }> }>, linkSwaps: Array<{ __typename?: 'LinkSwap', id: string, redirectId: string, at: string, newLink: string, platforms: Array<LinkPlatform>, status: LinkSwapStatus, appliedAt?: string | null, createdBy?: string | null }>, areas: Array<{ __typename?: 'PageArea', id: string, pageNumber: number, x: number, y: number, width: number, height: number, link: string, color?: string | null, affiliation?: string | null, urlParams?: string | null, source: PageAreaSource, version: number }>, articles: Array<{ __typename?: 'ProductArticle', id: string, pageNumber: number, name: string, brand?: string | null, packaging?: string | null, x: number, y: number, width: number, height: number, price?: number | null, currency?: string | null, pricePerUnit?: number | null, unit?: string | null, crossedPrice?: number | null, mapPrice?: number | null, discount?: string | null, categories: Array<string>, validFrom?: string | null, validTo?: string | null, version: number }> } };

export type RemoveProductArticleMutationVariables = Exact<{
  leafletId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type RemoveProductArticleMutation = { __typename?: 'Mutation', details: { __typename?: 'LeafletPageDetails', leafletId: string, storeId: string, naturalId: string, pageCount: number, version: number, pages: Array<{ __typename?: 'PageDetailsPage', pageNumber: number, imageUrl: string, thumbnailUrl: string, width?: number | null, height?: number | null }>, inserts: Array<{ __typename?: 'PageInsert', id: string, position: number, insertId: string, insertName: string, imageUrl?: string | null, createdAt: string, createdBy?: string | null }>, redirects: Array<{ __typename?: 'PageRedirect', id: string, positions: Array<number>, positionsText: string, description?: string | null, longUrl?: string | null, redirectUrl?: string | null, thumbnailTrackingUrl?: string | null, version: number, updatedAt: string, updatedBy?: string | null, platformLinks: Array<{ __typename?: 'PlatformLink', platform: LinkPlatform, url: string }> }>, linkSwaps: Array<{ __typename?: 'LinkSwap', id: string, redirectId: string, at: string, newLink: string, platforms: Array<LinkPlatform>, status: LinkSwapStatus, appliedAt?: string | null, createdBy?: string | null }>, areas: Array<{ __typename?: 'PageArea', id: string, pageNumber: number, x: number, y: number, width: number, height: number, link: string, color?: string | null, affiliation?: string | null, urlParams?: string | null, source: PageAreaSource, version: number }>, articles: Array<{ __typename?: 'ProductArticle', id: string, pageNumber: number, name: string, brand?: string | null, packaging?: string | null, x: number, y: number, width: number, height: number, price?: number | null, currency?: string | null, pricePerUnit?: number | null, unit?: string | null, crossedPrice?: number | null, mapPrice?: number | null, discount?: string | null, categories: Array<string>, validFrom?: string | null, validTo?: string | null, version: number }> } };

export type FeedLinks_PlatformFragment = { __typename?: 'Platform', key: string, name: string };

export type FeedPlatformsQueryVariables = Exact<{ [key: string]: never; }>;


export type FeedPlatformsQuery = { __typename?: 'Query', platforms: { __typename?: 'Platforms', leafletPlatforms: Array<{ __typename?: 'Platform', key: string, name: string }> } };

export type FeedUrlQueryVariables = Exact<{
  platform: Scalars['String']['input'];
}>;


export type FeedUrlQuery = { __typename?: 'Query', feedUrl: string };

export type PendingLeafletList_LeafletFragment = { __typename?: 'Leaflet', id: string, naturalId: string, additionalInfo?: string | null, publishDate?: string | null };

export type PendingPublication_ListsFragment = { __typename?: 'PendingPublication', toActivate: Array<{ __typename?: 'Leaflet', id: string, naturalId: string, additionalInfo?: string | null, publishDate?: string | null }>, toDeactivate: Array<{ __typename?: 'Leaflet', id: string, naturalId: string, additionalInfo?: string | null, publishDate?: string | null }> };

export type PendingPublicationQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingPublicationQuery = { __typename?: 'Query', pendingPublication: { __typename?: 'PendingPublication', toActivate: Array<{ __typename?: 'Leaflet', id: string, naturalId: string, additionalInfo?: string | null, publishDate?: string | null }>, toDeactivate: Array<{ __typename?: 'Leaflet', id: string, naturalId: string, additionalInfo?: string | null, publishDate?: string | null }> } };

export type PendingPublicationChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PendingPublicationChangedSubscription = { __typename?: 'Subscription', pendingPublicationChanged: { __typename?: 'PendingPublicationEvent', seq: number, pending: { __typename?: 'PendingPublication', toActivate: Array<{ __typename?: 'Leaflet', id: string, naturalId: string, additionalInfo?: string | null, publishDate?: string | null }>, toDeactivate: Array<{ __typename?: 'Leaflet', id: string, naturalId: string, additionalInfo?: string | null, publishDate?: string | null }> } } };

export type PublishPromotionsMutationVariables = Exact<{ [key: string]: never; }>;


export type PublishPromotionsMutation = { __typename?: 'Mutation', publishPromotions: { __typename?: 'PublicationResult', activated: number, deactivated: number, publishedAt: string } };

export type CookRecordFragment = { __typename?: 'Cook', id: string, name: string, seoId: string, logoUrl?: string | null, status: RecipeStatus, editorIds: Array<string>, editors: Array<string>, createdAt: string, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null };

export type CooksPageQueryVariables = Exact<{
  page?: InputMaybe<ListPageInput>;
  filter?: InputMaybe<CookFilter>;
}>;


export type CooksPageQuery = { __typename?: 'Query', page: { __typename?: 'CookPage', total: number, items: Array<{ __typename?: 'Cook', id: string, name: string, seoId: string, logoUrl?: string | null, status: RecipeStatus, editorIds: Array<string>, editors: Array<string>, createdAt: string, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null }> } };

export type CookRecordByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CookRecordByIdQuery = { __typename?: 'Query', record: { __typename?: 'Cook', id: string, name: string, seoId: string, logoUrl?: string | null, status: RecipeStatus, editorIds: Array<string>, editors: Array<string>, createdAt: string, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type CookHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CookHistoryQuery = { __typename?: 'Query', history: { __typename?: 'HistoryPage', total: number, items: Array<{ __typename?: 'HistoryEntry', id: string, at: string, actor?: string | null, action: RecordAction, version: number, changes: Array<{ __typename?: 'FieldChange', field: string, before?: string | null, after?: string | null }> }> } };

export type CooksChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CooksChangedSubscription = { __typename?: 'Subscription', change: { __typename?: 'CookChange', seq: number, position: number, action: RecordAction, actor?: string | null, at: string, clientMutationId?: string | null, record: { __typename?: 'Cook', id: string, name: string, seoId: string, logoUrl?: string | null, status: RecipeStatus, editorIds: Array<string>, editors: Array<string>, createdAt: string, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } } };

export type CreateCookMutationVariables = Exact<{
  input: CookInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateCookMutation = { __typename?: 'Mutation', record: { __typename?: 'Cook', id: string, name: string, seoId: string, logoUrl?: string | null, status: RecipeStatus, editorIds: Array<string>, editors: Array<string>, createdAt: string, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type UpdateCookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  input: CookInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateCookMutation = { __typename?: 'Mutation', record: { __typename?: 'Cook', id: string, name: string, seoId: string, logoUrl?: string | null, status: RecipeStatus, editorIds: Array<string>, editors: Array<string>, createdAt: string, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type ArchiveCookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type ArchiveCookMutation = { __typename?: 'Mutation', record: { __typename?: 'Cook', id: string, name: string, seoId: string, logoUrl?: string | null, status: RecipeStatus, editorIds: Array<string>, editors: Array<string>, createdAt: string, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type RestoreCookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type RestoreCookMutation = { __typename?: 'Mutation', record: { __typename?: 'Cook', id: string, name: string, seoId: string, logoUrl?: string | null, status: RecipeStatus, editorIds: Array<string>, editors: Array<string>, createdAt: string, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null } };

export type RecipeRecordFragment = { __typename?: 'Recipe', id: string, cookId: string, cookName: string, title: string, seoId: string, type: RecipeType, leafletId?: string | null, publishDate: string, visibleAt?: string | null, status: RecipeStatus, preparationTime: number, numberOfServings: number, complexity: RecipeComplexity, tags: Array<string>, longUrl?: string | null, shoppingListUrl?: string | null, cover?: string | null, storeId?: string | null, storeName?: string | null, createdAt: string, createdBy?: string | null, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null, steps: Array<{ __typename?: 'RecipeStep', name: string, description: string, extraDescription?: string | null, image?: string | null }> };

export type RecipesPageQueryVariables = Exact<{
  page?: InputMaybe<ListPageInput>;
  filter?: InputMaybe<RecipeFilter>;
}>;


export type RecipesPageQuery = { __typename?: 'Query', page: { __typename?: 'RecipePage', total: number, items: Array<{ __typename?: 'Recipe', id: string, cookId: string, cookName: string, title: string, seoId: string, type: RecipeType, leafletId?: string | null, publishDate: string, visibleAt?: string | null, status: RecipeStatus, preparationTime: number, numberOfServings: number, complexity: RecipeComplexity, tags: Array<string>, longUrl?: string | null, shoppingListUrl?: string | null, cover?: string | null, storeId?: string | null, storeName?: string | null, createdAt: string, createdBy?: string | null, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null, steps: Array<{ __typename?: 'RecipeStep', name: string, description: string, extraDescription?: string | null, image?: string | null }> }> } };

export type RecipeRecordByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RecipeRecordByIdQuery = { __typename?: 'Query', record: { __typename?: 'Recipe', id: string, cookId: string, cookName: string, title: string, seoId: string, type: RecipeType, leafletId?: string | null, publishDate: string, visibleAt?: string | null, status: RecipeStatus, preparationTime: number, numberOfServings: number, complexity: RecipeComplexity, tags: Array<string>, longUrl?: string | null, shoppingListUrl?: string | null, cover?: string | null, storeId?: string | null, storeName?: string | null, createdAt: string, createdBy?: string | null, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null, steps: Array<{ __typename?: 'RecipeStep', name: string, description: string, extraDescription?: string | null, image?: string | null }> } };

export type RecipeHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type RecipeHistoryQuery = { __typename?: 'Query', history: { __typename?: 'HistoryPage', total: number, items: Array<{ __typename?: 'HistoryEntry', id: string, at: string, actor?: string | null, action: RecordAction, version: number, changes: Array<{ __typename?: 'FieldChange', field: string, before?: string | null, after?: string | null }> }> } };

export type RecipesChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type RecipesChangedSubscription = { __typename?: 'Subscription', change: { __typename?: 'RecipeChange', seq: number, position: number, action: RecordAction, actor?: string | null, at: string, clientMutationId?: string | null, record: { __typename?: 'Recipe', id: string, cookId: string, cookName: string, title: string, seoId: string, type: RecipeType, leafletId?: string | null, publishDate: string, visibleAt?: string | null, status: RecipeStatus, preparationTime: number, numberOfServings: number, complexity: RecipeComplexity, tags: Array<string>, longUrl?: string | null, shoppingListUrl?: string | null, cover?: string | null, storeId?: string | null, storeName?: string | null, createdAt: string, createdBy?: string | null, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null, steps: Array<{ __typename?: 'RecipeStep', name: string, description: string, extraDescription?: string | null, image?: string | null }> } } };

export type CreateRecipeMutationVariables = Exact<{
  input: RecipeInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateRecipeMutation = { __typename?: 'Mutation', record: { __typename?: 'Recipe', id: string, cookId: string, cookName: string, title: string, seoId: string, type: RecipeType, leafletId?: string | null, publishDate: string, visibleAt?: string | null, status: RecipeStatus, preparationTime: number, numberOfServings: number, complexity: RecipeComplexity, tags: Array<string>, longUrl?: string | null, shoppingListUrl?: string | null, cover?: string | null, storeId?: string | null, storeName?: string | null, createdAt: string, createdBy?: string | null, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null, steps: Array<{ __typename?: 'RecipeStep', name: string, description: string, extraDescription?: string | null, image?: string | null }> } };

export type UpdateRecipeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  input: RecipeInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateRecipeMutation = { __typename?: 'Mutation', record: { __typename?: 'Recipe', id: string, cookId: string, cookName: string, title: string, seoId: string, type: RecipeType, leafletId?: string | null, publishDate: string, visibleAt?: string | null, status: RecipeStatus, preparationTime: number, numberOfServings: number, complexity: RecipeComplexity, tags: Array<string>, longUrl?: string | null, shoppingListUrl?: string | null, cover?: string | null, storeId?: string | null, storeName?: string | null, createdAt: string, createdBy?: string | null, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null, steps: Array<{ __typename?: 'RecipeStep', name: string, description: string, extraDescription?: string | null, image?: string | null }> } };

export type ArchiveRecipeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type ArchiveRecipeMutation = { __typename?: 'Mutation', record: { __typename?: 'Recipe', id: string, cookId: string, cookName: string, title: string, seoId: string, type: RecipeType, leafletId?: string | null, publishDate: string, visibleAt?: string | null, status: RecipeStatus, preparationTime: number, numberOfServings: number, complexity: RecipeComplexity, tags: Array<string>, longUrl?: string | null, shoppingListUrl?: string | null, cover?: string | null, storeId?: string | null, storeName?: string | null, createdAt: string, createdBy?: string | null, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null, steps: Array<{ __typename?: 'RecipeStep', name: string, description: string, extraDescription?: string | null, image?: string | null }> } };

export type RestoreRecipeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type RestoreRecipeMutation = { __typename?: 'Mutation', record: { __typename?: 'Recipe', id: string, cookId: string, cookName: string, title: string, seoId: string, type: RecipeType, leafletId?: string | null, publishDate: string, visibleAt?: string | null, status: RecipeStatus, preparationTime: number, numberOfServings: number, complexity: RecipeComplexity, tags: Array<string>, longUrl?: string | null, shoppingListUrl?: string | null, cover?: string | null, storeId?: string | null, storeName?: string | null, createdAt: string, createdBy?: string | null, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null, steps: Array<{ __typename?: 'RecipeStep', name: string, description: string, extraDescription?: string | null, image?: string | null }> } };

export type RecipeShopsQueryVariables = Exact<{ [key: string]: never; }>;


export type RecipeShopsQuery = { __typename?: 'Query', recipeShops: Array<{ __typename?: 'RecipeShop', id: string, name: string }> };

export type CookEditorChoicesQueryVariables = Exact<{
  page?: InputMaybe<ListPageInput>;
}>;


export type CookEditorChoicesQuery = { __typename?: 'Query', users: { __typename?: 'UserPage', items: Array<{ __typename?: 'User', id: string, username: string, role?: Role | null, enabled: boolean }> } };

export type ReelChannelRecordFragment = { __typename?: 'ReelChannel', id: string, naturalId: string, name: string, description?: string | null, logoUrl?: string | null, autoCreateReels: boolean, editorIds: Array<string>, editors: Array<string>, version: number, archivedAt?: string | null, createdAt: string, createdBy?: string | null, updatedAt: string, updatedBy?: string | null };

export type ReelChannelsPageQueryVariables = Exact<{
  page?: InputMaybe<ListPageInput>;
}>;


export type ReelChannelsPageQuery = { __typename?: 'Query', page: { __typename?: 'ReelChannelPage', total: number, items: Array<{ __typename?: 'ReelChannel', id: string, naturalId: string, name: string, description?: string | null, logoUrl?: string | null, autoCreateReels: boolean, editorIds: Array<string>, editors: Array<string>, version: number, archivedAt?: string | null, createdAt: string, createdBy?: string | null, updatedAt: string, updatedBy?: string | null }> } };

export type ReelChannelRecordByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ReelChannelRecordByIdQuery = { __typename?: 'Query', record: { __typename?: 'ReelChannel', id: string, naturalId: string, name: string, description?: string | null, logoUrl?: string | null, autoCreateReels: boolean, editorIds: Array<string>, editors: Array<string>, version: number, archivedAt?: string | null, createdAt: string, createdBy?: string | null, updatedAt: string, updatedBy?: string | null } };

export type ReelChannelHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ReelChannelHistoryQuery = { __typename?: 'Query', history: { __typename?: 'HistoryPage', total: number, items: Array<{ __typename?: 'HistoryEntry', id: string, at: string, actor?: string | null, action: RecordAction, version: number, changes: Array<{ __typename?: 'FieldChange', field: string, before?: string | null, after?: string | null }> }> } };

export type ReelChannelsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ReelChannelsChangedSubscription = { __typename?: 'Subscription', change: { __typename?: 'ReelChannelChange', seq: number, position: number, action: RecordAction, actor?: string | null, at: string, clientMutationId?: string | null, record: { __typename?: 'ReelChannel', id: string, naturalId: string, name: string, description?: string | null, logoUrl?: string | null, autoCreateReels: boolean, editorIds: Array<string>, editors: Array<string>, version: number, archivedAt?: string | null, createdAt: string, createdBy?: string | null, updatedAt: string, updatedBy?: string | null } } };

export type CreateReelChannelMutationVariables = Exact<{
  input: ReelChannelInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateReelChannelMutation = { __typename?: 'Mutation', record: { __typename?: 'ReelChannel', id: string, naturalId: string, name: string, description?: string | null, logoUrl?: string | null, autoCreateReels: boolean, editorIds: Array<string>, editors: Array<string>, version: number, archivedAt?: string | null, createdAt: string, createdBy?: string | null, updatedAt: string, updatedBy?: string | null } };

export type UpdateReelChannelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  input: ReelChannelInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateReelChannelMutation = { __typename?: 'Mutation', record: { __typename?: 'ReelChannel', id: string, naturalId: string, name: string, description?: string | null, logoUrl?: string | null, autoCreateReels: boolean, editorIds: Array<string>, editors: Array<string>, version: number, archivedAt?: string | null, createdAt: string, createdBy?: string | null, updatedAt: string, updatedBy?: string | null } };

export type ArchiveReelChannelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type ArchiveReelChannelMutation = { __typename?: 'Mutation', record: { __typename?: 'ReelChannel', id: string, naturalId: string, name: string, description?: string | null, logoUrl?: string | null, autoCreateReels: boolean, editorIds: Array<string>, editors: Array<string>, version: number, archivedAt?: string | null, createdAt: string, createdBy?: string | null, updatedAt: string, updatedBy?: string | null } };

export type RestoreReelChannelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type RestoreReelChannelMutation = { __typename?: 'Mutation', record: { __typename?: 'ReelChannel', id: string, naturalId: string, name: string, description?: string | null, logoUrl?: string | null, autoCreateReels: boolean, editorIds: Array<string>, editors: Array<string>, version: number, archivedAt?: string | null, createdAt: string, createdBy?: string | null, updatedAt: string, updatedBy?: string | null } };

export type ReelRecordFragment = { __typename?: 'Reel', id: string, channelId: string, channelName: string, naturalId: string, mediaURL: string, mediaType: ReelMediaType, description?: string | null, ctaButtonText?: string | null, visibilityTime: number, status: ReelStatus, visibilityStartDate: string, visibilityEndDate: string, publishDate: string, internalNote?: string | null, showOn: Array<LinkPlatform>, actionType: ReelActionType, leafletId?: string | null, insertNumber?: number | null, standardPageNumber?: number | null, url?: string | null, productName?: string | null, impressions: number, clicks: number, expiry: ReelExpiry, version: number, archivedAt?: string | null, createdAt: string, createdBy?: string | null, updatedAt: string, updatedBy?: string | null };

export type ReelsPageQueryVariables = Exact<{
  page?: InputMaybe<ListPageInput>;
  filter?: InputMaybe<ReelFilter>;
}>;


export type ReelsPageQuery = { __typename?: 'Query', page: { __typename?: 'ReelPage', total: number, items: Array<{ __typename?: 'Reel', id: string, channelId: string, channelName: string, naturalId: string, mediaURL: string, mediaType: ReelMediaType, description?: string | null, ctaButtonText?: string | null, visibilityTime: number, status: ReelStatus, visibilityStartDate: string, visibilityEndDate: string, publishDate: string, internalNote?: string | null, showOn: Array<LinkPlatform>, actionType: ReelActionType, leafletId?: string | null, insertNumber?: number | null, standardPageNumber?: number | null, url?: string | null, productName?: string | null, impressions: number, clicks: number, expiry: ReelExpiry, version: number, archivedAt?: string | null, createdAt: string, createdBy?: string | null, updatedAt: string, updatedBy?: string | null }> } };

export type ReelRecordByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ReelRecordByIdQuery = { __typename?: 'Query', record: { __typename?: 'Reel', id: string, channelId: string, channelName: string, naturalId: string, mediaURL: string, mediaType: ReelMediaType, description?: string | null, ctaButtonText?: string | null, visibilityTime: number, status: ReelStatus, visibilityStartDate: string, visibilityEndDate: string, publishDate: string, internalNote?: string | null, showOn: Array<LinkPlatform>, actionType: ReelActionType, leafletId?: string | null, insertNumber?: number | null, standardPageNumber?: number | null, url?: string | null, productName?: string | null, impressions: number, clicks: number, expiry: ReelExpiry, version: number, archivedAt?: string | null, createdAt: string, createdBy?: string | null, updatedAt: string, updatedBy?: string | null } };

export type ReelHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ReelHistoryQuery = { __typename?: 'Query', history: { __typename?: 'HistoryPage', total: number, items: Array<{ __typename?: 'HistoryEntry', id: string, at: string, actor?: string | null, action: RecordAction, version: number, changes: Array<{ __typename?: 'FieldChange', field: string, before?: string | null, after?: string | null }> }> } };

export type ReelsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ReelsChangedSubscription = { __typename?: 'Subscription', change: { __typename?: 'ReelChange', seq: number, position: number, action: RecordAction, actor?: string | null, at: string, clientMutationId?: string | null, record: { __typename?: 'Reel', id: string, channelId: string, channelName: string, naturalId: string, mediaURL: string, mediaType: ReelMediaType, description?: string | null, ctaButtonText?: string | null, visibilityTime: number, status: ReelStatus, visibilityStartDate: string, visibilityEndDate: string, publishDate: string, internalNote?: string | null, showOn: Array<LinkPlatform>, actionType: ReelActionType, leafletId?: string | null, insertNumber?: number | null, standardPageNumber?: number | null, url?: string | null, productName?: string | null, impressions: number, clicks: number, expiry: ReelExpiry, version: number, archivedAt?: string | null, createdAt: string, createdBy?: string | null, updatedAt: string, updatedBy?: string | null } } };

export type CreateReelMutationVariables = Exact<{
  input: ReelInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateReelMutation = { __typename?: 'Mutation', record: { __typename?: 'Reel', id: string, channelId: string, channelName: string, naturalId: string, mediaURL: string, mediaType: ReelMediaType, description?: string | null, ctaButtonText?: string | null, visibilityTime: number, status: ReelStatus, visibilityStartDate: string, visibilityEndDate: string, publishDate: string, internalNote?: string | null, showOn: Array<LinkPlatform>, actionType: ReelActionType, leafletId?: string | null, insertNumber?: number | null, standardPageNumber?: number | null, url?: string | null, productName?: string | null, impressions: number, clicks: number, expiry: ReelExpiry, version: number, archivedAt?: string | null, createdAt: string, createdBy?: string | null, updatedAt: string, updatedBy?: string | null } };

export type UpdateReelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  input: ReelInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateReelMutation = { __typename?: 'Mutation', record: { __typename?: 'Reel', id: string, channelId: string, channelName: string, naturalId: string, mediaURL: string, mediaType: ReelMediaType, description?: string | null, ctaButtonText?: string | null, visibilityTime: number, status: ReelStatus, visibilityStartDate: string, visibilityEndDate: string, publishDate: string, internalNote?: string | null, showOn: Array<LinkPlatform>, actionType: ReelActionType, leafletId?: string | null, insertNumber?: number | null, standardPageNumber?: number | null, url?: string | null, productName?: string | null, impressions: number, clicks: number, expiry: ReelExpiry, version: number, archivedAt?: string | null, createdAt: string, createdBy?: string | null, updatedAt: string, updatedBy?: string | null } };

export type RemoveReelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type RemoveReelMutation = { __typename?: 'Mutation', record: { __typename?: 'Reel', id: string, channelId: string, channelName: string, naturalId: string, mediaURL: string, mediaType: ReelMediaType, description?: string | null, ctaButtonText?: string | null, visibilityTime: number, status: ReelStatus, visibilityStartDate: string, visibilityEndDate: string, publishDate: string, internalNote?: string | null, showOn: Array<LinkPlatform>, actionType: ReelActionType, leafletId?: string | null, insertNumber?: number | null, standardPageNumber?: number | null, url?: string | null, productName?: string | null, impressions: number, clicks: number, expiry: ReelExpiry, version: number, archivedAt?: string | null, createdAt: string, createdBy?: string | null, updatedAt: string, updatedBy?: string | null } };

export type RestoreReelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type RestoreReelMutation = { __typename?: 'Mutation', record: { __typename?: 'Reel', id: string, channelId: string, channelName: string, naturalId: string, mediaURL: string, mediaType: ReelMediaType, description?: string | null, ctaButtonText?: string | null, visibilityTime: number, status: ReelStatus, visibilityStartDate: string, visibilityEndDate: string, publishDate: string, internalNote?: string | null, showOn: Array<LinkPlatform>, actionType: ReelActionType, leafletId?: string | null, insertNumber?: number | null, standardPageNumber?: number | null, url?: string | null, productName?: string | null, impressions: number, clicks: number, expiry: ReelExpiry, version: number, archivedAt?: string | null, createdAt: string, createdBy?: string | null, updatedAt: string, updatedBy?: string | null } };

export type PublishReelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type PublishReelMutation = { __typename?: 'Mutation', record: { __typename?: 'Reel', id: string, channelId: string, channelName: string, naturalId: string, mediaURL: string, mediaType: ReelMediaType, description?: string | null, ctaButtonText?: string | null, visibilityTime: number, status: ReelStatus, visibilityStartDate: string, visibilityEndDate: string, publishDate: string, internalNote?: string | null, showOn: Array<LinkPlatform>, actionType: ReelActionType, leafletId?: string | null, insertNumber?: number | null, standardPageNumber?: number | null, url?: string | null, productName?: string | null, impressions: number, clicks: number, expiry: ReelExpiry, version: number, archivedAt?: string | null, createdAt: string, createdBy?: string | null, updatedAt: string, updatedBy?: string | null } };

export type DeactivateReelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type DeactivateReelMutation = { __typename?: 'Mutation', record: { __typename?: 'Reel', id: string, channelId: string, channelName: string, naturalId: string, mediaURL: string, mediaType: ReelMediaType, description?: string | null, ctaButtonText?: string | null, visibilityTime: number, status: ReelStatus, visibilityStartDate: string, visibilityEndDate: string, publishDate: string, internalNote?: string | null, showOn: Array<LinkPlatform>, actionType: ReelActionType, leafletId?: string | null, insertNumber?: number | null, standardPageNumber?: number | null, url?: string | null, productName?: string | null, impressions: number, clicks: number, expiry: ReelExpiry, version: number, archivedAt?: string | null, createdAt: string, createdBy?: string | null, updatedAt: string, updatedBy?: string | null } };

export type ReelChannelChoicesQueryVariables = Exact<{
  page?: InputMaybe<ListPageInput>;
}>;


export type ReelChannelChoicesQuery = { __typename?: 'Query', reelChannels: { __typename?: 'ReelChannelPage', items: Array<{ __typename?: 'ReelChannel', id: string, name: string, archivedAt?: string | null }> } };

export type ReelEditorChoicesQueryVariables = Exact<{
  page?: InputMaybe<ListPageInput>;
}>;


export type ReelEditorChoicesQuery = { __typename?: 'Query', users: { __typename?: 'UserPage', items: Array<{ __typename?: 'User', id: string, username: string, role?: Role | null, enabled: boolean }> } };

export type ScraperStoresQueryVariables = Exact<{ [key: string]: never; }>;


export type ScraperStoresQuery = { __typename?: 'Query', stores: Array<{ __typename?: 'Store', id: string, name: string, storeWebId: string }> };

export type ScraperStoreLeafletsQueryVariables = Exact<{
  storeId: Scalars['ID']['input'];
}>;


export type ScraperStoreLeafletsQuery = { __typename?: 'Query', store?: { __typename?: 'Store', id: string, leaflets: Array<{ __typename?: 'Leaflet', id: string, naturalId: string, status: LeafletStatus, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, pageCount: number }> } | null };

export type ScraperZipJobResultQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ScraperZipJobResultQuery = { __typename?: 'Query', job?: { __typename?: 'Job', id: string, result?: { __typename?: 'JobResult', pages?: number | null, cutJobId?: string | null } | null } | null };

export type GenerateLeafletPdfMutationVariables = Exact<{
  leafletId: Scalars['ID']['input'];
}>;


export type GenerateLeafletPdfMutation = { __typename?: 'Mutation', generateLeafletPdf: { __typename?: 'Job', id: string, kind: JobKind, status: JobStatus, running: boolean, done: number, total?: number | null, failedSteps: number, errorCode?: JobErrorCode | null, message?: string | null, attempt: number, maxAttempts: number, startedBy?: string | null, createdAt: string, startedAt?: string | null, finishedAt?: string | null, nextAttemptAt?: string | null, version: number, subject: { __typename?: 'JobSubject', storeId?: string | null, storeName?: string | null, leafletId?: string | null, leafletNaturalId?: string | null, sourceId?: string | null, sourceName?: string | null, notificationId?: string | null, notificationTitle?: string | null, notificationChannel?: NotificationChannel | null }, result?: { __typename?: 'JobResult', imported?: number | null, matched?: number | null, unmatched?: number | null, found?: number | null, new?: number | null, pages?: number | null, recipients?: number | null, sent?: number | null, failed?: number | null } | null } };

export type LeafletPdfLinkQueryVariables = Exact<{
  jobId: Scalars['ID']['input'];
}>;


export type LeafletPdfLinkQuery = { __typename?: 'Query', leafletPdfLink: { __typename?: 'LeafletPdfLink', url?: string | null, expiresAt?: string | null, expired: boolean, job: { __typename?: 'Job', id: string, kind: JobKind, status: JobStatus, running: boolean, done: number, total?: number | null, failedSteps: number, errorCode?: JobErrorCode | null, message?: string | null, attempt: number, maxAttempts: number, startedBy?: string | null, createdAt: string, startedAt?: string | null, finishedAt?: string | null, nextAttemptAt?: string | null, version: number, subject: { __typename?: 'JobSubject', storeId?: string | null, storeName?: string | null, leafletId?: string | null, leafletNaturalId?: string | null, sourceId?: string | null, sourceName?: string | null, notificationId?: string | null, notificationTitle?: string | null, notificationChannel?: NotificationChannel | null }, result?: { __typename?: 'JobResult', imported?: number | null, matched?: number | null, unmatched?: number | null, found?: number | null, new?: number | null, pages?: number | null, recipients?: number | null, sent?: number | null, failed?: number | null } | null } } };

export type StoreRecordFragment = { __typename?: 'Store', id: string, name: string, storeWebId: string, categoryId: string, groupIds: Array<string>, editorIds: Array<string>, editors: Array<string>, logoUrl?: string | null, forceFavorites: boolean, showAnyway: boolean, storeAtFirst: boolean, addAsReelsChannel: boolean, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null, category?: { __typename?: 'Category', id: string, name: string } | null };

export type StoresPageQueryVariables = Exact<{
  page?: InputMaybe<ListPageInput>;
}>;


export type StoresPageQuery = { __typename?: 'Query', page: { __typename?: 'StorePage', total: number, items: Array<{ __typename?: 'Store', id: string, name: string, storeWebId: string, categoryId: string, groupIds: Array<string>, editorIds: Array<string>, editors: Array<string>, logoUrl?: string | null, forceFavorites: boolean, showAnyway: boolean, storeAtFirst: boolean, addAsReelsChannel: boolean, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null, category?: { __typename?: 'Category', id: string, name: string } | null }> } };

export type StoreRecordByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type StoreRecordByIdQuery = { __typename?: 'Query', record?: { __typename?: 'Store', id: string, name: string, storeWebId: string, categoryId: string, groupIds: Array<string>, editorIds: Array<string>, editors: Array<string>, logoUrl?: string | null, forceFavorites: boolean, showAnyway: boolean, storeAtFirst: boolean, addAsReelsChannel: boolean, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null, category?: { __typename?: 'Category', id: string, name: string } | null } | null };

export type StoreHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type StoreHistoryQuery = { __typename?: 'Query', history: { __typename?: 'HistoryPage', total: number, items: Array<{ __typename?: 'HistoryEntry', id: string, at: string, actor?: string | null, action: RecordAction, version: number, changes: Array<{ __typename?: 'FieldChange', field: string, before?: string | null, after?: string | null }> }> } };

export type StoresChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type StoresChangedSubscription = { __typename?: 'Subscription', change: { __typename?: 'StoreChange', seq: number, position: number, action: RecordAction, actor?: string | null, at: string, clientMutationId?: string | null, record: { __typename?: 'Store', id: string, name: string, storeWebId: string, categoryId: string, groupIds: Array<string>, editorIds: Array<string>, editors: Array<string>, logoUrl?: string | null, forceFavorites: boolean, showAnyway: boolean, storeAtFirst: boolean, addAsReelsChannel: boolean, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null, category?: { __typename?: 'Category', id: string, name: string } | null } } };

export type CreateStoreMutationVariables = Exact<{
  input: StoreInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateStoreMutation = { __typename?: 'Mutation', record: { __typename?: 'Store', id: string, name: string, storeWebId: string, categoryId: string, groupIds: Array<string>, editorIds: Array<string>, editors: Array<string>, logoUrl?: string | null, forceFavorites: boolean, showAnyway: boolean, storeAtFirst: boolean, addAsReelsChannel: boolean, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null, category?: { __typename?: 'Category', id: string, name: string } | null } };

export type UpdateStoreMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  input: StoreInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateStoreMutation = { __typename?: 'Mutation', record: { __typename?: 'Store', id: string, name: string, storeWebId: string, categoryId: string, groupIds: Array<string>, editorIds: Array<string>, editors: Array<string>, logoUrl?: string | null, forceFavorites: boolean, showAnyway: boolean, storeAtFirst: boolean, addAsReelsChannel: boolean, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null, category?: { __typename?: 'Category', id: string, name: string } | null } };

export type ArchiveStoreMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type ArchiveStoreMutation = { __typename?: 'Mutation', record: { __typename?: 'Store', id: string, name: string, storeWebId: string, categoryId: string, groupIds: Array<string>, editorIds: Array<string>, editors: Array<string>, logoUrl?: string | null, forceFavorites: boolean, showAnyway: boolean, storeAtFirst: boolean, addAsReelsChannel: boolean, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null, category?: { __typename?: 'Category', id: string, name: string } | null } };

export type RestoreStoreMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type RestoreStoreMutation = { __typename?: 'Mutation', record: { __typename?: 'Store', id: string, name: string, storeWebId: string, categoryId: string, groupIds: Array<string>, editorIds: Array<string>, editors: Array<string>, logoUrl?: string | null, forceFavorites: boolean, showAnyway: boolean, storeAtFirst: boolean, addAsReelsChannel: boolean, version: number, archivedAt?: string | null, updatedAt: string, updatedBy?: string | null, category?: { __typename?: 'Category', id: string, name: string } | null } };

export type ShopFormChoicesQueryVariables = Exact<{
  categoriesPage?: InputMaybe<ListPageInput>;
  groupsPage?: InputMaybe<ListPageInput>;
}>;


export type ShopFormChoicesQuery = { __typename?: 'Query', categoryChoices: { __typename?: 'CategoryPage', items: Array<{ __typename?: 'Category', id: string, name: string }> }, groupChoices: { __typename?: 'GroupPage', items: Array<{ __typename?: 'Group', id: string, name: string }> } };

export type ShopEditorChoicesQueryVariables = Exact<{
  page?: InputMaybe<ListPageInput>;
}>;


export type ShopEditorChoicesQuery = { __typename?: 'Query', users: { __typename?: 'UserPage', items: Array<{ __typename?: 'User', id: string, username: string, role?: Role | null, enabled: boolean }> } };

export type UserRecordFragment = { __typename?: 'User', id: string, username: string, role?: Role | null, enabled: boolean, storeIds: Array<string>, notificationChannels: Array<string>, mustChangePassword: boolean, passwordChangedAt?: string | null, createdAt: string, version: number, updatedAt: string, updatedBy?: string | null };

export type UsersPageQueryVariables = Exact<{
  page?: InputMaybe<ListPageInput>;
}>;


export type UsersPageQuery = { __typename?: 'Query', page: { __typename?: 'UserPage', total: number, items: Array<{ __typename?: 'User', id: string, username: string, role?: Role | null, enabled: boolean, storeIds: Array<string>, notificationChannels: Array<string>, mustChangePassword: boolean, passwordChangedAt?: string | null, createdAt: string, version: number, updatedAt: string, updatedBy?: string | null }> } };

export type UserRecordByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UserRecordByIdQuery = { __typename?: 'Query', record: { __typename?: 'User', id: string, username: string, role?: Role | null, enabled: boolean, storeIds: Array<string>, notificationChannels: Array<string>, mustChangePassword: boolean, passwordChangedAt?: string | null, createdAt: string, version: number, updatedAt: string, updatedBy?: string | null } };

export type UserHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type UserHistoryQuery = { __typename?: 'Query', history: { __typename?: 'HistoryPage', total: number, items: Array<{ __typename?: 'HistoryEntry', id: string, at: string, actor?: string | null, action: RecordAction, version: number, changes: Array<{ __typename?: 'FieldChange', field: string, before?: string | null, after?: string | null }> }> } };

export type UsersChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type UsersChangedSubscription = { __typename?: 'Subscription', change: { __typename?: 'UserChange', seq: number, position: number, action: RecordAction, actor?: string | null, at: string, clientMutationId?: string | null, record: { __typename?: 'User', id: string, username: string, role?: Role | null, enabled: boolean, storeIds: Array<string>, notificationChannels: Array<string>, mustChangePassword: boolean, passwordChangedAt?: string | null, createdAt: string, version: number, updatedAt: string, updatedBy?: string | null } } };

export type CreateUserMutationVariables = Exact<{
  input: NewUserInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateUserMutation = { __typename?: 'Mutation', record: { __typename?: 'User', id: string, username: string, role?: Role | null, enabled: boolean, storeIds: Array<string>, notificationChannels: Array<string>, mustChangePassword: boolean, passwordChangedAt?: string | null, createdAt: string, version: number, updatedAt: string, updatedBy?: string | null } };

export type UpdateUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  input: UserInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateUserMutation = { __typename?: 'Mutation', record: { __typename?: 'User', id: string, username: string, role?: Role | null, enabled: boolean, storeIds: Array<string>, notificationChannels: Array<string>, mustChangePassword: boolean, passwordChangedAt?: string | null, createdAt: string, version: number, updatedAt: string, updatedBy?: string | null } };

export type EnableUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type EnableUserMutation = { __typename?: 'Mutation', record: { __typename?: 'User', id: string, username: string, role?: Role | null, enabled: boolean, storeIds: Array<string>, notificationChannels: Array<string>, mustChangePassword: boolean, passwordChangedAt?: string | null, createdAt: string, version: number, updatedAt: string, updatedBy?: string | null } };

export type DisableUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type DisableUserMutation = { __typename?: 'Mutation', record: { __typename?: 'User', id: string, username: string, role?: Role | null, enabled: boolean, storeIds: Array<string>, notificationChannels: Array<string>, mustChangePassword: boolean, passwordChangedAt?: string | null, createdAt: string, version: number, updatedAt: string, updatedBy?: string | null } };

export type SetUserPasswordMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  temporaryPassword: Scalars['String']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetUserPasswordMutation = { __typename?: 'Mutation', record: { __typename?: 'User', id: string, username: string, role?: Role | null, enabled: boolean, storeIds: Array<string>, notificationChannels: Array<string>, mustChangePassword: boolean, passwordChangedAt?: string | null, createdAt: string, version: number, updatedAt: string, updatedBy?: string | null } };

export type UserStoresQueryVariables = Exact<{ [key: string]: never; }>;


export type UserStoresQuery = { __typename?: 'Query', stores: Array<{ __typename?: 'Store', id: string, name: string }> };

export type ActivityLine_MoveFragment = { __typename?: 'OrderingMove', id: string, platform: string, leafletId: string, naturalId: string, storeName: string, fromPriority?: number | null, toPriority?: number | null, displacedNaturalId?: string | null, actor: string, at: string, versionBefore: number, versionAfter: number, clientMutationId?: string | null, undoOf?: string | null };

export type XmlOffersLeafletDetailsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type XmlOffersLeafletDetailsQuery = { __typename?: 'Query', leaflet?: { __typename?: 'Leaflet', id: string, naturalId: string, status: LeafletStatus, additionalInfo?: string | null, additionalInfo2?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, publishDate?: string | null, publishEndDate?: string | null, createdAt: string, createdBy?: string | null, refreshedAt?: string | null, refreshedBy?: string | null, pageCount: number, priorities: { __typename?: 'LeafletPriorities', android?: number | null, ios?: number | null, web?: number | null, wp?: number | null, android2?: number | null }, visibility: { __typename?: 'LeafletVisibility', android: boolean, android2: boolean, ios: boolean, web: boolean, wp: boolean }, pages: Array<{ __typename?: 'LeafletPageImage', pageNumber: number, thumbnailUrl: string, imageUrl: string }> } | null };

export type OrderingRow_ItemFragment = { __typename?: 'OrderedLeaflet', position: number, priority?: number | null, storeName: string, leaflet: { __typename?: 'Leaflet', id: string, naturalId: string, status: LeafletStatus, additionalInfo?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, createdAt: string, refreshedAt?: string | null, version: number, priorities: { __typename?: 'LeafletPriorities', android?: number | null, ios?: number | null, web?: number | null, wp?: number | null, android2?: number | null } } };

export type XmlOffersPlatformsQueryVariables = Exact<{ [key: string]: never; }>;


export type XmlOffersPlatformsQuery = { __typename?: 'Query', platforms: { __typename?: 'Platforms', leafletPlatforms: Array<{ __typename?: 'Platform', key: string, name: string }> } };

export type XmlOffersOrderingQueryVariables = Exact<{
  platform: Scalars['String']['input'];
}>;


export type XmlOffersOrderingQuery = { __typename?: 'Query', ordering: { __typename?: 'Ordering', platform: string, version: number, updatedAt?: string | null, updatedBy?: string | null, items: Array<{ __typename?: 'OrderedLeaflet', position: number, priority?: number | null, storeName: string, leaflet: { __typename?: 'Leaflet', id: string, naturalId: string, status: LeafletStatus, additionalInfo?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, createdAt: string, refreshedAt?: string | null, version: number, priorities: { __typename?: 'LeafletPriorities', android?: number | null, ios?: number | null, web?: number | null, wp?: number | null, android2?: number | null } } }> } };

export type XmlOffersOrderingVersionQueryVariables = Exact<{
  platform: Scalars['String']['input'];
}>;


export type XmlOffersOrderingVersionQuery = { __typename?: 'Query', ordering: { __typename?: 'Ordering', version: number } };

export type XmlOffersOrderingMovesQueryVariables = Exact<{
  platform: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type XmlOffersOrderingMovesQuery = { __typename?: 'Query', orderingMoves: Array<{ __typename?: 'OrderingMove', id: string, platform: string, leafletId: string, naturalId: string, storeName: string, fromPriority?: number | null, toPriority?: number | null, displacedNaturalId?: string | null, actor: string, at: string, versionBefore: number, versionAfter: number, clientMutationId?: string | null, undoOf?: string | null }> };

export type XmlOffersOrderingChangedSubscriptionVariables = Exact<{
  platform: Scalars['String']['input'];
}>;


export type XmlOffersOrderingChangedSubscription = { __typename?: 'Subscription', orderingChanged: { __typename?: 'OrderingChangeEvent', seq: number, platform: string, version: number, source: OrderingChangeSource, actor?: string | null, clientMutationId?: string | null, move?: { __typename?: 'OrderingMove', id: string, platform: string, leafletId: string, naturalId: string, storeName: string, fromPriority?: number | null, toPriority?: number | null, displacedNaturalId?: string | null, actor: string, at: string, versionBefore: number, versionAfter: number, clientMutationId?: string | null, undoOf?: string | null } | null, delta?: { __typename?: 'OrderingDelta', platform: string, baseVersion: number, version: number, updatedAt?: string | null, updatedBy?: string | null, total: number, complete: boolean, removed: Array<string>, changed: Array<{ __typename?: 'OrderedLeaflet', position: number, priority?: number | null, storeName: string, leaflet: { __typename?: 'Leaflet', id: string, naturalId: string, status: LeafletStatus, additionalInfo?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, createdAt: string, refreshedAt?: string | null, version: number, priorities: { __typename?: 'LeafletPriorities', android?: number | null, ios?: number | null, web?: number | null, wp?: number | null, android2?: number | null } } }> } | null } };

export type OrderingCache_DeltaFragment = { __typename?: 'OrderingDelta', platform: string, baseVersion: number, version: number, updatedAt?: string | null, updatedBy?: string | null, total: number, complete: boolean, removed: Array<string>, changed: Array<{ __typename?: 'OrderedLeaflet', position: number, priority?: number | null, storeName: string, leaflet: { __typename?: 'Leaflet', id: string, naturalId: string, status: LeafletStatus, additionalInfo?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, createdAt: string, refreshedAt?: string | null, version: number, priorities: { __typename?: 'LeafletPriorities', android?: number | null, ios?: number | null, web?: number | null, wp?: number | null, android2?: number | null } } }> };

export type XmlOffersSetLeafletPriorityMutationVariables = Exact<{
  input: SetLeafletPriorityInput;
}>;


export type XmlOffersSetLeafletPriorityMutation = { __typename?: 'Mutation', setLeafletPriority: { __typename?: 'OrderingDelta', platform: string, baseVersion: number, version: number, updatedAt?: string | null, updatedBy?: string | null, total: number, complete: boolean, removed: Array<string>, changed: Array<{ __typename?: 'OrderedLeaflet', position: number, priority?: number | null, storeName: string, leaflet: { __typename?: 'Leaflet', id: string, naturalId: string, status: LeafletStatus, additionalInfo?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, createdAt: string, refreshedAt?: string | null, version: number, priorities: { __typename?: 'LeafletPriorities', android?: number | null, ios?: number | null, web?: number | null, wp?: number | null, android2?: number | null } } }> } };

export type XmlOffersUndoOrderingMoveMutationVariables = Exact<{
  platform: Scalars['String']['input'];
  moveId: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type XmlOffersUndoOrderingMoveMutation = { __typename?: 'Mutation', undoOrderingMove: { __typename?: 'OrderingDelta', platform: string, baseVersion: number, version: number, updatedAt?: string | null, updatedBy?: string | null, total: number, complete: boolean, removed: Array<string>, changed: Array<{ __typename?: 'OrderedLeaflet', position: number, priority?: number | null, storeName: string, leaflet: { __typename?: 'Leaflet', id: string, naturalId: string, status: LeafletStatus, additionalInfo?: string | null, validFrom?: string | null, validTo?: string | null, untilEndOfSupply: boolean, createdAt: string, refreshedAt?: string | null, version: number, priorities: { __typename?: 'LeafletPriorities', android?: number | null, ios?: number | null, web?: number | null, wp?: number | null, android2?: number | null } } }> } };

export type XmlOffersRefreshLeafletMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
}>;


export type XmlOffersRefreshLeafletMutation = { __typename?: 'Mutation', refreshLeaflet: { __typename?: 'Leaflet', id: string, refreshedAt?: string | null, refreshedBy?: string | null, version: number } };

export type RefreshSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshSessionMutation = { __typename?: 'Mutation', refreshSession: { __typename?: 'Session', accessExpiresAt: string } };

export type JobFieldsFragment = { __typename?: 'Job', id: string, kind: JobKind, status: JobStatus, running: boolean, done: number, total?: number | null, failedSteps: number, errorCode?: JobErrorCode | null, message?: string | null, attempt: number, maxAttempts: number, startedBy?: string | null, createdAt: string, startedAt?: string | null, finishedAt?: string | null, nextAttemptAt?: string | null, version: number, subject: { __typename?: 'JobSubject', storeId?: string | null, storeName?: string | null, leafletId?: string | null, leafletNaturalId?: string | null, sourceId?: string | null, sourceName?: string | null, notificationId?: string | null, notificationTitle?: string | null, notificationChannel?: NotificationChannel | null }, result?: { __typename?: 'JobResult', imported?: number | null, matched?: number | null, unmatched?: number | null, found?: number | null, new?: number | null, pages?: number | null, recipients?: number | null, sent?: number | null, failed?: number | null } | null };

export type JobStepFieldsFragment = { __typename?: 'JobStep', key: string, number?: number | null, status: JobStepStatus, errorCode?: JobErrorCode | null, error?: string | null, attempts: number, imageUrl?: string | null, thumbnailUrl?: string | null, width?: number | null, height?: number | null };

export type JobProgressQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type JobProgressQuery = { __typename?: 'Query', job?: { __typename?: 'Job', id: string, kind: JobKind, status: JobStatus, running: boolean, done: number, total?: number | null, failedSteps: number, errorCode?: JobErrorCode | null, message?: string | null, attempt: number, maxAttempts: number, startedBy?: string | null, createdAt: string, startedAt?: string | null, finishedAt?: string | null, nextAttemptAt?: string | null, version: number, steps?: Array<{ __typename?: 'JobStep', key: string, number?: number | null, status: JobStepStatus, errorCode?: JobErrorCode | null, error?: string | null, attempts: number, imageUrl?: string | null, thumbnailUrl?: string | null, width?: number | null, height?: number | null }> | null, subject: { __typename?: 'JobSubject', storeId?: string | null, storeName?: string | null, leafletId?: string | null, leafletNaturalId?: string | null, sourceId?: string | null, sourceName?: string | null, notificationId?: string | null, notificationTitle?: string | null, notificationChannel?: NotificationChannel | null }, result?: { __typename?: 'JobResult', imported?: number | null, matched?: number | null, unmatched?: number | null, found?: number | null, new?: number | null, pages?: number | null, recipients?: number | null, sent?: number | null, failed?: number | null } | null } | null };

export type JobProgressChangedSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type JobProgressChangedSubscription = { __typename?: 'Subscription', jobProgress: { __typename?: 'JobProgressEvent', seq: number, state: LiveState, retryInMs?: number | null, job?: { __typename?: 'Job', id: string, kind: JobKind, status: JobStatus, running: boolean, done: number, total?: number | null, failedSteps: number, errorCode?: JobErrorCode | null, message?: string | null, attempt: number, maxAttempts: number, startedBy?: string | null, createdAt: string, startedAt?: string | null, finishedAt?: string | null, nextAttemptAt?: string | null, version: number, steps?: Array<{ __typename?: 'JobStep', key: string, number?: number | null, status: JobStepStatus, errorCode?: JobErrorCode | null, error?: string | null, attempts: number, imageUrl?: string | null, thumbnailUrl?: string | null, width?: number | null, height?: number | null }> | null, subject: { __typename?: 'JobSubject', storeId?: string | null, storeName?: string | null, leafletId?: string | null, leafletNaturalId?: string | null, sourceId?: string | null, sourceName?: string | null, notificationId?: string | null, notificationTitle?: string | null, notificationChannel?: NotificationChannel | null }, result?: { __typename?: 'JobResult', imported?: number | null, matched?: number | null, unmatched?: number | null, found?: number | null, new?: number | null, pages?: number | null, recipients?: number | null, sent?: number | null, failed?: number | null } | null } | null } };

export type JobsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type JobsChangedSubscription = { __typename?: 'Subscription', jobsChanged: { __typename?: 'JobsChangedEvent', seq: number, version: number } };

export type PresenceMembersSubscriptionVariables = Exact<{
  room: Scalars['String']['input'];
}>;


export type PresenceMembersSubscription = { __typename?: 'Subscription', presence: { __typename?: 'PresenceState', room: string, members: Array<{ __typename?: 'PresenceMember', username: string, activity?: string | null, subject?: string | null, since: string }> } };

export type PresenceUpdateMutationVariables = Exact<{
  room: Scalars['String']['input'];
  activity?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
}>;


export type PresenceUpdateMutation = { __typename?: 'Mutation', updatePresence: boolean };

export type HistoryPanel_EntryFragment = { __typename?: 'HistoryEntry', id: string, at: string, actor?: string | null, action: RecordAction, version: number, changes: Array<{ __typename?: 'FieldChange', field: string, before?: string | null, after?: string | null }> };

export type ResourceRecordLockSubscriptionVariables = Exact<{
  resource: ResourceName;
  id: Scalars['ID']['input'];
}>;


export type ResourceRecordLockSubscription = { __typename?: 'Subscription', recordLock: { __typename?: 'RecordLockState', resource: ResourceName, id: string, takenOverFrom?: string | null, seq: number, lock?: { __typename?: 'RecordLock', holder: string, since: string, expiresAt: string } | null } };

export type ResourceAcquireRecordLockMutationVariables = Exact<{
  resource: ResourceName;
  id: Scalars['ID']['input'];
  takeOver?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type ResourceAcquireRecordLockMutation = { __typename?: 'Mutation', acquireRecordLock: { __typename?: 'RecordLock', holder: string, since: string, expiresAt: string } };

export type ResourceReleaseRecordLockMutationVariables = Exact<{
  resource: ResourceName;
  id: Scalars['ID']['input'];
}>;


export type ResourceReleaseRecordLockMutation = { __typename?: 'Mutation', releaseRecordLock: boolean };

export type SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionQuery = { __typename?: 'Query', me: { __typename?: 'CurrentUser', id: string, username: string, roles: Array<Role>, notificationChannels: Array<string>, enabled: boolean, mustChangePassword: boolean }, featureFlags: { __typename?: 'FeatureFlags', articlesData: boolean, leafletScrapper: boolean } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: boolean };

export const AppConfigSectionRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppConfigSectionRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppConfigSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<AppConfigSectionRecordFragment, unknown>;
export const ArchiveLeafletRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArchiveLeafletRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ArchiveLeafletRowFragment, unknown>;
export const ArchiveLeafletDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArchiveLeafletDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArchiveLeafletRow"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo2"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedBy"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notShowAdInserts"}},{"kind":"Field","name":{"kind":"Name","value":"notAllowShoppingList"}},{"kind":"Field","name":{"kind":"Name","value":"showOnlineBadge"}},{"kind":"Field","name":{"kind":"Name","value":"showPopularBadge"}},{"kind":"Field","name":{"kind":"Name","value":"hasRecipe"}},{"kind":"Field","name":{"kind":"Name","value":"watermark"}},{"kind":"Field","name":{"kind":"Name","value":"forceLast"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"zipCodes"}},{"kind":"Field","name":{"kind":"Name","value":"socialMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replaceValidityText"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArchiveLeafletRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ArchiveLeafletDetailsFragment, unknown>;
export const ArchiveLeafletEventFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArchiveLeafletEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletChangeEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"leaflet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArchiveLeafletRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArchiveLeafletRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ArchiveLeafletEventFragment, unknown>;
export const ArticleDataFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleDataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"retailer"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"leafletReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletStoreId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ArticleDataFieldsFragment, unknown>;
export const CategoryRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryWebId"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<CategoryRecordFragment, unknown>;
export const LeafletRow_LeafletFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeafletRow_leaflet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}}]}}]}}]} as unknown as DocumentNode<LeafletRow_LeafletFragment, unknown>;
export const LeafletsSummary_SummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeafletsSummary_summary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletsSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"inactive"}},{"kind":"Field","name":{"kind":"Name","value":"readyForActivation"}},{"kind":"Field","name":{"kind":"Name","value":"readyForDeactivation"}}]}}]} as unknown as DocumentNode<LeafletsSummary_SummaryFragment, unknown>;
export const ShopRow_StoreFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopRow_store"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Store"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeWebId"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leafletsSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeafletsSummary_summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasUnconfirmedArticleData"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeafletsSummary_summary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletsSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"inactive"}},{"kind":"Field","name":{"kind":"Name","value":"readyForActivation"}},{"kind":"Field","name":{"kind":"Name","value":"readyForDeactivation"}}]}}]} as unknown as DocumentNode<ShopRow_StoreFragment, unknown>;
export const ShopsPanelLive_StoreFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopsPanelLive_store"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Store"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopRow_store"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeafletsSummary_summary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletsSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"inactive"}},{"kind":"Field","name":{"kind":"Name","value":"readyForActivation"}},{"kind":"Field","name":{"kind":"Name","value":"readyForDeactivation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopRow_store"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Store"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeWebId"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leafletsSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeafletsSummary_summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasUnconfirmedArticleData"}}]}}]} as unknown as DocumentNode<ShopsPanelLive_StoreFragment, unknown>;
export const StoreLeafletsLive_StoreFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreLeafletsLive_store"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Store"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaflets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"ALL"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<StoreLeafletsLive_StoreFragment, unknown>;
export const GroupRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<GroupRecordFragment, unknown>;
export const InsertRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InsertRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Insert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"showOnIos"}},{"kind":"Field","name":{"kind":"Name","value":"showOnAndroid"}},{"kind":"Field","name":{"kind":"Name","value":"showOnAndroid2"}},{"kind":"Field","name":{"kind":"Name","value":"showOnWeb"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<InsertRecordFragment, unknown>;
export const LeafletEditor_LeafletFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeafletEditor_leaflet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo2"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notShowAdInserts"}},{"kind":"Field","name":{"kind":"Name","value":"notAllowShoppingList"}},{"kind":"Field","name":{"kind":"Name","value":"showOnlineBadge"}},{"kind":"Field","name":{"kind":"Name","value":"showPopularBadge"}},{"kind":"Field","name":{"kind":"Name","value":"hasRecipe"}},{"kind":"Field","name":{"kind":"Name","value":"watermark"}},{"kind":"Field","name":{"kind":"Name","value":"forceLast"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"zipCodes"}},{"kind":"Field","name":{"kind":"Name","value":"socialMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replaceValidityText"}},{"kind":"Field","name":{"kind":"Name","value":"firstPageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<LeafletEditor_LeafletFragment, unknown>;
export const ActivityEntryRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityEntryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]} as unknown as DocumentNode<ActivityEntryRowFragment, unknown>;
export const LoyaltyCardRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoyaltyCardRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoyaltyCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardName"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"isPopular"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<LoyaltyCardRecordFragment, unknown>;
export const NotificationRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"bigIcon"}},{"kind":"Field","name":{"kind":"Name","value":"bigPicture"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"}},{"kind":"Field","name":{"kind":"Name","value":"webpageLink"}},{"kind":"Field","name":{"kind":"Name","value":"showTrackingLink"}},{"kind":"Field","name":{"kind":"Name","value":"openTrackingLink"}},{"kind":"Field","name":{"kind":"Name","value":"geolocations"}},{"kind":"Field","name":{"kind":"Name","value":"devices"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"storeNames"}},{"kind":"Field","name":{"kind":"Name","value":"groupNames"}},{"kind":"Field","name":{"kind":"Name","value":"plannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<NotificationRecordFragment, unknown>;
export const DeliveryRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTitle"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"responseCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"storeNames"}}]}}]} as unknown as DocumentNode<DeliveryRowFragment, unknown>;
export const PageDetailsAggregateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageDetailsAggregate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletPageDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inserts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"insertId"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"positionsText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platformLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkSwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redirectId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"newLink"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"crossedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"mapPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<PageDetailsAggregateFragment, unknown>;
export const FeedLinks_PlatformFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedLinks_platform"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<FeedLinks_PlatformFragment, unknown>;
export const PendingLeafletList_LeafletFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingLeafletList_leaflet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}}]}}]} as unknown as DocumentNode<PendingLeafletList_LeafletFragment, unknown>;
export const PendingPublication_ListsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingPublication_lists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PendingPublication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toActivate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingLeafletList_leaflet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toDeactivate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingLeafletList_leaflet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingLeafletList_leaflet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}}]}}]} as unknown as DocumentNode<PendingPublication_ListsFragment, unknown>;
export const CookRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CookRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<CookRecordFragment, unknown>;
export const RecipeRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cookId"}},{"kind":"Field","name":{"kind":"Name","value":"cookName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"visibleAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preparationTime"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfServings"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shoppingListUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDescription"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<RecipeRecordFragment, unknown>;
export const ReelChannelRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReelChannelRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReelChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoCreateReels"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ReelChannelRecordFragment, unknown>;
export const ReelRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReelRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"mediaURL"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ctaButtonText"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"internalNote"}},{"kind":"Field","name":{"kind":"Name","value":"showOn"}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"insertNumber"}},{"kind":"Field","name":{"kind":"Name","value":"standardPageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ReelRecordFragment, unknown>;
export const StoreRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Store"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeWebId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"forceFavorites"}},{"kind":"Field","name":{"kind":"Name","value":"showAnyway"}},{"kind":"Field","name":{"kind":"Name","value":"storeAtFirst"}},{"kind":"Field","name":{"kind":"Name","value":"addAsReelsChannel"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<StoreRecordFragment, unknown>;
export const UserRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannels"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"passwordChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<UserRecordFragment, unknown>;
export const ActivityLine_MoveFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityLine_move"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderingMove"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"fromPriority"}},{"kind":"Field","name":{"kind":"Name","value":"toPriority"}},{"kind":"Field","name":{"kind":"Name","value":"displacedNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"versionBefore"}},{"kind":"Field","name":{"kind":"Name","value":"versionAfter"}},{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"undoOf"}}]}}]} as unknown as DocumentNode<ActivityLine_MoveFragment, unknown>;
export const OrderingRow_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderingRow_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderedLeaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leaflet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}}]}}]}}]}}]} as unknown as DocumentNode<OrderingRow_ItemFragment, unknown>;
export const OrderingCache_DeltaFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderingCache_delta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderingDelta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"baseVersion"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"changed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderingRow_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderingRow_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderedLeaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leaflet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}}]}}]}}]}}]} as unknown as DocumentNode<OrderingCache_DeltaFragment, unknown>;
export const JobFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTitle"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"failedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"startedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<JobFieldsFragment, unknown>;
export const JobStepFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<JobStepFieldsFragment, unknown>;
export const HistoryPanel_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryPanel_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<HistoryPanel_EntryFragment, unknown>;
export const SystemInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SystemInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayVersion"}}]}}]}}]} as unknown as DocumentNode<SystemInfoQuery, SystemInfoQueryVariables>;
export const AppConfigSectionsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppConfigSectionsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"appConfigSections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppConfigSectionRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppConfigSectionRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppConfigSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<AppConfigSectionsPageQuery, AppConfigSectionsPageQueryVariables>;
export const AppConfigSectionRecordByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppConfigSectionRecordById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"appConfigSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppConfigSectionRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppConfigSectionRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppConfigSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<AppConfigSectionRecordByIdQuery, AppConfigSectionRecordByIdQueryVariables>;
export const AppConfigSectionHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppConfigSectionHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"history"},"name":{"kind":"Name","value":"appConfigSectionHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryPanel_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryPanel_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<AppConfigSectionHistoryQuery, AppConfigSectionHistoryQueryVariables>;
export const AppConfigSectionsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AppConfigSectionsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"change"},"name":{"kind":"Name","value":"appConfigSectionsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppConfigSectionRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppConfigSectionRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppConfigSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<AppConfigSectionsChangedSubscription, AppConfigSectionsChangedSubscriptionVariables>;
export const UpdateAppConfigSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAppConfigSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppConfigSectionInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"updateAppConfigSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppConfigSectionRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppConfigSectionRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppConfigSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<UpdateAppConfigSectionMutation, UpdateAppConfigSectionMutationVariables>;
export const RevertAppConfigSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevertAppConfigSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"revertAppConfigSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"toVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppConfigSectionRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppConfigSectionRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppConfigSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<RevertAppConfigSectionMutation, RevertAppConfigSectionMutationVariables>;
export const AppConfigShopsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppConfigShops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AppConfigShopsQuery, AppConfigShopsQueryVariables>;
export const AppConfigCooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppConfigCooks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AppConfigCooksQuery, AppConfigCooksQueryVariables>;
export const AppConfigRecipesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppConfigRecipes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cookName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AppConfigRecipesQuery, AppConfigRecipesQueryVariables>;
export const ArchivedLeafletsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArchivedLeafletsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archivedLeaflets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArchiveLeafletRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArchiveLeafletRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ArchivedLeafletsListQuery, ArchivedLeafletsListQueryVariables>;
export const ArchiveShopsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArchiveShops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ArchiveShopsQuery, ArchiveShopsQueryVariables>;
export const ArchiveRestoreLeafletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveRestoreLeaflet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreLeaflet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArchiveLeafletRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArchiveLeafletRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ArchiveRestoreLeafletMutation, ArchiveRestoreLeafletMutationVariables>;
export const ArchiveShopLeafletsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ArchiveShopLeafletsChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeLeafletsChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArchiveLeafletEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArchiveLeafletRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArchiveLeafletEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletChangeEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"leaflet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArchiveLeafletRow"}}]}}]}}]} as unknown as DocumentNode<ArchiveShopLeafletsChangedSubscription, ArchiveShopLeafletsChangedSubscriptionVariables>;
export const ArchiveLeafletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArchiveLeaflet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaflet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArchiveLeafletDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArchiveLeafletRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArchiveLeafletDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArchiveLeafletRow"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo2"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedBy"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notShowAdInserts"}},{"kind":"Field","name":{"kind":"Name","value":"notAllowShoppingList"}},{"kind":"Field","name":{"kind":"Name","value":"showOnlineBadge"}},{"kind":"Field","name":{"kind":"Name","value":"showPopularBadge"}},{"kind":"Field","name":{"kind":"Name","value":"hasRecipe"}},{"kind":"Field","name":{"kind":"Name","value":"watermark"}},{"kind":"Field","name":{"kind":"Name","value":"forceLast"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"zipCodes"}},{"kind":"Field","name":{"kind":"Name","value":"socialMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replaceValidityText"}}]}}]} as unknown as DocumentNode<ArchiveLeafletQuery, ArchiveLeafletQueryVariables>;
export const ArchiveLeafletChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ArchiveLeafletChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArchiveLeafletEvent"}},{"kind":"Field","name":{"kind":"Name","value":"leaflet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArchiveLeafletDetails"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArchiveLeafletRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArchiveLeafletEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletChangeEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"leaflet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArchiveLeafletRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArchiveLeafletDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArchiveLeafletRow"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo2"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedBy"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notShowAdInserts"}},{"kind":"Field","name":{"kind":"Name","value":"notAllowShoppingList"}},{"kind":"Field","name":{"kind":"Name","value":"showOnlineBadge"}},{"kind":"Field","name":{"kind":"Name","value":"showPopularBadge"}},{"kind":"Field","name":{"kind":"Name","value":"hasRecipe"}},{"kind":"Field","name":{"kind":"Name","value":"watermark"}},{"kind":"Field","name":{"kind":"Name","value":"forceLast"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"zipCodes"}},{"kind":"Field","name":{"kind":"Name","value":"socialMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replaceValidityText"}}]}}]} as unknown as DocumentNode<ArchiveLeafletChangedSubscription, ArchiveLeafletChangedSubscriptionVariables>;
export const ArchiveLeafletPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArchiveLeafletPages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"details"},"name":{"kind":"Name","value":"leafletPageDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inserts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionsText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]} as unknown as DocumentNode<ArchiveLeafletPagesQuery, ArchiveLeafletPagesQueryVariables>;
export const ArchiveLeafletHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArchiveLeafletHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"history"},"name":{"kind":"Name","value":"leafletHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryPanel_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryPanel_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<ArchiveLeafletHistoryQuery, ArchiveLeafletHistoryQueryVariables>;
export const ArticlesDataImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticlesDataImport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articlesDataImport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTitle"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"failedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"startedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<ArticlesDataImportQuery, ArticlesDataImportQueryVariables>;
export const ArticlesDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticlesData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articlesData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleDataFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleDataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"retailer"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"leafletReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletStoreId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ArticlesDataQuery, ArticlesDataQueryVariables>;
export const ArticlesDataRetailersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticlesDataRetailers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articlesDataRetailers"}}]}}]} as unknown as DocumentNode<ArticlesDataRetailersQuery, ArticlesDataRetailersQueryVariables>;
export const ArticlesDataDeletedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticlesDataDeleted"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"retailer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articlesDataDeleted"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"retailer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"retailer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleDataFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleDataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"retailer"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"leafletReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletStoreId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ArticlesDataDeletedQuery, ArticlesDataDeletedQueryVariables>;
export const ArticlesDataArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticlesDataArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articlesDataArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"crossedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}}]}}]}}]} as unknown as DocumentNode<ArticlesDataArticlesQuery, ArticlesDataArticlesQueryVariables>;
export const StartArticlesDataImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartArticlesDataImport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startArticlesDataImport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTitle"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"failedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"startedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<StartArticlesDataImportMutation, StartArticlesDataImportMutationVariables>;
export const ConfirmArticleDataMatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmArticleDataMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmArticleDataMatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleDataFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleDataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"retailer"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"leafletReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletStoreId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ConfirmArticleDataMatchMutation, ConfirmArticleDataMatchMutationVariables>;
export const MatchArticleDataToLeafletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MatchArticleDataToLeaflet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletNaturalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchArticleDataToLeaflet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"leafletNaturalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletNaturalId"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleDataFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleDataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"retailer"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"leafletReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletStoreId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<MatchArticleDataToLeafletMutation, MatchArticleDataToLeafletMutationVariables>;
export const RemoveArticleDataMatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveArticleDataMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeArticleDataMatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleDataFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleDataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"retailer"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"leafletReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletStoreId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<RemoveArticleDataMatchMutation, RemoveArticleDataMatchMutationVariables>;
export const DeleteArticleDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteArticleData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteArticleData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleDataFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleDataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"retailer"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"leafletReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletStoreId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<DeleteArticleDataMutation, DeleteArticleDataMutationVariables>;
export const UndeleteArticleDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndeleteArticleData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undeleteArticleData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleDataFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleDataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"retailer"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"leafletReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletStoreId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UndeleteArticleDataMutation, UndeleteArticleDataMutationVariables>;
export const ArticlesDataChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ArticlesDataChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articlesDataChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<ArticlesDataChangedSubscription, ArticlesDataChangedSubscriptionVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const CategoriesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoriesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryWebId"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<CategoriesPageQuery, CategoriesPageQueryVariables>;
export const CategoryRecordByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryRecordById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"category"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryWebId"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<CategoryRecordByIdQuery, CategoryRecordByIdQueryVariables>;
export const CategoryHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"history"},"name":{"kind":"Name","value":"categoryHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryPanel_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryPanel_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<CategoryHistoryQuery, CategoryHistoryQueryVariables>;
export const CategoriesChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CategoriesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"change"},"name":{"kind":"Name","value":"categoriesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryWebId"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<CategoriesChangedSubscription, CategoriesChangedSubscriptionVariables>;
export const CreateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"createCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryWebId"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const UpdateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"updateCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryWebId"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const ArchiveCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"archiveCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryWebId"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ArchiveCategoryMutation, ArchiveCategoryMutationVariables>;
export const RestoreCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"restoreCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryWebId"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<RestoreCategoryMutation, RestoreCategoryMutationVariables>;
export const CrawlerSourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CrawlerSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"crawlerSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"findingsCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastRun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTitle"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"failedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"startedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<CrawlerSourcesQuery, CrawlerSourcesQueryVariables>;
export const CrawlerRunsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CrawlerRuns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"crawlerRuns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTitle"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"failedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"startedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<CrawlerRunsQuery, CrawlerRunsQueryVariables>;
export const CrawlerRunFindingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CrawlerRunFindings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"crawlerRunFindings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"foundAt"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}}]}}]}}]} as unknown as DocumentNode<CrawlerRunFindingsQuery, CrawlerRunFindingsQueryVariables>;
export const RunCrawlerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunCrawler"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runCrawler"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sourceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTitle"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"failedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"startedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<RunCrawlerMutation, RunCrawlerMutationVariables>;
export const RunAllCrawlersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunAllCrawlers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runAllCrawlers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTitle"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"failedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"startedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<RunAllCrawlersMutation, RunAllCrawlersMutationVariables>;
export const LeafletPageCutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeafletPageCut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletPageCut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobStepFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTitle"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"failedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"startedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<LeafletPageCutQuery, LeafletPageCutQueryVariables>;
export const CutLeafletPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CutLeafletPages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cutLeafletPages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobStepFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTitle"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"failedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"startedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<CutLeafletPagesMutation, CutLeafletPagesMutationVariables>;
export const RetryFailedPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryFailedPages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryFailedPages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobStepFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTitle"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"failedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"startedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<RetryFailedPagesMutation, RetryFailedPagesMutationVariables>;
export const ShopLeafletsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopLeaflets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"store"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leafletsSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeafletsSummary_summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leaflets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"ALL"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeafletRow_leaflet"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeafletsSummary_summary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletsSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"inactive"}},{"kind":"Field","name":{"kind":"Name","value":"readyForActivation"}},{"kind":"Field","name":{"kind":"Name","value":"readyForDeactivation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeafletRow_leaflet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}}]}}]}}]} as unknown as DocumentNode<ShopLeafletsQuery, ShopLeafletsQueryVariables>;
export const ShopsPanelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopsPanel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stores"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopRow_store"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeafletsSummary_summary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletsSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"inactive"}},{"kind":"Field","name":{"kind":"Name","value":"readyForActivation"}},{"kind":"Field","name":{"kind":"Name","value":"readyForDeactivation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopRow_store"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Store"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeWebId"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leafletsSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeafletsSummary_summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasUnconfirmedArticleData"}}]}}]} as unknown as DocumentNode<ShopsPanelQuery, ShopsPanelQueryVariables>;
export const ArchivedShopLeafletsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArchivedShopLeaflets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archivedLeaflets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeafletRow_leaflet"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeafletRow_leaflet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}}]}}]}}]} as unknown as DocumentNode<ArchivedShopLeafletsQuery, ArchivedShopLeafletsQueryVariables>;
export const DeleteShopLeafletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteShopLeaflet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLeaflet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}]}]}}]} as unknown as DocumentNode<DeleteShopLeafletMutation, DeleteShopLeafletMutationVariables>;
export const RestoreShopLeafletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreShopLeaflet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreLeaflet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeafletRow_leaflet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeafletRow_leaflet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}}]}}]}}]} as unknown as DocumentNode<RestoreShopLeafletMutation, RestoreShopLeafletMutationVariables>;
export const RefreshShopLeafletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshShopLeaflet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshLeaflet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedBy"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeafletRow_leaflet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeafletRow_leaflet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}}]}}]}}]} as unknown as DocumentNode<RefreshShopLeafletMutation, RefreshShopLeafletMutationVariables>;
export const RunningLeafletCutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunningLeafletCuts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"EnumValue","value":"RUNNING"}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"PAGE_CUT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTitle"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"failedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"startedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<RunningLeafletCutsQuery, RunningLeafletCutsQueryVariables>;
export const LeafletRowAfterCutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeafletRowAfterCut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaflet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeafletRow_leaflet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeafletRow_leaflet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}}]}}]}}]} as unknown as DocumentNode<LeafletRowAfterCutQuery, LeafletRowAfterCutQueryVariables>;
export const DeleteShopLeafletUrlsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteShopLeafletUrls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletUrlKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLeafletUrls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"leafletIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}]}]}}]} as unknown as DocumentNode<DeleteShopLeafletUrlsMutation, DeleteShopLeafletUrlsMutationVariables>;
export const ShopsPanelStoresChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ShopsPanelStoresChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"change"},"name":{"kind":"Name","value":"storesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopsPanelLive_store"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeafletsSummary_summary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletsSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"inactive"}},{"kind":"Field","name":{"kind":"Name","value":"readyForActivation"}},{"kind":"Field","name":{"kind":"Name","value":"readyForDeactivation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopRow_store"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Store"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeWebId"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leafletsSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeafletsSummary_summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasUnconfirmedArticleData"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopsPanelLive_store"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Store"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopRow_store"}}]}}]} as unknown as DocumentNode<ShopsPanelStoresChangedSubscription, ShopsPanelStoresChangedSubscriptionVariables>;
export const ShopLeafletsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ShopLeafletsChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeLeafletsChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"leaflet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeafletRow_leaflet"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeafletRow_leaflet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}}]}}]}}]} as unknown as DocumentNode<ShopLeafletsChangedSubscription, ShopLeafletsChangedSubscriptionVariables>;
export const GroupsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<GroupsPageQuery, GroupsPageQueryVariables>;
export const GroupRecordByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupRecordById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<GroupRecordByIdQuery, GroupRecordByIdQueryVariables>;
export const GroupHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"history"},"name":{"kind":"Name","value":"groupHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryPanel_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryPanel_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<GroupHistoryQuery, GroupHistoryQueryVariables>;
export const GroupsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"GroupsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"change"},"name":{"kind":"Name","value":"groupsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<GroupsChangedSubscription, GroupsChangedSubscriptionVariables>;
export const CreateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"createGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<CreateGroupMutation, CreateGroupMutationVariables>;
export const UpdateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"updateGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<UpdateGroupMutation, UpdateGroupMutationVariables>;
export const ArchiveGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"archiveGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ArchiveGroupMutation, ArchiveGroupMutationVariables>;
export const RestoreGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"restoreGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<RestoreGroupMutation, RestoreGroupMutationVariables>;
export const GroupStoresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupStores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<GroupStoresQuery, GroupStoresQueryVariables>;
export const InsertsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InsertsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"inserts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InsertRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InsertRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Insert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"showOnIos"}},{"kind":"Field","name":{"kind":"Name","value":"showOnAndroid"}},{"kind":"Field","name":{"kind":"Name","value":"showOnAndroid2"}},{"kind":"Field","name":{"kind":"Name","value":"showOnWeb"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<InsertsPageQuery, InsertsPageQueryVariables>;
export const InsertRecordByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InsertRecordById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"insert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InsertRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InsertRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Insert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"showOnIos"}},{"kind":"Field","name":{"kind":"Name","value":"showOnAndroid"}},{"kind":"Field","name":{"kind":"Name","value":"showOnAndroid2"}},{"kind":"Field","name":{"kind":"Name","value":"showOnWeb"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<InsertRecordByIdQuery, InsertRecordByIdQueryVariables>;
export const InsertHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InsertHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"history"},"name":{"kind":"Name","value":"insertHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryPanel_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryPanel_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<InsertHistoryQuery, InsertHistoryQueryVariables>;
export const InsertsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"InsertsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"change"},"name":{"kind":"Name","value":"insertsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InsertRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InsertRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Insert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"showOnIos"}},{"kind":"Field","name":{"kind":"Name","value":"showOnAndroid"}},{"kind":"Field","name":{"kind":"Name","value":"showOnAndroid2"}},{"kind":"Field","name":{"kind":"Name","value":"showOnWeb"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<InsertsChangedSubscription, InsertsChangedSubscriptionVariables>;
export const CreateInsertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInsert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InsertInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"createInsert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InsertRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InsertRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Insert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"showOnIos"}},{"kind":"Field","name":{"kind":"Name","value":"showOnAndroid"}},{"kind":"Field","name":{"kind":"Name","value":"showOnAndroid2"}},{"kind":"Field","name":{"kind":"Name","value":"showOnWeb"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<CreateInsertMutation, CreateInsertMutationVariables>;
export const UpdateInsertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInsert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InsertInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"updateInsert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InsertRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InsertRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Insert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"showOnIos"}},{"kind":"Field","name":{"kind":"Name","value":"showOnAndroid"}},{"kind":"Field","name":{"kind":"Name","value":"showOnAndroid2"}},{"kind":"Field","name":{"kind":"Name","value":"showOnWeb"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<UpdateInsertMutation, UpdateInsertMutationVariables>;
export const ArchiveInsertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveInsert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"archiveInsert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InsertRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InsertRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Insert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"showOnIos"}},{"kind":"Field","name":{"kind":"Name","value":"showOnAndroid"}},{"kind":"Field","name":{"kind":"Name","value":"showOnAndroid2"}},{"kind":"Field","name":{"kind":"Name","value":"showOnWeb"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ArchiveInsertMutation, ArchiveInsertMutationVariables>;
export const RestoreInsertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreInsert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"restoreInsert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InsertRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InsertRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Insert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"showOnIos"}},{"kind":"Field","name":{"kind":"Name","value":"showOnAndroid"}},{"kind":"Field","name":{"kind":"Name","value":"showOnAndroid2"}},{"kind":"Field","name":{"kind":"Name","value":"showOnWeb"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<RestoreInsertMutation, RestoreInsertMutationVariables>;
export const JobCentreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JobCentre"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"EnumValue","value":"ALL"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTitle"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"failedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"startedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<JobCentreQuery, JobCentreQueryVariables>;
export const CancelJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTitle"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"failedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"startedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<CancelJobMutation, CancelJobMutationVariables>;
export const RetryJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTitle"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"failedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"startedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<RetryJobMutation, RetryJobMutationVariables>;
export const LeafletEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeafletEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"leaflet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeafletEditor_leaflet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeafletEditor_leaflet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo2"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notShowAdInserts"}},{"kind":"Field","name":{"kind":"Name","value":"notAllowShoppingList"}},{"kind":"Field","name":{"kind":"Name","value":"showOnlineBadge"}},{"kind":"Field","name":{"kind":"Name","value":"showPopularBadge"}},{"kind":"Field","name":{"kind":"Name","value":"hasRecipe"}},{"kind":"Field","name":{"kind":"Name","value":"watermark"}},{"kind":"Field","name":{"kind":"Name","value":"forceLast"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"zipCodes"}},{"kind":"Field","name":{"kind":"Name","value":"socialMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replaceValidityText"}},{"kind":"Field","name":{"kind":"Name","value":"firstPageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<LeafletEditorQuery, LeafletEditorQueryVariables>;
export const LeafletChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeafletChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<LeafletChoicesQuery, LeafletChoicesQueryVariables>;
export const UpdateLeafletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLeaflet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletUpdateInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overwritePriority"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"updateLeaflet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"overwritePriority"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overwritePriority"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeafletEditor_leaflet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeafletEditor_leaflet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo2"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notShowAdInserts"}},{"kind":"Field","name":{"kind":"Name","value":"notAllowShoppingList"}},{"kind":"Field","name":{"kind":"Name","value":"showOnlineBadge"}},{"kind":"Field","name":{"kind":"Name","value":"showPopularBadge"}},{"kind":"Field","name":{"kind":"Name","value":"hasRecipe"}},{"kind":"Field","name":{"kind":"Name","value":"watermark"}},{"kind":"Field","name":{"kind":"Name","value":"forceLast"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"zipCodes"}},{"kind":"Field","name":{"kind":"Name","value":"socialMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replaceValidityText"}},{"kind":"Field","name":{"kind":"Name","value":"firstPageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<UpdateLeafletMutation, UpdateLeafletMutationVariables>;
export const LeafletHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeafletHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"history"},"name":{"kind":"Name","value":"leafletHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryPanel_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryPanel_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<LeafletHistoryQuery, LeafletHistoryQueryVariables>;
export const ActivityLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityEntryRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityEntryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]} as unknown as DocumentNode<ActivityLogQuery, ActivityLogQueryVariables>;
export const ActivityLoggedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ActivityLogged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityLogged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityEntryRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityEntryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]} as unknown as DocumentNode<ActivityLoggedSubscription, ActivityLoggedSubscriptionVariables>;
export const LoyaltyCardsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoyaltyCardsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LoyaltyCardFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"loyaltyCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoyaltyCardRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoyaltyCardRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoyaltyCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardName"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"isPopular"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<LoyaltyCardsPageQuery, LoyaltyCardsPageQueryVariables>;
export const LoyaltyCardRecordByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoyaltyCardRecordById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"loyaltyCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoyaltyCardRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoyaltyCardRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoyaltyCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardName"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"isPopular"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<LoyaltyCardRecordByIdQuery, LoyaltyCardRecordByIdQueryVariables>;
export const LoyaltyCardHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoyaltyCardHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"history"},"name":{"kind":"Name","value":"loyaltyCardHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryPanel_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryPanel_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<LoyaltyCardHistoryQuery, LoyaltyCardHistoryQueryVariables>;
export const LoyaltyCardsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LoyaltyCardsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"change"},"name":{"kind":"Name","value":"loyaltyCardsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoyaltyCardRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoyaltyCardRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoyaltyCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardName"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"isPopular"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<LoyaltyCardsChangedSubscription, LoyaltyCardsChangedSubscriptionVariables>;
export const CreateLoyaltyCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLoyaltyCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoyaltyCardInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"createLoyaltyCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoyaltyCardRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoyaltyCardRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoyaltyCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardName"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"isPopular"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<CreateLoyaltyCardMutation, CreateLoyaltyCardMutationVariables>;
export const UpdateLoyaltyCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLoyaltyCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoyaltyCardInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"updateLoyaltyCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoyaltyCardRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoyaltyCardRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoyaltyCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardName"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"isPopular"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<UpdateLoyaltyCardMutation, UpdateLoyaltyCardMutationVariables>;
export const ArchiveLoyaltyCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveLoyaltyCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"archiveLoyaltyCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoyaltyCardRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoyaltyCardRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoyaltyCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardName"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"isPopular"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ArchiveLoyaltyCardMutation, ArchiveLoyaltyCardMutationVariables>;
export const RestoreLoyaltyCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreLoyaltyCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"restoreLoyaltyCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoyaltyCardRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoyaltyCardRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoyaltyCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardName"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"isPopular"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<RestoreLoyaltyCardMutation, RestoreLoyaltyCardMutationVariables>;
export const LoyaltyCardShopsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoyaltyCardShops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LoyaltyCardShopsQuery, LoyaltyCardShopsQueryVariables>;
export const NotificationsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"bigIcon"}},{"kind":"Field","name":{"kind":"Name","value":"bigPicture"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"}},{"kind":"Field","name":{"kind":"Name","value":"webpageLink"}},{"kind":"Field","name":{"kind":"Name","value":"showTrackingLink"}},{"kind":"Field","name":{"kind":"Name","value":"openTrackingLink"}},{"kind":"Field","name":{"kind":"Name","value":"geolocations"}},{"kind":"Field","name":{"kind":"Name","value":"devices"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"storeNames"}},{"kind":"Field","name":{"kind":"Name","value":"groupNames"}},{"kind":"Field","name":{"kind":"Name","value":"plannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<NotificationsPageQuery, NotificationsPageQueryVariables>;
export const NotificationRecordByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationRecordById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"notification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"bigIcon"}},{"kind":"Field","name":{"kind":"Name","value":"bigPicture"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"}},{"kind":"Field","name":{"kind":"Name","value":"webpageLink"}},{"kind":"Field","name":{"kind":"Name","value":"showTrackingLink"}},{"kind":"Field","name":{"kind":"Name","value":"openTrackingLink"}},{"kind":"Field","name":{"kind":"Name","value":"geolocations"}},{"kind":"Field","name":{"kind":"Name","value":"devices"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"storeNames"}},{"kind":"Field","name":{"kind":"Name","value":"groupNames"}},{"kind":"Field","name":{"kind":"Name","value":"plannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<NotificationRecordByIdQuery, NotificationRecordByIdQueryVariables>;
export const NotificationHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"history"},"name":{"kind":"Name","value":"notificationHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryPanel_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryPanel_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<NotificationHistoryQuery, NotificationHistoryQueryVariables>;
export const NotificationsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"change"},"name":{"kind":"Name","value":"notificationsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"bigIcon"}},{"kind":"Field","name":{"kind":"Name","value":"bigPicture"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"}},{"kind":"Field","name":{"kind":"Name","value":"webpageLink"}},{"kind":"Field","name":{"kind":"Name","value":"showTrackingLink"}},{"kind":"Field","name":{"kind":"Name","value":"openTrackingLink"}},{"kind":"Field","name":{"kind":"Name","value":"geolocations"}},{"kind":"Field","name":{"kind":"Name","value":"devices"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"storeNames"}},{"kind":"Field","name":{"kind":"Name","value":"groupNames"}},{"kind":"Field","name":{"kind":"Name","value":"plannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<NotificationsChangedSubscription, NotificationsChangedSubscriptionVariables>;
export const SendNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"sendNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"bigIcon"}},{"kind":"Field","name":{"kind":"Name","value":"bigPicture"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"}},{"kind":"Field","name":{"kind":"Name","value":"webpageLink"}},{"kind":"Field","name":{"kind":"Name","value":"showTrackingLink"}},{"kind":"Field","name":{"kind":"Name","value":"openTrackingLink"}},{"kind":"Field","name":{"kind":"Name","value":"geolocations"}},{"kind":"Field","name":{"kind":"Name","value":"devices"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"storeNames"}},{"kind":"Field","name":{"kind":"Name","value":"groupNames"}},{"kind":"Field","name":{"kind":"Name","value":"plannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<SendNotificationMutation, SendNotificationMutationVariables>;
export const UpdateNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"updateNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"bigIcon"}},{"kind":"Field","name":{"kind":"Name","value":"bigPicture"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"}},{"kind":"Field","name":{"kind":"Name","value":"webpageLink"}},{"kind":"Field","name":{"kind":"Name","value":"showTrackingLink"}},{"kind":"Field","name":{"kind":"Name","value":"openTrackingLink"}},{"kind":"Field","name":{"kind":"Name","value":"geolocations"}},{"kind":"Field","name":{"kind":"Name","value":"devices"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"storeNames"}},{"kind":"Field","name":{"kind":"Name","value":"groupNames"}},{"kind":"Field","name":{"kind":"Name","value":"plannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<UpdateNotificationMutation, UpdateNotificationMutationVariables>;
export const CancelNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"cancelNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"bigIcon"}},{"kind":"Field","name":{"kind":"Name","value":"bigPicture"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"}},{"kind":"Field","name":{"kind":"Name","value":"webpageLink"}},{"kind":"Field","name":{"kind":"Name","value":"showTrackingLink"}},{"kind":"Field","name":{"kind":"Name","value":"openTrackingLink"}},{"kind":"Field","name":{"kind":"Name","value":"geolocations"}},{"kind":"Field","name":{"kind":"Name","value":"devices"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"storeNames"}},{"kind":"Field","name":{"kind":"Name","value":"groupNames"}},{"kind":"Field","name":{"kind":"Name","value":"plannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<CancelNotificationMutation, CancelNotificationMutationVariables>;
export const NotificationTargetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationTargets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationTargets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"channels"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}}]}}]}}]} as unknown as DocumentNode<NotificationTargetsQuery, NotificationTargetsQueryVariables>;
export const NotificationReachDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationReach"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationReach"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<NotificationReachQuery, NotificationReachQueryVariables>;
export const DashboardNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sendingPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"plannedPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sentPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"failedPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"sending"},"name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sendingPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"SENDING"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"planned"},"name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"plannedPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"PLANNED"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"sent"},"name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sentPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"SENT"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"failed"},"name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"failedPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"FAILED"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"bigIcon"}},{"kind":"Field","name":{"kind":"Name","value":"bigPicture"}},{"kind":"Field","name":{"kind":"Name","value":"deepLink"}},{"kind":"Field","name":{"kind":"Name","value":"webpageLink"}},{"kind":"Field","name":{"kind":"Name","value":"showTrackingLink"}},{"kind":"Field","name":{"kind":"Name","value":"openTrackingLink"}},{"kind":"Field","name":{"kind":"Name","value":"geolocations"}},{"kind":"Field","name":{"kind":"Name","value":"devices"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"storeNames"}},{"kind":"Field","name":{"kind":"Name","value":"groupNames"}},{"kind":"Field","name":{"kind":"Name","value":"plannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<DashboardNotificationsQuery, DashboardNotificationsQueryVariables>;
export const NotificationDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationDeliveryFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTitle"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"responseCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"storeNames"}}]}}]} as unknown as DocumentNode<NotificationDeliveriesQuery, NotificationDeliveriesQueryVariables>;
export const DeliveryStoresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryStores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DeliveryStoresQuery, DeliveryStoresQueryVariables>;
export const LeafletPageDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeafletPageDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"details"},"name":{"kind":"Name","value":"leafletPageDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageDetailsAggregate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageDetailsAggregate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletPageDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inserts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"insertId"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"positionsText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platformLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkSwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redirectId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"newLink"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"crossedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"mapPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<LeafletPageDetailsQuery, LeafletPageDetailsQueryVariables>;
export const LeafletPageDetailsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LeafletPageDetailsChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sinceVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"change"},"name":{"kind":"Name","value":"leafletPageDetailsChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sinceVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sinceVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"part"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageDetailsAggregate"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageDetailsAggregate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletPageDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inserts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"insertId"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"positionsText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platformLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkSwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redirectId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"newLink"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"crossedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"mapPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<LeafletPageDetailsChangedSubscription, LeafletPageDetailsChangedSubscriptionVariables>;
export const PageInsertChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageInsertChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"inserts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<PageInsertChoicesQuery, PageInsertChoicesQueryVariables>;
export const LeafletRedirectHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeafletRedirectHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"history"},"name":{"kind":"Name","value":"leafletRedirectHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryPanel_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryPanel_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<LeafletRedirectHistoryQuery, LeafletRedirectHistoryQueryVariables>;
export const AddPageInsertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPageInserts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInsertInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"details"},"name":{"kind":"Name","value":"addPageInserts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageDetailsAggregate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageDetailsAggregate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletPageDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inserts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"insertId"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"positionsText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platformLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkSwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redirectId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"newLink"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"crossedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"mapPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<AddPageInsertsMutation, AddPageInsertsMutationVariables>;
export const RemovePageInsertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePageInsert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"details"},"name":{"kind":"Name","value":"removePageInsert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageDetailsAggregate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageDetailsAggregate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletPageDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inserts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"insertId"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"positionsText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platformLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkSwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redirectId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"newLink"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"crossedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"mapPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<RemovePageInsertMutation, RemovePageInsertMutationVariables>;
export const AddPageRedirectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPageRedirect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PageRedirectInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"details"},"name":{"kind":"Name","value":"addPageRedirect"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageDetailsAggregate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageDetailsAggregate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletPageDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inserts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"insertId"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"positionsText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platformLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkSwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redirectId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"newLink"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"crossedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"mapPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<AddPageRedirectMutation, AddPageRedirectMutationVariables>;
export const UpdatePageRedirectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePageRedirect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PageRedirectInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"details"},"name":{"kind":"Name","value":"updatePageRedirect"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageDetailsAggregate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageDetailsAggregate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletPageDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inserts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"insertId"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"positionsText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platformLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkSwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redirectId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"newLink"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"crossedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"mapPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdatePageRedirectMutation, UpdatePageRedirectMutationVariables>;
export const RemovePageRedirectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePageRedirect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"details"},"name":{"kind":"Name","value":"removePageRedirect"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageDetailsAggregate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageDetailsAggregate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletPageDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inserts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"insertId"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"positionsText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platformLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkSwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redirectId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"newLink"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"crossedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"mapPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<RemovePageRedirectMutation, RemovePageRedirectMutationVariables>;
export const ApplyBulkLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyBulkLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkLinkInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"details"},"name":{"kind":"Name","value":"applyBulkLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageDetailsAggregate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageDetailsAggregate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletPageDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inserts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"insertId"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"positionsText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platformLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkSwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redirectId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"newLink"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"crossedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"mapPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<ApplyBulkLinkMutation, ApplyBulkLinkMutationVariables>;
export const ScheduleLinkSwapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScheduleLinkSwap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkSwapInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"details"},"name":{"kind":"Name","value":"scheduleLinkSwap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageDetailsAggregate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageDetailsAggregate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletPageDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inserts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"insertId"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"positionsText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platformLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkSwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redirectId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"newLink"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"crossedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"mapPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<ScheduleLinkSwapMutation, ScheduleLinkSwapMutationVariables>;
export const CancelLinkSwapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelLinkSwap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"details"},"name":{"kind":"Name","value":"cancelLinkSwap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageDetailsAggregate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageDetailsAggregate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletPageDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inserts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"insertId"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"positionsText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platformLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkSwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redirectId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"newLink"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"crossedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"mapPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<CancelLinkSwapMutation, CancelLinkSwapMutationVariables>;
export const AddPageAreaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPageArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PageAreaInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"details"},"name":{"kind":"Name","value":"addPageArea"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageDetailsAggregate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageDetailsAggregate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletPageDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inserts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"insertId"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"positionsText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platformLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkSwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redirectId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"newLink"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"crossedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"mapPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<AddPageAreaMutation, AddPageAreaMutationVariables>;
export const UpdatePageAreaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePageArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PageAreaInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"details"},"name":{"kind":"Name","value":"updatePageArea"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageDetailsAggregate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageDetailsAggregate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletPageDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inserts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"insertId"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"positionsText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platformLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkSwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redirectId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"newLink"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"crossedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"mapPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdatePageAreaMutation, UpdatePageAreaMutationVariables>;
export const RemovePageAreaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePageArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"details"},"name":{"kind":"Name","value":"removePageArea"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageDetailsAggregate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageDetailsAggregate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletPageDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inserts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"insertId"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"positionsText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platformLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkSwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redirectId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"newLink"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"crossedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"mapPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<RemovePageAreaMutation, RemovePageAreaMutationVariables>;
export const LoadPageAreasFromPdfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoadPageAreasFromPdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"loaded"},"name":{"kind":"Name","value":"loadPageAreasFromPdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loaded"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageDetailsAggregate"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageDetailsAggregate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletPageDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inserts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"insertId"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"positionsText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platformLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkSwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redirectId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"newLink"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"crossedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"mapPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<LoadPageAreasFromPdfMutation, LoadPageAreasFromPdfMutationVariables>;
export const AddProductArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddProductArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductArticleInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"details"},"name":{"kind":"Name","value":"addProductArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageDetailsAggregate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageDetailsAggregate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletPageDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inserts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"insertId"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"positionsText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platformLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkSwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redirectId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"newLink"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"crossedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"mapPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<AddProductArticleMutation, AddProductArticleMutationVariables>;
export const UpdateProductArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProductArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductArticleInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"details"},"name":{"kind":"Name","value":"updateProductArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageDetailsAggregate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageDetailsAggregate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletPageDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inserts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"insertId"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"positionsText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platformLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkSwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redirectId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"newLink"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"crossedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"mapPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateProductArticleMutation, UpdateProductArticleMutationVariables>;
export const RemoveProductArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveProductArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"details"},"name":{"kind":"Name","value":"removeProductArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageDetailsAggregate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageDetailsAggregate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeafletPageDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inserts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"insertId"}},{"kind":"Field","name":{"kind":"Name","value":"insertName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"positionsText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platformLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkSwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redirectId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"newLink"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"urlParams"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"crossedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"mapPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<RemoveProductArticleMutation, RemoveProductArticleMutationVariables>;
export const FeedPlatformsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeedPlatforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletPlatforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedLinks_platform"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedLinks_platform"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<FeedPlatformsQuery, FeedPlatformsQueryVariables>;
export const FeedUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeedUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platform"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"platform"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platform"}}}]}]}}]} as unknown as DocumentNode<FeedUrlQuery, FeedUrlQueryVariables>;
export const PendingPublicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingPublication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingPublication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingPublication_lists"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingLeafletList_leaflet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingPublication_lists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PendingPublication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toActivate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingLeafletList_leaflet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toDeactivate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingLeafletList_leaflet"}}]}}]}}]} as unknown as DocumentNode<PendingPublicationQuery, PendingPublicationQueryVariables>;
export const PendingPublicationChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PendingPublicationChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingPublicationChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingPublication_lists"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingLeafletList_leaflet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Leaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingPublication_lists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PendingPublication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toActivate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingLeafletList_leaflet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toDeactivate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingLeafletList_leaflet"}}]}}]}}]} as unknown as DocumentNode<PendingPublicationChangedSubscription, PendingPublicationChangedSubscriptionVariables>;
export const PublishPromotionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishPromotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishPromotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activated"}},{"kind":"Field","name":{"kind":"Name","value":"deactivated"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode<PublishPromotionsMutation, PublishPromotionsMutationVariables>;
export const CooksPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CooksPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CookFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"cooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CookRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CookRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<CooksPageQuery, CooksPageQueryVariables>;
export const CookRecordByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CookRecordById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"cook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CookRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CookRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<CookRecordByIdQuery, CookRecordByIdQueryVariables>;
export const CookHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CookHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"history"},"name":{"kind":"Name","value":"cookHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryPanel_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryPanel_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<CookHistoryQuery, CookHistoryQueryVariables>;
export const CooksChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CooksChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"change"},"name":{"kind":"Name","value":"cooksChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CookRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CookRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<CooksChangedSubscription, CooksChangedSubscriptionVariables>;
export const CreateCookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CookInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"createCook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CookRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CookRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<CreateCookMutation, CreateCookMutationVariables>;
export const UpdateCookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CookInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"updateCook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CookRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CookRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<UpdateCookMutation, UpdateCookMutationVariables>;
export const ArchiveCookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveCook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"archiveCook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CookRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CookRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ArchiveCookMutation, ArchiveCookMutationVariables>;
export const RestoreCookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreCook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"restoreCook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CookRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CookRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<RestoreCookMutation, RestoreCookMutationVariables>;
export const RecipesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecipesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecipeFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"recipes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecipeRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cookId"}},{"kind":"Field","name":{"kind":"Name","value":"cookName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"visibleAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preparationTime"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfServings"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shoppingListUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDescription"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<RecipesPageQuery, RecipesPageQueryVariables>;
export const RecipeRecordByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecipeRecordById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"recipe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecipeRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cookId"}},{"kind":"Field","name":{"kind":"Name","value":"cookName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"visibleAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preparationTime"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfServings"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shoppingListUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDescription"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<RecipeRecordByIdQuery, RecipeRecordByIdQueryVariables>;
export const RecipeHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecipeHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"history"},"name":{"kind":"Name","value":"recipeHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryPanel_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryPanel_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<RecipeHistoryQuery, RecipeHistoryQueryVariables>;
export const RecipesChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RecipesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"change"},"name":{"kind":"Name","value":"recipesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecipeRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cookId"}},{"kind":"Field","name":{"kind":"Name","value":"cookName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"visibleAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preparationTime"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfServings"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shoppingListUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDescription"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<RecipesChangedSubscription, RecipesChangedSubscriptionVariables>;
export const CreateRecipeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRecipe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecipeInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"createRecipe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecipeRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cookId"}},{"kind":"Field","name":{"kind":"Name","value":"cookName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"visibleAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preparationTime"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfServings"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shoppingListUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDescription"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<CreateRecipeMutation, CreateRecipeMutationVariables>;
export const UpdateRecipeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRecipe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecipeInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"updateRecipe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecipeRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cookId"}},{"kind":"Field","name":{"kind":"Name","value":"cookName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"visibleAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preparationTime"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfServings"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shoppingListUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDescription"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<UpdateRecipeMutation, UpdateRecipeMutationVariables>;
export const ArchiveRecipeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveRecipe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"archiveRecipe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecipeRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cookId"}},{"kind":"Field","name":{"kind":"Name","value":"cookName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"visibleAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preparationTime"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfServings"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shoppingListUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDescription"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ArchiveRecipeMutation, ArchiveRecipeMutationVariables>;
export const RestoreRecipeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreRecipe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"restoreRecipe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecipeRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cookId"}},{"kind":"Field","name":{"kind":"Name","value":"cookName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"visibleAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preparationTime"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfServings"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"longUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shoppingListUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDescription"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<RestoreRecipeMutation, RestoreRecipeMutationVariables>;
export const RecipeShopsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecipeShops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipeShops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RecipeShopsQuery, RecipeShopsQueryVariables>;
export const CookEditorChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CookEditorChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]} as unknown as DocumentNode<CookEditorChoicesQuery, CookEditorChoicesQueryVariables>;
export const ReelChannelsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReelChannelsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"reelChannels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReelChannelRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReelChannelRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReelChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoCreateReels"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ReelChannelsPageQuery, ReelChannelsPageQueryVariables>;
export const ReelChannelRecordByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReelChannelRecordById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"reelChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReelChannelRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReelChannelRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReelChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoCreateReels"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ReelChannelRecordByIdQuery, ReelChannelRecordByIdQueryVariables>;
export const ReelChannelHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReelChannelHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"history"},"name":{"kind":"Name","value":"reelChannelHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryPanel_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryPanel_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<ReelChannelHistoryQuery, ReelChannelHistoryQueryVariables>;
export const ReelChannelsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ReelChannelsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"change"},"name":{"kind":"Name","value":"reelChannelsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReelChannelRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReelChannelRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReelChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoCreateReels"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ReelChannelsChangedSubscription, ReelChannelsChangedSubscriptionVariables>;
export const CreateReelChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateReelChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReelChannelInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"createReelChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReelChannelRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReelChannelRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReelChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoCreateReels"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<CreateReelChannelMutation, CreateReelChannelMutationVariables>;
export const UpdateReelChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReelChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReelChannelInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"updateReelChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReelChannelRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReelChannelRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReelChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoCreateReels"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<UpdateReelChannelMutation, UpdateReelChannelMutationVariables>;
export const ArchiveReelChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveReelChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"archiveReelChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReelChannelRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReelChannelRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReelChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoCreateReels"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ArchiveReelChannelMutation, ArchiveReelChannelMutationVariables>;
export const RestoreReelChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreReelChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"restoreReelChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReelChannelRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReelChannelRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReelChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoCreateReels"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<RestoreReelChannelMutation, RestoreReelChannelMutationVariables>;
export const ReelsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReelsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReelFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"reels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReelRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReelRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"mediaURL"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ctaButtonText"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"internalNote"}},{"kind":"Field","name":{"kind":"Name","value":"showOn"}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"insertNumber"}},{"kind":"Field","name":{"kind":"Name","value":"standardPageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ReelsPageQuery, ReelsPageQueryVariables>;
export const ReelRecordByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReelRecordById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"reel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReelRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReelRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"mediaURL"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ctaButtonText"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"internalNote"}},{"kind":"Field","name":{"kind":"Name","value":"showOn"}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"insertNumber"}},{"kind":"Field","name":{"kind":"Name","value":"standardPageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ReelRecordByIdQuery, ReelRecordByIdQueryVariables>;
export const ReelHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReelHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"history"},"name":{"kind":"Name","value":"reelHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryPanel_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryPanel_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<ReelHistoryQuery, ReelHistoryQueryVariables>;
export const ReelsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ReelsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"change"},"name":{"kind":"Name","value":"reelsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReelRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReelRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"mediaURL"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ctaButtonText"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"internalNote"}},{"kind":"Field","name":{"kind":"Name","value":"showOn"}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"insertNumber"}},{"kind":"Field","name":{"kind":"Name","value":"standardPageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ReelsChangedSubscription, ReelsChangedSubscriptionVariables>;
export const CreateReelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateReel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReelInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"createReel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReelRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReelRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"mediaURL"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ctaButtonText"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"internalNote"}},{"kind":"Field","name":{"kind":"Name","value":"showOn"}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"insertNumber"}},{"kind":"Field","name":{"kind":"Name","value":"standardPageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<CreateReelMutation, CreateReelMutationVariables>;
export const UpdateReelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReelInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"updateReel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReelRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReelRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"mediaURL"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ctaButtonText"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"internalNote"}},{"kind":"Field","name":{"kind":"Name","value":"showOn"}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"insertNumber"}},{"kind":"Field","name":{"kind":"Name","value":"standardPageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<UpdateReelMutation, UpdateReelMutationVariables>;
export const RemoveReelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveReel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"removeReel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReelRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReelRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"mediaURL"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ctaButtonText"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"internalNote"}},{"kind":"Field","name":{"kind":"Name","value":"showOn"}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"insertNumber"}},{"kind":"Field","name":{"kind":"Name","value":"standardPageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<RemoveReelMutation, RemoveReelMutationVariables>;
export const RestoreReelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreReel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"restoreReel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReelRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReelRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"mediaURL"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ctaButtonText"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"internalNote"}},{"kind":"Field","name":{"kind":"Name","value":"showOn"}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"insertNumber"}},{"kind":"Field","name":{"kind":"Name","value":"standardPageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<RestoreReelMutation, RestoreReelMutationVariables>;
export const PublishReelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishReel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"publishReel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReelRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReelRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"mediaURL"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ctaButtonText"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"internalNote"}},{"kind":"Field","name":{"kind":"Name","value":"showOn"}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"insertNumber"}},{"kind":"Field","name":{"kind":"Name","value":"standardPageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<PublishReelMutation, PublishReelMutationVariables>;
export const DeactivateReelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateReel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"deactivateReel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReelRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReelRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"mediaURL"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ctaButtonText"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"internalNote"}},{"kind":"Field","name":{"kind":"Name","value":"showOn"}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"insertNumber"}},{"kind":"Field","name":{"kind":"Name","value":"standardPageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"expiry"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<DeactivateReelMutation, DeactivateReelMutationVariables>;
export const ReelChannelChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReelChannelChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reelChannels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ReelChannelChoicesQuery, ReelChannelChoicesQueryVariables>;
export const ReelEditorChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReelEditorChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]} as unknown as DocumentNode<ReelEditorChoicesQuery, ReelEditorChoicesQueryVariables>;
export const ScraperStoresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScraperStores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeWebId"}}]}}]}}]} as unknown as DocumentNode<ScraperStoresQuery, ScraperStoresQueryVariables>;
export const ScraperStoreLeafletsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScraperStoreLeaflets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"store"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaflets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"ALL"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}}]}}]} as unknown as DocumentNode<ScraperStoreLeafletsQuery, ScraperStoreLeafletsQueryVariables>;
export const ScraperZipJobResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScraperZipJobResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"cutJobId"}}]}}]}}]}}]} as unknown as DocumentNode<ScraperZipJobResultQuery, ScraperZipJobResultQueryVariables>;
export const GenerateLeafletPdfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateLeafletPdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateLeafletPdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leafletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leafletId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTitle"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"failedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"startedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<GenerateLeafletPdfMutation, GenerateLeafletPdfMutationVariables>;
export const LeafletPdfLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeafletPdfLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletPdfLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTitle"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"failedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"startedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<LeafletPdfLinkQuery, LeafletPdfLinkQueryVariables>;
export const StoresPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoresPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"storesPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoreRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Store"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeWebId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"forceFavorites"}},{"kind":"Field","name":{"kind":"Name","value":"showAnyway"}},{"kind":"Field","name":{"kind":"Name","value":"storeAtFirst"}},{"kind":"Field","name":{"kind":"Name","value":"addAsReelsChannel"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<StoresPageQuery, StoresPageQueryVariables>;
export const StoreRecordByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoreRecordById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"store"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoreRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Store"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeWebId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"forceFavorites"}},{"kind":"Field","name":{"kind":"Name","value":"showAnyway"}},{"kind":"Field","name":{"kind":"Name","value":"storeAtFirst"}},{"kind":"Field","name":{"kind":"Name","value":"addAsReelsChannel"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<StoreRecordByIdQuery, StoreRecordByIdQueryVariables>;
export const StoreHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoreHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"history"},"name":{"kind":"Name","value":"storeHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryPanel_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryPanel_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<StoreHistoryQuery, StoreHistoryQueryVariables>;
export const StoresChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"StoresChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"change"},"name":{"kind":"Name","value":"storesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoreRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Store"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeWebId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"forceFavorites"}},{"kind":"Field","name":{"kind":"Name","value":"showAnyway"}},{"kind":"Field","name":{"kind":"Name","value":"storeAtFirst"}},{"kind":"Field","name":{"kind":"Name","value":"addAsReelsChannel"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<StoresChangedSubscription, StoresChangedSubscriptionVariables>;
export const CreateStoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StoreInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"createStore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoreRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Store"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeWebId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"forceFavorites"}},{"kind":"Field","name":{"kind":"Name","value":"showAnyway"}},{"kind":"Field","name":{"kind":"Name","value":"storeAtFirst"}},{"kind":"Field","name":{"kind":"Name","value":"addAsReelsChannel"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<CreateStoreMutation, CreateStoreMutationVariables>;
export const UpdateStoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StoreInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"updateStore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoreRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Store"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeWebId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"forceFavorites"}},{"kind":"Field","name":{"kind":"Name","value":"showAnyway"}},{"kind":"Field","name":{"kind":"Name","value":"storeAtFirst"}},{"kind":"Field","name":{"kind":"Name","value":"addAsReelsChannel"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<UpdateStoreMutation, UpdateStoreMutationVariables>;
export const ArchiveStoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveStore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"archiveStore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoreRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Store"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeWebId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"forceFavorites"}},{"kind":"Field","name":{"kind":"Name","value":"showAnyway"}},{"kind":"Field","name":{"kind":"Name","value":"storeAtFirst"}},{"kind":"Field","name":{"kind":"Name","value":"addAsReelsChannel"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ArchiveStoreMutation, ArchiveStoreMutationVariables>;
export const RestoreStoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreStore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"restoreStore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoreRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Store"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeWebId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"editorIds"}},{"kind":"Field","name":{"kind":"Name","value":"editors"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"forceFavorites"}},{"kind":"Field","name":{"kind":"Name","value":"showAnyway"}},{"kind":"Field","name":{"kind":"Name","value":"storeAtFirst"}},{"kind":"Field","name":{"kind":"Name","value":"addAsReelsChannel"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<RestoreStoreMutation, RestoreStoreMutationVariables>;
export const ShopFormChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopFormChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoriesPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupsPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"categoryChoices"},"name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoriesPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"groupChoices"},"name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupsPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ShopFormChoicesQuery, ShopFormChoicesQueryVariables>;
export const ShopEditorChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopEditorChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]} as unknown as DocumentNode<ShopEditorChoicesQuery, ShopEditorChoicesQueryVariables>;
export const UsersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannels"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"passwordChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<UsersPageQuery, UsersPageQueryVariables>;
export const UserRecordByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserRecordById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannels"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"passwordChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<UserRecordByIdQuery, UserRecordByIdQueryVariables>;
export const UserHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"history"},"name":{"kind":"Name","value":"userHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryPanel_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryPanel_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<UserHistoryQuery, UserHistoryQueryVariables>;
export const UsersChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UsersChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"change"},"name":{"kind":"Name","value":"usersChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannels"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"passwordChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<UsersChangedSubscription, UsersChangedSubscriptionVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewUserInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannels"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"passwordChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannels"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"passwordChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const EnableUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"enableUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannels"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"passwordChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<EnableUserMutation, EnableUserMutationVariables>;
export const DisableUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"disableUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannels"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"passwordChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<DisableUserMutation, DisableUserMutationVariables>;
export const SetUserPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"temporaryPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"setUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"temporaryPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"temporaryPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"storeIds"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannels"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"passwordChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<SetUserPasswordMutation, SetUserPasswordMutationVariables>;
export const UserStoresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserStores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UserStoresQuery, UserStoresQueryVariables>;
export const XmlOffersLeafletDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"XmlOffersLeafletDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaflet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo2"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedBy"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]}}]} as unknown as DocumentNode<XmlOffersLeafletDetailsQuery, XmlOffersLeafletDetailsQueryVariables>;
export const XmlOffersPlatformsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"XmlOffersPlatforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leafletPlatforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<XmlOffersPlatformsQuery, XmlOffersPlatformsQueryVariables>;
export const XmlOffersOrderingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"XmlOffersOrdering"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platform"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordering"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"platform"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platform"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderingRow_item"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderingRow_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderedLeaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leaflet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}}]}}]}}]}}]} as unknown as DocumentNode<XmlOffersOrderingQuery, XmlOffersOrderingQueryVariables>;
export const XmlOffersOrderingVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"XmlOffersOrderingVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platform"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordering"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"platform"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platform"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<XmlOffersOrderingVersionQuery, XmlOffersOrderingVersionQueryVariables>;
export const XmlOffersOrderingMovesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"XmlOffersOrderingMoves"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platform"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderingMoves"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"platform"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platform"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityLine_move"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityLine_move"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderingMove"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"fromPriority"}},{"kind":"Field","name":{"kind":"Name","value":"toPriority"}},{"kind":"Field","name":{"kind":"Name","value":"displacedNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"versionBefore"}},{"kind":"Field","name":{"kind":"Name","value":"versionAfter"}},{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"undoOf"}}]}}]} as unknown as DocumentNode<XmlOffersOrderingMovesQuery, XmlOffersOrderingMovesQueryVariables>;
export const XmlOffersOrderingChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"XmlOffersOrderingChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platform"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderingChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"platform"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platform"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"move"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityLine_move"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderingCache_delta"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderingRow_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderedLeaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leaflet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityLine_move"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderingMove"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"fromPriority"}},{"kind":"Field","name":{"kind":"Name","value":"toPriority"}},{"kind":"Field","name":{"kind":"Name","value":"displacedNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"versionBefore"}},{"kind":"Field","name":{"kind":"Name","value":"versionAfter"}},{"kind":"Field","name":{"kind":"Name","value":"clientMutationId"}},{"kind":"Field","name":{"kind":"Name","value":"undoOf"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderingCache_delta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderingDelta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"baseVersion"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"changed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderingRow_item"}}]}}]}}]} as unknown as DocumentNode<XmlOffersOrderingChangedSubscription, XmlOffersOrderingChangedSubscriptionVariables>;
export const XmlOffersSetLeafletPriorityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"XmlOffersSetLeafletPriority"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetLeafletPriorityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLeafletPriority"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderingCache_delta"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderingRow_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderedLeaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leaflet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderingCache_delta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderingDelta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"baseVersion"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"changed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderingRow_item"}}]}}]}}]} as unknown as DocumentNode<XmlOffersSetLeafletPriorityMutation, XmlOffersSetLeafletPriorityMutationVariables>;
export const XmlOffersUndoOrderingMoveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"XmlOffersUndoOrderingMove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platform"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"moveId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoOrderingMove"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"platform"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platform"}}},{"kind":"Argument","name":{"kind":"Name","value":"moveId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"moveId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderingCache_delta"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderingRow_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderedLeaflet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leaflet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"naturalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"untilEndOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"wp"}},{"kind":"Field","name":{"kind":"Name","value":"android2"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderingCache_delta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderingDelta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"baseVersion"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"changed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderingRow_item"}}]}}]}}]} as unknown as DocumentNode<XmlOffersUndoOrderingMoveMutation, XmlOffersUndoOrderingMoveMutationVariables>;
export const XmlOffersRefreshLeafletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"XmlOffersRefreshLeaflet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshLeaflet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedBy"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<XmlOffersRefreshLeafletMutation, XmlOffersRefreshLeafletMutationVariables>;
export const RefreshSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessExpiresAt"}}]}}]}}]} as unknown as DocumentNode<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const JobProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JobProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobStepFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTitle"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"failedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"startedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<JobProgressQuery, JobProgressQueryVariables>;
export const JobProgressChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"JobProgressChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"retryInMs"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobFields"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobStepFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"leafletId"}},{"kind":"Field","name":{"kind":"Name","value":"leafletNaturalId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTitle"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"failedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"startedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<JobProgressChangedSubscription, JobProgressChangedSubscriptionVariables>;
export const JobsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"JobsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<JobsChangedSubscription, JobsChangedSubscriptionVariables>;
export const PresenceMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PresenceMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"activity"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]}}]}}]} as unknown as DocumentNode<PresenceMembersSubscription, PresenceMembersSubscriptionVariables>;
export const PresenceUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PresenceUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activity"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePresence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room"}}},{"kind":"Argument","name":{"kind":"Name","value":"activity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activity"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}}]}]}}]} as unknown as DocumentNode<PresenceUpdateMutation, PresenceUpdateMutationVariables>;
export const ResourceRecordLockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ResourceRecordLock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resource"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceName"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordLock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resource"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resource"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holder"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"takenOverFrom"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}}]}}]} as unknown as DocumentNode<ResourceRecordLockSubscription, ResourceRecordLockSubscriptionVariables>;
export const ResourceAcquireRecordLockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceAcquireRecordLock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resource"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceName"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"takeOver"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acquireRecordLock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resource"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resource"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"takeOver"},"value":{"kind":"Variable","name":{"kind":"Name","value":"takeOver"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holder"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ResourceAcquireRecordLockMutation, ResourceAcquireRecordLockMutationVariables>;
export const ResourceReleaseRecordLockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceReleaseRecordLock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resource"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceName"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseRecordLock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resource"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resource"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ResourceReleaseRecordLockMutation, ResourceReleaseRecordLockMutationVariables>;
export const SessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannels"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featureFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articlesData"}},{"kind":"Field","name":{"kind":"Name","value":"leafletScrapper"}}]}}]}}]} as unknown as DocumentNode<SessionQuery, SessionQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;