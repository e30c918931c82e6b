import { readFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { parse } from 'yaml';
import { createApp } from './app';
import type { AppContext } from './context';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every "METHOD /path" the Express application answers, paths written the OpenAPI way. */
function implementedOperations(): string[] {
  const ctx = { config: {}, db: {}, logger: pino({ level: 'silent' }), files: {} } as unknown as AppContext;
  const app = createApp(ctx) as unknown as { router: { stack: Layer[] } };
  const operations: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const openapiPath = layer.route.path.replace(/:(\w+)/g, '{$1}');
        for (const method of Object.keys(layer.route.methods)) operations.push(`${method.toUpperCase()} ${openapiPath}`);
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk(app.router.stack);
  return operations.sort();
}

function documentedOperations(): string[] {
  const document = parse(readFileSync(path.join(__dirname, '..', 'openapi.yaml'), 'utf8')) as {
    openapi: string;
    paths: Record<string, Record<string, unknown>>;
  };
  expect(document.openapi).toBe('3.1.0');
  const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);
  return Object.entries(document.paths)
    .flatMap(([p, item]) => Object.keys(item).filter((k) => methods.has(k)).map((m) => `${m.toUpperCase()} ${p}`))
    .sort();
}

describe('openapi.yaml', () => {
  it('documents exactly the calls the service answers', () => {
    expect(documentedOperations()).toEqual(implementedOperations());
  });

  it('resolves every reference', () => {
    const text = readFileSync(path.join(__dirname, '..', 'openapi.yaml'), 'utf8');
    const document = parse(text) as Record<string, unknown>;
    const refs = [...text.matchAll(/\$ref: '#\/([^']+)'/g)].map((m) => m[1] ?? '');
    for (const ref of new Set(refs)) {
      const target = ref.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
      expect([ref, target !== undefined]).toEqual([ref, true]);
    }
  });
});
