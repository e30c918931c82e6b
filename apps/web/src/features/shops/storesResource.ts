import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { storeSchema } from '@flyerdesk/domain/validation/store';
import type { StoreInput, StoreRecordFragment } from '../../__generated__/graphql';
import type { FieldDescription, IdVariables, RecordData, RecordEditor, ResourceDefinition } from '../../shared/resource/types';
import {
  ArchiveStoreMutation,
  CreateStoreMutation,
  RestoreStoreMutation,
  StoreHistoryQuery,
  StoreQuery,
  StoreRecordFragment as StoreFragment,
  StoresChangedSubscription,
  StoresPageQuery,
  UpdateStoreMutation,
} from './operations';

export type StoreRecord = StoreRecordFragment;

/**
 * The kit reads a record query that always answers the record; `store(id)` answers null for a shop
 * that is gone. The conflict dialog then keeps waiting and the user goes back to their changes; the
 * shop dialog reads the query itself and says the shop is not there.
 */
const RECORD_QUERY = StoreQuery as unknown as TypedDocumentNode<RecordData<StoreRecord>, IdVariables>;

/** Shops for the resource kit: their documents, what the server searches and how one is named. */
export const storesResource: ResourceDefinition<StoreRecord, StoreInput> = {
  resource: 'stores',
  fragment: StoreFragment,
  listQuery: StoresPageQuery,
  changes: StoresChangedSubscription,
  recordQuery: RECORD_QUERY,
  historyQuery: StoreHistoryQuery,
  create: CreateStoreMutation,
  update: UpdateStoreMutation,
  archive: ArchiveStoreMutation,
  restore: RestoreStoreMutation,
  searchFields: ['name', 'storeWebId'],
  nameOf: (store) => store.name,
};

/** The shop's yes/no options (spec §5), in the order the form shows them. */
export const STORE_FLAGS = ['forceFavorites', 'showAnyway', 'storeAtFirst', 'addAsReelsChannel'] as const;
export type StoreFlag = (typeof STORE_FLAGS)[number];

export interface StoreValues extends Record<string, unknown> {
  name: string;
  storeWebId: string;
  categoryId: string;
  groupIds: string[];
  editorIds: string[];
  forceFavorites: boolean;
  showAnyway: boolean;
  storeAtFirst: boolean;
  addAsReelsChannel: boolean;
}

/** The form's fields. */
export type StoreValueName = 'name' | 'storeWebId' | 'categoryId' | 'groupIds' | 'editorIds' | StoreFlag;

export interface StoreEditorOptions {
  /** Label of each form field, and of the logo (the history names it; the form does not change it). */
  labels: Record<StoreValueName | 'logoUrl', string>;
  /** How ids are shown to people (history, conflicts): category, group and user names. */
  names: { categoryId: (value: unknown) => string; groupIds: (value: unknown) => string; editorIds: (value: unknown) => string };
  /** Only administrators assign editors; for anyone else `editorIds` is left out and keeps its stored value. */
  assignEditors: boolean;
}

const sortedIds = (ids: readonly string[] | undefined): string[] => [...(ids ?? [])].sort();

/** The shop form: checked with the domain schema (packages/domain/src/validation/store.ts). */
export function storeEditor({ labels, names, assignEditors }: StoreEditorOptions): RecordEditor<StoreRecord, StoreValues, StoreInput> {
  const described = (name: StoreValueName | 'logoUrl', format?: (value: unknown) => string): FieldDescription<StoreValues> =>
    format ? { name, label: labels[name], format } : { name, label: labels[name] };
  return {
    schema: storeSchema,
    toValues: (store) => ({
      name: store?.name ?? '',
      storeWebId: store?.storeWebId ?? '',
      categoryId: store?.categoryId ?? '',
      groupIds: sortedIds(store?.groupIds),
      editorIds: sortedIds(store?.editorIds),
      forceFavorites: store?.forceFavorites ?? false,
      showAnyway: store?.showAnyway ?? false,
      storeAtFirst: store?.storeAtFirst ?? false,
      addAsReelsChannel: store?.addAsReelsChannel ?? false,
    }),
    toInput: (values) => ({
      name: values.name.trim(),
      storeWebId: values.storeWebId.trim(),
      categoryId: values.categoryId,
      groupIds: values.groupIds,
      ...(assignEditors ? { editorIds: values.editorIds } : {}),
      forceFavorites: values.forceFavorites,
      showAnyway: values.showAnyway,
      storeAtFirst: values.storeAtFirst,
      addAsReelsChannel: values.addAsReelsChannel,
    }),
    fields: [
      described('name'),
      described('storeWebId'),
      described('categoryId', names.categoryId),
      described('groupIds', names.groupIds),
      described('editorIds', names.editorIds),
      ...STORE_FLAGS.map((flag) => described(flag)),
      described('logoUrl'),
    ],
  };
}

/** The gateway's route taking a shop's logo (PNG or JPEG). */
export function storeLogoPath(id: string): string {
  return `/upload/stores/${encodeURIComponent(id)}/logo`;
}
