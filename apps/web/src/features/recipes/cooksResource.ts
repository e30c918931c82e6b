import { DEFAULT_RECIPE_STATUS } from '@flyerdesk/domain/recipes';
import { cookSchema } from '@flyerdesk/domain/validation/recipes';
import type { CookInput, CookRecordFragment, RecipeStatus } from '../../__generated__/graphql';
import type { RecordEditor, ResourceDefinition } from '../../shared/resource/types';
import {
  ArchiveCookMutation,
  CookHistoryQuery,
  CookQuery,
  CookRecordFragment as CookFragment,
  CooksChangedSubscription,
  CooksPageQuery,
  CreateCookMutation,
  RestoreCookMutation,
  UpdateCookMutation,
} from './operations';

export type CookRecord = CookRecordFragment;

/** The gateway's upload route of a cook's logo. */
export function cookLogoPath(cookId: string): string {
  return `/upload/cooks/${encodeURIComponent(cookId)}/logo`;
}

/** Cooks for the resource kit: archived and restored by administrators, by name. */
export const cooksResource: ResourceDefinition<CookRecord, CookInput> = {
  resource: 'cooks',
  fragment: CookFragment,
  listQuery: CooksPageQuery,
  changes: CooksChangedSubscription,
  recordQuery: CookQuery,
  historyQuery: CookHistoryQuery,
  create: CreateCookMutation,
  update: UpdateCookMutation,
  archive: ArchiveCookMutation,
  restore: RestoreCookMutation,
  searchFields: ['name', 'seoId'],
  nameOf: (cook) => cook.name,
};

export interface CookValues extends Record<string, unknown> {
  name: string;
  seoId: string;
  status: RecipeStatus;
  editorIds: string[];
}

export type CookFieldName = 'name' | 'seoId' | 'status' | 'editorIds' | 'logoUrl';

export interface CookFieldFormats {
  labels: Record<CookFieldName, string>;
  status: (value: unknown) => string;
  editors: (value: unknown) => string;
}

/**
 * The cook form (domain cookSchema): name, seo id, status and — for administrators — the assigned recipe
 * editors; `logoUrl` is named for the history only (the logo is uploaded on its own).
 */
export function cookEditor(formats: CookFieldFormats, assignEditors: boolean): RecordEditor<CookRecord, CookValues, CookInput> {
  const { labels } = formats;
  return {
    schema: cookSchema,
    toValues: (cook) => ({
      name: cook?.name ?? '',
      seoId: cook?.seoId ?? '',
      status: cook?.status ?? DEFAULT_RECIPE_STATUS,
      editorIds: [...(cook?.editorIds ?? [])].sort(),
    }),
    toInput: (values) => ({
      name: values.name.trim(),
      seoId: values.seoId.trim(),
      status: values.status,
      ...(assignEditors ? { editorIds: values.editorIds } : {}),
    }),
    fields: [
      { name: 'name', label: labels.name },
      { name: 'seoId', label: labels.seoId },
      { name: 'status', label: labels.status, format: formats.status },
      { name: 'editorIds', label: labels.editorIds, format: formats.editors },
      { name: 'logoUrl', label: labels.logoUrl },
    ],
  };
}
