/**
 * A Storefront emulator for the search, menu and page tests, and a client that checks every
 * document against the real 2023-10 schema (graphql `validate`) before sending it, so each table
 * case is also a shape a real client may send.
 */
import { parse, validate } from 'graphql';
import { expect } from 'vitest';
import { indexCatalogue } from '@/emulators/storefront/catalogue';
import {
  createStorefrontEmulator,
  type StorefrontEmulatorOptions,
} from '@/emulators/storefront/index';
import { storefrontSchemaSource } from '@/emulators/storefront/schema';
import { searchFixtureCatalogue } from './search-fixtures';

export const TEST_ORIGIN = 'http://shop.test:4010';
const TOKEN = 'test-token';

export interface GraphQLResult<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Schema errors of a document (empty when it validates). */
export function schemaErrors(document: string): string[] {
  return validate(storefrontSchemaSource().clientSchema, parse(document)).map((e) => e.message);
}

export function storefrontClient(options: StorefrontEmulatorOptions = {}) {
  const emulator = createStorefrontEmulator({
    catalogue: searchFixtureCatalogue(),
    token: TOKEN,
    publicUrl: TEST_ORIGIN,
    ...options,
  });

  async function gql<T>(query: string, variables: Record<string, unknown> = {}) {
    expect(schemaErrors(query)).toEqual([]);
    const response = await emulator.handle(
      new Request(`${TEST_ORIGIN}/api/2023-10/graphql.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': TOKEN },
        body: JSON.stringify({ query, variables }),
      }),
    );
    expect(response.status).toBe(200);
    return (await response.json()) as GraphQLResult<T>;
  }

  /** Runs a document that must answer without errors; returns its data. */
  async function data<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await gql<T>(query, variables);
    expect(result.errors).toBeUndefined();
    if (!result.data) throw new Error('no data');
    return result.data;
  }

  return { emulator, gql, data };
}

/** The fixture catalogue indexed as the emulator indexes it. */
export const fixtureIndex = () => indexCatalogue(searchFixtureCatalogue(), TEST_ORIGIN);
