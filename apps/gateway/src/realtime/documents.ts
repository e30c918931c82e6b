/**
 * Parsed and validated GraphQL documents of the WebSocket endpoint, shared by every operation that
 * sends the same query text: a thousand browsers subscribing the same query cost one parse and one
 * validation, and hold one syntax tree between them (a tree with its tokens and locations is tens of
 * kilobytes; per socket it was most of what an idle subscribed socket held).
 *
 * Only documents that parsed and validated are kept (a refused one is answered as before and
 * forgotten), at most `maxEntries` of them, the least recently used going first; query texts longer
 * than `maxQueryLength` are parsed for their operation alone. Syntax trees are never changed by
 * graphql's execution, so sharing one is safe.
 */
import { GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema, type ParseOptions, type ValidationRule } from 'graphql';

export interface DocumentCacheOptions {
  schema: GraphQLSchema;
  rules: readonly ValidationRule[];
  parseOptions?: ParseOptions;
  validationOptions?: { maxErrors?: number };
  /** Documents kept (default 200). */
  maxEntries?: number;
  /** Longer query texts are not kept (default 32 KiB). */
  maxQueryLength?: number;
}

/**
 * A document ready to execute, with the one copy of its query text the cache holds (operations keep
 * that copy instead of their own); or why it cannot run: a parse error or validation errors.
 */
export type DocumentOutcome = { document: DocumentNode; query: string } | { parseError: GraphQLError } | { validationErrors: readonly GraphQLError[] };

interface Entry {
  query: string;
  document: DocumentNode;
}

export class DocumentCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly maxQueryLength: number;
  /** Parses and validations done (a cached document is counted once). */
  compiled = 0;

  constructor(private readonly options: DocumentCacheOptions) {
    this.maxEntries = options.maxEntries ?? 200;
    this.maxQueryLength = options.maxQueryLength ?? 32 * 1024;
  }

  /** The document of a query text, parsed and validated once while it stays among the recent ones. */
  get(query: string): DocumentOutcome {
    const cached = this.entries.get(query);
    if (cached) {
      // Most recently used last: a Map keeps insertion order.
      this.entries.delete(query);
      this.entries.set(query, cached);
      return cached;
    }
    this.compiled += 1;
    let document: DocumentNode;
    try {
      document = parse(query, this.options.parseOptions);
    } catch (err) {
      return { parseError: err instanceof GraphQLError ? err : new GraphQLError('Could not parse the operation') };
    }
    const errors = validate(this.options.schema, document, this.options.rules, this.options.validationOptions);
    if (errors.length > 0) return { validationErrors: errors };
    if (query.length <= this.maxQueryLength) {
      this.entries.set(query, { query, document });
      if (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
    }
    return { document, query };
  }

  /** Documents kept now. */
  get size(): number {
    return this.entries.size;
  }
}
