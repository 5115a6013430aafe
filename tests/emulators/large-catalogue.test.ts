import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, validateCatalogue } from '@/emulators/storefront/catalogue';
import { defaultCatalogue, generateLargeCatalogue } from '@/emulators/storefront/large-catalogue';
import { data, makeEmulator } from './storefront-client';

const demo = loadCatalogue();
const small = { products: 500, collections: 12 };

describe('generateLargeCatalogue', () => {
  it('grows the demo catalogue into a valid one, demo products first and unchanged', () => {
    const catalogue = validateCatalogue(generateLargeCatalogue(demo, small));
    expect(catalogue.products).toHaveLength(500);
    expect(catalogue.products.slice(0, 36)).toEqual(demo.products);
    expect(catalogue.collections?.map((c) => [c.handle, c.products.length])).toEqual([
      ['coffee', 36],
      ['tea', 19],
      ['milk', 43],
      ['equipment', 20],
      ['chocolate', 44],
      ['subscriptions', 74],
      ['bestsellers', 90],
      ['new-arrivals', 100],
      ['collection-0', 24],
      ['collection-1', 24],
      ['collection-2', 24],
      ['collection-3', 24],
    ]);
  });

  it('makes the same products on every run', () => {
    const a = generateLargeCatalogue(demo, small);
    const b = generateLargeCatalogue(demo, small);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(a.products[36]).toMatchObject({
      handle: 'house-blend-coffee-0',
      title: 'Morning House Blend Coffee Beans Reserve No. 0',
      vendor: 'Northgate Coffee',
      imageHandle: 'house-blend-coffee',
      tags: ['coffee', 'whole-bean', 'blend', 'subscription', 'bestseller', 'new', 'range-0'],
    });
  });

  it('shows only image files that exist', () => {
    const handles = new Set(
      generateLargeCatalogue(demo, small).products.map((p) => p.imageHandle ?? p.handle),
    );
    const missing = [...handles].filter(
      (h) => !existsSync(new URL(`../../public/images/products/${h}-1.webp`, import.meta.url)),
    );
    expect(missing).toEqual([]);
  });
});

describe('defaultCatalogue (PLATFORM_CATALOGUE)', () => {
  it.each([undefined, '', 'demo', ' Demo '])('serves the demo catalogue for %j', (setting) => {
    expect(defaultCatalogue(setting).products).toHaveLength(36);
  });

  it('refuses anything else by name', () => {
    expect(() => defaultCatalogue('huge')).toThrow(
      'PLATFORM_CATALOGUE must be "demo" or "large", got "huge"',
    );
  });

  it(
    'serves 10,000 products in 50 collections for "large", made once',
    { timeout: 60_000 },
    async () => {
      const large = defaultCatalogue('large');
      expect([large.products.length, large.collections?.length]).toEqual([10_000, 50]);
      expect(defaultCatalogue('large')).toBe(large);
      const emulator = makeEmulator({ catalogue: large });
      const result = await data<{ collection: unknown; products: unknown }>(
        emulator,
        `{ collection(handle: "collection-0") { products(first: 3, filters: [{ available: true }]) { nodes { handle } } }
         products(last: 1) { nodes { handle } } }`,
      );
      expect(result).toEqual({
        collection: {
          products: {
            nodes: [
              { handle: 'organic-whole-milk-20' },
              { handle: 'daily-greens-40' },
              { handle: 'glass-cafetiere-60' },
            ],
          },
        },
        products: { nodes: [{ handle: 'bamboo-matcha-whisk-set-9963' }] },
      });
    },
  );
});
