import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HERO_IMAGE } from '@/components/home/Hero';
import { HEADER_IMAGE } from '@/components/listing/collection-data';
import { MAIN_IMAGE } from '@/components/product/gallery-views';
import floorConfig from '@/bench/floor-template/next.config.mjs';
import { COLLECTION, HERO, PRODUCT } from '@/bench/floor-template/lib/images.js';
import shopConfig from '@/next.config';
import { FLOOR_PICTURES } from '@/scripts/floor.mjs';

// The floor's LCP element must be the shop's, to compare like with like: the same file, encoded
// at the same widths, quality and formats, with the same sizes and priority.
describe("the floor's pictures are the shop's", () => {
  it('has the image settings of the shop', () => {
    const pick = ({ deviceSizes, imageSizes, qualities, formats }: Record<string, unknown>) => ({
      deviceSizes,
      imageSizes,
      qualities,
      formats,
    });
    expect(pick(floorConfig.images)).toEqual(pick(shopConfig.images ?? {}));
  });

  it("shows the hero with the shop's attributes", () => {
    const { src: _src, ...attributes } = HERO;
    expect(attributes).toEqual(HERO_IMAGE);
  });

  it("shows the product's first picture as the gallery does: its sizes, eager, high priority", () => {
    const { src: _src, loading, fetchPriority, ...attributes } = PRODUCT;
    expect(attributes).toEqual(MAIN_IMAGE);
    expect([loading, fetchPriority]).toEqual(['eager', 'high']);
  });

  it("shows the collection's picture as the collection page does", () => {
    const { src: _src, ...attributes } = COLLECTION;
    expect(attributes).toEqual(HEADER_IMAGE);
  });

  it("copies files that are in the shop's public/ (the hero's fallback, house-blend-coffee's first, coffee's)", () => {
    expect(FLOOR_PICTURES.map((p) => `/${p}`).sort()).toEqual(
      [HERO.src, PRODUCT.src, COLLECTION.src].sort(),
    );
    for (const picture of FLOOR_PICTURES)
      expect(existsSync(path.join(__dirname, '../../public', picture))).toBe(true);
  });
});
