import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ProductFieldsFragment,
  ProductRecommendationsQuery,
  ProductRecommendationsQueryVariables,
} from '@/graphql/generated';
import {
  getProductRecommendations,
  getRelatedProducts,
  MAX_RECOMMENDATIONS,
} from '@/lib/shopify/recommendations';
import { apiProduct } from './fixtures';
import { shop, startMswServer, testClient } from './msw';

const server = startMswServer();
const client = testClient();

const SELF = 'gid://shopify/Product/1000000001';
const other = (n: number): ProductFieldsFragment => ({
  ...apiProduct,
  id: `gid://shopify/Product/${n}`,
  handle: `product-${n}`,
  title: `Product ${n}`,
});

/** Answers `products` to ProductRecommendations, recording the variables asked. */
function recommend(products: ProductFieldsFragment[] | null) {
  const asked: ProductRecommendationsQueryVariables[] = [];
  server.use(
    shop.query<ProductRecommendationsQuery, ProductRecommendationsQueryVariables>(
      'ProductRecommendations',
      ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { productRecommendations: products } });
      },
    ),
  );
  return asked;
}

const handles = (products: { handle: string }[]) => products.map((p) => p.handle);

afterEach(() => vi.restoreAllMocks());

describe('getProductRecommendations', () => {
  it.each<[string, ProductFieldsFragment[] | null, number, string[]]>([
    ['in the platform order', [other(2), other(3)], 4, ['product-2', 'product-3']],
    [
      'at most the limit',
      [2, 3, 4, 5, 6, 7].map(other),
      4,
      ['product-2', 'product-3', 'product-4', 'product-5'],
    ],
    [
      'without the product itself or repeats',
      [other(2), { ...apiProduct, id: SELF }, other(2), other(3)],
      4,
      ['product-2', 'product-3'],
    ],
    ['none for an unknown product (null)', null, 4, []],
    ['none when the platform has none', [], 4, []],
    ['with a smaller limit', [2, 3, 4].map(other), 1, ['product-2']],
  ])('%s', async (_, answer, limit, expected) => {
    recommend(answer);
    expect(handles(await getProductRecommendations(SELF, limit, client))).toEqual(expected);
  });

  it('asks for the product by global id, a plain id given too, with the RELATED default', async () => {
    const asked = recommend([]);
    await getProductRecommendations('1000000001', MAX_RECOMMENDATIONS, client);
    expect(asked).toEqual([{ productId: SELF }]);
  });

  it('reshapes each product to the domain type (no edges)', async () => {
    recommend([other(2)]);
    const [first] = await getProductRecommendations(SELF, 4, client);
    expect(first?.variants[0]?.shortId).toBe(
      apiProduct.variants.edges[0]?.node.id.split('/').pop(),
    );
    expect(first?.images[0]?.url).toBe(apiProduct.images.edges[0]?.node.url);
  });
});

describe('getRelatedProducts', () => {
  it('answers the recommendations when the read works', async () => {
    recommend([other(2)]);
    expect(handles(await getRelatedProducts(SELF, 4, client))).toEqual(['product-2']);
  });

  it.each([
    ['a GraphQL error', () => HttpResponse.json({ errors: [{ message: 'NOT_EMULATED' }] })],
    ['an HTTP 500', () => new HttpResponse('boom', { status: 500 })],
    ['a network error', () => HttpResponse.error()],
  ])('answers none on %s, and logs it', async (_, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(shop.query('ProductRecommendations', answer));
    expect(await getRelatedProducts(SELF, 4, client)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('recommendations');
  });
});
