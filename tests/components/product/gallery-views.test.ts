import { describe, expect, it } from 'vitest';
import { galleryImages, galleryOrder, MAX_IMAGES } from '@/components/product/gallery-views';
import type { Image } from '@/lib/shopify/types';
import { product, variant } from '../fixtures';

const image = (n: number): Image => ({ url: `/i/${n}.webp`, altText: null, width: 1, height: 1 });
const urls = (images: readonly Image[]) => images.map((i) => i.url);

describe('galleryImages', () => {
  it('keeps the first 5 product images, then adds each variant image not among them, once', () => {
    const shown = galleryImages(
      product({
        handle: 'p',
        title: 'P',
        images: [1, 2, 3, 4, 5, 6].map(image),
        variants: [
          variant({ id: 'v1', title: 'a', image: image(2) }),
          variant({ id: 'v2', title: 'b', image: image(6) }),
          variant({ id: 'v3', title: 'c', image: image(9) }),
          variant({ id: 'v4', title: 'd', image: image(9) }),
          variant({ id: 'v5', title: 'e', image: null }),
        ],
      }),
    );
    expect(urls(shown)).toEqual([
      '/i/1.webp',
      '/i/2.webp',
      '/i/3.webp',
      '/i/4.webp',
      '/i/5.webp',
      '/i/6.webp',
      '/i/9.webp',
    ]);
  });
});

describe('galleryOrder', () => {
  const six = [1, 2, 3, 4, 5, 6].map(image);
  it.each<[readonly Image[], string | null, number[]]>([
    [six, null, [0, 1, 2, 3, 4]],
    [six, '/i/1.webp', [0, 1, 2, 3, 4]],
    [six, '/i/3.webp', [2, 0, 1, 3, 4]],
    [six, '/i/6.webp', [5, 0, 1, 2, 3]],
    [six, '/i/unknown.webp', [0, 1, 2, 3, 4]],
    [[image(1)], '/i/1.webp', [0]],
    [[], '/i/1.webp', []],
  ])('%#: lead %s → %j', (images, lead, expected) => {
    expect(galleryOrder(images, lead)).toEqual(expected);
    expect(expected.length).toBeLessThanOrEqual(MAX_IMAGES);
  });
});
