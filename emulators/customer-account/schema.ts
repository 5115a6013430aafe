/**
 * The real Customer Account API 2026-04 schema, from the introspection result shipped in
 * `@shopify/hydrogen-react@2026.4.4` (installed as `hydrogen-react-2026`), printed back to SDL for
 * `makeExecutableSchema`, as storefront/schema.ts does for the Storefront API.
 */
import { introspectionSchema } from '../schema-source';

export const CUSTOMER_API_VERSION = '2026-04';

/** The client schema (for the type map) and its SDL; read once per process. */
export const customerAccountSchemaSource = introspectionSchema(
  'hydrogen-react-2026/customer-account.schema.json',
);
