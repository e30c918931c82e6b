import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENT_MODULE_PREFIX, parseGeneratedDocuments, replaceGraphqlCalls } from './graphqlDocuments';

const LOGIN = `
  mutation Login($username: String!) {
    login(username: $username)
  }
`;

const GQL_TS = `import * as types from './graphql';

const documents: Documents = {
    ${JSON.stringify(LOGIN)}: types.LoginDocument,
    "\\n  fragment Row on Leaflet {\\n    id\\n  }\\n": types.RowFragmentDoc,
};
`;

const GRAPHQL_TS = `export type X = string;
export const LoginDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition"}]} as unknown as DocumentNode<RowFragment, unknown>;
`;

describe('graphql() documents at build time', () => {
  const generated = parseGeneratedDocuments(GQL_TS, GRAPHQL_TS);

  it('reads the generated map of texts and the documents', () => {
    expect([...generated.names.entries()]).toEqual([
      [LOGIN, 'LoginDocument'],
      ['\n  fragment Row on Leaflet {\n    id\n  }\n', 'RowFragmentDoc'],
    ]);
    expect(generated.documents.get('RowFragmentDoc')).toBe('{"kind":"Document","definitions":[{"kind":"FragmentDefinition"}]}');
  });

  it('replaces each call by its own document, imported under a name the module does not use', () => {
    const code = `import { graphql } from '../__generated__/gql';\nexport const LoginDocument = graphql(\`${LOGIN}\`);\nconst again = graphql(\`${LOGIN}\`);\nexport const after = 1;\n`;
    const replaced = replaceGraphqlCalls(code, generated.names) ?? '';
    expect(replaced).toContain(`import __graphqlDocument_LoginDocument from ${JSON.stringify(`${DOCUMENT_MODULE_PREFIX}LoginDocument`)};`);
    expect(replaced.match(/^import __graphqlDocument_/gm)).toHaveLength(1);
    expect(replaced).toContain('export const LoginDocument = __graphqlDocument_LoginDocument');
    expect(replaced).toContain('const again = __graphqlDocument_LoginDocument');
    expect(replaced).not.toContain('graphql(`');
    // Same lines: what follows the calls keeps its line number.
    expect(replaced.split('\n').indexOf('export const after = 1;')).toBe(code.split('\n').indexOf('export const after = 1;'));
  });

  it('leaves a module without calls alone and refuses a text the generated files lack', () => {
    expect(replaceGraphqlCalls('export const a = 1;', generated.names)).toBeUndefined();
    expect(() => replaceGraphqlCalls('graphql(`query Other { a }`)', generated.names)).toThrow(/npm run codegen/);
  });

  it('finds every document of the generated files of the app', () => {
    const dir = path.join(__dirname, '../src/__generated__');
    const app = parseGeneratedDocuments(readFileSync(path.join(dir, 'gql.ts'), 'utf8'), readFileSync(path.join(dir, 'graphql.ts'), 'utf8'));
    expect(app.names.size).toBeGreaterThan(0);
    const missing = [...app.names.values()].filter((name) => !app.documents.has(name));
    expect(missing).toEqual([]);
    for (const json of app.documents.values()) expect((JSON.parse(json) as { kind: string }).kind).toBe('Document');
  });
});
