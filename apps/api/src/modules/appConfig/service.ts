/**
 * Writes of the app configuration: every save or revert of a section checks the new document with its
 * section's rules (packages/domain), then against the data (the shops, leaflets, cooks and recipes it
 * names must exist; shops must not be archived) and against the other sections (the image-with-link
 * rule), and writes it as the section's next version with its audit entry, all in one transaction.
 */
import { sql } from 'kysely';
import { isAppConfigSection, type AppConfigSection } from '@flyerdesk/domain/appConfig';
import { RECORD_KIND } from '@flyerdesk/domain/resources';
import { appConfigSchema, imageWithLinkProblems } from '@flyerdesk/domain/validation/appConfig';
import { validateWith, type ValidationKey } from '@flyerdesk/domain/validation/messages';
import { UUID_PATTERN } from '@flyerdesk/domain/validation/rules';
import type { Db } from '../../db/connect';
import { fieldError, invalidRequest, notFound, type InvalidField } from '../../http/errors';
import type { Actor } from '../audit/record';
import { auditedWriteIn, type LockedRecord, type Trx } from '../resources/writes';
import { appConfigStore, type AppConfigSectionRecord } from './model';

/** The sections the image-with-link rule reads together. */
const IMAGE_WITH_LINK_SECTIONS = ['recommendationType', 'customTypeLink', 'customTypePictureUrl'] as const;
type ImageWithLinkSection = (typeof IMAGE_WITH_LINK_SECTIONS)[number];

function isImageWithLinkSection(section: AppConfigSection): section is ImageWithLinkSection {
  return (IMAGE_WITH_LINK_SECTIONS as readonly string[]).includes(section);
}

/** The section of a stored row (404 when the row is missing or names no section Flyerdesk knows). */
export async function sectionOf(db: Db, id: string): Promise<AppConfigSection> {
  const row = await db.selectFrom('app_config_sections').select('section').where('id', '=', id).executeTakeFirst();
  if (!row || !isAppConfigSection(row.section)) throw appConfigStore.notFound();
  return row.section;
}

/** A document checked by its section's rules: cast (trimmed, lowercase ids …) and stripped of unknown keys. */
export function validDocument(section: AppConfigSection, document: unknown): Record<string, unknown> {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw invalidRequest([fieldError('document', document === undefined || document === null ? 'validation.required' : 'validation.invalid')], 'The document must be a JSON object');
  }
  const result = validateWith(appConfigSchema(section), document);
  if (!result.ok) throw invalidRequest(result.invalidFields, `The ${section} document is not valid`);
  return result.value;
}

/** The records a document may name, recognised by the name of the field holding their ids. */
type Referenced = 'stores' | 'leaflets' | 'cooks' | 'recipes';

const REFERENCE_FIELDS: readonly { kind: Referenced; pattern: RegExp }[] = [
  { kind: 'stores', pattern: /(^s|S)toreIds?$/ },
  { kind: 'leaflets', pattern: /(^l|L)eafletIds?$/ },
  { kind: 'cooks', pattern: /(^c|C)ookIds?$/ },
  { kind: 'recipes', pattern: /(^r|R)ecipeIds?$/ },
];

/** Refusal of an id naming no record, per kind of record. */
const NOT_FOUND_KEY: Record<Referenced, ValidationKey> = {
  stores: 'validation.storeNotFound',
  leaflets: 'validation.leafletNotFound',
  cooks: 'validation.cookNotFound',
  recipes: 'validation.recipeNotFound',
};

interface Reference {
  kind: Referenced;
  id: string;
  /** Its path in the document (`storeIds[2]`, `categories[0].storeIds[1]`, `leafletId`). */
  path: string;
}

/** Every id the document names, with its path; '' (none chosen) is no reference. */
function referencesOf(value: unknown, path = ''): Reference[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => referencesOf(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  const found: Reference[] = [];
  for (const [key, field] of Object.entries(value)) {
    const fieldPath = path === '' ? key : `${path}.${key}`;
    const kind = REFERENCE_FIELDS.find((reference) => reference.pattern.test(key))?.kind;
    if (kind && typeof field === 'string') {
      if (field !== '') found.push({ kind, id: field, path: fieldPath });
    } else if (kind && Array.isArray(field)) {
      field.forEach((id, index) => {
        if (typeof id === 'string') found.push({ kind, id, path: `${fieldPath}[${index}]` });
      });
    } else {
      found.push(...referencesOf(field, fieldPath));
    }
  }
  return found;
}

/** The ids among `ids` that exist in the kind's table, and which of them are archived. */
async function existing(trx: Trx, kind: Referenced, ids: readonly string[]): Promise<Map<string, { archived: boolean }>> {
  const valid = [...new Set(ids.filter((id) => UUID_PATTERN.test(id)).map((id) => id.toLowerCase()))];
  const found = new Map<string, { archived: boolean }>();
  if (valid.length === 0) return found;
  const archived = kind === 'leaflets' ? sql<boolean>`false` : sql<boolean>`archived_at is not null`;
  const { rows } = await sql<{ id: string; archived: boolean }>`
    select id, ${archived} as archived from ${sql.table(kind)} where id in (${sql.join(valid)})`.execute(trx);
  for (const row of rows) found.set(row.id, { archived: row.archived });
  return found;
}

/**
 * Refuses a document naming a shop, leaflet, cook or recipe that does not exist, or a shop that is
 * archived; each refusal names the id's path in the document.
 */
export async function checkReferences(trx: Trx, document: Record<string, unknown>): Promise<void> {
  const references = referencesOf(document);
  const problems: InvalidField[] = [];
  for (const { kind } of REFERENCE_FIELDS) {
    const ofKind = references.filter((reference) => reference.kind === kind);
    if (ofKind.length === 0) continue;
    const found = await existing(
      trx,
      kind,
      ofKind.map((reference) => reference.id),
    );
    for (const reference of ofKind) {
      const record = found.get(reference.id.toLowerCase());
      if (!record) problems.push(fieldError(reference.path, NOT_FOUND_KEY[kind]));
      else if (kind === 'stores' && record.archived) problems.push(fieldError(reference.path, 'validation.storeArchived'));
    }
  }
  if (problems.length > 0) throw invalidRequest(problems, 'The document names records that do not exist or are archived');
}

/**
 * Takes the rows of the sections the image-with-link rule reads (in one order, so that two saves
 * never wait for each other): a save of one of them then sees the others as they stay until it
 * commits. Saves of other sections take nothing.
 */
async function lockImageWithLinkSections(trx: Trx, section: AppConfigSection): Promise<void> {
  if (!isImageWithLinkSection(section)) return;
  await sql`select id from app_config_sections where section in (${sql.join([...IMAGE_WITH_LINK_SECTIONS])})
    order by section for no key update`.execute(trx);
}

/** The current documents of the image-with-link sections. */
async function imageWithLinkDocuments(trx: Trx): Promise<Partial<Record<ImageWithLinkSection, Record<string, unknown>>>> {
  const rows = await trx
    .selectFrom('app_config_sections')
    .select(['section', 'document'])
    .where('section', 'in', [...IMAGE_WITH_LINK_SECTIONS])
    .execute();
  return Object.fromEntries(rows.map((row) => [row.section, row.document]));
}

/**
 * Refuses a document of the recommendation type, the custom type link or the custom type picture URL
 * that, with the other two sections as they are, breaks the image-with-link rule; the refusal names the
 * field of the section being saved.
 */
async function checkImageWithLink(trx: Trx, section: AppConfigSection, document: Record<string, unknown>): Promise<void> {
  if (!isImageWithLinkSection(section)) return;
  const documents = { ...(await imageWithLinkDocuments(trx)), [section]: document };
  const type = documents.recommendationType?.type;
  const link = documents.customTypeLink?.link;
  const pictureUrl = documents.customTypePictureUrl?.pictureUrl;
  const problems = imageWithLinkProblems(
    typeof type === 'number' ? type : null,
    typeof link === 'string' ? link : null,
    typeof pictureUrl === 'string' ? pictureUrl : null,
  ).filter((problem) => problem.section === section);
  if (problems.length > 0) {
    throw invalidRequest(
      problems.map((problem) => fieldError(problem.field, problem.message.key, problem.message.values)),
      'The image with link recommendation needs the custom type link and picture URL',
    );
  }
}

export interface SectionWrite {
  id: string;
  section: AppConfigSection;
  /** Version from If-Match; undefined writes whatever the current version is. */
  expected: number | undefined;
  actor: Actor;
  /** The new document, as sent (or as found in the section's history), with the section's row taken. */
  document: (trx: Trx, locked: LockedRecord) => Promise<unknown>;
}

/**
 * Writes a section's next version inside `trx`: the row taken and its version checked (412 when
 * stale), the document checked by its rules, the data and the other sections, written with version +1,
 * when and by whom, and audited (UPDATED). Answers the section as written.
 */
export function saveSection(trx: Trx, write: SectionWrite): Promise<AppConfigSectionRecord> {
  const { id, section, actor } = write;
  return auditedWriteIn(trx, appConfigStore, {
    id,
    expected: write.expected,
    action: 'UPDATED',
    actor,
    prepare: (t) => lockImageWithLinkSections(t, section),
    write: async (t, locked) => {
      if (!locked) throw appConfigStore.notFound();
      const document = validDocument(section, await write.document(t, locked));
      await checkReferences(t, document);
      await checkImageWithLink(t, section, document);
      await t
        .updateTable('app_config_sections')
        .set((eb) => ({ document: JSON.stringify(document), version: eb('version', '+', 1), updated_at: new Date(), updated_by: actor.username }))
        .where('id', '=', id)
        .execute();
      return id;
    },
  });
}

/**
 * The document a section had at `version`: the record of the section's audit entry of that version or,
 * for the version the section started with (written by the migration, without an entry), the document
 * before the write of the next version. 404 when neither exists.
 */
export async function documentAtVersion(trx: Trx, id: string, version: number): Promise<unknown> {
  const entries = await trx
    .selectFrom('audit_entries')
    .select(['version', 'record', 'changes'])
    .where('kind', '=', 'RECORD')
    .where('entity', '=', RECORD_KIND.appConfig)
    .where('entity_id', '=', id)
    .where('version', 'in', [version, version + 1])
    .orderBy('seq', 'desc')
    .execute();
  const at = entries.find((entry) => entry.version === version)?.record?.document;
  if (at !== undefined) return at;
  const next = entries.find((entry) => entry.version === version + 1);
  // The next write lists the document among its changes when it changed it; otherwise it kept it as it was.
  const change = next?.changes.find((c) => c.field === 'document');
  const before = change ? change.before : next?.record?.document;
  if (before === undefined || before === null) throw notFound(`The section has no version ${version}`);
  return before;
}
