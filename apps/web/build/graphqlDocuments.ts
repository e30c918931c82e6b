import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The generated documents, read from the GraphQL code generator's output (src/__generated__). */
export interface GeneratedDocuments {
  /** Document name (e.g. LoginDocument) by the exact text given to graphql(). */
  names: ReadonlyMap<string, string>;
  /** Each document's JSON by name. */
  documents: ReadonlyMap<string, string>;
}

/** Reads the map of graphql() texts (gql.ts) and the documents (graphql.ts) the code generator wrote. */
export function parseGeneratedDocuments(gqlTs: string, graphqlTs: string): GeneratedDocuments {
  const map = /\nconst documents[^=]*= \{\n([\s\S]*?)\n\};/.exec(gqlTs)?.[1] ?? '';
  const names = new Map(
    [...map.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)].map(([, text = '""', name = '']) => [JSON.parse(text) as string, name]),
  );
  const documents = new Map(
    [...graphqlTs.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)].map(([, name = '', json = '']) => [name, json]),
  );
  return { names, documents };
}

/** The id of the module holding one document. */
export const DOCUMENT_MODULE_PREFIX = '\0flyerdesk-graphql-document:';

/**
 * A module's code with each `graphql(`…`)` call replaced by an import of its document (one module per
 * document), or undefined when it has no such call. The replacement keeps the call's line count, so
 * the module's lines keep their numbers. Throws for a text the generated map does not have.
 */
export function replaceGraphqlCalls(code: string, names: GeneratedDocuments['names']): string | undefined {
  if (!code.includes('graphql(`')) return undefined;
  const used = new Set<string>();
  // Imported under a name of its own: the module usually exports the document under the generated name.
  const local = (name: string) => `__graphqlDocument_${name}`;
  const replaced = code.replace(/\bgraphql\(`([^`]*)`\)/g, (call, text: string) => {
    const name = text.includes('\\') || text.includes('${') ? undefined : names.get(text);
    if (!name) throw new Error(`a graphql() document is missing from the generated files (run npm run codegen):${text}`);
    used.add(name);
    return local(name) + '\n'.repeat(call.split('\n').length - 1);
  });
  const imports = [...used].map((name) => `import ${local(name)} from ${JSON.stringify(DOCUMENT_MODULE_PREFIX + name)};`);
  return imports.join(' ') + replaced;
}

/**
 * Each `graphql(`…`)` call of the app's code becomes an import of its own typed document (what the GraphQL
 * code generator's babel plugin does), one module per document: a chunk carries only the documents it
 * uses, and neither the generated map of every document (gql.ts) nor the file of all documents
 * (graphql.ts) goes into the first load. The document is the one `graphql()` returns at run time (the
 * map's entry for that exact text); a text missing from the map fails the build (the generated files are
 * older than the code: run npm run codegen). Tests keep running graphql() itself.
 */
export function graphqlDocuments(generatedDir: string): Plugin {
  let cache: GeneratedDocuments | undefined;
  const generated = (): GeneratedDocuments =>
    (cache ??= parseGeneratedDocuments(readFileSync(`${generatedDir}/gql.ts`, 'utf8'), readFileSync(`${generatedDir}/graphql.ts`, 'utf8')));
  return {
    name: 'flyerdesk-graphql-documents',
    enforce: 'pre',
    buildStart() {
      cache = undefined;
    },
    // The dev server reads the generated files again after `npm run codegen`.
    watchChange(id) {
      if (id.startsWith(generatedDir)) cache = undefined;
    },
    resolveId(id) {
      return id.startsWith(DOCUMENT_MODULE_PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(DOCUMENT_MODULE_PREFIX)) return null;
      const name = id.slice(DOCUMENT_MODULE_PREFIX.length);
      const json = generated().documents.get(name);
      if (json === undefined) this.error(`${generatedDir}/graphql.ts has no document ${name}: run npm run codegen`);
      return `export default ${json};`;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || file.startsWith(generatedDir)) return null;
      try {
        const replaced = replaceGraphqlCalls(code, generated().names);
        // Lines keep their numbers: the source map of the module stays as it was.
        return replaced === undefined ? null : { code: replaced, map: null };
      } catch (error) {
        this.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
