import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  PredictiveSearchQuery,
  PredictiveSearchQueryVariables,
  SearchQuery,
  SearchQueryVariables,
} from '@/graphql/generated';
import { StorefrontGraphQLError } from '@/lib/shopify/errors';
import { reshapeProduct } from '@/lib/shopify/reshape';
import { predictiveSearch, searchProducts } from '@/lib/shopify/search';
import { apiProduct, gbp } from './fixtures';
import { shop, startMswServer, testClient } from './msw';

const server = startMswServer();
const client = testClient();

const vendorFacet = {
  id: 'filter.p.vendor',
  label: 'Vendor',
  type: 'LIST' as const,
  values: [
    {
      id: 'filter.p.vendor.morrow',
      label: 'Morrow',
      count: 3,
      input: '{"productVendor":"Morrow"}',
    },
  ],
};

function searchAnswer(overrides: Partial<SearchQuery['search']> = {}): SearchQuery {
  return {
    search: {
      totalCount: 31,
      productFilters: [vendorFacet],
      pageInfo: { hasNextPage: true, endCursor: 'cursor-24' },
      edges: [{ node: { __typename: 'Product', ...apiProduct } }, { node: { __typename: 'Page' } }],
      ...overrides,
    },
  };
}

describe('searchProducts', () => {
  it('sends the query, page, sort and filters, and returns products, facets and the cursor', async () => {
    const asked: SearchQueryVariables[] = [];
    server.use(
      shop.query<SearchQuery, SearchQueryVariables>('Search', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: searchAnswer() });
      }),
    );
    const results = await searchProducts(
      {
        query: 'coffee',
        after: 'cursor-0',
        sortKey: 'PRICE',
        reverse: true,
        filters: [{ productVendor: 'Morrow' }],
      },
      client,
    );
    expect(asked).toEqual([
      {
        query: 'coffee',
        first: 24,
        after: 'cursor-0',
        sortKey: 'PRICE',
        reverse: true,
        productFilters: [{ productVendor: 'Morrow' }],
      },
    ]);
    expect(results).toEqual({
      totalCount: 31,
      // The page result is not a product: left out.
      products: [reshapeProduct(apiProduct)],
      facets: [vendorFacet],
      hasNextPage: true,
      endCursor: 'cursor-24',
    });
  });

  it('defaults to relevance, the first page and no filters', async () => {
    const asked: SearchQueryVariables[] = [];
    server.use(
      shop.query<SearchQuery, SearchQueryVariables>('Search', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: searchAnswer() });
      }),
    );
    await searchProducts({ query: 'tea', filters: [] }, client);
    expect(asked).toEqual([
      {
        query: 'tea',
        first: 24,
        after: null,
        sortKey: 'RELEVANCE',
        reverse: false,
        productFilters: null,
      },
    ]);
  });

  it('passes a facet input through as the platform gave it', async () => {
    const objectInput = {
      ...vendorFacet,
      values: [{ ...vendorFacet.values[0]!, input: { productVendor: 'Morrow' } }],
    };
    server.use(
      shop.query<SearchQuery, SearchQueryVariables>('Search', () =>
        HttpResponse.json({ data: searchAnswer({ productFilters: [vendorFacet, objectInput] }) }),
      ),
    );
    expect((await searchProducts({ query: 'tea' }, client)).facets).toEqual([
      vendorFacet,
      objectInput,
    ]);
  });

  it.each(['', '   '])('sends nothing for the blank query %j and finds nothing', async (query) => {
    // No handler: a request would fail the test (onUnhandledRequest: 'error').
    expect(await searchProducts({ query }, client)).toEqual({
      totalCount: 0,
      products: [],
      facets: [],
      hasNextPage: false,
      endCursor: null,
    });
  });

  it('throws the typed GraphQL error for a cursor the platform refuses', async () => {
    server.use(
      shop.query('Search', () =>
        HttpResponse.json({ errors: [{ message: 'Invalid cursor' }], data: null }),
      ),
    );
    await expect(searchProducts({ query: 'tea', after: 'bogus' }, client)).rejects.toBeInstanceOf(
      StorefrontGraphQLError,
    );
  });
});

describe('predictiveSearch', () => {
  it('asks for five of each kind and returns products, collections and queries', async () => {
    const asked: PredictiveSearchQueryVariables[] = [];
    server.use(
      shop.query<PredictiveSearchQuery, PredictiveSearchQueryVariables>(
        'PredictiveSearch',
        ({ variables }) => {
          asked.push(variables);
          return HttpResponse.json({
            data: {
              predictiveSearch: {
                products: [
                  {
                    id: 'gid://shopify/Product/1',
                    title: 'House Blend',
                    handle: 'house-blend-coffee',
                    featuredImage: { url: '/p/house.jpg', altText: null, width: 800, height: 800 },
                    priceRange: { minVariantPrice: gbp('9.50'), maxVariantPrice: gbp('30.00') },
                  },
                  {
                    id: 'gid://shopify/Product/2',
                    title: 'Kettle',
                    handle: 'kettle',
                    featuredImage: null,
                    priceRange: { minVariantPrice: gbp('45.00'), maxVariantPrice: gbp('45.00') },
                  },
                ],
                collections: [
                  { id: 'gid://shopify/Collection/1', title: 'Coffee', handle: 'coffee' },
                ],
                queries: [{ text: 'house blend', styledText: '<mark>house</mark> blend' }],
              },
            },
          });
        },
      ),
    );
    expect(await predictiveSearch('hou', {}, client)).toEqual({
      products: [
        {
          id: 'gid://shopify/Product/1',
          title: 'House Blend',
          handle: 'house-blend-coffee',
          image: { url: '/p/house.jpg', altText: null, width: 800, height: 800 },
          minPrice: gbp('9.50'),
          maxPrice: gbp('30.00'),
        },
        {
          id: 'gid://shopify/Product/2',
          title: 'Kettle',
          handle: 'kettle',
          image: null,
          minPrice: gbp('45.00'),
          maxPrice: gbp('45.00'),
        },
      ],
      collections: [{ id: 'gid://shopify/Collection/1', title: 'Coffee', handle: 'coffee' }],
      // styledText is markup from the platform: not carried, so nothing can render it as HTML.
      queries: [{ text: 'house blend' }],
    });
    expect(asked).toEqual([{ query: 'hou', limit: 5 }]);
  });

  it('reads a null answer as no suggestions', async () => {
    server.use(
      shop.query<PredictiveSearchQuery, PredictiveSearchQueryVariables>('PredictiveSearch', () =>
        HttpResponse.json({ data: { predictiveSearch: null } }),
      ),
    );
    expect(await predictiveSearch('zzz', {}, client)).toEqual({
      products: [],
      collections: [],
      queries: [],
    });
  });

  it('sends nothing for a blank query', async () => {
    expect(await predictiveSearch(' ', {}, client)).toEqual({
      products: [],
      collections: [],
      queries: [],
    });
  });
});
