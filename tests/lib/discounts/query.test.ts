import { describe, expect, it, vi } from 'vitest';
import { readLandingQuery } from '@/lib/discounts/query';

describe('readLandingQuery', () => {
  it.each([
    ['', { advertorial: false, cartId: null, promo: false }],
    ['?utm_campaign=welcome', { advertorial: false, cartId: null, promo: true }],
    ['?utm_event=advertorial_to_pdp', { advertorial: true, cartId: null, promo: true }],
    ['?utm_content=advertorial_to_pdp', { advertorial: true, cartId: null, promo: true }],
    ['?utm_content=ADVERTORIAL_TO_PDP', { advertorial: false, cartId: null, promo: true }],
    [
      '?shopifyCartId=gid%3A%2F%2Fshopify%2FCart%2Fabc123',
      { advertorial: false, cartId: 'gid://shopify/Cart/abc123', promo: false },
    ],
  ])('%s', (search, expected) => {
    expect(readLandingQuery(search)).toEqual(expected);
  });

  it.each([
    '?shopifyCartId=gid%3A%2F%2Fshopify%2FProduct%2F1',
    '?shopifyCartId=javascript:alert(1)',
    '?shopifyCartId=',
  ])('ignores a bad cart id %s (logged)', (search) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readLandingQuery(search)).toEqual({ advertorial: false, cartId: null, promo: false });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
