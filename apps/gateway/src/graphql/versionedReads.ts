/**
 * Answers of version-stamped reads executed once per version. The busiest screens read what changes
 * only when somebody writes (the order of promotions per platform): the whole answer of such a query
 * is kept per operation, variables, the reader's roles (what the answer may contain) and the versions
 * of what it reads, and given again without executing it while those versions stand. Queries that
 * read anything else execute as usual.
 *
 * A kept answer is given only after the same checks the resolvers make: the reader is signed in and
 * holds the field's permission (OPERATION_ACCESS). Answers with errors are never kept. Its JSON text is
 * kept with it (the server's `stringifyResult`), so a kept answer is not serialised again either.
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
  result: FormattedExecutionResult;
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
}

export function versionedReads(
  schema: GraphQLSchema,
  versions: Partial<Record<QueryField, VersionOf>>,
  options: { maxEntries?: number; onRead?: (outcome: 'hit' | 'miss') => void } = {},
): VersionedReads {
  const kept = new Map<string, Kept>();
  /** The data of the kept answers, and their JSON text once made (both go with the answers). */
  const keptData = new WeakSet<object>();
  const texts = new WeakMap<object, string>();
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
          kept.set(key, { result: body.singleResult });
          if (body.singleResult.data) keptData.add(body.singleResult.data);
          while (kept.size > maxEntries) {
            const oldest = kept.keys().next().value;
            if (oldest === undefined) break;
            kept.delete(oldest);
          }
          return Promise.resolve();
        },
      });
    },
  };

  function stringifyResult(value: FormattedExecutionResult): string {
    const { data } = value;
    // The text of a kept answer alone: anything added to it (errors, extensions) is serialised as usual.
    if (!data || value.errors !== undefined || value.extensions !== undefined || !keptData.has(data)) return serialise(value);
    let text = texts.get(data);
    if (text === undefined) {
      text = serialise(value);
      texts.set(data, text);
    }
    return text;
  }

  return { plugin, stringifyResult };
}
