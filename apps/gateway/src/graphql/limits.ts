import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** Limits applied to every operation, over HTTP and WebSocket alike. */
export const OPERATION_LIMITS = {
  /** Most tokens a document may have (checked while parsing). */
  maxTokens: 5000,
  /** Deepest selection nesting. */
  maxDepth: 10,
  /** Most aliased fields in one operation. */
  maxAliases: 30,
} as const;

function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
}

/** Refuses operations nested deeper than `max` (fragments are followed). */
export function depthLimit(max: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    const depthOf = (set: SelectionSetNode | undefined, depth: number, seen: Set<string>): number => {
      if (!set) return depth;
      let deepest = depth;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, depth + 1, seen));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, depth, seen));
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (fragment && !seen.has(name)) {
            deepest = Math.max(deepest, depthOf(fragment.selectionSet, depth, new Set([...seen, name])));
          }
        }
        if (deepest > max) return deepest;
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, 0, new Set());
        if (depth > max) context.reportError(limitError(`The operation is nested too deeply (${depth} levels, at most ${max})`));
      },
    };
  };
}

/** Refuses documents using more than `max` aliases. */
export function aliasLimit(max: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    let reported = false;
    return {
      Field(node) {
        if (!node.alias) return;
        aliases += 1;
        if (aliases > max && !reported) {
          reported = true;
          context.reportError(limitError(`The operation uses too many aliases (at most ${max})`));
        }
      },
    };
  };
}

export const LIMIT_RULES: ValidationRule[] = [depthLimit(OPERATION_LIMITS.maxDepth), aliasLimit(OPERATION_LIMITS.maxAliases)];
