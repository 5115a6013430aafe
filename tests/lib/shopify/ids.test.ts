import { describe, expect, it } from 'vitest';
import {
  CART_GID_PREFIX,
  PRODUCT_GID_PREFIX,
  VARIANT_GID_PREFIX,
  shortId,
  toProductGid,
  toVariantGid,
} from '@/lib/shopify/ids';

describe('global id helpers', () => {
  it('has the Storefront prefixes', () => {
    expect([PRODUCT_GID_PREFIX, VARIANT_GID_PREFIX, CART_GID_PREFIX]).toEqual([
      'gid://shopify/Product/',
      'gid://shopify/ProductVariant/',
      'gid://shopify/Cart/',
    ]);
  });

  it.each<[string | number, string]>([
    ['42', 'gid://shopify/Product/42'],
    [42, 'gid://shopify/Product/42'],
    [' 42 ', 'gid://shopify/Product/42'],
    ['gid://shopify/Product/42', 'gid://shopify/Product/42'],
  ])('toProductGid(%j) → %s', (input, expected) => {
    expect(toProductGid(input)).toBe(expected);
  });

  it.each<[string | number, string]>([
    ['4400000001', 'gid://shopify/ProductVariant/4400000001'],
    [4400000001, 'gid://shopify/ProductVariant/4400000001'],
    ['gid://shopify/ProductVariant/7', 'gid://shopify/ProductVariant/7'],
    // Another type's gid is left for the platform to reject, not silently rewritten.
    ['gid://shopify/Product/7', 'gid://shopify/Product/7'],
  ])('toVariantGid(%j) → %s', (input, expected) => {
    expect(toVariantGid(input)).toBe(expected);
  });

  it.each([
    ['gid://shopify/ProductVariant/42', '42'],
    ['gid://shopify/Cart/abc?key=xyz', 'abc'],
    ['42', '42'],
  ])('shortId(%s) → %s', (input, expected) => {
    expect(shortId(input)).toBe(expected);
  });
});
