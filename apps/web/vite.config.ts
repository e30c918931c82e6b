import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));
const pkg = JSON.parse(readFileSync(here('./package.json'), 'utf8')) as { version: string };

export default defineConfig({
  plugins: [react()],
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
    },
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|graphql-ws|rxjs|@wry|optimism|tslib)[\\/]/ },
            // Loaded only when error reporting is configured: kept out of the chunks every page loads.
            { name: 'sentry', test: /node_modules[\\/]@sentry[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
