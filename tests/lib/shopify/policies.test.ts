import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type {
  ShopPoliciesQuery,
  ShopPoliciesQueryVariables,
  ShopPolicyLinksQuery,
  ShopPolicyLinksQueryVariables,
} from '@/graphql/generated';
import { StorefrontTransportError } from '@/lib/shopify/errors';
import { getShopPolicy, getShopPolicyLinks, presentPolicies } from '@/lib/shopify/policies';
import { ENDPOINT, shop, startMswServer, testClient } from './msw';

const server = startMswServer();
const client = testClient();

const policy = (handle: string, title: string) => ({
  handle,
  title,
  body: `<p>${title} text</p>`,
  url: `https://morrow.test/policies/${handle}`,
});

const FULL: ShopPoliciesQuery['shop'] = {
  privacyPolicy: policy('privacy-policy', 'Privacy policy'),
  termsOfService: policy('terms-of-service', 'Terms of service'),
  refundPolicy: policy('refund-policy', 'Refund policy'),
  shippingPolicy: null,
  subscriptionPolicy: policy('subscription-policy', 'Subscription policy'),
};

describe('presentPolicies', () => {
  it('keeps the written policies in the footer order, leaving out the null ones', () => {
    expect(presentPolicies(FULL).map((p) => p.handle)).toEqual([
      'privacy-policy',
      'terms-of-service',
      'refund-policy',
      'subscription-policy',
    ]);
  });

  it('leaves out a handle that could not be a URL segment, or repeats one, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const odd = {
      ...FULL,
      termsOfService: policy('../admin', 'Terms'),
      refundPolicy: policy('privacy-policy', 'Refunds'),
      shippingPolicy: policy('Shipping Policy', 'Shipping'),
    };
    expect(presentPolicies(odd).map((p) => p.title)).toEqual([
      'Privacy policy',
      'Subscription policy',
    ]);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});

describe('getShopPolicyLinks', () => {
  it('reads handle and title of each policy', async () => {
    server.use(
      shop.query<ShopPolicyLinksQuery, ShopPolicyLinksQueryVariables>('ShopPolicyLinks', () =>
        HttpResponse.json({
          data: {
            shop: {
              privacyPolicy: { handle: 'privacy-policy', title: 'Privacy policy' },
              termsOfService: null,
              refundPolicy: null,
              shippingPolicy: { handle: 'shipping-policy', title: 'Shipping policy' },
              subscriptionPolicy: null,
            },
          },
        }),
      ),
    );
    expect(await getShopPolicyLinks(client)).toEqual([
      { handle: 'privacy-policy', title: 'Privacy policy' },
      { handle: 'shipping-policy', title: 'Shipping policy' },
    ]);
  });

  it('rejects with the typed error when the platform fails (the callers fall back)', async () => {
    server.use(http.post(ENDPOINT, () => new HttpResponse(null, { status: 503 })));
    await expect(getShopPolicyLinks(client)).rejects.toBeInstanceOf(StorefrontTransportError);
  });
});

describe('getShopPolicy', () => {
  const answer = () =>
    server.use(
      shop.query<ShopPoliciesQuery, ShopPoliciesQueryVariables>('ShopPolicies', () =>
        HttpResponse.json({ data: { shop: FULL } }),
      ),
    );

  it('picks the policy at the handle, body and url included', async () => {
    answer();
    expect(await getShopPolicy('refund-policy', client)).toEqual(FULL.refundPolicy);
  });

  it('gives null for a handle the shop has no policy at', async () => {
    answer();
    expect(await getShopPolicy('shipping-policy', client)).toBeNull();
    expect(await getShopPolicy('cookie-policy', client)).toBeNull();
  });
});
