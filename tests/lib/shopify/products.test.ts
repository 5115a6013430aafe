import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ProductByHandleQuery,
  ProductByHandleQueryVariables,
  ProductHandlesQuery,
  ProductHandlesQueryVariables,
  ProductQuery,
  ProductQueryVariables,
  ProductsQuery,
  ProductsQueryVariables,
  VariantQuery,
  VariantNodeFieldsFragment,
  VariantQueryVariables,
} from '@/graphql/generated';
import {
  getProduct,
  getProductByHandle,
  getProductHandles,
  getProducts,
  getVariant,
  getVariants,
} from '@/lib/shopify/products';
import { reshapeProduct, reshapeVariant } from '@/lib/shopify/reshape';
import { apiProduct, houseBlend250, houseBlendProductOfVariant } from './fixtures';
import { shop, testClient, startMswServer } from './msw';

const server = startMswServer();
const client = testClient();

const variantNode = (id: string): VariantNodeFieldsFragment & { __typename: 'ProductVariant' } => ({
  __typename: 'ProductVariant',
  ...houseBlend250,
  id,
  product: {
    ...houseBlendProductOfVariant,
    descriptionHtml: '<p>Our everyday blend.</p>',
    requiresSellingPlan: false,
    images: { edges: [] },
  },
});

describe('getProduct', () => {
  it.each([
    ['1000000001', 'gid://shopify/Product/1000000001'],
    ['gid://shopify/Product/1000000001', 'gid://shopify/Product/1000000001'],
  ])('reads %s as %s', async (id, expected) => {
    const ids: unknown[] = [];
    server.use(
      shop.query<ProductQuery, ProductQueryVariables>('Product', ({ variables }) => {
        ids.push(variables.id);
        return HttpResponse.json({ data: { product: apiProduct } });
      }),
    );
    expect(await getProduct(id, client)).toEqual(reshapeProduct(apiProduct));
    expect(ids).toEqual([expected]);
  });

  it('returns null for an unknown product', async () => {
    server.use(
      shop.query<ProductQuery>('Product', () => HttpResponse.json({ data: { product: null } })),
    );
    expect(await getProduct('9', client)).toBeNull();
  });
});

describe('getProductByHandle', () => {
  it('reads the product by handle, null when missing', async () => {
    server.use(
      shop.query<ProductByHandleQuery, ProductByHandleQueryVariables>(
        'ProductByHandle',
        ({ variables }) =>
          HttpResponse.json({
            data: { product: variables.handle === 'house-blend-coffee' ? apiProduct : null },
          }),
      ),
    );
    expect((await getProductByHandle('house-blend-coffee', client))?.handle).toBe(
      'house-blend-coffee',
    );
    expect(await getProductByHandle('nope', client)).toBeNull();
  });
});

describe('getProducts', () => {
  it.each<[{ first?: number } | undefined, number]>([
    [undefined, 50],
    [{}, 50],
    [{ first: 8 }, 8],
  ])('with %j asks for the first %i products', async (opts, first) => {
    const asked: unknown[] = [];
    server.use(
      shop.query<ProductsQuery, ProductsQueryVariables>('Products', ({ variables }) => {
        asked.push(variables.first);
        return HttpResponse.json({ data: { products: { edges: [{ node: apiProduct }] } } });
      }),
    );
    expect(await getProducts(opts, client)).toEqual([reshapeProduct(apiProduct)]);
    expect(asked).toEqual([first]);
  });
});

describe('getProductHandles', () => {
  it('follows the cursor until the last page', async () => {
    const afters: unknown[] = [];
    server.use(
      shop.query<ProductHandlesQuery, ProductHandlesQueryVariables>(
        'ProductHandles',
        ({ variables }) => {
          afters.push(variables.after);
          const firstPage = !variables.after;
          return HttpResponse.json({
            data: {
              products: {
                edges: (firstPage ? ['house-blend-coffee', 'breakfast-tea'] : ['daily-greens']).map(
                  (handle) => ({ node: { handle } }),
                ),
                pageInfo: firstPage
                  ? { hasNextPage: true, endCursor: 'cursor-2' }
                  : { hasNextPage: false, endCursor: 'cursor-3' },
              },
            },
          });
        },
      ),
    );
    expect(await getProductHandles(client)).toEqual([
      'house-blend-coffee',
      'breakfast-tea',
      'daily-greens',
    ]);
    expect(afters).toEqual([null, 'cursor-2']);
  });
});

describe('getVariant', () => {
  it.each([
    ['4400000001', 'gid://shopify/ProductVariant/4400000001'],
    ['gid://shopify/ProductVariant/4400000001', 'gid://shopify/ProductVariant/4400000001'],
  ])('reads %s through node(id: %s)', async (id, expected) => {
    const ids: unknown[] = [];
    server.use(
      shop.query<VariantQuery, VariantQueryVariables>('Variant', ({ variables }) => {
        ids.push(variables.id);
        return HttpResponse.json({ data: { node: variantNode(String(variables.id)) } });
      }),
    );
    expect(await getVariant(id, client)).toEqual(reshapeVariant(variantNode(expected)));
    expect(ids).toEqual([expected]);
  });

  it.each<[string, VariantQuery['node']]>([
    ['a missing node', null],
    ['a node that is not a variant', { __typename: 'Product' }],
  ])('returns null for %s', async (_case, node) => {
    server.use(shop.query<VariantQuery>('Variant', () => HttpResponse.json({ data: { node } })));
    expect(await getVariant('1', client)).toBeNull();
  });
});

describe('getVariants', () => {
  it('fetches in parallel: every request is in flight before any is answered', async () => {
    const ids = ['1', '2', '3'];
    let arrived = 0;
    let releaseAll: () => void = () => {};
    const allArrived = new Promise<void>((resolve) => {
      releaseAll = resolve;
    });
    server.use(
      shop.query<VariantQuery, VariantQueryVariables>('Variant', async ({ variables }) => {
        arrived += 1;
        if (arrived === ids.length) releaseAll();
        // Sequential fetching would never get past the first request: the test times out.
        await allArrived;
        return HttpResponse.json({ data: { node: variantNode(String(variables.id)) } });
      }),
    );
    const variants = await getVariants(ids, client);
    expect(variants.map((variant) => variant.shortId)).toEqual(['1', '2', '3']);
  });

  it('drops ids that return nothing and keeps the order of the rest', async () => {
    server.use(
      shop.query<VariantQuery, VariantQueryVariables>('Variant', ({ variables }) => {
        const id = String(variables.id);
        if (id.endsWith('/2')) return HttpResponse.json({ data: { node: null } });
        if (id.endsWith('/3'))
          return HttpResponse.json({ data: { node: { __typename: 'Product' } } });
        return HttpResponse.json({ data: { node: variantNode(id) } });
      }),
    );
    const variants = await getVariants(['4', '2', '3', '1'], client);
    expect(variants.map((variant) => variant.id)).toEqual([
      'gid://shopify/ProductVariant/4',
      'gid://shopify/ProductVariant/1',
    ]);
  });

  describe('one bad id does not fail the list', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('drops an id the API rejects as an invalid global id, and warns', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const asked: string[] = [];
      server.use(
        shop.query<VariantQuery, VariantQueryVariables>('Variant', ({ variables }) => {
          const id = String(variables.id);
          asked.push(id);
          // Shopify's answer to a malformed id: a top-level GraphQL error and a null node.
          if (!/\/\d+$/.test(id))
            return HttpResponse.json({
              errors: [{ message: `Invalid global id '${id}'`, path: ['node'] }],
              data: { node: null },
            });
          return HttpResponse.json({ data: { node: variantNode(id) } });
        }),
      );
      const variants = await getVariants(['1', 'not-a-variant', '2'], client);
      expect(variants.map((variant) => variant.shortId)).toEqual(['1', '2']);
      expect(asked).toHaveLength(3);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('"not-a-variant"');
    });

    it('drops a failing request (HTTP 500) and keeps the others', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      server.use(
        shop.query<VariantQuery, VariantQueryVariables>('Variant', ({ variables }) => {
          const id = String(variables.id);
          if (id.endsWith('/2'))
            return HttpResponse.json({ errors: [{ message: 'Internal error' }] }, { status: 500 });
          return HttpResponse.json({ data: { node: variantNode(id) } });
        }),
      );
      const variants = await getVariants(['1', '2', '3'], client);
      expect(variants.map((variant) => variant.shortId)).toEqual(['1', '3']);
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it.each<[string[], string[]]>([
      [['', '1'], ['1']],
      [['  ', '1', ''], ['1']],
      [['', ''], []],
    ])('skips blank ids %j without a request → %j', async (ids, expected) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const asked: string[] = [];
      server.use(
        shop.query<VariantQuery, VariantQueryVariables>('Variant', ({ variables }) => {
          asked.push(String(variables.id));
          return HttpResponse.json({ data: { node: variantNode(String(variables.id)) } });
        }),
      );
      expect((await getVariants(ids, client)).map((variant) => variant.shortId)).toEqual(expected);
      expect(asked).toEqual(expected.map((id) => `gid://shopify/ProductVariant/${id}`));
      expect(warn).toHaveBeenCalledTimes(ids.length - expected.length);
    });

    it('warns about an id that finds no variant', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      server.use(
        shop.query<VariantQuery>('Variant', () => HttpResponse.json({ data: { node: null } })),
      );
      expect(await getVariants(['7'], client)).toEqual([]);
      expect(String(warn.mock.calls[0]?.[0])).toContain('"7"');
    });
  });

  it('returns [] for no ids without a request', async () => {
    expect(await getVariants([], client)).toEqual([]);
  });
});
