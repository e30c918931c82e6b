import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ArchivedFilter, RecordAction, ResourceName } from '@flyerdesk/domain/resources';
import type { AnySchema } from 'yup';
import type { ListPageInput } from '../../__generated__/graphql';

/**
 * The shapes every resource of the kit shares. A feature declares one `ResourceDefinition` (its
 * documents and a few rules) and hands it to the kit's hooks and components; the kit never knows
 * which resource it is serving beyond that.
 */

/** What every record of a kit resource carries (see schema/resources.graphql). */
export interface ResourceRecord {
  __typename?: string;
  id: string;
  /** Moves by one on every write; edits send the version they started from. */
  version: number;
  /** Set while the record is archived. */
  archivedAt?: string | null;
  updatedAt: string;
  /** Who wrote the current version (null for the system). */
  updatedBy?: string | null;
}

/** One event of a resource's `<res>Changed` subscription: what happened and the record as it is now. */
export interface RecordChange<TRecord> {
  /** Position in the topic; a gap means missed events. */
  seq: number;
  action: RecordAction;
  record: TRecord;
  actor?: string | null;
  at: string;
  /** Echo of the author's clientMutationId. */
  clientMutationId?: string | null;
}

/**
 * The documents of a resource use aliases so the kit reads them alike:
 * `page: categories(page: $page) { items { … } total }`, `change: categoriesChanged { … }`,
 * `record: category(id: $id)`, `history: categoryHistory(id: $id)`, `record: updateCategory(…)`.
 */
export interface ListPageData<TRecord> {
  page: { __typename?: string; items: TRecord[]; total: number };
}
export interface ListPageVariables {
  [key: string]: unknown;
  page?: ListPageInput | null;
}
export interface RecordChangeData<TRecord> {
  change: RecordChange<TRecord>;
}
export interface RecordData<TRecord> {
  record: TRecord;
}
export interface IdVariables {
  [key: string]: unknown;
  id: string;
}

/** One changed field of an audit entry; values are JSON text (null when absent). */
export interface HistoryFieldChange {
  field: string;
  before?: string | null;
  after?: string | null;
}

export interface HistoryEntryData {
  id: string;
  at: string;
  actor?: string | null;
  action: RecordAction;
  version: number;
  changes: HistoryFieldChange[];
}

export interface HistoryData {
  history: { __typename?: string; items: HistoryEntryData[]; total: number };
}
export interface HistoryVariables {
  [key: string]: unknown;
  id: string;
  limit?: number | null;
  offset?: number | null;
}

export interface CreateVariables<TInput> {
  [key: string]: unknown;
  input: TInput;
  clientMutationId?: string | null;
}
export interface UpdateVariables<TInput> {
  [key: string]: unknown;
  id: string;
  version: number;
  input: TInput;
  clientMutationId?: string | null;
}
export interface ArchiveVariables {
  [key: string]: unknown;
  id: string;
  version?: number | null;
  clientMutationId?: string | null;
}
export interface RestoreVariables {
  [key: string]: unknown;
  id: string;
  clientMutationId?: string | null;
}

/**
 * Everything the kit needs to know about one resource. `TCreateInput` is the create mutation's input
 * when it differs from the update's (a new user also carries a temporary password).
 */
export interface ResourceDefinition<TRecord extends ResourceRecord, TInput, TCreateInput = TInput> {
  /** The resource's list name (ResourceName in the schema; names its lock and presence room). */
  resource: ResourceName;
  /** The record's fields, shared by every document below (events and answers write the same shape). */
  fragment: TypedDocumentNode<TRecord, Record<string, never>>;
  listQuery: TypedDocumentNode<ListPageData<TRecord>, ListPageVariables>;
  changes: TypedDocumentNode<RecordChangeData<TRecord>, Record<string, never>>;
  recordQuery: TypedDocumentNode<RecordData<TRecord>, IdVariables>;
  historyQuery: TypedDocumentNode<HistoryData, HistoryVariables>;
  /**
   * Creates a record. Left out for a resource whose records are never created from the screen (the
   * app configuration's sections exist from the start): its list has no "new" button.
   */
  create?: TypedDocumentNode<RecordData<TRecord>, CreateVariables<TCreateInput>>;
  update: TypedDocumentNode<RecordData<TRecord>, UpdateVariables<TInput>>;
  /**
   * Archive and restore. Left out for a resource whose records are never archived (users are enabled
   * and disabled instead): its list has no archived filter and its panel no archive or restore.
   */
  archive?: TypedDocumentNode<RecordData<TRecord>, ArchiveVariables>;
  restore?: TypedDocumentNode<RecordData<TRecord>, RestoreVariables>;
  /** The fields the server searches in (its "names"): the live list decides with them whether an event's record matches the search. */
  searchFields: readonly (keyof TRecord & string)[];
  /** The record's name as people know it (row labels, dialog titles, toasts). */
  nameOf: (record: TRecord) => string;
  /** The list starts sorted descending (newest first for a date); ascending when left out. */
  defaultDescending?: boolean;
  /**
   * Fields the list can be filtered by, each to one value (the list query's `filter` argument takes
   * them by the same names, e.g. a notification's `status` and `channel`); a change event's record
   * enters or leaves the page by them as by the search.
   */
  filterFields?: readonly (keyof TRecord & string)[];
}

/** A write of a record a person starts from its panel. */
export type RecordWrite = 'create' | 'update' | 'archive' | 'restore';

/**
 * The toast of a refused write, worded by the resource (e.g. "The loyalty card could not be created:
 * {reason}"); `reason` is the refusal worded by describeError.
 */
export type FailureToast = (write: RecordWrite, reason: string) => string;

/** What a list shows: the page of the server's list the user asked for. */
export interface ListView {
  search: string;
  archived: ArchivedFilter;
  /** Sortable column (RESOURCE_SORTS of the resource). */
  sort: string;
  descending: boolean;
  offset: number;
  limit: number;
  /** Values chosen for the definition's filterFields (a field not chosen is left out). */
  filter?: Readonly<Record<string, string>>;
}

/** How a record is edited: the form's values, the domain schema and the way back to the api's input. */
export interface RecordEditor<TRecord extends ResourceRecord, TValues extends Record<string, unknown>, TInput, TCreateInput = TInput> {
  /** The domain yup schema (packages/domain/src/validation) the gateway and api enforce too. */
  schema: AnySchema;
  /** Form values of a record (of a new record when undefined). */
  toValues: (record: TRecord | undefined) => TValues;
  /** The mutation input of form values. */
  toInput: (values: TValues) => TInput;
  /** The create mutation's input, when it differs from the update's (TCreateInput); toInput otherwise. */
  toCreateInput?: (values: TValues) => TCreateInput;
  /** Label and display of each field: the conflict dialog and the history panel name fields with them. */
  fields: readonly FieldDescription<TValues>[];
}

/**
 * The editor of a resource's records: one for every record, or a function giving each record its own
 * (records of one resource whose fields differ, e.g. the app configuration's sections; called with
 * undefined while creating). Keep the function and what it returns stable (useMemo, useCallback).
 */
export type RecordEditorSource<TRecord extends ResourceRecord, TValues extends Record<string, unknown>, TInput, TCreateInput = TInput> =
  | RecordEditor<TRecord, TValues, TInput, TCreateInput>
  | ((record: TRecord | undefined) => RecordEditor<TRecord, TValues, TInput, TCreateInput>);

/** The editor of one record (undefined while creating) from an editor source. */
export function editorFor<TRecord extends ResourceRecord, TValues extends Record<string, unknown>, TInput, TCreateInput>(
  source: RecordEditorSource<TRecord, TValues, TInput, TCreateInput>,
  record: TRecord | undefined,
): RecordEditor<TRecord, TValues, TInput, TCreateInput> {
  return typeof source === 'function' ? source(record) : source;
}

export interface FieldDescription<TValues> {
  name: keyof TValues & string;
  label: string;
  /** How a value is shown to people (default: text, yes/no, lists joined). */
  format?: (value: unknown) => string;
}
