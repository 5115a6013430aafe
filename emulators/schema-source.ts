/**
 * A real Shopify schema from the introspection result a package ships, printed back to SDL for
 * `makeExecutableSchema`: the Storefront API's (storefront/schema.ts) and the Customer Account
 * API's (customer-account/schema.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  buildClientSchema,
  printSchema,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';

const require = createRequire(import.meta.url);

export interface SchemaSource {
  /** The client schema, for its type map. */
  clientSchema: GraphQLSchema;
  typeDefs: string;
}

/** A reader of the introspection file `specifier` (a package path), read once per process. */
export function introspectionSchema(specifier: string): () => SchemaSource {
  let cached: SchemaSource | null = null;
  return () => {
    if (!cached) {
      const introspection = JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as {
        data?: IntrospectionQuery;
      } & Partial<IntrospectionQuery>;
      const clientSchema = buildClientSchema(
        (introspection.data ?? introspection) as IntrospectionQuery,
      );
      cached = { clientSchema, typeDefs: printSchema(clientSchema) };
    }
    return cached;
  };
}
