import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One GraphQL contract (schema/*.graphql), two generated outputs:
 * resolver types for the gateway and typed documents for the web app.
 */
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/__generated__/**', '!apps/web/src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    'apps/gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context#GatewayContext',
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string', JSONObject: 'Record<string, unknown>' },
        mappers: {
          Store: '../modules/stores/mappers#StoreModel',
          Leaflet: '../modules/leaflets/mappers#LeafletModel',
        },
      },
    },
    'apps/web/src/__generated__/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, scalars: { DateTime: 'string', Date: 'string', JSONObject: 'Record<string, unknown>' }, useTypeImports: true },
    },
  },
};

export default config;
