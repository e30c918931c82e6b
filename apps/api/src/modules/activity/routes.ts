/**
 * Reading the activity log (/logs, ADMIN and ROOT): a page of entries, newest first; the live tail
 * (the entries after a position, oldest first) the gateway's shared poller follows with the service
 * token; and the CSV export of everything a filter matches, streamed.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import { sql, type Selectable } from 'kysely';
import {
  ACTIVITY_CSV_COLUMNS,
  ACTIVITY_RESOURCES,
  activityCsvFileName,
  activityCsvValue,
  activityEntityOf,
  activityResourceOf,
  isActivityKind,
  type ActivityItem,
  type ActivityPage,
} from '@flyerdesk/domain/activity';
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { isRecordAction } from '@flyerdesk/domain/resources';
import { activityFilterSchema, type ActivityFilter } from '@flyerdesk/domain/validation/activity';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import type { AuditEntriesTable } from '../../db/schema.resources';
import { authenticate, requirePermission, serviceOrPermission } from '../../http/authenticate';
import { CSV_BOM, csvLine } from '../../http/csv';
import { intQuery, validated } from '../../http/validate';

type EntryRow = Selectable<AuditEntriesTable>;

/** Largest seq or offset a request may name. */
const SEQ_MAX = Number.MAX_SAFE_INTEGER;
/** Entries read from the database at a time while the export streams. */
const EXPORT_BATCH = 500;

export function toActivityItem(row: EntryRow): ActivityItem | undefined {
  const resource = activityResourceOf(row.entity);
  if (!resource || !isActivityKind(row.kind)) return undefined;
  const record = row.kind === 'RECORD';
  return {
    seq: Number(row.seq),
    at: row.at.toISOString(),
    actor: row.actor,
    kind: row.kind,
    resource,
    recordId: row.entity_id,
    action: record && isRecordAction(row.action) ? row.action : null,
    summary: record ? row.changes.map((change) => change.field) : [],
    details: record ? { version: row.version } : (row.details ?? {}),
  };
}

/** The entries a filter matches (of the entities the log knows). */
function matching(db: Db, filter: ActivityFilter) {
  let query = db.selectFrom('audit_entries').where('entity', 'in', ACTIVITY_RESOURCES.map(activityEntityOf));
  const { user, resource, kind, action, from, to } = filter;
  if (user) {
    const name = user.toLowerCase();
    // The author, or the username a failed sign-in typed.
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['actor']), '=', name),
        eb.and([eb('kind', '=', 'SIGN_IN_FAILED'), eb(sql<string>`lower(details->>'username')`, '=', name)]),
      ]),
    );
  }
  if (resource) query = query.where('entity', '=', activityEntityOf(resource));
  if (kind) query = query.where('kind', '=', kind);
  if (action) query = query.where('kind', '=', 'RECORD').where('action', '=', action);
  if (from) query = query.where('at', '>=', new Date(from));
  if (to) query = query.where('at', '<', new Date(to));
  return query;
}

function itemsOf(rows: EntryRow[]): ActivityItem[] {
  return rows.map(toActivityItem).filter((item): item is ActivityItem => item !== undefined);
}

/** One page of the entries a filter matches, newest first. */
export async function readActivity(db: Db, filter: ActivityFilter, limit: number, offset: number): Promise<ActivityPage> {
  const query = matching(db, filter);
  const counted = await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await query.selectAll().orderBy('seq', 'desc').limit(limit).offset(offset).execute();
  return { items: itemsOf(rows), total: Number(counted.total), limit, offset };
}

/**
 * The entries after position `after` a filter matches, oldest first. Entries become visible in `seq`
 * order (every writer takes the audit turn until its commit), and none beyond the last position read
 * first is returned: a reader that continues after the last `seq` it got misses nothing.
 */
export async function readActivityTail(db: Db, filter: ActivityFilter, after: number, limit: number): Promise<ActivityPage> {
  const top = await db.selectFrom('audit_entries').select(sql<string | number>`coalesce(max(seq), 0)`.as('last')).executeTakeFirstOrThrow();
  const query = matching(db, filter).where(sql<boolean>`seq > ${after}`).where(sql<boolean>`seq <= ${Number(top.last)}`);
  const counted = await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await query.selectAll().orderBy('seq', 'asc').limit(limit).execute();
  return { items: itemsOf(rows), total: Number(counted.total), limit, offset: 0 };
}

/** The CSV of every entry a filter matches, newest first, read a batch at a time. */
async function* activityCsv(db: Db, filter: ActivityFilter): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(ACTIVITY_CSV_COLUMNS);
  let before: number | undefined;
  for (;;) {
    let query = matching(db, filter);
    if (before !== undefined) query = query.where(sql<boolean>`seq < ${before}`);
    const rows = await query.selectAll().orderBy('seq', 'desc').limit(EXPORT_BATCH).execute();
    const lines = itemsOf(rows).map((item) => csvLine(ACTIVITY_CSV_COLUMNS.map((column) => activityCsvValue(item, column))));
    if (lines.length > 0) yield lines.join('');
    const last = rows.at(-1);
    if (rows.length < EXPORT_BATCH || last === undefined) return;
    before = Number(last.seq);
  }
}

function filterOf(req: Request): ActivityFilter {
  return validated(activityFilterSchema, req.query);
}

export function activityRoutes(ctx: AppContext): Router {
  const { db } = ctx;
  const router = Router();

  /**
   * A page of the log (newest first), or with `after` the entries after that position (oldest first):
   * for administrators and for the gateway's live tail (service token).
   */
  router.get('/api/logs', serviceOrPermission(ctx, 'logs.read'), async (req: Request, res: Response) => {
    const filter = filterOf(req);
    const limit = intQuery(req.query.limit, 'limit', LIST_PAGES.logs.fallback, 1, LIST_PAGES.logs.max);
    res.setHeader('Cache-Control', 'no-store');
    if (req.query.after !== undefined && req.query.after !== '') {
      res.json(await readActivityTail(db, filter, intQuery(req.query.after, 'after', 0, 0, SEQ_MAX), limit));
      return;
    }
    res.json(await readActivity(db, filter, limit, intQuery(req.query.offset, 'offset', 0, 0, SEQ_MAX)));
  });

  /** Every entry the filter matches as a CSV download, streamed as it is read. */
  router.get('/api/logs.csv', authenticate(ctx), requirePermission('logs.read'), async (req: Request, res: Response) => {
    const filter = filterOf(req);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${activityCsvFileName()}"`);
    res.setHeader('Cache-Control', 'no-store');
    try {
      await pipeline(Readable.from(activityCsv(db, filter)), res);
    } catch (err) {
      // A browser that cancelled the download ended the stream: nothing failed here.
      if (res.destroyed && !res.writableFinished && (err as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      throw err;
    }
  });

  return router;
}
