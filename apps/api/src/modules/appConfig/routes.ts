/**
 * The app configuration (spec §2 /app-config; administrators only) on the resource kit: the 19
 * sections as one list page (in the screen's order), a section, a save of its document as its next
 * version (If-Match) and a revert to the document of an earlier version; every write audited (history
 * at /api/history/appConfig/:id, the kit's change feed). And the public call the mobile and web apps
 * poll for the published configuration (no token; ETag and 304).
 */
import { Router, type Request, type Response } from 'express';
import { APP_CONFIG_DEFAULTS, APP_CONFIG_SECTIONS, isAppConfigSection, publishedConfigVersion, type AppConfigSection, type PublishedAppConfig } from '@flyerdesk/domain/appConfig';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { authenticate, requirePermission } from '../../http/authenticate';
import { currentUser } from '../../http/context';
import { fieldError, invalidRequest } from '../../http/errors';
import { sendRecord } from '../../http/respond';
import { idParam, ifMatchVersion } from '../../http/validate';
import { actorOf } from '../audit/record';
import { listPage, listParams, type ListPage } from '../resources/list';
import { APP_CONFIG_LIST, appConfigStore, selectAppConfigSections, toAppConfigSection, type AppConfigSectionRecord } from './model';
import { documentAtVersion, saveSection, sectionOf } from './service';

/** Address of the published configuration. */
export const PUBLIC_APP_CONFIG_PATH = '/api/public/app-config';

/** Largest version a revert may name. */
const VERSION_MAX = 1_000_000_000;

/** The JSON object body of a write (an absent or non-object body reads as empty). */
function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** `toVersion` of a revert: a whole number from 1. */
function toVersionOf(req: Request): number {
  const value = bodyOf(req).toVersion;
  if (value === undefined || value === null || value === '') throw invalidRequest([fieldError('toVersion', 'validation.required')], 'toVersion is required');
  const version = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > VERSION_MAX) {
    throw invalidRequest([fieldError('toVersion', 'validation.naturalNumber')], 'toVersion must be a version number');
  }
  return version;
}

/** The published configuration: every section's current document, read in one query. */
export async function readPublishedConfig(db: Db): Promise<PublishedAppConfig> {
  const rows = await db.selectFrom('app_config_sections').select(['section', 'document', 'version']).execute();
  const stored = new Map<AppConfigSection, { document: Record<string, unknown>; version: number }>();
  for (const row of rows) if (isAppConfigSection(row.section)) stored.set(row.section, row);
  const versions = Object.fromEntries(APP_CONFIG_SECTIONS.map((section) => [section, stored.get(section)?.version ?? 0])) as Record<AppConfigSection, number>;
  // A section without its row (never the case after the migration) is published with its default document.
  const sections = Object.fromEntries(
    APP_CONFIG_SECTIONS.map((section) => [section, stored.get(section)?.document ?? APP_CONFIG_DEFAULTS[section]]),
  ) as unknown as PublishedAppConfig['sections'];
  return { version: publishedConfigVersion(versions), sections };
}

/**
 * Whether an If-None-Match header names `etag`: a list of entity tags (weak `W/` ones compared by their
 * value, as a GET compares them) or `*`.
 */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === etag);
}

export function appConfigRoutes(ctx: AppContext): Router {
  const { db } = ctx;
  const router = Router();

  /**
   * The published configuration the apps poll (no token: the apps read it before anyone signs in).
   * `Cache-Control: no-cache`: the apps and any cache in between may keep the answer but revalidate it on
   * every poll, so a save is seen at the next poll; an unchanged configuration then costs a 304.
   */
  router.get(PUBLIC_APP_CONFIG_PATH, async (req: Request, res: Response) => {
    const published = await readPublishedConfig(db);
    const etag = `"${published.version}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'no-cache');
    if (noneMatchHits(req.get('if-none-match'), etag)) {
      res.status(304).end();
      return;
    }
    res.json(published);
  });

  router.use('/api/appConfig', authenticate(ctx));

  router.get('/api/appConfig', requirePermission('appConfig.read'), async (req: Request, res: Response) => {
    const params = listParams('appConfig', req.query);
    const { rows, total } = await listPage(selectAppConfigSections(db), APP_CONFIG_LIST, params);
    const page: ListPage<AppConfigSectionRecord> = { items: rows.map(toAppConfigSection), total, limit: params.limit, offset: params.offset };
    res.json(page);
  });

  router.get('/api/appConfig/:id', requirePermission('appConfig.read'), async (req: Request, res: Response) => {
    const record = await appConfigStore.read(db, idParam(req.params.id));
    if (!record) throw appConfigStore.notFound();
    sendRecord(res, record);
  });

  /** A section's new document (`{ document }`) as its next version. */
  router.put('/api/appConfig/:id', requirePermission('appConfig.write'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    const expected = ifMatchVersion(req.get('if-match'));
    const actor = actorOf(currentUser(req));
    const section = await sectionOf(db, id);
    const document = bodyOf(req).document;
    const record = await db.transaction().execute((trx) => saveSection(trx, { id, section, expected, actor, document: () => Promise.resolve(document) }));
    req.log.info({ appConfigSectionId: id, section, version: record.version }, 'app config section saved');
    sendRecord(res, record);
  });

  /** The document the section had at `toVersion` (`{ toVersion }`), checked by today's rules, as its next version. */
  router.post('/api/appConfig/:id/revert', requirePermission('appConfig.write'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    const expected = ifMatchVersion(req.get('if-match'));
    const actor = actorOf(currentUser(req));
    const toVersion = toVersionOf(req);
    const section = await sectionOf(db, id);
    const record = await db.transaction().execute((trx) =>
      saveSection(trx, {
        id,
        section,
        expected,
        actor,
        document: (t, locked) => {
          if (toVersion === locked.version) throw invalidRequest([fieldError('toVersion', 'validation.invalid')], 'The section is already at this version');
          return documentAtVersion(t, id, toVersion);
        },
      }),
    );
    req.log.info({ appConfigSectionId: id, section, toVersion, version: record.version }, 'app config section reverted');
    sendRecord(res, record);
  });

  return router;
}
