/**
 * Execute once, send to many. When a topic's event reaches a thousand subscribers of the same
 * operation, graphql would execute the operation's selection set a thousand times and the WebSocket
 * endpoint would encode a thousand identical payloads. Here the selection set runs once per event
 * and per sharing scope, and its payload is encoded once; every socket of the scope gets the same
 * bytes, framed with its own operation id.
 *
 * The sharing scope of an operation is its query text, operation name and variables, and the
 * subscriber's roles (permissions decide which fields a payload may carry; FIELD_ACCESS in
 * authorization.ts). What each subscriber may subscribe to is still decided per subscriber: the
 * field's `subscribe` (access rule, the record readable with the subscriber's session, presence
 * joins) runs for every one of them, as before.
 *
 * Each shared payload is written to the subscriber's socket by the fan-out itself, framed with its
 * operation id, without going through graphql-ws's per-message path (its hooks, the message's
 * encoding and validation, a few promises per delivery), in the turn the event is delivered in: a
 * topic's delivery to its subscribers is one loop, each socket written as it comes (SharedResults).
 * A result with errors, never shared, still goes through graphql-ws.
 *
 * Only what is known to be the same for everybody in a scope is shared (SHARED_FIELDS below);
 * anything else is executed per socket, as graphql does by default. Sharing is keyed by the event
 * object itself: subscribers that were handed events of their own (a first state read for them, a
 * record shaped for their shops by the resource kit's `scopeEvent`) never share an execution.
 */
import { createHash } from 'node:crypto';
import {
  createSourceEventStream,
  execute,
  getNamedType,
  getOperationAST,
  isAbstractType,
  isObjectType,
  Kind,
  OperationTypeNode,
  subscribe,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { READ_DIRECTLY, readsDirectly, type DirectReader } from './pubsub';

/**
 * The fields whose result depends on nothing but the event, the operation (query text and
 * variables) and the subscriber's roles: executed once per event for all subscribers in one scope.
 * A subscription field not listed here is executed per socket; so is every operation that selects
 * a field below the root with a resolver of its own that is not listed (fields without a resolver
 * only read their parent and are always shareable).
 *
 * Not listed, on purpose:
 * - Subscription.pendingPublicationChanged: each subscriber reads the pending lists with its own
 *   session (shops it may see only).
 * - Store.leaflets, Store.leafletsSummary, Leaflet.pages: read upstream with the subscriber's
 *   session (an editor sees the shops assigned to them).
 */
export const SHARED_FIELDS: ReadonlySet<string> = new Set([
  // The event as published (the same for every subscriber of the topic).
  'Subscription.orderingChanged',
  'Subscription.leafletChanged',
  'Subscription.storeLeafletsChanged',
  'Subscription.jobsChanged',
  'Subscription.articlesDataChanged',
  'Subscription.activityLogged',
  'Subscription.leafletPageDetailsChanged',
  // A job's state from the shared poller; the first state is read per subscriber (an event of its own).
  'Subscription.jobProgress',
  // The members of a room and the holder of a lock are the same for everybody watching them; the
  // first state is read per subscriber.
  'Subscription.presence',
  'Subscription.recordLock',
  // The resource kit's change lists: the record as published; where a list is scoped per user
  // (notifications, cooks, recipes, reel channels and reels, groups) each subscriber is handed a
  // record shaped for them, an event of its own.
  'Subscription.appConfigSectionsChanged',
  'Subscription.categoriesChanged',
  'Subscription.cooksChanged',
  'Subscription.groupsChanged',
  'Subscription.insertsChanged',
  'Subscription.loyaltyCardsChanged',
  'Subscription.notificationsChanged',
  'Subscription.recipesChanged',
  'Subscription.reelChannelsChanged',
  'Subscription.reelsChanged',
  'Subscription.storesChanged',
  'Subscription.usersChanged',
  // Reads its parent; who may select it is a matter of roles, part of the scope.
  'Store.hasUnconfirmedArticleData',
]);

/**
 * Whether an operation may share its executions: a subscription whose root fields are listed in
 * `shared` and whose selections below reach only fields without a resolver or listed ones.
 */
export function isShareableOperation(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, shared: ReadonlySet<string> = SHARED_FIELDS): boolean {
  const operation = getOperationAST(document, operationName);
  const root = schema.getSubscriptionType();
  if (!operation || operation.operation !== OperationTypeNode.SUBSCRIPTION || !root) return false;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const concrete = (typeName: string): readonly GraphQLObjectType[] => {
    const type = schema.getType(typeName);
    if (isObjectType(type)) return [type];
    if (isAbstractType(type)) return schema.getPossibleTypes(type);
    return [];
  };
  const visiting = new Set<string>();
  const walk = (selectionSet: SelectionSetNode, types: readonly GraphQLObjectType[]): boolean => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith('__')) continue;
        const children: GraphQLObjectType[] = [];
        for (const type of types) {
          const field = type.getFields()[name];
          if (!field) continue;
          const coordinate = `${type.name}.${name}`;
          if ((type === root || field.resolve !== undefined) && !shared.has(coordinate)) return false;
          children.push(...concrete(getNamedType(field.type).name));
        }
        if (selection.selectionSet && !walk(selection.selectionSet, children)) return false;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const narrowed = selection.typeCondition ? types.filter((t) => concrete(selection.typeCondition?.name.value ?? '').includes(t)) : types;
        if (!walk(selection.selectionSet, narrowed)) return false;
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || visiting.has(fragment.name.value)) return false;
        visiting.add(fragment.name.value);
        const condition = concrete(fragment.typeCondition.name.value);
        const ok = walk(
          fragment.selectionSet,
          types.filter((t) => condition.includes(t)),
        );
        visiting.delete(fragment.name.value);
        if (!ok) return false;
      }
    }
    return true;
  };
  return walk(operation.selectionSet, [root]);
}

/** JSON with the keys of every object in order: equal variables give equal text. */
function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
}

/** What one operation needs to say for its scope. */
export interface ScopeOf {
  query: string;
  operationName: string | null | undefined;
  variables: Record<string, unknown> | null | undefined;
  roles: readonly string[];
}

/** The sharing scope of an operation, as a short key (a digest: the query text can be long). */
export function scopeKey(scope: ScopeOf): string {
  const roles = [...scope.roles].sort().join(',');
  return createHash('sha256')
    .update(`${roles}\n${scope.operationName ?? ''}\n${stableJson(scope.variables ?? {})}\n`)
    .update(scope.query)
    .digest('base64url');
}

const CLOSING_BRACE = Buffer.from('}');

/** Where a subscriber's results go straight to: its socket and the id of its operation. */
export interface SocketTarget<S> {
  readonly socket: S;
  readonly id: string;
}

/** Writes a whole message (a text frame) to a socket, unless it has closed meanwhile. */
export type SendFrame<S> = (socket: S, frame: Buffer) => void;

/** The start of a `next` message of one operation, as graphql-ws encodes it: `{"id":…,"type":"next","payload":`. */
export function nextMessageHead(id: string): Buffer {
  return Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`);
}

/**
 * A result's payload encoded once (JSON, UTF-8), for every socket sharing it: each gets the same
 * bytes, framed with its own operation id.
 */
export class SharedPayload {
  readonly bytes: Buffer;

  constructor(result: ExecutionResult) {
    this.bytes = Buffer.from(JSON.stringify(result));
  }

  /** The whole `next` message of one operation, from its head (`nextMessageHead`), as graphql-ws would encode it. */
  frame(head: Buffer): Buffer {
    const frame = Buffer.allocUnsafe(head.length + this.bytes.length + 1);
    head.copy(frame, 0);
    this.bytes.copy(frame, head.length);
    CLOSING_BRACE.copy(frame, head.length + this.bytes.length);
    return frame;
  }
}

/** A subscription sharing its scope's executions: its scope, and where its results go straight to. */
interface Sharing<S> {
  scope: string;
  target: SocketTarget<S>;
}

/**
 * The subscriptions of the WebSocket endpoint: graphql's `subscribe`, except that operations marked
 * with `share` run their selection set once per event and scope.
 */
export class Fanout<S = unknown> {
  private readonly shareable = new WeakMap<DocumentNode, Map<string, boolean>>();
  private readonly sharing = new WeakMap<ExecutionArgs, Sharing<S>>();
  private readonly executions = new WeakMap<object, Map<string, ExecutionResult | Promise<ExecutionResult>>>();
  private readonly payloads = new WeakMap<ExecutionResult, SharedPayload>();

  constructor(
    private readonly schema: GraphQLSchema,
    /** Writes a shared payload's message to a subscriber's socket. */
    readonly sendFrame: SendFrame<S>,
    private readonly shared: ReadonlySet<string> = SHARED_FIELDS,
  ) {}

  /** Whether the operation shares its executions with the others of its scope (decided once per document). */
  isShareable(document: DocumentNode, operationName: string | null | undefined): boolean {
    let byName = this.shareable.get(document);
    if (!byName) {
      byName = new Map();
      this.shareable.set(document, byName);
    }
    const name = operationName ?? '';
    let known = byName.get(name);
    if (known === undefined) {
      known = isShareableOperation(this.schema, document, operationName, this.shared);
      byName.set(name, known);
    }
    return known;
  }

  /**
   * Marks the operation of `args` to share its executions within `scope` (a `scopeKey`); its shared
   * results are written to the target's socket directly.
   */
  share(args: ExecutionArgs, scope: string, target: SocketTarget<S>): void {
    this.sharing.set(args, { scope, target });
  }

  /** The payload shared by every socket that received `result` (none for results of one socket or with errors). */
  payloadOf(result: ExecutionResult): SharedPayload | undefined {
    return this.payloads.get(result);
  }

  /** graphql-ws's `subscribe`. */
  readonly subscribe = async (args: ExecutionArgs): Promise<AsyncIterable<ExecutionResult> | ExecutionResult> => {
    const sharing = this.sharing.get(args);
    if (sharing === undefined) return subscribe(args);
    const source = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in source)) return source;
    return new SharedResults(source[Symbol.asyncIterator](), this, sharing.scope, args, sharing.target);
  };

  /**
   * The result of the operation for one event: executed by the first subscriber of the scope to get
   * the event, and handed as it is (no promise) to the others when the execution finished at once, as
   * it does for the shared fields: a thousand subscribers then cost a thousand plain look-ups.
   */
  executeShared(event: unknown, scope: string, args: ExecutionArgs): ExecutionResult | Promise<ExecutionResult> {
    if (typeof event !== 'object' || event === null) return execute({ ...args, rootValue: event });
    let byScope = this.executions.get(event);
    if (!byScope) {
      byScope = new Map();
      this.executions.set(event, byScope);
    }
    let result = byScope.get(scope);
    if (!result) {
      result = this.executeOnce(event, args);
      byScope.set(scope, result);
    }
    return result;
  }

  private executeOnce(event: object, args: ExecutionArgs): ExecutionResult | Promise<ExecutionResult> {
    let executed: ReturnType<typeof execute>;
    try {
      executed = execute({ ...args, rootValue: event });
    } catch (err) {
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
    return executed instanceof Promise ? executed.then((result) => this.keepPayload(result)) : this.keepPayload(executed);
  }

  /** A result without errors gets its payload encoded once, for every socket of the scope. */
  private keepPayload(result: ExecutionResult): ExecutionResult {
    if (!result.errors) this.payloads.set(result, new SharedPayload(result));
    return result;
  }
}

const DONE: IteratorResult<ExecutionResult> = { value: undefined, done: true };

/**
 * One subscriber's results: the source's events mapped to the results shared in its scope. Ending
 * it (return, throw, a failed execution) ends the source. A class, not a closure per stream: every
 * open subscription holds one.
 *
 * While nothing waits to be read, the source's events are read directly (READ_DIRECTLY): each is
 * written to the socket in the turn it is delivered in, the shared result looked up without a promise,
 * so a topic's delivery to its subscribers is one plain loop. An event whose result is not ready yet
 * (an execution that waits) or has errors is handed back and read with `next()`, and the events after
 * it wait in the source until it is done: the order stays.
 */
class SharedResults<S> implements AsyncIterableIterator<ExecutionResult> {
  /** Ended by graphql-ws (the client completed, the socket closed): nothing more is written. */
  private ended = false;
  /** The start of this operation's messages, made at its first direct delivery. */
  private head: Buffer | null = null;
  /** Ends the wait of `next()` while the events are read directly. */
  private wake: (() => void) | null = null;
  /** What failed while an event was read directly (`next()` ends the stream with it). */
  private failure: { error: unknown } | null = null;
  private readonly reader: DirectReader<unknown> = {
    take: (event) => this.take(event),
    end: () => this.resume(),
  };

  constructor(
    private readonly source: AsyncIterator<unknown>,
    private readonly fanout: Fanout<S>,
    private readonly scope: string,
    private readonly args: ExecutionArgs,
    private readonly target: SocketTarget<S>,
  ) {}

  /**
   * The next result graphql-ws is to send: one with errors (never shared). Shared payloads are written
   * to the subscriber's socket here (or by `take`), one event after the other, and the wait goes on
   * for the next event.
   */
  async next(): Promise<IteratorResult<ExecutionResult>> {
    for (;;) {
      if (!this.ended && readsDirectly(this.source) && this.source[READ_DIRECTLY](this.reader)) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
      }
      if (this.failure) {
        const { error } = this.failure;
        await this.close();
        throw error instanceof Error ? error : new Error(String(error));
      }
      const step = await this.source.next();
      if (step.done || this.ended) return DONE;
      let result: ExecutionResult;
      try {
        const shared = this.fanout.executeShared(step.value, this.scope, this.args);
        result = shared instanceof Promise ? await shared : shared;
      } catch (err) {
        await this.close();
        throw err;
      }
      const payload = this.fanout.payloadOf(result);
      if (!payload) return { value: result, done: false };
      if (this.ended) return DONE;
      this.write(payload);
    }
  }

  async return(): Promise<IteratorResult<ExecutionResult>> {
    this.ended = true;
    this.resume();
    await this.close();
    return DONE;
  }

  async throw(error?: unknown): Promise<IteratorResult<ExecutionResult>> {
    this.ended = true;
    this.resume();
    await this.close();
    throw error instanceof Error ? error : new Error(String(error));
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<ExecutionResult> {
    return this;
  }

  /** An event read directly: written now when its shared result is ready and has no errors, else handed back to `next()`. */
  private take(event: unknown): boolean {
    if (this.ended) return true;
    try {
      const shared = this.fanout.executeShared(event, this.scope, this.args);
      const payload = shared instanceof Promise ? undefined : this.fanout.payloadOf(shared);
      if (payload) {
        this.write(payload);
        return true;
      }
      // `next()` waits for the same execution (kept per event and scope) and hands on its outcome.
      if (shared instanceof Promise) shared.catch(() => undefined);
    } catch (error) {
      this.failure = { error };
    }
    this.resume();
    return false;
  }

  private write(payload: SharedPayload): void {
    this.head ??= nextMessageHead(this.target.id);
    this.fanout.sendFrame(this.target.socket, payload.frame(this.head));
  }

  /** Direct reading stops; `next()` goes on. */
  private resume(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private async close(): Promise<void> {
    try {
      await this.source.return?.();
    } catch {
      // Already ended.
    }
  }
}
