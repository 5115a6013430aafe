/**
 * The real Storefront API 2023-10 schema, from the introspection result shipped in
 * `@shopify/hydrogen-react@2023.10.1`, printed back to SDL for `makeExecutableSchema`.
 */
import { introspectionSchema } from '../schema-source';

/** The client schema (for the type map) and its SDL; read once per process. */
export const storefrontSchemaSource = introspectionSchema(
  '@shopify/hydrogen-react/storefront.schema.json',
);
