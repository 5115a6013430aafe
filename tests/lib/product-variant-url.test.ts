import { describe, expect, it } from 'vitest';
import {
  productVariantHref,
  variantIdFromParam,
  variantPagePath,
  variantRewrite,
  withVariantParam,
} from '@/lib/product-variant-url';

describe('variantIdFromParam', () => {
  it.each<[string | null | undefined, string | null]>([
    ['4400000002', '4400000002'],
    ['gid://shopify/ProductVariant/4400000002', '4400000002'],
    ['1', '1'],
    ['9999999999999999999', '9999999999999999999'],
    ['99999999999999999999', null],
    ['0', null],
    ['007', null],
    ['-4', null],
    ['4.5', null],
    [' 44', null],
    ['44 ', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['gid://shopify/Product/8800000001', null],
    ['gid://shopify/ProductVariant/', null],
    ['gid://shopify/ProductVariant/abc', null],
    ['<script>alert(1)</script>', null],
    ['4400000002<b>', null],
    ['x'.repeat(10_000), null],
  ])('%j → %j', (value, expected) => {
    expect(variantIdFromParam(value)).toBe(expected);
  });
});

describe('variantRewrite', () => {
  it.each<[string, string, string | null]>([
    [
      '/products/house-blend-coffee',
      '?variant=4400000002',
      '/products/house-blend-coffee/variants/4400000002',
    ],
    [
      '/products/house-blend-coffee/',
      '?variant=4400000002',
      '/products/house-blend-coffee/variants/4400000002',
    ],
    [
      '/products/house-blend-coffee',
      '?variant=gid%3A%2F%2Fshopify%2FProductVariant%2F4400000002',
      '/products/house-blend-coffee/variants/4400000002',
    ],
    [
      '/products/house-blend-coffee',
      '?variant=gid://shopify/ProductVariant/4400000002',
      '/products/house-blend-coffee/variants/4400000002',
    ],
    // Other parameters ride along untouched (the rewrite keeps the query); the first variant wins.
    ['/products/tea', '?utm_source=mail&variant=12', '/products/tea/variants/12'],
    ['/products/tea', '?variant=12&variant=13', '/products/tea/variants/12'],
    ['/products/tea', '?variant=junk&variant=13', null],
    ['/products/tea', '', null],
    ['/products/tea', '?variant=', null],
    ['/products/tea', '?variant=%3Cscript%3E', null],
    ['/products/tea', '?Variant=12', null],
    ['/products', '?variant=12', null],
    ['/products/', '?variant=12', null],
    ['/products/tea/variants/12', '?variant=13', null],
    ['/collections/tea', '?variant=12', null],
    ['/', '?variant=12', null],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(variantRewrite(pathname, new URLSearchParams(search))).toBe(expected);
  });
});

describe('variantPagePath', () => {
  it('puts the id under the product', () => {
    expect(variantPagePath('tea', '12')).toBe('/products/tea/variants/12');
  });
});

describe('withVariantParam', () => {
  it.each([
    ['/products/tea', '12', '/products/tea?variant=12'],
    ['/products/tea?variant=11', '12', '/products/tea?variant=12'],
    ['/products/tea?utm_source=mail&variant=11', '12', '/products/tea?utm_source=mail&variant=12'],
    ['/products/tea?variant=gid%3A%2F%2Fx&a=1', '12', '/products/tea?variant=12&a=1'],
    ['/products/tea#reviews', '12', '/products/tea?variant=12#reviews'],
  ])('%s with %s → %s', (asPath, id, expected) => {
    expect(withVariantParam(asPath, id)).toBe(expected);
  });
});

describe('productVariantHref', () => {
  it.each([
    [
      'house-blend-coffee',
      'gid://shopify/ProductVariant/4400000002',
      '/products/house-blend-coffee?variant=4400000002',
    ],
    ['house-blend-coffee', '4400000002', '/products/house-blend-coffee?variant=4400000002'],
    ['house-blend-coffee', 'gid://shopify/ProductVariant/x', '/products/house-blend-coffee'],
    ['house-blend-coffee', '', '/products/house-blend-coffee'],
    ['odd handle?', 'gid://shopify/ProductVariant/7', '/products/odd%20handle%3F?variant=7'],
  ])('%s, %s → %s', (handle, id, expected) => {
    expect(productVariantHref(handle, id)).toBe(expected);
  });
});
