import { formatPlatformName } from '@flyerdesk/domain/platforms';
import { insertSchema } from '@flyerdesk/domain/validation/insert';
import type { InsertInput, InsertRecordFragment } from '../../__generated__/graphql';
import type { FieldDescription, RecordEditor, ResourceDefinition } from '../../shared/resource/types';
import {
  ArchiveInsertMutation,
  CreateInsertMutation,
  InsertHistoryQuery,
  InsertQuery,
  InsertRecordFragment as InsertFragment,
  InsertsChangedSubscription,
  InsertsPageQuery,
  RestoreInsertMutation,
  UpdateInsertMutation,
} from './operations';

export type InsertRecord = InsertRecordFragment;

/** Inserts for the resource kit; the server searches technical names and descriptions. */
export const insertsResource: ResourceDefinition<InsertRecord, InsertInput> = {
  resource: 'inserts',
  fragment: InsertFragment,
  listQuery: InsertsPageQuery,
  changes: InsertsChangedSubscription,
  recordQuery: InsertQuery,
  historyQuery: InsertHistoryQuery,
  create: CreateInsertMutation,
  update: UpdateInsertMutation,
  archive: ArchiveInsertMutation,
  restore: RestoreInsertMutation,
  searchFields: ['insertName', 'description'],
  nameOf: (insert) => insert.insertName,
};

/** The platforms an insert is shown on: its flag and the platform key (named by formatPlatformName). */
export const INSERT_PLATFORMS = [
  { flag: 'showOnIos', platform: 'ios' },
  { flag: 'showOnAndroid', platform: 'android' },
  { flag: 'showOnAndroid2', platform: 'android2' },
  { flag: 'showOnWeb', platform: 'web' },
] as const;

export type InsertPlatformFlag = (typeof INSERT_PLATFORMS)[number]['flag'];

export function platformsOf(insert: Pick<InsertRecord, InsertPlatformFlag>): string[] {
  return INSERT_PLATFORMS.filter(({ flag }) => insert[flag]).map(({ platform }) => formatPlatformName(platform));
}

export interface InsertValues extends Record<string, unknown> {
  insertName: string;
  description: string;
  redirectUrl: string;
  longUrl: string;
  /** yyyy-MM-dd (native date input), empty when not set. */
  validFrom: string;
  validTo: string;
  showOnIos: boolean;
  showOnAndroid: boolean;
  showOnAndroid2: boolean;
  showOnWeb: boolean;
  /** The image chosen for a new insert (uploaded once the insert exists); not part of the record. */
  image: File | null;
}

/** The fields of the record (the image aside), in the order of the form. */
export const INSERT_FIELDS = [
  'insertName',
  'description',
  'redirectUrl',
  'longUrl',
  'validFrom',
  'validTo',
  'showOnIos',
  'showOnAndroid',
  'showOnAndroid2',
  'showOnWeb',
] as const;

export type InsertFieldLabels = Record<(typeof INSERT_FIELDS)[number], string>;

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The insert form (spec §3, §5): technical name, description, links, validity and platforms,
 * checked with the domain schema; the image goes separately, through the upload route.
 */
export function insertEditor(labels: InsertFieldLabels, formatDay: (value: unknown) => string): RecordEditor<InsertRecord, InsertValues, InsertInput> {
  const fields: FieldDescription<InsertValues>[] = INSERT_FIELDS.map((name) => ({
    name,
    label: labels[name],
    ...(name === 'validFrom' || name === 'validTo' ? { format: formatDay } : {}),
  }));
  return {
    schema: insertSchema,
    toValues: (insert) => ({
      insertName: insert?.insertName ?? '',
      description: insert?.description ?? '',
      redirectUrl: insert?.redirectUrl ?? '',
      longUrl: insert?.longUrl ?? '',
      validFrom: insert?.validFrom ?? '',
      validTo: insert?.validTo ?? '',
      showOnIos: insert?.showOnIos ?? false,
      showOnAndroid: insert?.showOnAndroid ?? false,
      showOnAndroid2: insert?.showOnAndroid2 ?? false,
      showOnWeb: insert?.showOnWeb ?? false,
      image: null,
    }),
    toInput: (values) => ({
      insertName: values.insertName.trim(),
      description: orNull(values.description),
      redirectUrl: orNull(values.redirectUrl),
      longUrl: orNull(values.longUrl),
      validFrom: orNull(values.validFrom),
      validTo: orNull(values.validTo),
      showOnIos: values.showOnIos,
      showOnAndroid: values.showOnAndroid,
      showOnAndroid2: values.showOnAndroid2,
      showOnWeb: values.showOnWeb,
    }),
    fields,
  };
}

/** The gateway's route taking an insert's image. */
export function insertImagePath(id: string): string {
  return `/upload/inserts/${encodeURIComponent(id)}/image`;
}
