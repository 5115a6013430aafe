import { describe, expect, it } from 'vitest';
import { storefrontClient } from './search-client';
import { fixtureGid } from './search-fixtures';

const { data, gql } = storefrontClient();

const RECOMMENDATIONS = /* GraphQL */ `
  query Recommendations($productId: ID!, $intent: ProductRecommendationIntent) {
    productRecommendations(productId: $productId, intent: $intent) {
      handle
    }
  }
`;

const HOUSE = fixtureGid.product(1);
const ETHIOPIA = fixtureGid.product(2);
const TEA = fixtureGid.product(3);
const OAT = fixtureGid.product(4);
const POUR_OVER = fixtureGid.product(5);
const CHOCOLATE = fixtureGid.product(6);

describe('productRecommendations', () => {
  it.each([
    // RELATED: same type 3, each shared collection 2, each shared tag 1.
    [HOUSE, null, ['ethiopia-yirgacheffe', 'breakfast-tea']],
    [HOUSE, 'RELATED', ['ethiopia-yirgacheffe', 'breakfast-tea']],
    [ETHIOPIA, 'RELATED', ['house-blend']],
    [CHOCOLATE, 'RELATED', ['barista-oat-milk']],
    [POUR_OVER, 'RELATED', []],
    // COMPLEMENTARY: content/recommendations.json pairs each type with collections; sold-out last.
    [HOUSE, 'COMPLEMENTARY', ['ceramic-pour-over', 'barista-oat-milk']],
    [TEA, 'COMPLEMENTARY', ['ceramic-pour-over', 'barista-oat-milk']],
    [OAT, 'COMPLEMENTARY', ['house-blend', 'ethiopia-yirgacheffe', 'breakfast-tea']],
    [POUR_OVER, 'COMPLEMENTARY', ['house-blend', 'ethiopia-yirgacheffe']],
    [CHOCOLATE, 'COMPLEMENTARY', ['barista-oat-milk']],
  ])('%s (%s) recommends %j', async (productId, intent, expected) => {
    const result = await data<{ productRecommendations: { handle: string }[] }>(RECOMMENDATIONS, {
      productId,
      intent,
    });
    expect(result.productRecommendations.map((p) => p.handle)).toEqual(expected);
  });

  it.each([
    ['an unknown product', 'gid://shopify/Product/1'],
    ['a variant id', fixtureGid.variant(1, 0)],
  ])('answers null for %s, as Shopify does', async (_, productId) => {
    expect(await data(RECOMMENDATIONS, { productId })).toEqual({ productRecommendations: null });
  });

  it('refuses an id that is no global id', async () => {
    const result = await gql(RECOMMENDATIONS, { productId: '<script>' });
    expect(result.errors?.[0]?.message).toBe("Invalid global id '<script>'");
  });
});
