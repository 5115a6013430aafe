import { describe, expect, it, vi } from 'vitest';
import { readLandingQuery } from '@/lib/discounts/query';

describe('readLandingQuery', () => {
  it.each([
    ['', { cartId: null, promo: false }],
    ['?utm_campaign=welcome', { cartId: null, promo: true }],
    // The Visual Editor's own parameters are no campaign; with a campaign beside them, still one.
    [
      '?_storyblok=12&_storyblok_tk[space_id]=1&_storyblok_tk[timestamp]=2&_storyblok_tk[token]=x',
      { cartId: null, promo: false },
    ],
    ['?_storyblok=12&utm_campaign=welcome', { cartId: null, promo: true }],
    ['?utm_event=advertorial_to_pdp', { cartId: null, promo: true }],
    ['?utm_content=advertorial_to_pdp', { cartId: null, promo: true }],
    ['?utm_content=ADVERTORIAL_TO_PDP', { cartId: null, promo: true }],
    [
      '?shopifyCartId=gid%3A%2F%2Fshopify%2FCart%2Fabc123',
      { cartId: 'gid://shopify/Cart/abc123', promo: false },
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
    expect(readLandingQuery(search)).toEqual({ cartId: null, promo: false });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
