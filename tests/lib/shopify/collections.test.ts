import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  CollectionHandlesQuery,
  CollectionHandlesQueryVariables,
  CollectionQuery,
  CollectionQueryVariables,
  CollectionsQuery,
  CollectionsQueryVariables,
} from '@/graphql/generated';
import {
  getCollection,
  getCollectionHandles,
  getCollections,
  reshapeFacet,
} from '@/lib/shopify/collections';
import { StorefrontGraphQLError } from '@/lib/shopify/errors';
import { reshapeProduct } from '@/lib/shopify/reshape';
import { apiProduct } from './fixtures';
import { shop, startMswServer, testClient } from './msw';

const server = startMswServer();
const client = testClient();

const coffeeImage = { url: '/images/c.webp', altText: 'Beans', width: 800, height: 600 };
const typeFilter = {
  id: 'filter.p.product_type',
  label: 'Product type',
  type: 'LIST' as const,
  values: [
    {
      id: 'filter.p.product_type.Coffee',
      label: 'Coffee',
      count: 7,
      input: '{"productType":"Coffee"}',
    },
  ],
};

function collectionAnswer(variables: CollectionQueryVariables): CollectionQuery {
  if (variables.handle !== 'coffee') return { collection: null };
  return {
    collection: {
      id: 'gid://shopify/Collection/1',
      handle: 'coffee',
      title: 'Coffee',
      description: 'Roasted weekly',
      descriptionHtml: '<p>Roasted <strong>weekly</strong></p>',
      image: coffeeImage,
      seo: { title: 'Coffee | Morrow', description: null },
      products: {
        filters: [typeFilter],
        edges: [{ node: apiProduct }],
        pageInfo: { hasNextPage: true, endCursor: 'c1' },
      },
    },
  };
}

describe('getCollection', () => {
  it('sends the listing variables and returns domain types, no edges', async () => {
    const asked: CollectionQueryVariables[] = [];
    server.use(
      shop.query<CollectionQuery, CollectionQueryVariables>('Collection', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: collectionAnswer(variables) });
      }),
    );
    const result = await getCollection(
      'coffee',
      {
        first: 24,
        after: 'c0',
        filters: [{ productType: 'Coffee' }],
        sortKey: 'PRICE',
        reverse: true,
      },
      client,
    );
    expect(asked).toEqual([
      {
        handle: 'coffee',
        first: 24,
        after: 'c0',
        filters: [{ productType: 'Coffee' }],
        sortKey: 'PRICE',
        reverse: true,
      },
    ]);
    expect(result).toEqual({
      collection: {
        id: 'gid://shopify/Collection/1',
        handle: 'coffee',
        title: 'Coffee',
        description: 'Roasted weekly',
        descriptionHtml: '<p>Roasted <strong>weekly</strong></p>',
        image: coffeeImage,
        seo: { title: 'Coffee | Morrow', description: null },
      },
      page: {
        products: [reshapeProduct(apiProduct)],
        facets: [typeFilter],
        hasNextPage: true,
        endCursor: 'c1',
      },
    });
  });

  it('asks for the featured order from the start when nothing else is given', async () => {
    const asked: CollectionQueryVariables[] = [];
    server.use(
      shop.query<CollectionQuery, CollectionQueryVariables>('Collection', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: collectionAnswer(variables) });
      }),
    );
    await getCollection('coffee', { first: 24 }, client);
    expect(asked[0]).toMatchObject({
      after: null,
      filters: [],
      sortKey: 'COLLECTION_DEFAULT',
      reverse: false,
    });
  });

  it('is null for an unknown handle', async () => {
    server.use(
      shop.query<CollectionQuery, CollectionQueryVariables>('Collection', ({ variables }) =>
        HttpResponse.json({ data: collectionAnswer(variables) }),
      ),
    );
    expect(await getCollection('nope', { first: 24 }, client)).toBeNull();
  });

  it('throws the typed error for a cursor the platform refuses', async () => {
    server.use(
      shop.query('Collection', () =>
        HttpResponse.json({ errors: [{ message: 'Invalid cursor' }] }),
      ),
    );
    await expect(getCollection('coffee', { first: 24, after: 'x' }, client)).rejects.toBeInstanceOf(
      StorefrontGraphQLError,
    );
  });
});

describe('reshapeFacet', () => {
  it('keeps the input as given, a string or a copied object', () => {
    const objectInput = { variantOption: { name: 'Size', value: '1 kg' } };
    const facet = reshapeFacet({
      ...typeFilter,
      values: [{ id: 'v', label: '1 kg', count: 2, input: objectInput }],
    });
    expect(facet.values[0]?.input).toEqual(objectInput);
    expect(facet.values[0]?.input).not.toBe(objectInput);
    expect(reshapeFacet(typeFilter).values[0]?.input).toBe('{"productType":"Coffee"}');
  });
});

describe('getCollections', () => {
  it('lists the collections with their images', async () => {
    server.use(
      shop.query<CollectionsQuery, CollectionsQueryVariables>('Collections', () =>
        HttpResponse.json({
          data: {
            collections: {
              edges: [
                {
                  node: {
                    id: 'gid://shopify/Collection/1',
                    handle: 'coffee',
                    title: 'Coffee',
                    description: '',
                    image: coffeeImage,
                  },
                },
                {
                  node: {
                    id: 'gid://shopify/Collection/2',
                    handle: 'tea',
                    title: 'Tea',
                    description: '',
                    image: null,
                  },
                },
              ],
            },
          },
        }),
      ),
    );
    expect((await getCollections(client)).map((c) => [c.handle, c.image?.url ?? null])).toEqual([
      ['coffee', '/images/c.webp'],
      ['tea', null],
    ]);
  });
});

describe('getCollectionHandles', () => {
  it('follows the cursor until the last page', async () => {
    const afters: unknown[] = [];
    server.use(
      shop.query<CollectionHandlesQuery, CollectionHandlesQueryVariables>(
        'CollectionHandles',
        ({ variables }) => {
          afters.push(variables.after);
          const first = !variables.after;
          return HttpResponse.json({
            data: {
              collections: {
                edges: (first ? ['coffee'] : ['tea']).map((handle) => ({ node: { handle } })),
                pageInfo: { hasNextPage: first, endCursor: first ? 'k1' : 'k2' },
              },
            },
          });
        },
      ),
    );
    expect(await getCollectionHandles(client)).toEqual(['coffee', 'tea']);
    expect(afters).toEqual([null, 'k1']);
  });
});
