/**
 * The shapes real storefronts ask of collections (Next.js Commerce's collection queries,
 * Hydrogen's skeleton collection routes): each is valid against the 2023-10 schema and answered
 * without errors. The documents are written here to the same shapes, not copied.
 */
import { describe, expect, it } from 'vitest';
import { data, makeEmulator, schemaErrors } from './storefront-client';

const emulator = makeEmulator();

const PRODUCT_CARD = /* GraphQL */ `
  fragment Price on MoneyV2 {
    amount
    currencyCode
  }
  fragment Card on Product {
    id
    handle
    title
    availableForSale
    featuredImage {
      url
      altText
      width
      height
    }
    priceRange {
      minVariantPrice {
        ...Price
      }
      maxVariantPrice {
        ...Price
      }
    }
    variants(first: 1) {
      nodes {
        selectedOptions {
          name
          value
        }
      }
    }
    options {
      id
      name
      values
    }
    tags
    updatedAt
  }
`;

const SHAPES: [string, string, Record<string, unknown>, (data: never) => unknown, unknown][] = [
  [
    'one collection with SEO (Next.js Commerce)',
    `query CollectionSeo($handle: String!) {
      collection(handle: $handle) { handle title description seo { title description } updatedAt }
    }`,
    { handle: 'tea' },
    (d: { collection: { seo: unknown } }) => d.collection.seo,
    { title: 'Tea | Morrow & Co.', description: expect.stringMatching(/^Black, green and herbal/) },
  ],
  [
    'every collection by title (Next.js Commerce)',
    `query CollectionList {
      collections(first: 100, sortKey: TITLE) { edges { node { handle title description seo { title description } updatedAt } } }
    }`,
    {},
    (d: { collections: { edges: unknown[] } }) => d.collections.edges.length,
    8,
  ],
  [
    "a collection's products with sort, filters and facets (Next.js Commerce)",
    `${PRODUCT_CARD}
    query CollectionGrid($handle: String!, $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $filters: [ProductFilter!]) {
      collection(handle: $handle) {
        products(sortKey: $sortKey, reverse: $reverse, filters: $filters, first: 100) {
          edges { cursor node { ...Card } }
          filters { id label type values { id label count input } }
          pageInfo { startCursor endCursor hasNextPage }
        }
      }
    }`,
    { handle: 'chocolate', sortKey: 'PRICE', reverse: true, filters: [{ available: true }] },
    (d: { collection: { products: { edges: { node: { handle: string } }[] } } }) =>
      d.collection.products.edges.map((e) => e.node.handle),
    [
      'chocolate-tasting-box',
      'chocolate-club',
      'hot-chocolate-flakes',
      'drinking-chocolate',
      'dark-chocolate-bar-70',
      'hazelnut-milk-chocolate',
    ],
  ],
  [
    'a collection page in context, paged by cursors (Hydrogen skeleton)',
    `${PRODUCT_CARD}
    query CollectionPage($handle: String!, $country: CountryCode, $language: LanguageCode, $first: Int, $last: Int, $startCursor: String, $endCursor: String)
      @inContext(country: $country, language: $language) {
      collection(handle: $handle) {
        id handle title description
        products(first: $first, last: $last, before: $startCursor, after: $endCursor) {
          nodes { ...Card }
          pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
        }
      }
    }`,
    { handle: 'equipment', first: 8, country: 'GB', language: 'EN' },
    (d: { collection: { products: { nodes: unknown[] } } }) => d.collection.products.nodes.length,
    7,
  ],
  [
    'the collections index with images (Hydrogen skeleton)',
    `query CollectionsIndex($first: Int, $endCursor: String) {
      collections(first: $first, after: $endCursor) {
        nodes { id title handle image { id url altText width height } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }`,
    { first: 4 },
    (d: { collections: { nodes: { handle: string }[] } }) =>
      d.collections.nodes.map((n) => n.handle),
    ['coffee', 'tea', 'milk', 'equipment'],
  ],
];

describe('collection queries of real storefronts', () => {
  it.each(SHAPES)('%s is valid against the 2023-10 schema', (_, source) => {
    expect(schemaErrors(source)).toEqual([]);
  });

  it.each(SHAPES)('%s is answered', async (_, source, variables, pick, expected) => {
    expect(pick((await data(emulator, source, variables)) as never)).toEqual(expected);
  });

  it('the schema check is not a formality: it rejects a field Collection does not have', () => {
    expect(schemaErrors('{ collection(handle: "tea") { handle colour } }')).toEqual([
      'Cannot query field "colour" on type "Collection".',
    ]);
  });
});
