/**
 * Answers of version-stamped reads executed once per version. The busiest screens read what changes
 * only when somebody writes (the order of promotions per platform): the whole answer of such a query
 * is kept per operation, variables, the reader's roles (what the answer may contain) and the versions
 * of what it reads, and given again without executing it while those versions stand. Queries that
 * read anything else execute as usual.
 *
 * A kept answer is given only after the same checks the resolvers make: the reader is signed in and
 * holds the field's permission (OPERATION_ACCESS). Answers with errors are never kept. Its JSON text and
 * that text's UTF-8 bytes are kept with it (the server's `stringifyResult`, the HTTP handler's
 * `bytesOf`), so a kept answer is neither serialised nor encoded again.
 */
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { Kind, OperationTypeNode, type FieldNode, type FormattedExecutionResult, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { getArgumentValues } from 'graphql/execution/values';
import { OPERATION_ACCESS, authorize } from '../authorization';
import type { GatewayContext } from '../context';

/** How a root field's current version is found: a string that changes whenever its answer may. */
export type VersionOf = (args: Record<string, unknown>, ctx: GatewayContext) => Promise<string>;

/** Most answers kept at once (the least recently used one goes first). */
export const VERSIONED_READS_MAX = 200;

type QueryField = keyof typeof OPERATION_ACCESS.Query;

interface Kept {
  key: string;
  result: FormattedExecutionResult;
  /** Its JSON text, once the server has asked for it. */
  text?: string;
}

function rootFields(operation: OperationDefinitionNode): FieldNode[] | null {
  const fields: FieldNode[] = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return null;
    if (selection.name.value === '__typename') continue;
    fields.push(selection);
  }
  return fields.length > 0 ? fields : null;
}

/**
 * The plugin keeping the answers of queries made only of the given root fields. `versions` names, per
 * root field, how its current version is found (cheap: from a poller or a version call).
 */
/** Apollo Server's own serialisation of an answer (its default `stringifyResult`). */
function serialise(value: FormattedExecutionResult): string {
  return `${JSON.stringify(value)}\n`;
}

export interface VersionedReads {
  plugin: ApolloServerPlugin<GatewayContext>;
  /** The server's `stringifyResult`: a kept answer's text is made once. */
  stringifyResult: (value: FormattedExecutionResult) => string;
  /** The UTF-8 bytes of a kept answer's text (made with the text), or undefined for any other text. */
  bytesOf: (text: string) => Buffer | undefined;
}

export function versionedReads(
  schema: GraphQLSchema,
  versions: Partial<Record<QueryField, VersionOf>>,
  options: { maxEntries?: number; onRead?: (outcome: 'hit' | 'miss') => void } = {},
): VersionedReads {
  const kept = new Map<string, Kept>();
  /** The kept answers by their data (what `stringifyResult` is handed). */
  const byData = new WeakMap<object, Kept>();
  /** The bytes of the kept answers' texts; an answer's go when the answer does. */
  const bytes = new Map<string, Buffer>();
  const maxEntries = options.maxEntries ?? VERSIONED_READS_MAX;
  const queryType = schema.getQueryType();

  /** The key of the answer for this request now, or null when it is not a versioned read. */
  async function keyOf(operation: OperationDefinitionNode, queryHash: string, variables: Record<string, unknown>, ctx: GatewayContext): Promise<string | null> {
    if (operation.operation !== OperationTypeNode.QUERY || !queryType) return null;
    const fields = rootFields(operation);
    if (!fields) return null;
    const stamps: string[] = [];
    for (const field of fields) {
      const name = field.name.value as QueryField;
      const versionOf = versions[name];
      const definition = queryType.getFields()[name];
      if (!versionOf || !definition) return null;
      await authorize(ctx, OPERATION_ACCESS.Query[name]);
      stamps.push(`${name}=${await versionOf(getArgumentValues(definition, field, variables), ctx)}`);
    }
    const { user } = await ctx.session.require();
    return JSON.stringify([queryHash, operation.name?.value ?? null, variables, [...user.roles].sort(), stamps]);
  }

  const plugin: ApolloServerPlugin<GatewayContext> = {
    requestDidStart() {
      let key: string | null = null;
      return Promise.resolve({
        async responseForOperation(requestContext) {
          try {
            key = requestContext.queryHash
              ? await keyOf(requestContext.operation, requestContext.queryHash, requestContext.request.variables ?? {}, requestContext.contextValue)
              : null;
          } catch {
            // Not allowed, not signed in, a bad argument: the resolvers answer it as usual.
            key = null;
          }
          if (key === null) return null;
          const hit = kept.get(key);
          options.onRead?.(hit ? 'hit' : 'miss');
          if (!hit) return null;
          kept.delete(key);
          kept.set(key, hit);
          return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: hit.result } };
        },
        willSendResponse(requestContext) {
          const { body } = requestContext.response;
          if (key === null || kept.has(key) || body.kind !== 'single' || body.singleResult.errors || !body.singleResult.data) return Promise.resolve();
          const entry: Kept = { key, result: body.singleResult };
          kept.set(key, entry);
          byData.set(body.singleResult.data, entry);
          while (kept.size > maxEntries) {
            const oldest = kept.entries().next().value;
            if (oldest === undefined) break;
            kept.delete(oldest[0]);
            if (oldest[1].text !== undefined) bytes.delete(oldest[1].text);
          }
          return Promise.resolve();
        },
      });
    },
  };

  function stringifyResult(value: FormattedExecutionResult): string {
    const { data } = value;
    // The text of a kept answer alone: anything added to it (errors, extensions) is serialised as usual.
    const entry = data && value.errors === undefined && value.extensions === undefined ? byData.get(data) : undefined;
    if (!entry) return serialise(value);
    if (entry.text === undefined) {
      entry.text = serialise(value);
      // Only while the answer is kept: one pushed out meanwhile takes no bytes along.
      if (kept.get(entry.key) === entry) bytes.set(entry.text, Buffer.from(entry.text, 'utf8'));
    }
    return entry.text;
  }

  return { plugin, stringifyResult, bytesOf: (text) => bytes.get(text) };
}
