import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, NoSchemaIntrospectionCustomRule, specifiedRules, type ParseOptions, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * Limits applied to every operation, over HTTP and WebSocket alike. Each leaves ample room for
 * every document the web app sends (limits.test.ts checks all of them) and refuses documents built
 * to make the gateway, or the api behind it, do far more work than any page needs.
 */
export const OPERATION_LIMITS = {
  /** Most lexical tokens a document may have; counted while parsing, so a huge body is never fully parsed. */
  maxTokens: 5000,
  /** Deepest nesting of fields; fragments add no level of their own (the schema is 5 levels deep). */
  maxDepth: 10,
  /** Most aliased fields in one operation (each alias of a root field is one more upstream call; aliases of `__typename` count too). */
  maxAliases: 30,
  /** Most directives in one operation. */
  maxDirectives: 20,
  /**
   * Highest cost of an operation: a field with a selection costs 2, a leaf 1, and each level down
   * weighs 1.5 times more (graphql-armor's measure). Any single root field with all of its fields
   * selected stays far below; asking for everything at once, or fanning out with aliases, does not.
   */
  maxCost: 1000,
} as const;

/**
 * How documents are parsed over HTTP (Apollo's `parseOptions`) and over the WebSocket: graphql's
 * own token limit, so the one parse of each path stops at the limit (GRAPHQL_PARSE_FAILED).
 */
export const PARSE_OPTIONS: ParseOptions = { maxTokens: OPERATION_LIMITS.maxTokens };

/**
 * graphql-armor calls this instead of throwing: the refusal becomes an ordinary validation error
 * (the rules word it as a syntax error, which it is not).
 */
function refuse(context: ValidationContext | null, error: GraphQLError): void {
  const message = error.message.replace(/^Syntax Error: /, '');
  context?.reportError(new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
}

/** How each graphql-armor rule reports: through `refuse`, with the message given (not the numbers found). */
function armor(): { propagateOnRejection: boolean; onReject: (typeof refuse)[]; exposeLimits: boolean } {
  return { propagateOnRejection: false, onReject: [refuse], exposeLimits: false };
}

/**
 * The limits as validation rules, run with graphql's own rules before anything executes.
 * Introspection (`__schema`) counts towards neither depth nor cost: it never reaches the api and
 * is refused altogether in production.
 */
export const LIMIT_RULES: ValidationRule[] = [
  maxDepthRule({
    ...armor(),
    n: OPERATION_LIMITS.maxDepth,
    flattenFragments: true,
    ignoreIntrospection: true,
    errorMessage: `The operation is nested too deeply (at most ${OPERATION_LIMITS.maxDepth} levels)`,
  }),
  maxAliasesRule({
    ...armor(),
    n: OPERATION_LIMITS.maxAliases,
    // No alias is free: a flood of `__typename` aliases costs the gateway as much as any other.
    allowList: [],
    errorMessage: `The operation uses too many aliases (at most ${OPERATION_LIMITS.maxAliases})`,
  }),
  maxDirectivesRule({
    ...armor(),
    n: OPERATION_LIMITS.maxDirectives,
    errorMessage: `The operation uses too many directives (at most ${OPERATION_LIMITS.maxDirectives})`,
  }),
  costLimitRule({
    ...armor(),
    maxCost: OPERATION_LIMITS.maxCost,
    flattenFragments: true,
    ignoreIntrospection: true,
    errorMessage: `The operation asks for too much at once (cost at most ${OPERATION_LIMITS.maxCost})`,
  }),
];

/**
 * Validation stops at its first error (graphql's `maxErrors`), and only that error is answered: a
 * document flooded with unknown directives, fields or aliases costs one error, not one per mistake.
 * The limit rules are checked on the operation before its fields and directives are visited, so a
 * document over a limit is answered with that limit.
 */
export const VALIDATION_OPTIONS = { maxErrors: 1 } as const;

/** The answer to a refused document: its first validation error (graphql adds "too many errors" after it). */
export function firstValidationError<E>(errors: readonly E[]): E[] {
  return errors.slice(0, 1);
}

/** Apollo's side of VALIDATION_OPTIONS: the errors it answers with are cut to the first. */
export const firstValidationErrorOnly: ApolloServerPlugin = {
  requestDidStart: () =>
    Promise.resolve({
      validationDidStart: () =>
        Promise.resolve((errors?: readonly Error[]) => {
          // Apollo answers with this very list once the hook returns.
          if (errors && errors.length > 1) (errors as Error[]).splice(1);
          return Promise.resolve();
        }),
    }),
};

const SOCKET_RULES = [...specifiedRules, ...LIMIT_RULES];
const SOCKET_RULES_PRODUCTION = [...SOCKET_RULES, NoSchemaIntrospectionCustomRule];

/**
 * Everything an operation over the WebSocket is validated with: the same as Apollo runs over
 * HTTP (graphql's rules, LIMIT_RULES and, with `introspection: false` in production, a refusal
 * of `__schema` / `__type`).
 */
export function socketValidationRules(production: boolean): readonly ValidationRule[] {
  return production ? SOCKET_RULES_PRODUCTION : SOCKET_RULES;
}
