import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, validateCatalogue } from '@/emulators/storefront/catalogue';

const catalogue = loadCatalogue();
const file = (path: string) => new URL(`../../public/images/${path}`, import.meta.url);

describe('the demo catalogue (content/catalogue.json)', () => {
  it('has the range a shopper can browse: 36 products in 8 collections from 7 vendors', () => {
    expect(catalogue.products).toHaveLength(36);
    expect(catalogue.collections?.map((c) => [c.handle, c.products.length])).toEqual([
      ['coffee', 10],
      ['tea', 6],
      ['milk', 5],
      ['equipment', 7],
      ['chocolate', 6],
      ['subscriptions', 10],
      ['bestsellers', 12],
      ['new-arrivals', 10],
    ]);
    expect([...new Set(catalogue.products.map((p) => p.vendor))].sort()).toEqual([
      'Cacao Workshop',
      'Fenland Dairy',
      'Greenacre Plant Co.',
      'Hillside Roasters',
      'Kettle & Leaf',
      'Kiln & Steel',
      'Morrow & Co.',
    ]);
  });

  it('puts every product in at least one collection', () => {
    const listed = new Set(catalogue.collections?.flatMap((c) => c.products));
    expect(catalogue.products.filter((p) => !listed.has(p.handle)).map((p) => p.handle)).toEqual(
      [],
    );
  });

  it('has a file under 40 kB for each image it names', () => {
    const paths = [
      ...catalogue.products.flatMap((p) =>
        p.images.map((_, i) => `products/${p.imageHandle ?? p.handle}-${i + 1}.webp`),
      ),
      ...(catalogue.collections ?? []).map((c) => `collections/${c.imageHandle ?? c.handle}.webp`),
    ];
    const missing = paths.filter((path) => !existsSync(file(path)));
    expect(missing).toEqual([]);
    const large = paths.filter((path) => statSync(file(path)).size >= 40_000);
    expect(large).toEqual([]);
    for (const product of catalogue.products) {
      expect(product.images.length).toBeGreaterThanOrEqual(2);
      expect(product.images.length).toBeLessThanOrEqual(3);
    }
  });

  it('ranks each product once for BEST_SELLING', () => {
    const ranks = catalogue.products.map((p) => p.bestSellingRank).sort((a, b) => a! - b!);
    expect(ranks).toEqual(catalogue.products.map((_, i) => i + 1));
  });

  it.each<[string, (raw: Record<string, unknown>) => void, RegExp]>([
    [
      'an unknown product handle',
      (raw) => ((raw.collections as { products: string[] }[])[0]!.products[0] = 'no-such-product'),
      /collections\[0\]\.products\[0\]: no product has the handle "no-such-product"/,
    ],
    [
      'a product listed twice',
      (raw) => {
        const products = (raw.collections as { products: string[] }[])[1]!.products;
        products.push(products[0]!);
      },
      /collections\[1\]\.products\[6\]: earl-grey-blue-flower is listed twice/,
    ],
    [
      'a duplicate collection handle',
      (raw) => ((raw.collections as { handle: string }[])[1]!.handle = 'coffee'),
      /collections\[1\]\.handle: duplicate handle coffee/,
    ],
    [
      'an unknown sort order',
      (raw) => ((raw.collections as { sortOrder: string }[])[0]!.sortOrder = 'RANDOM'),
      /collections\[0\]\.sortOrder: expected one of MANUAL/,
    ],
    [
      'a duplicate collection id',
      (raw) => {
        const collections = raw.collections as { id: string }[];
        collections[1]!.id = collections[0]!.id;
      },
      /collections\[1\]\.id: duplicate id gid:\/\/shopify\/Collection\/7700000001/,
    ],
    [
      'a bad best-selling rank',
      (raw) => ((raw.products as { bestSellingRank: number }[])[0]!.bestSellingRank = 0),
      /products\[0\]\.bestSellingRank: expected a positive integer/,
    ],
  ])('rejects %s', (_, spoil, message) => {
    const raw = structuredClone(catalogue) as unknown as Record<string, unknown>;
    spoil(raw);
    expect(() => validateCatalogue(raw)).toThrow(message);
  });
});
