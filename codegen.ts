/**
 * GraphQL Code Generator: result and variable types for the documents in graphql/, generated from
 * the Storefront API 2023-10 schema shipped in @shopify/hydrogen-react. Run `npm run codegen` after
 * changing a document; the output (graphql/generated.ts) is committed.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  overwrite: true,
  schema: 'node_modules/@shopify/hydrogen-react/storefront.schema.json',
  documents: ['graphql/**/*.ts', '!graphql/generated.ts'],
  // Documents are template literals marked with the GraphQL magic comment; no gql tag is imported.
  pluckConfig: { gqlMagicComment: 'GraphQL' },
  noSilentErrors: true,
  generates: {
    'graphql/generated.ts': {
      // typescript-operations 6 emits the input, enum and scalar types the operations use by itself;
      // adding the `typescript` plugin to the same file declares them twice (TS2300), so it is left out.
      plugins: ['typescript-operations'],
      config: {
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        scalars: {
          Color: 'string',
          DateTime: 'string',
          Decimal: 'string',
          HTML: 'string',
          JSON: 'unknown',
          URL: 'string',
          UnsignedInt64: 'string',
        },
      },
    },
  },
};

export default config;
