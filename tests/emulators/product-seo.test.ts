/**
 * What the product page's head reads from the platform (graphql/products.ts, ProductByHandle):
 * `seo` as Shopify answers it (the fields the admin set, null where it set none, never the
 * product's own title or text in their place), the vendor, and the product's first collection.
 */
import { describe, expect, it } from 'vitest';
import { data, makeEmulator, schemaErrors } from './storefront-client';

const emulator = makeEmulator();

const QUERY = /* GraphQL */ `
  query ProductHead($handle: String!) {
    product(handle: $handle) {
      vendor
      seo {
        title
        description
      }
      collections(first: 1) {
        edges {
          node {
            handle
          }
        }
      }
    }
  }
`;

interface Answer {
  product: {
    vendor: string;
    seo: { title: string | null; description: string | null };
    collections: { edges: { node: { handle: string } }[] };
  };
}

describe('a product’s SEO fields, vendor and first collection', () => {
  it('is a valid 2023-10 document', () => {
    expect(schemaErrors(QUERY)).toEqual([]);
  });

  it.each([
    [
      'ethiopia-yirgacheffe',
      {
        title: 'Ethiopia Yirgacheffe single-origin coffee, light roast',
        description: expect.stringMatching(/^Washed heirloom coffee from Yirgacheffe/),
      },
      'coffee',
    ],
    // No SEO fields set: both null, as Shopify answers (the shop falls back to its own text).
    ['house-blend-coffee', { title: null, description: null }, 'coffee'],
    ['breakfast-tea', { title: null, description: null }, 'tea'],
  ])('%s: seo %j, first collection %s', async (handle, seo, collection) => {
    const { product } = await data<Answer>(emulator, QUERY, { handle });
    expect(product.seo).toEqual(seo);
    expect(product.vendor).toBe('Morrow & Co.');
    expect(product.collections.edges.map((e) => e.node.handle)).toEqual([collection]);
  });
});
