import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema as buildSdl, Kind, parse, print, validate, visit, type DocumentNode, type FieldNode, type GraphQLError } from 'graphql';
import { OPERATION_LIMITS, PARSE_OPTIONS, socketValidationRules } from './limits';
import { buildSchema } from './schema';

/** Leaf fields f0 … f99 of Node. */
const LEAVES = Array.from({ length: 100 }, (_v, i) => `f${i}`).join(' ');

const schema = buildSdl(`
  type Node { id: ID! name: String child: Node ${LEAVES.replace(/f\d+/g, '$&: Int')} }
  type Query { node: Node }
`);

function errorsOf(query: string, production = false): readonly GraphQLError[] {
  return validate(schema, parse(query, PARSE_OPTIONS), socketValidationRules(production));
}

/** `levels` fields, each inside the one before: child { child { … { id } } } */
function chain(levels: number): string {
  return levels === 1 ? 'id' : `child { ${chain(levels - 1)} }`;
}

/** An operation `levels` fields deep. */
function nested(levels: number): string {
  return `{ node { ${chain(levels - 1)} } }`;
}

describe('operation limits', () => {
  it('refuses operations nested deeper than allowed, without counting fragments as levels', () => {
    expect(errorsOf(nested(OPERATION_LIMITS.maxDepth))).toEqual([]);
    const [tooDeep, ...others] = errorsOf(nested(OPERATION_LIMITS.maxDepth + 1));
    expect(others).toEqual([]);
    expect(tooDeep?.message).toBe(`The operation is nested too deeply (at most ${OPERATION_LIMITS.maxDepth} levels)`);
    expect(tooDeep?.extensions['code']).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(errorsOf('{ node { ...F } } fragment F on Node { child { ...G } } fragment G on Node { id }')).toEqual([]);
    const viaFragment = `{ node { ...F } } fragment F on Node { ${chain(OPERATION_LIMITS.maxDepth)} }`;
    expect(errorsOf(viaFragment).map((e) => e.message)).toEqual([expect.stringMatching(/nested too deeply/)]);
  });

  it('refuses too many aliases', () => {
    const aliased = (count: number) => `{ ${Array.from({ length: count }, (_v, i) => `a${i}: node { id }`).join(' ')} }`;
    expect(errorsOf(aliased(OPERATION_LIMITS.maxAliases))).toEqual([]);
    expect(errorsOf(aliased(OPERATION_LIMITS.maxAliases + 1)).map((e) => e.message)).toEqual([
      `The operation uses too many aliases (at most ${OPERATION_LIMITS.maxAliases})`,
    ]);
  });

  it('refuses too many directives', () => {
    const directed = (count: number) => `{ node { ${Array.from({ length: count }, () => 'id @include(if: true)').join(' ')} } }`;
    expect(errorsOf(directed(OPERATION_LIMITS.maxDirectives))).toEqual([]);
    expect(errorsOf(directed(OPERATION_LIMITS.maxDirectives + 1)).map((e) => e.message)).toEqual([
      `The operation uses too many directives (at most ${OPERATION_LIMITS.maxDirectives})`,
    ]);
  });

  it('refuses operations that cost too much, however they are spread', () => {
    // 100 leaves cost 152 with their parent; each level up multiplies that by 1.5.
    const affordable = `{ node { child { child { child { ${LEAVES} } } } } }`;
    expect(errorsOf(affordable)).toEqual([]);
    const expensive = `{ node { child { child { child { child { child { ${LEAVES} } } } } } } }`;
    expect(errorsOf(expensive).map((e) => e.message)).toEqual([`The operation asks for too much at once (cost at most ${OPERATION_LIMITS.maxCost})`]);
    const viaFragment = `{ node { child { child { child { child { child { ...F } } } } } } } fragment F on Node { ${LEAVES} }`;
    expect(errorsOf(viaFragment).map((e) => e.message)).toEqual([expect.stringMatching(/too much at once/)]);
  });

  it('stops parsing at the token limit', () => {
    // Braces and `node` are 5 tokens.
    expect(() => parse(`{ node { ${'id '.repeat(OPERATION_LIMITS.maxTokens - 5)}} }`, PARSE_OPTIONS)).not.toThrow();
    expect(() => parse(`{ node { ${'id '.repeat(OPERATION_LIMITS.maxTokens - 4)}} }`, PARSE_OPTIONS)).toThrow(
      `${OPERATION_LIMITS.maxTokens} tokens. Parsing aborted.`,
    );
  });

  it('refuses introspection over the socket in production only', () => {
    expect(errorsOf('{ __schema { types { name } } }')).toEqual([]);
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Node") { name } }']) {
      const errors = errorsOf(query, true).map((e) => e.message);
      expect(errors.length).toBeGreaterThan(0);
      for (const message of errors) expect(message).toMatch(/^GraphQL introspection has been disabled/);
    }
  });
});

/** The typed documents of the web app (client codegen), by name, as ASTs. */
function webDocuments(): Map<string, DocumentNode> {
  const dir = path.resolve(__dirname, '../../../web/src/__generated__');
  const names = [...readFileSync(path.join(dir, 'gql.ts'), 'utf8').matchAll(/^\s+".*": types\.(\w+Document),$/gm)].map((m) => m[1] ?? '');
  const generated = readFileSync(path.join(dir, 'graphql.ts'), 'utf8');
  const documents = new Map<string, DocumentNode>();
  for (const name of names) {
    const json = new RegExp(`^export const ${name} = (\\{"kind":"Document".*\\}) as unknown as`, 'm').exec(generated)?.[1];
    if (json === undefined) throw new Error(`${name} is not in graphql.ts`);
    documents.set(name, JSON.parse(json) as DocumentNode);
  }
  return documents;
}

/** The document as Apollo Client sends it: with `__typename` in every selection below the root. */
function asSent(document: DocumentNode): string {
  const typename: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };
  return print(
    visit(document, {
      SelectionSet: {
        leave(node, _key, parent) {
          if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
          if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
          return { ...node, selections: [...node.selections, typename] };
        },
      },
    }),
  );
}

describe("the web app's operations", () => {
  it('all pass the limits, in production as in development', () => {
    const documents = webDocuments();
    expect(documents.size).toBeGreaterThan(40);
    const gatewaySchema = buildSchema();
    const refused: Record<string, string[]> = {};
    for (const [name, document] of documents) {
      const sent = parse(asSent(document), PARSE_OPTIONS);
      const errors = validate(gatewaySchema, sent, socketValidationRules(true));
      if (errors.length > 0) refused[name] = errors.map((e) => e.message);
    }
    expect(refused).toEqual({});
  });
});
