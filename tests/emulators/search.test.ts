import { describe, expect, it } from 'vitest';
import { storefrontClient } from './storefront-client';

const { data, gql } = storefrontClient();

const SEARCH = /* GraphQL */ `
  query Search(
    $query: String!
    $first: Int = 10
    $after: String
    $prefix: SearchPrefixQueryType
    $productFilters: [ProductFilter!]
    $sortKey: SearchSortKeys
    $reverse: Boolean
    $types: [SearchType!]
    $unavailableProducts: SearchUnavailableProductsType
  ) {
    search(
      query: $query
      first: $first
      after: $after
      prefix: $prefix
      productFilters: $productFilters
      sortKey: $sortKey
      reverse: $reverse
      types: $types
      unavailableProducts: $unavailableProducts
    ) {
      totalCount
      edges {
        cursor
      }
      nodes {
        __typename
        ... on Product {
          handle
        }
        ... on Page {
          handle
        }
        ... on Article {
          handle
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        endCursor
      }
      productFilters {
        id
        label
        type
        values {
          id
          label
          count
          input
        }
      }
    }
  }
`;

interface SearchResult {
  search: {
    totalCount: number;
    edges: { cursor: string }[];
    nodes: { __typename: string; handle: string }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    productFilters: { id: string; values: { label: string; count: number; input: string }[] }[];
  };
}

const run = (variables: Record<string, unknown>) => data<SearchResult>(SEARCH, variables);
const handles = (r: SearchResult) => r.search.nodes.map((n) => n.handle);
const PRODUCTS = ['PRODUCT'];

describe('search', () => {
  it.each([
    // Relevance: a title match first, then type and tag matches; ties in best-selling order.
    [{ query: 'coffee', types: PRODUCTS }, ['house-blend', 'ethiopia-yirgacheffe']],
    // Every type by default: the products, then the pages that mention the term.
    [
      { query: 'coffee' },
      ['house-blend', 'ethiopia-yirgacheffe', 'about', 'faq', 'shipping-returns', 'subscriptions'],
    ],
    [{ query: 'subscription', types: ['PAGE'] }, ['subscriptions', 'faq']],
    [{ query: 'coffee', types: ['ARTICLE'] }, []],
    // Sold-out products: LAST by default, SHOW in place, HIDE dropped.
    [{ query: 'vegan', types: PRODUCTS }, ['drinking-chocolate', 'barista-oat-milk']],
    [
      { query: 'vegan', types: PRODUCTS, unavailableProducts: 'SHOW' },
      ['barista-oat-milk', 'drinking-chocolate'],
    ],
    [{ query: 'vegan', types: PRODUCTS, unavailableProducts: 'HIDE' }, ['drinking-chocolate']],
    // PRICE sorts by the lowest variant price; reverse flips it.
    [
      { query: 'vegan OR coffee', types: PRODUCTS, sortKey: 'PRICE', unavailableProducts: 'SHOW' },
      ['barista-oat-milk', 'drinking-chocolate', 'house-blend', 'ethiopia-yirgacheffe'],
    ],
    [
      {
        query: 'vegan OR coffee',
        types: PRODUCTS,
        sortKey: 'PRICE',
        reverse: true,
        unavailableProducts: 'SHOW',
      },
      ['ethiopia-yirgacheffe', 'house-blend', 'drinking-chocolate', 'barista-oat-milk'],
    ],
    // prefix: LAST makes the last word a prefix.
    [{ query: 'cof', types: PRODUCTS }, []],
    [{ query: 'cof', types: PRODUCTS, prefix: 'LAST' }, ['house-blend', 'ethiopia-yirgacheffe']],
    [{ query: 'single cho', types: PRODUCTS, prefix: 'LAST' }, ['drinking-chocolate']],
    // The search syntax; a field of products is not one pages have, so no page matches it.
    [{ query: 'coffee -tag:single-origin', types: PRODUCTS }, ['house-blend']],
    [
      { query: 'product_type:Equipment OR vendor:Oatly' },
      ['ceramic-pour-over', 'barista-oat-milk'],
    ],
    // productFilters narrow the products, and then only products are results.
    [
      // The tea also matches in its SKU (MOR-TEA-80), so it ranks above the coffee.
      { query: 'coffee OR tea', productFilters: [{ productVendor: 'Morrow & Co.' }] },
      ['breakfast-tea', 'house-blend'],
    ],
    [{ query: 'vegan', productFilters: [{ available: true }] }, ['drinking-chocolate']],
    [
      { query: 'coffee OR tea OR chocolate', productFilters: [{ price: { min: 5, max: 10 } }] },
      ['breakfast-tea', 'house-blend', 'drinking-chocolate'],
    ],
    [
      { query: 'coffee', productFilters: [{ variantOption: { name: 'Size', value: '1 kg' } }] },
      ['house-blend'],
    ],
    [{ query: 'coffee', productFilters: [{ tag: 'no-such-tag' }] }, []],
    // Empty and hostile queries find nothing.
    [{ query: '' }, []],
    [{ query: 'AND OR NOT' }, []],
    [{ query: '<script>alert("x")</script>' }, []],
    [{ query: 'a'.repeat(10_000) }, []],
    [{ query: '"unbalanced (quote' }, []],
  ])('%j finds %j', async (variables, expected) => {
    const result = await run(variables);
    expect(handles(result)).toEqual(expected);
    expect(result.search.totalCount).toBe(expected.length);
  });

  it('counts every match in totalCount and pages with cursors of its own', async () => {
    const first = await run({ query: 'coffee', first: 4 });
    expect(first.search.totalCount).toBe(6);
    expect(handles(first)).toEqual(['house-blend', 'ethiopia-yirgacheffe', 'about', 'faq']);
    expect(first.search.pageInfo.hasNextPage).toBe(true);
    const next = await run({ query: 'coffee', first: 4, after: first.search.pageInfo.endCursor });
    expect(handles(next)).toEqual(['shipping-returns', 'subscriptions']);
    expect(next.search.pageInfo.hasNextPage).toBe(false);
    // A cursor from another search is refused, not read as a position in this one.
    const other = await gql(SEARCH, {
      query: 'tea',
      after: first.search.pageInfo.endCursor,
    });
    expect(other.errors?.[0]?.extensions?.code).toBe('INVALID_CURSOR');
  });

  it('returns the facets of the matched products, as a collection does', async () => {
    const result = await run({ query: 'coffee', productFilters: [{ productVendor: 'Oatly' }] });
    expect(handles(result)).toEqual([]);
    const facets = new Map(
      result.search.productFilters.map((f) => [
        f.id,
        f.values.map((v) => `${v.label} ${v.count} ${v.input}`),
      ]),
    );
    expect(facets.get('filter.p.product_type')).toEqual(['Coffee 0 {"productType":"Coffee"}']);
    // The vendor facet is not narrowed by its own applied value: ticking another adds to it.
    expect(facets.get('filter.p.vendor')).toEqual([
      'Highland Roasters 1 {"productVendor":"Highland Roasters"}',
      'Morrow & Co. 1 {"productVendor":"Morrow & Co."}',
    ]);
    expect(facets.get('filter.v.price')).toEqual(['Price 0 {"price":{"min":0,"max":30}}']);
  });

  it('answers a query past the parser limits with a GraphQL error', async () => {
    const result = await gql(SEARCH, { query: Array(101).fill('tea').join(' ') });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Search query has 101 terms; at most 100 are allowed.',
      extensions: { code: 'BAD_REQUEST' },
    });
  });
});

const PREDICTIVE = /* GraphQL */ `
  query Predictive(
    $query: String!
    $limit: Int
    $limitScope: PredictiveSearchLimitScope
    $types: [PredictiveSearchType!]
    $searchableFields: [SearchableField!]
    $unavailableProducts: SearchUnavailableProductsType
  ) {
    predictiveSearch(
      query: $query
      limit: $limit
      limitScope: $limitScope
      types: $types
      searchableFields: $searchableFields
      unavailableProducts: $unavailableProducts
    ) {
      products {
        handle
      }
      collections {
        handle
      }
      pages {
        handle
      }
      articles {
        handle
      }
      queries {
        text
        styledText
        trackingParameters
      }
    }
  }
`;

interface Predictive {
  predictiveSearch: {
    products: { handle: string }[];
    collections: { handle: string }[];
    pages: { handle: string }[];
    articles: { handle: string }[];
    queries: { text: string; styledText: string; trackingParameters: string }[];
  };
}

/** One line per type: "products: a b", "queries: coffee"; empty types left out. */
function summary(result: Predictive): string[] {
  const { queries, ...lists } = result.predictiveSearch;
  return [
    ...Object.entries(lists).map(
      ([type, list]) => `${type}: ${list.map((i) => i.handle).join(' ')}`,
    ),
    `queries: ${queries.map((q) => q.text).join(' | ')}`,
  ].filter((line) => !line.endsWith(': '));
}

describe('predictiveSearch', () => {
  it.each([
    [
      { query: 'cof' },
      [
        'products: house-blend ethiopia-yirgacheffe',
        'collections: coffee',
        'queries: coffee | house blend coffee beans',
      ],
    ],
    [
      { query: 'morrow' },
      [
        'products: house-blend breakfast-tea drinking-chocolate',
        'pages: about',
        'queries: morrow & co.',
      ],
    ],
    // limit shared in turn across the types (limitScope ALL, the default)…
    [
      { query: 'co', limit: 4 },
      ['products: house-blend', 'collections: coffee', 'pages: about', 'queries: coffee'],
    ],
    // …or per type with EACH.
    [
      { query: 'co', limit: 1, limitScope: 'EACH', types: ['PRODUCT', 'PAGE'] },
      ['products: house-blend', 'pages: about'],
    ],
    [{ query: 'cof', types: ['QUERY'] }, ['queries: coffee | house blend coffee beans']],
    // searchableFields: the defaults leave tags out; TAG puts them in.
    [{ query: 'vegan', types: ['PRODUCT'] }, []],
    [
      { query: 'vegan', types: ['PRODUCT'], searchableFields: ['TAG'] },
      ['products: drinking-chocolate barista-oat-milk'],
    ],
    [
      {
        query: 'vegan',
        types: ['PRODUCT'],
        searchableFields: ['TAG'],
        unavailableProducts: 'HIDE',
      },
      ['products: drinking-chocolate'],
    ],
    [{ query: 'refund', types: ['PAGE'] }, []],
    [{ query: 'refund', types: ['PAGE'], searchableFields: ['BODY'] }, ['pages: shipping-returns']],
    [{ query: 'brewing eq' }, ['collections: equipment', 'queries: brewing equipment']],
    [{ query: '' }, []],
    [{ query: '<img src=x onerror=alert(1)>' }, []],
    [{ query: 'x'.repeat(10_000) }, []],
  ])('%j answers %j', async (variables, expected) => {
    expect(summary(await data<Predictive>(PREDICTIVE, variables))).toEqual(expected);
  });

  it.each([
    ['cof', 'coffee', '<mark>cof</mark>fee'],
    ['house ble', 'house blend coffee beans', '<mark>house</mark> <mark>ble</mark>nd coffee beans'],
    ['morrow', 'morrow & co.', '<mark>morrow</mark> &amp; co.'],
  ])('styles the suggestion for %j as %j → %j', async (query, text, styled) => {
    const { predictiveSearch } = await data<Predictive>(PREDICTIVE, { query, types: ['QUERY'] });
    expect(predictiveSearch.queries[0]).toEqual({
      text,
      styledText: styled,
      trackingParameters: `_pos=1&_psq=${encodeURIComponent(query)}&_ss=e&_v=1.0`,
    });
  });

  it.each([0, 11, -1])('refuses limit %d with a GraphQL error', async (limit) => {
    const result = await gql(PREDICTIVE, { query: 'tea', limit });
    expect(result.errors?.[0]).toMatchObject({
      message: 'limit must be between 1 and 10',
      extensions: { code: 'BAD_REQUEST' },
    });
  });
});
