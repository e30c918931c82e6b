/**
 * Reading the audit entries: the history of one record (newest first) and the change feed the
 * gateway's shared poller follows (every write of every kit record, oldest first, after a cursor).
 */
import { Router, type Request, type Response } from 'express';
import { sql } from 'kysely';
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import type { Permission } from '@flyerdesk/domain/permissions';
import { RECORD_KIND, RESOURCES, type FieldChange, type RecordAction, type ResourceName } from '@flyerdesk/domain/resources';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { authenticate, requirePermission, serviceOrPermission } from '../../http/authenticate';
import { currentUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { idParam, intQuery } from '../../http/validate';
import { groupShopFilter } from '../groups/routes';
import { visibleNotification } from '../notifications/model';
import { assertHistoryVisible } from '../recipes/scope';
import { assertChannelAccess } from '../reels/channels';
import { assertReelAccess } from '../reels/model';
import { assertStoreAccess } from '../stores/scope';
import { resourceOfKind } from './record';

/** One write of a record as its history shows it. */
export interface HistoryEntry {
  /** The entry's position in the global order (seq), as text. */
  id: string;
  at: string;
  actor: string | null;
  action: RecordAction;
  version: number;
  changes: FieldChange[];
}

export interface HistoryPage {
  items: HistoryEntry[];
  total: number;
}

/** One write in the change feed, carrying the record as it was written. */
export interface ChangeItem {
  seq: number;
  resource: ResourceName;
  id: string;
  action: RecordAction;
  version: number;
  actor: string | null;
  at: string;
  record: Record<string, unknown>;
}

export interface ChangeFeed {
  /** The highest seq written so far (0 when there is none): nothing up to it is still to come. */
  version: number;
  items: ChangeItem[];
}

/** Resources whose history lives in the audit entries (a leaflet's has its own table, served by the leaflets module). */
type AuditedResource = Exclude<ResourceName, 'leaflets'>;

const READ_PERMISSION: Record<AuditedResource, Permission> = {
  appConfig: 'appConfig.read',
  categories: 'categories.read',
  cooks: 'recipes.read',
  recipes: 'recipes.read',
  groups: 'groups.read',
  inserts: 'inserts.read',
  notifications: 'notifications.archive',
  loyaltyCards: 'loyaltyCards.read',
  reelChannels: 'reels.read',
  reels: 'reels.read',
  users: 'users.read',
  stores: 'stores.read',
};

function isAudited(resource: ResourceName): resource is AuditedResource {
  return resource !== 'leaflets';
}

/** Largest seq a cursor may name. */
const SEQ_MAX = Number.MAX_SAFE_INTEGER;

/** Tables not named like their resource. */
const TABLE_OF: Partial<Record<ResourceName, string>> = { appConfig: 'app_config_sections' };

async function recordExists(db: Db, resource: ResourceName, id: string): Promise<boolean> {
  // The table of each kit resource is named like the resource, in snake case (loyaltyCards: loyalty_cards), unless TABLE_OF names it.
  const table = TABLE_OF[resource] ?? resource.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  const { rows } = await sql<{ found: number }>`select 1 as found from ${sql.table(table)} where id = ${id}`.execute(db);
  return rows.length > 0;
}

/** The shops of a group's changes that the user may not see are left out (and a change left empty with them). */
function filterShops(changes: FieldChange[], filter: (storeIds: string[]) => string[]): FieldChange[] {
  const visible = (value: unknown) => (Array.isArray(value) ? filter(value.filter((v): v is string => typeof v === 'string')) : value);
  return changes
    .map((change) => (change.field === 'storeIds' ? { ...change, before: visible(change.before), after: visible(change.after) } : change))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}

export async function readHistory(db: Db, resource: ResourceName, id: string, limit: number, offset: number): Promise<HistoryPage> {
  // Writes of the record only: a user's sign-ins and sign-outs share its entity in the activity log.
  const entries = db.selectFrom('audit_entries').where('kind', '=', 'RECORD').where('entity', '=', RECORD_KIND[resource]).where('entity_id', '=', id);
  const counted = await entries.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await entries
    .select(['seq', 'at', 'actor', 'action', 'version', 'changes'])
    .orderBy('seq', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    items: rows.map((row) => ({
      id: String(row.seq),
      at: row.at.toISOString(),
      actor: row.actor,
      action: row.action as RecordAction,
      // Every record write has its version (audit_entries_record_ck).
      version: row.version ?? 0,
      changes: row.changes,
    })),
    total: Number(counted.total),
  };
}

/** Entries after `after`, oldest first, at most `limit`, none beyond the version read first. */
export async function readChanges(db: Db, after: number, limit: number): Promise<ChangeFeed> {
  const top = await db
    .selectFrom('audit_entries')
    .select(sql<string | number>`coalesce(max(seq), 0)`.as('version'))
    .executeTakeFirstOrThrow();
  const version = Number(top.version);
  const rows = await db
    .selectFrom('audit_entries')
    .selectAll()
    .where(sql<boolean>`seq > ${after}`)
    .where(sql<boolean>`seq <= ${version}`)
    .where('kind', '=', 'RECORD')
    .orderBy('seq', 'asc')
    .limit(limit)
    .execute();
  const items: ChangeItem[] = [];
  for (const row of rows) {
    const resource = resourceOfKind(row.entity);
    if (!resource || row.entity_id === null || row.version === null || row.record === null) continue;
    items.push({
      seq: Number(row.seq),
      resource,
      id: row.entity_id,
      action: row.action as RecordAction,
      version: row.version,
      actor: row.actor,
      at: row.at.toISOString(),
      record: row.record,
    });
  }
  return { version, items };
}

export function auditRoutes(ctx: AppContext): Router {
  const { db } = ctx;
  const router = Router();

  for (const resource of RESOURCES.filter(isAudited)) {
    router.get(
      `/api/history/${resource}/:id`,
      authenticate(ctx),
      requirePermission(READ_PERMISSION[resource]),
      async (req: Request, res: Response) => {
        const id = idParam(req.params.id);
        const limit = intQuery(req.query.limit, 'limit', LIST_PAGES.history.fallback, 1, LIST_PAGES.history.max);
        const offset = intQuery(req.query.offset, 'offset', 0, 0, SEQ_MAX);
        if (!(await recordExists(db, resource, id))) throw notFound('Record not found');
        // A shop's history is for those who may see the shop (editors: their assigned shops).
        if (resource === 'stores') await assertStoreAccess(db, currentUser(req), id);
        // A notification's history is for those who may see its channel (404 for the others, as its record).
        if (resource === 'notifications') await visibleNotification(db, currentUser(req), id);
        // A reel channel's or reel's history is for those who may see the channel (EDITOR_REELS: their channels).
        if (resource === 'reelChannels') await assertChannelAccess(db, currentUser(req), id);
        if (resource === 'reels') await assertReelAccess(db, currentUser(req), id);
        // A cook's or recipe's history is for those who may see it (recipe editors: their cooks; 404 for the others).
        if (resource === 'cooks' || resource === 'recipes') await assertHistoryVisible(db, currentUser(req), resource, id);
        const page = await readHistory(db, resource, id, limit, offset);
        const filter = resource === 'groups' ? await groupShopFilter(db, currentUser(req)) : undefined;
        if (filter) page.items = page.items.map((item) => ({ ...item, changes: filterShops(item.changes, filter) }));
        res.json(page);
      },
    );
  }

  /** Every write of every kit record after a cursor: for trusted services (the service token) and administrators. */
  router.get('/api/changes', serviceOrPermission(ctx, 'logs.read'), async (req: Request, res: Response) => {
    const after = intQuery(req.query.after, 'after', 0, 0, SEQ_MAX);
    const limit = intQuery(req.query.limit, 'limit', LIST_PAGES.changes.fallback, 1, LIST_PAGES.changes.max);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await readChanges(db, after, limit));
  });

  return router;
}
