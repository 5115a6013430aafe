/**
 * Errors the emulator reports to clients in the GraphQL `errors` list. They are made with yoga's
 * own `createGraphQLError`, so yoga recognises them (and does not mask them as "Unexpected
 * error.") even when the `graphql` package is loaded twice, as ESM and as CJS, as under Vitest.
 */
import { createGraphQLError } from 'graphql-yoga';

export function apiError(message: string, extensions: Record<string, unknown>): Error {
  return createGraphQLError(message, { extensions });
}
