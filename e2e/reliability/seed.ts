/**
 * A returning shopper's cart, made without the UI: the cart is created and filled on the platform
 * through the Storefront API with the shop's own documents, and stored in the page's localStorage
 * as the shop stores it (`reshapeCart`, SPEC §3), before the page under test first loads. This
 * replaces a page load, an add and a wait for the platform (`seedLine` in ./health.ts) in every
 * case that only needs "the shopper has one line".
 */
import { expect, type Page } from '@playwright/test';
import { CART_CREATE_MUTATION, CART_LINES_ADD_MUTATION } from '../../graphql/cart';
import type { CartFieldsFragment } from '../../graphql/generated';
import { reshapeCart } from '../../lib/shopify/reshape';
import { STORAGE_KEYS } from '../../lib/storage/keys';
import { storefrontData } from '../fixtures/shop';

/** A cheap same-origin document, opened only to write localStorage before the real first load. */
const BLANK_SHOP_DOCUMENT = '/favicon.svg';

const variantIds = new Map<string, Promise<string>>();

/** The first variant of product `handle` (asked once per worker). */
function variantId(handle: string): Promise<string> {
  let id = variantIds.get(handle);
  if (!id) {
    id = storefrontData<{ product: { variants: { edges: { node: { id: string } }[] } } | null }>(
      'query($handle: String!) { product(handle: $handle) { variants(first: 1) { edges { node { id } } } } }',
      { handle },
    ).then((data) => {
      const first = data.product?.variants.edges[0]?.node.id;
      if (!first) throw new Error(`no variant for product ${handle}`);
      return first;
    });
    variantIds.set(handle, id);
    id.catch(() => variantIds.delete(handle));
  }
  return id;
}

type CartPayload = { cart: CartFieldsFragment | null; userErrors: { message: string }[] };

/** A new platform cart holding one of product `handle`; returns it as the shop stores it (JSON). */
export async function createCartWith(handle: string): Promise<string> {
  const merchandiseId = await variantId(handle);
  const created = await storefrontData<{ cartCreate: CartPayload }>(CART_CREATE_MUTATION);
  const cartId = created.cartCreate.cart?.id;
  expect(cartId, 'cartCreate made a cart').toBeTruthy();
  const added = await storefrontData<{ cartLinesAdd: CartPayload }>(CART_LINES_ADD_MUTATION, {
    cartId,
    lines: [{ merchandiseId, quantity: 1 }],
  });
  expect(added.cartLinesAdd.userErrors).toEqual([]);
  const cart = added.cartLinesAdd.cart;
  if (!cart) throw new Error('cartLinesAdd returned no cart');
  return JSON.stringify(reshapeCart(cart));
}

/** Writes `entries` into the shop origin's localStorage without loading a shop page. */
export async function plantStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.goto(BLANK_SHOP_DOCUMENT);
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  }, entries);
}

/**
 * The shopper already has one of product `handle` in the basket: a platform cart stored in this
 * page's localStorage, with `extra` entries planted beside it (they win over the cart's key).
 * Returns the stored cart's JSON. The next `goto` is the first load of a shop page.
 */
export async function seedStoredCart(
  page: Page,
  handle: string,
  extra: (storedCart: string) => Record<string, string> = () => ({}),
): Promise<string> {
  const stored = await createCartWith(handle);
  await plantStorage(page, { [STORAGE_KEYS.cart]: stored, ...extra(stored) });
  return stored;
}
