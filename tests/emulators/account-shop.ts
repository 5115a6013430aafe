/**
 * Shared by the account tests that need the shop too: a Storefront emulator linked to a Customer
 * Account stand-in on one clock, a cart made with a customer access token, and the local checkout.
 */
import { expect } from 'vitest';
import type { CustomerAccountEmulator } from '@/emulators/customer-account/index';
import type { StorefrontEmulator } from '@/emulators/storefront/index';
import { clock, makeAccounts, type Clock } from './account-fixtures';
import { data, makeEmulator } from './storefront-client';

export const BEANS_250G = 'gid://shopify/ProductVariant/4400000001';
export const TEA = 'gid://shopify/ProductVariant/4400000004';
export const EVERY_2_WEEKS = 'gid://shopify/SellingPlan/6600000001';

export interface Shop {
  time: Clock;
  accounts: CustomerAccountEmulator;
  storefront: StorefrontEmulator;
}

export function makeShop(): Shop {
  const time = clock();
  const accounts = makeAccounts(time);
  const storefront = makeEmulator({ accounts: accounts.link, now: time.now });
  return { time, accounts, storefront };
}

export const CART_CREATE = `mutation Create($input: CartInput) {
  cartCreate(input: $input) {
    cart { id checkoutUrl buyerIdentity { email customer { id email firstName lastName displayName } } }
    userErrors { code field message }
  }
}`;

export interface CreatedCart {
  cartCreate: {
    cart: {
      id: string;
      checkoutUrl: string;
      buyerIdentity: { email: string | null; customer: Record<string, unknown> | null };
    } | null;
    userErrors: { code: string; field: string[]; message: string }[];
  };
}

export type LineInput = { merchandiseId: string; quantity?: number; sellingPlanId?: string };

/**
 * Places an order for `lines` with the local checkout, signed in with `accessToken` if given, with
 * the discount codes given.
 */
export async function placeOrder(
  shop: Shop,
  lines: LineInput[],
  accessToken?: string,
  discountCodes: string[] = [],
): Promise<void> {
  const input = {
    lines,
    ...(discountCodes.length > 0 ? { discountCodes } : {}),
    ...(accessToken ? { buyerIdentity: { customerAccessToken: accessToken } } : {}),
  };
  const created = await data<CreatedCart>(shop.storefront, CART_CREATE, { input });
  const cart = created.cartCreate.cart;
  expect(created.cartCreate.userErrors).toEqual([]);
  const response = await shop.storefront.handleCheckout(
    new Request(cart!.checkoutUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    }),
  );
  expect(response.status).toBe(303);
}
