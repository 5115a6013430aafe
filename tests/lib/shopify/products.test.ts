import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  ProductByHandleQuery,
  ProductByHandleQueryVariables,
  ProductHandlesQuery,
  ProductHandlesQueryVariables,
  ProductsQuery,
  ProductsQueryVariables,
} from '@/graphql/generated';
import { getProductByHandle, getProductHandles, getProducts } from '@/lib/shopify/products';
import { reshapeProduct } from '@/lib/shopify/reshape';
import { apiProduct } from './fixtures';
import { shop, testClient, startMswServer } from './msw';

const server = startMswServer();
const client = testClient();

describe('getProductByHandle', () => {
  it('reads the product by handle with its vendor, SEO fields and first collection, null when missing', async () => {
    server.use(
      shop.query<ProductByHandleQuery, ProductByHandleQueryVariables>(
        'ProductByHandle',
        ({ variables }) =>
          HttpResponse.json({
            data: {
              product:
                variables.handle === 'house-blend-coffee'
                  ? {
                      ...apiProduct,
                      vendor: 'Morrow & Co.',
                      seo: { title: null, description: 'Our everyday coffee' },
                      collections: { edges: [{ node: { handle: 'coffee', title: 'Coffee' } }] },
                    }
                  : null,
            },
          }),
      ),
    );
    const product = await getProductByHandle('house-blend-coffee', client);
    expect(product?.handle).toBe('house-blend-coffee');
    expect(product && [product.vendor, product.seo, product.collection]).toEqual([
      'Morrow & Co.',
      { title: null, description: 'Our everyday coffee' },
      { handle: 'coffee', title: 'Coffee' },
    ]);
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
