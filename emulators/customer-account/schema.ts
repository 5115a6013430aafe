/**
 * The real Customer Account API 2026-04 schema, from the introspection result shipped in
 * `@shopify/hydrogen-react@2026.4.4` (installed as `hydrogen-react-2026`), printed back to SDL for
 * `makeExecutableSchema`, as storefront/schema.ts does for the Storefront API.
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

export const CUSTOMER_API_VERSION = '2026-04';

let cached: { clientSchema: GraphQLSchema; typeDefs: string } | null = null;

/** The client schema (for the type map) and its SDL; read once per process. */
export function customerAccountSchemaSource(): { clientSchema: GraphQLSchema; typeDefs: string } {
  if (!cached) {
    const path = require.resolve('hydrogen-react-2026/customer-account.schema.json');
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
