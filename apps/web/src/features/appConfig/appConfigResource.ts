import { APP_CONFIG_DEFAULTS, APP_CONFIG_SECTIONS, isAppConfigSection, type AppConfigSection } from '@flyerdesk/domain/appConfig';
import { appConfigSchema } from '@flyerdesk/domain/validation/appConfig';
import type { AppConfigSectionInput, AppConfigSectionRecordFragment } from '../../__generated__/graphql';
import type { FieldDescription, HistoryFieldChange, RecordEditor, ResourceDefinition } from '../../shared/resource/types';
import { parseJsonValue } from '../../shared/resource/values';
import {
  AppConfigSectionHistoryQuery,
  AppConfigSectionQuery,
  AppConfigSectionRecordFragment as AppConfigSectionFragment,
  AppConfigSectionsChangedSubscription,
  AppConfigSectionsPageQuery,
  UpdateAppConfigSectionMutation,
} from './operations';

export type AppConfigRecord = AppConfigSectionRecordFragment;

/** The app configuration screen (packages/domain/src/routes.ts). */
export const APP_CONFIG_PATH = '/app-config';

/** A section's form: the fields of its document (AppConfigDocuments of packages/domain), edited as they are saved. */
export type SectionValues = Record<string, unknown>;

export type AppConfigEditor = RecordEditor<AppConfigRecord, SectionValues, AppConfigSectionInput>;

/**
 * The app configuration's sections for the resource kit: 19 records that are only saved (never
 * created, never archived), listed in the screen's order; `nameOf` gives a section its translated title.
 */
export function appConfigResource(nameOf: (record: AppConfigRecord) => string): ResourceDefinition<AppConfigRecord, AppConfigSectionInput> {
  return {
    resource: 'appConfig',
    fragment: AppConfigSectionFragment,
    listQuery: AppConfigSectionsPageQuery,
    changes: AppConfigSectionsChangedSubscription,
    recordQuery: AppConfigSectionQuery,
    historyQuery: AppConfigSectionHistoryQuery,
    update: UpdateAppConfigSectionMutation,
    searchFields: ['section'],
    nameOf,
  };
}

/** The fields of a section's document, in the order its form shows them. */
export function sectionFields(section: AppConfigSection): string[] {
  return Object.keys(APP_CONFIG_DEFAULTS[section]);
}

/** A new entry of each list of entries, by section and field. */
export const NEW_ENTRIES: Readonly<Partial<Record<AppConfigSection, Readonly<Record<string, Readonly<Record<string, unknown>>>>>>> = {
  articlesList: { items: { title: '', additionalInfo: '', imageUrl: '', articleUrl: '', isSponsored: false } },
  webMegaMenu: { categories: { name: '', storeIds: [] } },
  webFooterLinks: { stores: { name: '', url: '' }, locations: { name: '', url: '' }, articles: { name: '', url: '' } },
  custom: { entries: { key: '', value: '' } },
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of a value from the domain's defaults (the form never shares arrays with them). */
function copy(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/**
 * The form's values of a section's document: every field of the section, a field the document lacks
 * at its default, each entry of a list of entries with every field of its kind.
 */
export function sectionValues(section: AppConfigSection, document: Record<string, unknown> | undefined): SectionValues {
  const entries = NEW_ENTRIES[section] ?? {};
  return Object.fromEntries(
    sectionFields(section).map((field) => {
      const value = document?.[field];
      if (value === undefined) return [field, copy((APP_CONFIG_DEFAULTS[section] as Record<string, unknown>)[field])];
      const entry = entries[field];
      if (entry && Array.isArray(value)) return [field, (value as unknown[]).map((item) => (isObject(item) ? { ...entry, ...item } : item))];
      return [field, value];
    }),
  );
}

/** Label and display of each field of each section. */
export interface SectionFormats {
  label: (section: AppConfigSection, field: string) => string;
  /** How a value of the field is shown (undefined: the kit's default). */
  format: (section: AppConfigSection, field: string) => ((value: unknown) => string) | undefined;
}

/** The form of one section: its domain schema, its document's fields, saved as `{ document }`. */
export function sectionEditor(section: AppConfigSection, formats: SectionFormats): AppConfigEditor {
  const fields: FieldDescription<SectionValues>[] = sectionFields(section).map((name) => {
    const format = formats.format(section, name);
    return format ? { name, label: formats.label(section, name), format } : { name, label: formats.label(section, name) };
  });
  return {
    schema: appConfigSchema(section),
    toValues: (record) => sectionValues(section, record?.document),
    toInput: (values) => ({ document: values }),
    fields,
  };
}

/** Every section's editor, made once per set of formats (the record panel takes the one of its section). */
export function sectionEditors(formats: SectionFormats): Readonly<Record<AppConfigSection, AppConfigEditor>> {
  return Object.fromEntries(APP_CONFIG_SECTIONS.map((section) => [section, sectionEditor(section, formats)])) as Record<AppConfigSection, AppConfigEditor>;
}

/**
 * A change of the audit entry shown as the document's fields that changed: the api records a save as
 * one change of `document` (JSON text before and after); each key whose value differs becomes its own
 * change, in the section's order. Other changes stay as they are.
 */
export function documentChanges(change: HistoryFieldChange, section: AppConfigSection): HistoryFieldChange[] {
  if (change.field !== 'document') return [change];
  const before = parseJsonValue(change.before);
  const after = parseJsonValue(change.after);
  if ((before !== null && !isObject(before)) || (after !== null && !isObject(after))) return [change];
  const beforeDocument = before ?? {};
  const afterDocument = after ?? {};
  const known = sectionFields(section);
  const keys = [...known, ...[...Object.keys(beforeDocument), ...Object.keys(afterDocument)].filter((key) => !known.includes(key))];
  return [...new Set(keys)].flatMap((field) => {
    const a = beforeDocument[field];
    const b = afterDocument[field];
    const aText = a === undefined ? null : JSON.stringify(a);
    const bText = b === undefined ? null : JSON.stringify(b);
    return aText === bText ? [] : [{ field, before: aText, after: bText }];
  });
}

/** The document of a listed section (undefined when the list does not show it). */
export function listedDocument(listed: readonly AppConfigRecord[], section: AppConfigSection): Record<string, unknown> | undefined {
  return listed.find((record) => isAppConfigSection(record.section) && record.section === section)?.document;
}
