import { describe, expect, it } from 'vitest';
import { storefrontClient } from './storefront-client';

const { data, gql } = storefrontClient();

const COLLECTIONS =
  'query Collections($query: String, $sortKey: CollectionSortKeys) { collections(first: 20, query: $query, sortKey: $sortKey) { nodes { handle } } }';

describe('collections(query:)', () => {
  it.each([
    [null, ['coffee', 'tea', 'milk', 'equipment', 'chocolate', 'subscriptions']],
    ['coffee', ['coffee']],
    ['title:tea', ['tea']],
    ['equipment', ['equipment']],
    ['brew*', ['equipment']],
    ['tea OR milk', ['tea', 'milk']],
    ['-coffee -tea', ['milk', 'equipment', 'chocolate', 'subscriptions']],
    ['handle:subscriptions', ['subscriptions']],
    ['updated_at:>2024-04-01', ['equipment', 'chocolate', 'subscriptions']],
    ['collection_type:custom coffee', ['coffee']],
    ['<b>coffee</b>', []],
  ])('query %j finds %j', async (query, expected) => {
    const result = await data<{ collections: { nodes: { handle: string }[] } }>(COLLECTIONS, {
      query,
    });
    expect(result.collections.nodes.map((n) => n.handle)).toEqual(expected);
  });

  it('answers a query past the parser limits with a GraphQL error, not a failure', async () => {
    const result = await gql(COLLECTIONS, { query: Array(101).fill('x').join(' ') });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Search query has 101 terms; at most 100 are allowed.',
      extensions: { code: 'BAD_REQUEST' },
    });
  });
});
