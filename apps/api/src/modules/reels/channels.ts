/**
 * Reel channels on the resource kit (spec §2 /reels, §3 Reel channel, §6): the list and records of the
 * channels a user may see (administrators all, EDITOR_REELS the ones assigned to them), create, edit,
 * archive and restore, the logo, every write audited. Only administrators assign editors; a channel an
 * EDITOR_REELS creates is assigned to them in the same transaction.
 */
import { Router, type Request, type Response } from 'express';
import { sql, type Kysely } from 'kysely';
import { REEL_EDITOR_ROLE, seesAllReelChannels } from '@flyerdesk/domain/reels';
import { reelChannelSchema } from '@flyerdesk/domain/validation/reels';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { authenticate, requirePermission } from '../../http/authenticate';
import { currentUser, type AuthUser } from '../../http/context';
import { conflict, fieldError, forbidden, invalidRequest, notFound } from '../../http/errors';
import type { Actor } from '../audit/record';
import { logoUrl } from '../files/urls';
import { listPage, listParams, type ListPage, type ListSource } from '../resources/list';
import { refuseDuplicates, registerKitRoutes } from '../resources/routes';
import { bookkeepingOf, type RecordStore, type Trx } from '../resources/writes';

/** A reel channel as the api answers it (the GraphQL ReelChannel type field for field). */
export type ReelChannel = {
  id: string;
  naturalId: string;
  name: string;
  description: string | null;
  logoUrl: string | null;
  autoCreateReels: boolean;
  /** Ids of the users (role EDITOR_REELS) assigned to the channel, sorted. */
  editorIds: string[];
  /** Their usernames, sorted. */
  editors: string[];
  archivedAt: string | null;
  version: number;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
};

/** Fields that follow from other records (the editors' usernames): never changes of a write of the channel. */
const DERIVED = ['editors'] as const;

/** Every channel with its editors; neither scoped to a user nor ordered. */
export function selectChannels(db: Kysely<Database>) {
  return db
    .selectFrom('reel_channels as c')
    .selectAll('c')
    .select([
      sql<string[]>`coalesce((select array_agg(e.user_id::text order by e.user_id) from reel_channel_editors e where e.channel_id = c.id), '{}')`.as(
        'editor_ids',
      ),
      sql<string[]>`coalesce((select array_agg(u.username order by u.username) from reel_channel_editors e join users u on u.id = e.user_id where e.channel_id = c.id), '{}')`.as(
        'editor_names',
      ),
    ]);
}

type ChannelSelection = ReturnType<typeof selectChannels>;
type ChannelListRow = Awaited<ReturnType<ChannelSelection['executeTakeFirstOrThrow']>>;

export function toChannel(row: ChannelListRow): ReelChannel {
  return {
    id: row.id,
    naturalId: row.natural_id,
    name: row.name,
    description: row.description,
    logoUrl: logoUrl(row.logo_name),
    autoCreateReels: row.auto_create_reels,
    editorIds: row.editor_ids,
    editors: row.editor_names,
    ...bookkeepingOf(row),
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
  };
}

/** Ids of the channels assigned to a user, as a subquery. */
export function assignedChannels(db: Kysely<Database>, userId: string) {
  return db.selectFrom('reel_channel_editors').select('channel_id').where('user_id', '=', userId);
}

/** Only the channels the user may see: administrators every channel, others the ones assigned to them. */
function visibleTo(query: ChannelSelection, db: Kysely<Database>, user: AuthUser): ChannelSelection {
  if (seesAllReelChannels(user.roles)) return query;
  return query.where('c.id', 'in', assignedChannels(db, user.id));
}

export const channelNotFound = () => notFound('Reel channel not found');

export const reelChannelStore: RecordStore<ReelChannel> = {
  resource: 'reelChannels',
  table: 'reel_channels',
  notFound: channelNotFound,
  read: async (db: Db, id: string) => {
    const row = await selectChannels(db).where('c.id', '=', id).executeTakeFirst();
    return row ? toChannel(row) : undefined;
  },
  derived: DERIVED,
};

const LIST: ListSource<'reelChannels'> = {
  table: 'c',
  sorts: {
    name: { column: 'name', text: true },
    naturalId: { column: 'natural_id', text: true },
    updatedAt: { column: 'updated_at' },
  },
  searchColumns: ['name', 'natural_id', 'description'],
};

const duplicate = refuseDuplicates('naturalId', 'A reel channel with this id already exists', {
  reel_channels_natural_id_uq: () =>
    conflict('DUPLICATE_NAME', 'A reel channel with this id already exists', [fieldError('naturalId', 'validation.duplicateNaturalId')]),
});

/**
 * Refuses with 404 an unknown channel and with 403 a channel not assigned to a non-administrator (who
 * may neither read nor change it).
 */
export async function assertChannelAccess(db: Db, user: AuthUser, channelId: string): Promise<void> {
  const channel = await db.selectFrom('reel_channels').select('id').where('id', '=', channelId).executeTakeFirst();
  if (!channel) throw channelNotFound();
  if (seesAllReelChannels(user.roles)) return;
  const assigned = await db
    .selectFrom('reel_channel_editors')
    .select('channel_id')
    .where('channel_id', '=', channelId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!assigned) throw forbidden('This reel channel is not assigned to you');
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.toLowerCase()))].sort();
}

async function assignedEditorIds(trx: Db, channelId: string): Promise<string[]> {
  const rows = await trx.selectFrom('reel_channel_editors').select('user_id').where('channel_id', '=', channelId).execute();
  return unique(rows.map((row) => row.user_id));
}

/**
 * The editors a write leaves assigned to the channel. Administrators set them as sent, and only users
 * with the role EDITOR_REELS can be assigned (400 on `editorIds` otherwise); anyone else may send them
 * back unchanged, never change them (403). Left out, they stay as they are. A channel an EDITOR_REELS
 * creates is assigned to them.
 */
async function editorsToAssign(trx: Db, user: AuthUser, requested: string[] | undefined, current: readonly string[], creating: boolean): Promise<string[]> {
  if (!seesAllReelChannels(user.roles)) {
    const own = creating ? [user.id.toLowerCase()] : [...current];
    if (requested !== undefined && requested.length > 0 && JSON.stringify(unique(requested)) !== JSON.stringify(unique(own))) {
      throw forbidden('Only administrators assign editors to a reel channel');
    }
    return own;
  }
  if (requested === undefined) return [...current];
  const wanted = unique(requested);
  if (wanted.length > 0) {
    const editors = await trx
      .selectFrom('users')
      .select('id')
      .where('id', 'in', wanted)
      .where(sql<boolean>`${REEL_EDITOR_ROLE} = any(roles)`)
      .execute();
    if (editors.length !== wanted.length) {
      throw invalidRequest([fieldError('editorIds', 'validation.reelChannelEditor')], 'Only users with the role EDITOR_REELS can be assigned to a reel channel');
    }
  }
  return wanted;
}

/** The channel's editors become exactly `ids`. */
async function replaceEditors(trx: Trx, channelId: string, ids: readonly string[]): Promise<void> {
  await trx.deleteFrom('reel_channel_editors').where('channel_id', '=', channelId).execute();
  if (ids.length === 0) return;
  await trx
    .insertInto('reel_channel_editors')
    .values(ids.map((id) => ({ channel_id: channelId, user_id: id })))
    .execute();
}

export function reelChannelRoutes(ctx: AppContext): Router {
  const { db } = ctx;
  const router = Router();
  router.use('/api/reelChannels', authenticate(ctx));

  /** Channels the user may see, paged, searched in name, natural id and description, archived ones with `archived=ARCHIVED`. */
  router.get('/api/reelChannels', requirePermission('reels.read'), async (req: Request, res: Response) => {
    const params = listParams('reelChannels', req.query);
    const base = visibleTo(selectChannels(db), db, currentUser(req));
    const { rows, total } = await listPage(base, LIST, params);
    const page: ListPage<ReelChannel> = { items: rows.map(toChannel), total, limit: params.limit, offset: params.offset };
    res.json(page);
  });

  registerKitRoutes(router, ctx, {
    store: reelChannelStore,
    permissions: { read: 'reels.read', write: 'reels.write' },
    access: (req, id) => assertChannelAccess(db, currentUser(req), id),
    noun: 'reelChannel',
    form: {
      schema: reelChannelSchema,
      create: async (trx, input, actor: Actor, req) => {
        const editorIds = await editorsToAssign(trx, currentUser(req), input.editorIds, [], true);
        const row = await trx
          .insertInto('reel_channels')
          .values({
            natural_id: input.naturalId,
            name: input.name,
            description: input.description ?? null,
            auto_create_reels: input.autoCreateReels ?? false,
            created_by: actor.username,
            updated_by: actor.username,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await replaceEditors(trx, row.id, editorIds);
        return row.id;
      },
      // "Create reels automatically" and the editors left out keep their stored values.
      update: async (trx, id, input, actor: Actor, req) => {
        const current = await assignedEditorIds(trx, id);
        const editorIds = await editorsToAssign(trx, currentUser(req), input.editorIds, current, false);
        await trx
          .updateTable('reel_channels')
          .set((eb) => ({
            natural_id: input.naturalId,
            name: input.name,
            description: input.description ?? null,
            ...(input.autoCreateReels !== undefined ? { auto_create_reels: input.autoCreateReels } : {}),
            version: eb('version', '+', 1),
            updated_at: new Date(),
            updated_by: actor.username,
          }))
          .where('id', '=', id)
          .execute();
        if (JSON.stringify(editorIds) !== JSON.stringify(current)) await replaceEditors(trx, id, editorIds);
      },
      duplicate,
    },
    picture: { path: 'logo', column: { table: 'reel_channels', column: 'logo_name' }, area: 'logos', kinds: ['png', 'jpeg', 'webp'] },
  });

  return router;
}
