/**
 * Checks for a cart read back from browser storage or another tab (SPEC §3 `shopifyCart`): type
 * guards over the cart's schema (lib/shopify/cart-schema.ts), which also gives the cart its type.
 */
import * as v from 'valibot';
import { CartIdHolderSchema, CartLineSchema, CartSchema } from '@/lib/shopify/cart-schema';
import type { Cart, CartLine } from '@/lib/shopify/types';

export { isCartId } from '@/lib/shopify/cart-id';

/** A line with the fields the drawer, the engine and tracking read; quantity at least 1. */
export function isCartLine(value: unknown): value is CartLine {
  return v.is(CartLineSchema, value);
}

/** A complete cart as `reshapeCart` produces it. */
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
