import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './build/graphqlDocuments';

const here = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));
const pkg = JSON.parse(readFileSync(here('./package.json'), 'utf8')) as { version: string };

/**
 * The gateway serves the app with `script-src 'self'` (no inline script): the build fails when the
 * built index.html would carry an inline <script> or an inline event handler, which that policy blocks.
 */
function noInlineScripts(): Plugin {
  return {
    name: 'flyerdesk-no-inline-scripts',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue;
        const html = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
          if (!/\bsrc\s*=/i.test(attributes) || body.trim() !== '') {
            this.error(`${file.fileName} would carry an inline <script>, which the app's Content-Security-Policy blocks`);
          }
        }
        if (/<[^>]+\son[a-z]+\s*=/i.test(html)) {
          this.error(`${file.fileName} would carry an inline event handler, which the app's Content-Security-Policy blocks`);
        }
      }
    },
  };
}

export default defineConfig({
  plugins: [graphqlDocuments(here('./src/__generated__')), react(), noInlineScripts()],
  resolve: {
    alias: [{ find: /^@flyerdesk\/domain\/(.*)$/, replacement: `${here('../../packages/domain/src')}/$1` }],
  },
  define: {
    __UI_VERSION__: JSON.stringify(pkg.version),
  },
  server: {
    proxy: {
      '/graphql': { target: 'http://127.0.0.1:3000', ws: true },
      '/files': { target: 'http://127.0.0.1:3000' },
      '/client-config': { target: 'http://127.0.0.1:3000' },
      '/upload': { target: 'http://127.0.0.1:3000' },
      '/export': { target: 'http://127.0.0.1:3000' },
    },
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    // Maps are written for error reporting but not linked from the scripts; the gateway never serves them.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|graphql-ws|rxjs|@wry|optimism|tslib)[\\/]/ },
            // Loaded only when error reporting is configured: kept out of the chunks every page loads.
            { name: 'sentry', test: /node_modules[\\/]@sentry[\\/]/ },
            // Small helpers that both the first page's libraries and the date pickers use: on their own, so that
            // the first page does not pull the date pickers' chunk for them.
            { name: 'shared-helpers', test: /node_modules[\\/](use-sync-external-store|clsx)[\\/]/ },
            // The date pickers' library: loaded with the dialogs that use them, not on the first page.
            {
              name: 'datepicker',
              test: /node_modules[\\/](react-aria-components|react-aria|react-stately|@react-aria|@react-stately|@react-types|@internationalized)[\\/]/,
            },
            // Other libraries go with the screens that import them (no catch-all vendor chunk: it made the first
            // page download every screen's libraries).
          ],
        },
      },
    },
  },
});
