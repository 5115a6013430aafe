/**
 * Checks for a cart read back from browser storage or another tab (SPEC §3 `shopifyCart`), which
 * the shop does not control: type guards over the cart's schema (cart-schema.ts), which also gives
 * the cart its type. They load with the cart engine, not on first load.
 */
import * as v from 'valibot';
import { CartIdHolderSchema, CartSchema } from './cart-schema';
import type { Cart } from './types';

/** A complete cart as `reshapeCart` produces it, with every field the drawer and engine read. */
export function isCart(value: unknown): value is Cart {
  return v.is(CartSchema, value);
}

/**
 * The cart id of a stored value that is not a complete cart but still names one (an older stored
 * shape, say), so the cart can be fetched by id instead of being lost. Null when there is none,
 * including an id the platform could not parse: fetching it would only return a GraphQL error.
 */
export function salvageCartId(value: unknown): string | null {
  return v.is(CartIdHolderSchema, value) ? value.id : null;
}
