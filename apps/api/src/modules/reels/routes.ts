/**
 * Reels on the resource kit (spec §2 /reels, §3 Reel, §4, §5, §6): the list of the reels a user may
 * see (administrators all, EDITOR_REELS those of their channels), expired ones only when asked for;
 * records, create, edit, publish, deactivate, remove (archive) and restore, every write audited in its
 * transaction (history at /api/history/reels/:id, the kit's change feed); the media upload and the
 * media files themselves.
 */
import { Router, type Request, type Response } from 'express';
import { sql } from 'kysely';
import { ConflictReason } from '@flyerdesk/domain/errors';
import { isReelStatus, reelStatusAfter, seesAllReelChannels, type ReelStatusAction } from '@flyerdesk/domain/reels';
import { validateWith } from '@flyerdesk/domain/validation/messages';
import { reelEditContext, reelSchema, type ReelInput } from '@flyerdesk/domain/validation/reels';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { authenticate, requirePermission } from '../../http/authenticate';
import { currentUser, type AuthUser } from '../../http/context';
import { conflict, fieldError, forbidden, invalidRequest, type InvalidField } from '../../http/errors';
import { sendRecord } from '../../http/respond';
import { idParam, ifMatchVersion, optionalIdParam } from '../../http/validate';
import { actorOf, type Actor } from '../audit/record';
import { listPage, listParams, type ListPage } from '../resources/list';
import { refuseDuplicates } from '../resources/routes';
import { auditedWrite, setArchived, touchRecord, type Trx } from '../resources/writes';
import { assignedChannels } from './channels';
import { mediaExists, receiveMedia, sendMedia } from './media';
import { assertReelAccess, REEL_LIST, reelsVisibleTo, reelStore, selectReels, toReel, type Reel } from './model';

const duplicate = refuseDuplicates('naturalId', 'A reel with this id already exists', {
  reels_natural_id_uq: () => conflict(ConflictReason.DUPLICATE_NAME, 'A reel with this id already exists', [fieldError('naturalId', 'validation.duplicateNaturalId')]),
});

/** A yes/no query flag; absent is `fallback`. */
function flagQuery(value: unknown, field: string, problems: InvalidField[], fallback = false): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  problems.push(fieldError(field, 'validation.boolean'));
  return fallback;
}

interface ReelFilters {
  channelId?: string;
  status?: string;
  /** Expired reels (visibility end passed) are left out unless this is on. */
  showExpired: boolean;
  /** Only the expired reels. */
  onlyExpired: boolean;
}

/** The list's own filters besides the kit's paging, sort and search. */
function listFilters(query: Record<string, unknown>): ReelFilters {
  const problems: InvalidField[] = [];
  const filters: ReelFilters = {
    showExpired: flagQuery(query.showExpired, 'showExpired', problems),
    onlyExpired: flagQuery(query.onlyExpired, 'onlyExpired', problems),
  };
  try {
    const channelId = optionalIdParam(query.channelId, 'channelId');
    if (channelId) filters.channelId = channelId;
  } catch {
    problems.push(fieldError('channelId', 'validation.uuid'));
  }
  const { status } = query;
  if (status !== undefined && status !== '') {
    if (isReelStatus(status)) filters.status = status;
    else problems.push(fieldError('status', 'validation.status'));
  }
  if (problems.length > 0) throw invalidRequest(problems, 'The list request is not valid');
  return filters;
}

/**
 * The channel a reel goes to must exist (400), be one the user may see (403) and be in use: an archived
 * channel takes no reels (400).
 */
async function checkChannel(trx: Db, user: AuthUser, channelId: string): Promise<void> {
  const channel = await trx.selectFrom('reel_channels').select(['id', 'archived_at']).where('id', '=', channelId).executeTakeFirst();
  if (!channel) throw invalidRequest([fieldError('channelId', 'validation.invalid')], 'No reel channel with this id');
  if (!seesAllReelChannels(user.roles)) {
    const assigned = await assignedChannels(trx, user.id).where('channel_id', '=', channelId).executeTakeFirst();
    if (!assigned) throw forbidden('This reel channel is not assigned to you');
  }
  if (channel.archived_at !== null) throw invalidRequest([fieldError('channelId', 'validation.reelChannelArchived')], 'The reel channel is archived');
}

/** The columns of a reel's form; only the chosen action's fields are set. */
function columnsOf(input: ReelInput) {
  return {
    channel_id: input.channelId,
    natural_id: input.naturalId,
    media_url: input.mediaURL,
    media_type: input.mediaType,
    description: input.description ?? null,
    cta_button_text: input.ctaButtonText ?? null,
    visibility_time: input.visibilityTime,
    status: input.status,
    visibility_start_date: input.visibilityStartDate,
    visibility_end_date: input.visibilityEndDate,
    publish_date: input.publishDate,
    internal_note: input.internalNote ?? null,
    show_on: input.showOn,
    action_type: input.actionType,
    leaflet_id: input.leafletId ?? null,
    insert_number: input.insertNumber ?? null,
    standard_page_number: input.standardPageNumber ?? null,
    url: input.url ?? null,
    product_name: input.productName ?? null,
  };
}

export function reelRoutes(ctx: AppContext): Router {
  const { db, files } = ctx;
  const router = Router();
  router.use('/api/reels', authenticate(ctx));

  /** The form's values checked by the domain's rules (with what the reel is now, for an edit) and its references. */
  async function checkedInput(trx: Db, user: AuthUser, body: unknown, current?: { visibilityStartDate: string; status: string }): Promise<ReelInput> {
    const result = validateWith(reelSchema, body ?? {}, current ? { context: reelEditContext(current) } : {});
    if (!result.ok) throw invalidRequest(result.invalidFields);
    const input = result.value;
    await checkChannel(trx, user, input.channelId);
    if (!(await mediaExists(files, input.mediaURL))) {
      throw invalidRequest([fieldError('mediaURL', 'validation.reelMedia')], 'The media file was not uploaded here');
    }
    return input;
  }

  /**
   * Reels the user may see, paged, sorted (by start of visibility by default), searched in natural id,
   * description, button text, leaflet id and product; `channelId` and `status` narrow the list. Expired
   * reels (visibility end passed) are left out unless `showExpired=true`; `onlyExpired=true` lists only
   * them.
   */
  router.get('/api/reels', requirePermission('reels.read'), async (req: Request, res: Response) => {
    const params = listParams('reels', req.query);
    const filters = listFilters(req.query);
    let base = reelsVisibleTo(selectReels(db), db, currentUser(req));
    if (filters.channelId) base = base.where('r.channel_id', '=', filters.channelId);
    if (filters.status) base = base.where('r.status', '=', filters.status);
    if (filters.onlyExpired) base = base.where(sql<boolean>`r.visibility_end_date < now()`);
    else if (!filters.showExpired) base = base.where(sql<boolean>`r.visibility_end_date >= now()`);
    const { rows, total } = await listPage(base, REEL_LIST, params);
    const page: ListPage<Reel> = { items: rows.map(toReel), total, limit: params.limit, offset: params.offset };
    res.json(page);
  });

  /** An image or video for a reel: stored under a server-made name; answers its address, IMAGE or VIDEO, the format and size. */
  router.post('/api/reels/media', requirePermission('reels.write'), async (req: Request, res: Response) => {
    const media = await receiveMedia(req, res, files);
    req.log.info({ media: media.url, mediaType: media.mediaType, size: media.size }, 'reel media uploaded');
    res.status(201).json(media);
  });

  router.get('/api/reels/:id', requirePermission('reels.read'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    await assertReelAccess(db, currentUser(req), id);
    const record = await reelStore.read(db, id);
    if (!record) throw reelStore.notFound();
    sendRecord(res, record);
  });

  router.post('/api/reels', requirePermission('reels.write'), async (req: Request, res: Response) => {
    const user = currentUser(req);
    const actor = actorOf(user);
    const record = await auditedWrite(db, reelStore, {
      action: 'CREATED',
      actor,
      write: async (trx) => {
        const input = await checkedInput(trx, user, req.body);
        const row = await trx
          .insertInto('reels')
          .values({ ...columnsOf(input), created_by: actor.username, updated_by: actor.username })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      },
    }).catch(duplicate);
    req.log.info({ reelId: record.id, status: record.status }, 'reel created');
    sendRecord(res, record, 201);
  });

  /** Edits a reel (If-Match); its status may stay or take an action open from it. */
  router.put('/api/reels/:id', requirePermission('reels.write'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    const user = currentUser(req);
    await assertReelAccess(db, user, id);
    const actor = actorOf(user);
    const record = await auditedWrite(db, reelStore, {
      id,
      expected: ifMatchVersion(req.get('if-match')),
      action: 'UPDATED',
      actor,
      write: async (trx) => {
        const current = await trx.selectFrom('reels').select(['visibility_start_date', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
        const input = await checkedInput(trx, user, req.body, { visibilityStartDate: current.visibility_start_date.toISOString(), status: current.status });
        await trx
          .updateTable('reels')
          .set((eb) => ({ ...columnsOf(input), version: eb('version', '+', 1), updated_at: new Date(), updated_by: actor.username }))
          .where('id', '=', id)
          .execute();
        return id;
      },
    }).catch(duplicate);
    sendRecord(res, record);
  });

  /** Publish (DRAFT or DEACTIVATED → PUBLISHED) and deactivate (PUBLISHED → DEACTIVATED); 409 REEL_STATUS from any other status. */
  function statusRoute(action: ReelStatusAction) {
    return async (req: Request, res: Response) => {
      const id = idParam(req.params.id);
      const user = currentUser(req);
      await assertReelAccess(db, user, id);
      const actor: Actor = actorOf(user);
      const record = await auditedWrite(db, reelStore, {
        id,
        expected: ifMatchVersion(req.get('if-match')),
        action: 'UPDATED',
        actor,
        write: async (trx: Trx) => {
          const current = await trx.selectFrom('reels').select('status').where('id', '=', id).executeTakeFirstOrThrow();
          const next = isReelStatus(current.status) ? reelStatusAfter(current.status, action) : null;
          if (!next) throw conflict(ConflictReason.REEL_STATUS, `A ${current.status.toLowerCase()} reel cannot be ${action === 'publish' ? 'published' : 'deactivated'}`);
          await trx.updateTable('reels').set({ status: next }).where('id', '=', id).execute();
          await touchRecord(trx, 'reels', id, actor);
          return id;
        },
      });
      req.log.info({ reelId: id, status: record.status }, action === 'publish' ? 'reel published' : 'reel deactivated');
      sendRecord(res, record);
    };
  }

  router.post('/api/reels/:id/publish', requirePermission('reels.write'), statusRoute('publish'));
  router.post('/api/reels/:id/deactivate', requirePermission('reels.write'), statusRoute('deactivate'));

  /** Removing a reel archives it (restorable); restoring brings it back as it was. */
  function archiveRoute(archive: boolean) {
    return async (req: Request, res: Response) => {
      const id = idParam(req.params.id);
      const user = currentUser(req);
      await assertReelAccess(db, user, id);
      const record = await setArchived(db, reelStore, archive, { id, expected: ifMatchVersion(req.get('if-match')), actor: actorOf(user) });
      req.log.info({ reelId: id }, archive ? 'reel removed' : 'reel restored');
      sendRecord(res, record);
    };
  }

  router.delete('/api/reels/:id', requirePermission('reels.write'), archiveRoute(true));
  router.post('/api/reels/:id/restore', requirePermission('reels.write'), archiveRoute(false));

  /** Media files of reels: the apps load them, so they are public like every other file under /files. */
  router.get('/files/reels/:name', async (req: Request, res: Response) => {
    await sendMedia(files, String(req.params.name), res);
  });

  return router;
}
