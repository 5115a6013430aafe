/**
 * Shared by the catalogue tests: one Storefront emulator over the demo catalogue, a GraphQL call
 * through its HTTP handler, and the 2023-10 schema to validate documents against.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildClientSchema, parse, validate, type IntrospectionQuery } from 'graphql';
import { expect } from 'vitest';
import {
  createStorefrontEmulator,
  type StorefrontEmulator,
  type StorefrontEmulatorOptions,
} from '@/emulators/storefront/index';

export const PUBLIC_URL = 'http://shop.test:4010';
const TOKEN = 'test-token';

export interface GraphQLResponse<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export function makeEmulator(options: StorefrontEmulatorOptions = {}): StorefrontEmulator {
  return createStorefrontEmulator({ token: TOKEN, publicUrl: PUBLIC_URL, ...options });
}

export async function gql<T>(
  emulator: StorefrontEmulator,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLResponse<T>> {
  const response = await emulator.handle(
    new Request('http://127.0.0.1:4010/api/2023-10/graphql.json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': TOKEN },
      body: JSON.stringify({ query, variables }),
    }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as GraphQLResponse<T>;
}

/** Runs a query that must succeed and returns its data. */
export async function data<T>(
  emulator: StorefrontEmulator,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const result = await gql<T>(emulator, query, variables);
  expect(result.errors).toBeUndefined();
  if (!result.data) throw new Error('no data');
  return result.data;
}

const root = path.resolve(import.meta.dirname, '../..');
const introspection = JSON.parse(
  readFileSync(
    path.join(root, 'node_modules/@shopify/hydrogen-react/storefront.schema.json'),
    'utf8',
  ),
) as { data?: IntrospectionQuery } & IntrospectionQuery;

/** The Storefront API 2023-10 schema, as the emulator serves it. */
export const storefrontSchema = buildClientSchema(introspection.data ?? introspection);

/** The validation errors of a document against the 2023-10 schema (none for a valid one). */
export function schemaErrors(source: string): string[] {
  return validate(storefrontSchema, parse(source)).map((error) => error.message);
}
