/**
 * The real Storefront API 2023-10 schema, from the introspection result shipped in
 * `@shopify/hydrogen-react@2023.10.1`, printed back to SDL for `makeExecutableSchema`.
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

let cached: { clientSchema: GraphQLSchema; typeDefs: string } | null = null;

/** The client schema (for the type map) and its SDL; read once per process. */
export function storefrontSchemaSource(): { clientSchema: GraphQLSchema; typeDefs: string } {
  if (!cached) {
    const path = require.resolve('@shopify/hydrogen-react/storefront.schema.json');
    const introspection = JSON.parse(readFileSync(path, 'utf8')) as {
      data?: IntrospectionQuery;
    } & Partial<IntrospectionQuery>;
    const clientSchema = buildClientSchema(
      (introspection.data ?? introspection) as IntrospectionQuery,
    );
    cached = { clientSchema, typeDefs: printSchema(clientSchema) };
  }
  return cached;
}
