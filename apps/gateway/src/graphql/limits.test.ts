import { buildSchema as buildSdl, parse, validate } from 'graphql';
import { aliasLimit, depthLimit } from './limits';

const schema = buildSdl(`
  type Node { id: ID! child: Node }
  type Query { node: Node }
`);

function errorsOf(query: string, rule: ReturnType<typeof depthLimit>): string[] {
  return validate(schema, parse(query), [rule]).map((e) => e.message);
}

describe('operation limits', () => {
  it('refuses operations nested deeper than allowed, through fragments too', () => {
    expect(errorsOf('{ node { child { id } } }', depthLimit(3))).toEqual([]);
    expect(errorsOf('{ node { child { child { id } } } }', depthLimit(3))).toHaveLength(1);
    expect(errorsOf('{ node { ...F } } fragment F on Node { child { child { id } } }', depthLimit(3))).toHaveLength(1);
  });

  it('refuses too many aliases', () => {
    expect(errorsOf('{ a: node { id } b: node { id } }', aliasLimit(2))).toEqual([]);
    expect(errorsOf('{ a: node { id } b: node { id } c: node { id } }', aliasLimit(2))).toHaveLength(1);
  });
});
