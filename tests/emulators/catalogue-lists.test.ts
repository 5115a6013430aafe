import { describe, expect, it } from 'vitest';
import { storefrontClient } from './search-client';

const { data, gql } = storefrontClient();

describe('productTags, productTypes, publicApiVersions', () => {
  it.each([
    [
      'productTags(first: 20)',
      [
        'bestseller',
        'brewing',
        'chocolate',
        'coffee',
        'dairy-free',
        'equipment',
        'oat-milk',
        'organic',
        'sale',
        'single-origin',
        'tea',
        'vegan',
        'whole-bean',
      ],
    ],
    ['productTags(first: 2)', ['bestseller', 'brewing']],
    ['productTypes(first: 10)', ['Chocolate', 'Coffee', 'Equipment', 'Milk', 'Tea']],
  ])('%s lists %j', async (field, expected) => {
    const result = await data<Record<string, { edges: { node: string }[] }>>(
      `{ list: ${field} { edges { node cursor } pageInfo { hasNextPage } } }`,
    );
    expect(result.list?.edges.map((e) => e.node)).toEqual(expected);
  });

  it('names the one version served', async () => {
    expect(await data('{ publicApiVersions { handle displayName supported } }')).toEqual({
      publicApiVersions: [{ handle: '2023-10', displayName: '2023-10', supported: true }],
    });
  });

  it('refuses more than 250 at once, as every connection does', async () => {
    const result = await gql('{ productTags(first: 251) { edges { node } } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('MAX_PAGE_SIZE_EXCEEDED');
  });
});
