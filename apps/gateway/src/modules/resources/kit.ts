/**
 * The gateway half of the resource kit: what every list-and-record resource does the same way.
 * A resource module (categories, groups, inserts…) names its client, its mapper and its domain schema;
 * its resolvers are then one line each:
 * - lists are paged, sorted, filtered and searched upstream (listArgs.ts);
 * - every write is refused with LOCKED while someone else holds the record's edit lock (locks.ts),
 *   sends the version it started from, and on success announces the change carrying the record, so
 *   subscribers patch their lists without reading anything (events.ts);
 * - the change subscription also keeps the api's change feed watched, so writes made around the
 *   gateway (another back-end client, a script) reach the lists too.
 */
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import type { RecordAction, ResourceName } from '@flyerdesk/domain/resources';
import type { AnySchema, InferType } from 'yup';
import type { FieldChange, HistoryPage, ListPageInput, RecordAction as GqlRecordAction } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { badRequest, badUserInput, locked } from '../../errors';
import { resumeTopic, withCleanup } from '../../realtime/iterators';
import type { Sequenced } from '../../realtime/pubsub';
import { validated } from '../../validation';
import type { ResourceClient, UpstreamHistoryEntry, UpstreamRecord } from './client';
import { publishRecordChange, recordsTopic, type RecordChange } from './events';
import { listQuery } from './listArgs';

export interface ResourceKitOptions<U extends UpstreamRecord, G, S extends AnySchema> {
  resource: ResourceName;
  client: (ctx: GatewayContext) => ResourceClient<U, InferType<S>>;
  map: (raw: U) => G;
  /**
   * The domain's yup schema of the record's form; or, when the form's rules depend on the record
   * itself (each section of the app configuration has a document of its own shape), the schema of one
   * record's form, found from its id (such a resource offers no create).
   */
  schema: S | ((ctx: GatewayContext, id: string) => Promise<S>);
  /**
   * Shapes an announced record for one subscriber, given what `scope` prepared once when the
   * subscription started (e.g. the shops a non-administrator may see), or hides it from them (null:
   * a shop not assigned to an editor); the record as it is by default.
   */
  scopeEvent?: (record: U, scope: unknown) => U | null;
  scope?: (ctx: GatewayContext) => Promise<unknown>;
}

/** What a change subscription hands to its subscriber. */
export interface RecordChangePayload<G> {
  seq: number;
  /** The change's number in the resource's topic (seq counts only what this subscriber was shown). */
  position: number;
  action: GqlRecordAction;
  record: G;
  actor: string | null;
  at: string;
  clientMutationId: string | null;
}

/** A value of an audit entry as JSON text (null stays null). */
function jsonText(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

function toHistoryEntry(raw: UpstreamHistoryEntry) {
  const changes: FieldChange[] = (raw.changes ?? []).map((change) => ({
    field: change.field,
    before: jsonText(change.before),
    after: jsonText(change.after),
  }));
  return { id: String(raw.id), at: raw.at, actor: raw.actor ?? null, action: raw.action, version: raw.version, changes };
}

/** Refuses a write while another person holds the record's edit lock. */
export async function assertNotLocked(ctx: GatewayContext, resource: ResourceName, id: string): Promise<void> {
  const lock = await ctx.live.locks.current(resource, id);
  if (!lock) return;
  const { user } = await ctx.session.require();
  if (lock.holder === user.username) return;
  throw locked({ holder: lock.holder, since: new Date(lock.since).toISOString(), expiresAt: new Date(lock.expiresAt).toISOString() });
}

export function resourceKit<U extends UpstreamRecord, G, S extends AnySchema>(options: ResourceKitOptions<U, G, S>) {
  const { resource, client, map, schema } = options;

  async function write(ctx: GatewayContext, action: RecordAction, raw: U, clientMutationId: string | null | undefined): Promise<G> {
    await publishRecordChange(ctx, resource, action, raw, clientMutationId);
    return map(raw);
  }

  return {
    async list(ctx: GatewayContext, page: ListPageInput | null | undefined): Promise<{ items: G[]; total: number }> {
      const answer = await client(ctx).list(listQuery(resource, page));
      return { items: answer.items.map(map), total: answer.total };
    },

    async get(ctx: GatewayContext, id: string): Promise<G> {
      return map(await client(ctx).byId(id));
    },

    async history(ctx: GatewayContext, id: string, limit: number | null | undefined, offset: number | null | undefined): Promise<HistoryPage> {
      const { fallback, max } = LIST_PAGES.history;
      const size = limit ?? fallback;
      const from = offset ?? 0;
      if (!Number.isInteger(size) || size < 1 || size > max || !Number.isInteger(from) || from < 0) {
        throw badUserInput([{ field: 'limit', key: 'validation.invalid', message: `A page has 1 to ${max} entries` }]);
      }
      const answer = await client(ctx).history(id, size, from);
      return { items: answer.items.map(toHistoryEntry), total: answer.total };
    },

    async create(ctx: GatewayContext, input: unknown, clientMutationId: string | null | undefined): Promise<G> {
      if (typeof schema === 'function') throw badRequest(`Records of ${resource} cannot be created`);
      const raw = await client(ctx).create(validated(schema, input));
      return write(ctx, 'CREATED', raw, clientMutationId);
    },

    async update(ctx: GatewayContext, id: string, version: number, input: unknown, clientMutationId: string | null | undefined): Promise<G> {
      const form = typeof schema === 'function' ? await schema(ctx, id) : schema;
      const checked = validated(form, input);
      await assertNotLocked(ctx, resource, id);
      return write(ctx, 'UPDATED', await client(ctx).update(id, version, checked), clientMutationId);
    },

    async archive(ctx: GatewayContext, id: string, version: number | null | undefined, clientMutationId: string | null | undefined): Promise<G> {
      await assertNotLocked(ctx, resource, id);
      return write(ctx, 'ARCHIVED', await client(ctx).archive(id, version), clientMutationId);
    },

    async restore(ctx: GatewayContext, id: string, clientMutationId: string | null | undefined): Promise<G> {
      await assertNotLocked(ctx, resource, id);
      return write(ctx, 'RESTORED', await client(ctx).restore(id), clientMutationId);
    },

    /** Announces a write made by another route of the gateway (e.g. an image upload). */
    announce: write,

    /** The list's change subscription: every created, updated, archived or restored record. */
    changed: {
      subscribe: async (_parent: unknown, _args: unknown, ctx: GatewayContext) => {
        await ctx.session.require();
        const scope = options.scope ? await options.scope(ctx) : undefined;
        const { scopeEvent } = options;
        const { resume } = ctx;
        // A scoped list comes back from the topic position it saw, and its own numbering goes on.
        const from = !scopeEvent ? resumeTopic(resume) : resume?.position !== undefined ? { after: resume.position } : {};
        const stream = ctx.events.subscribe<RecordChange<U>>(recordsTopic(resource), from);
        const release = ctx.live.changes?.watch('all') ?? (() => undefined);
        const watched = withCleanup(stream, release);
        if (!scopeEvent) return watched;
        const start = resume ? { seq: resume.seq, position: from.after ?? null } : null;
        return scopedEvents<Sequenced<RecordChange<U>>, U>(watched, (record) => scopeEvent(record, scope), start);
      },
      resolve: (event: Sequenced<RecordChange<U>> & { position?: number }): RecordChangePayload<G> => ({
        seq: event.seq,
        position: event.position ?? event.seq,
        action: event.action,
        record: map(event.record),
        actor: event.actor,
        at: event.at,
        clientMutationId: event.clientMutationId,
      }),
    },
  };
}

/**
 * One subscriber's view of a topic: `shape` adapts each record for them or hides it (null). A hidden
 * event must not read as a missed one, so the subscriber's events are numbered on their own: one more
 * per event delivered, two more when events of the topic were missed in between (still a gap, so the
 * subscriber still refetches then). Each event keeps its topic position (`position`). A subscriber that
 * comes back (`start`: the last seq it saw, at that topic position) is numbered on from there; one that
 * could not say where it was in the topic (null) sees a gap at its first event.
 */
export function scopedEvents<T extends { seq: number; record: R }, R>(
  inner: AsyncIterableIterator<T>,
  shape: (record: R) => R | null,
  start: { seq: number; position: number | null } | null = null,
): AsyncIterableIterator<T & { position: number }> {
  let topicSeq: number | null = start?.position ?? null;
  let ownSeq = start?.seq ?? 0;
  let missed = start !== null && start.position === null;
  const iterator: AsyncIterableIterator<T & { position: number }> = {
    async next() {
      for (;;) {
        const result = await inner.next();
        if (result.done) return { value: undefined, done: true };
        const event = result.value;
        // A position not after the last one: the topic's numbering started again, which is a gap too.
        if (topicSeq !== null && (event.seq > topicSeq + 1 || event.seq <= topicSeq)) missed = true;
        topicSeq = event.seq;
        const record = shape(event.record);
        if (record === null) continue;
        ownSeq += missed ? 2 : 1;
        missed = false;
        return { value: { ...event, record, seq: ownSeq, position: event.seq }, done: false };
      }
    },
    async return() {
      if (inner.return) await inner.return();
      return { value: undefined, done: true };
    },
    async throw(error?: unknown) {
      if (inner.return) await inner.return();
      throw error instanceof Error ? error : new Error(String(error));
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
