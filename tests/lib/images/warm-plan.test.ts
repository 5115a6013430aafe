import { describe, expect, it } from 'vitest';
import {
  pickCandidate,
  preloadedImages,
  slotWidth,
  warmPlan,
  type PreloadedImage,
} from '@/lib/images/warm-plan';

const WIDTHS = [256, 320, 420, 640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const image = (sizes: string): PreloadedImage => ({
  sizes,
  candidates: WIDTHS.map((width) => ({ url: `/_next/image?url=x&w=${width}&q=75`, width })),
});
const link = (sizes: string) =>
  `<link rel="preload" as="image" imageSrcSet="${WIDTHS.map((w) => `/_next/image?url=x&amp;w=${w}&amp;q=75 ${w}w`).join(', ')}" imageSizes="${sizes}" fetchPriority="high"/>`;

describe('slotWidth', () => {
  it.each([
    ['(max-width: 800px) 100vw, 50vw', 412, 412],
    ['(max-width: 800px) 100vw, 50vw', 1350, 675],
    ['(max-width: 800px) 100vw, 60vw', 1440, 864],
    ['(max-width: 560px) 50vw, (max-width: 1100px) 33vw, 300px', 390, 195],
    ['(max-width: 560px) 50vw, (max-width: 1100px) 33vw, 300px', 1350, 300],
    ['(min-width: 1000px) 400px, 100vw', 1350, 400],
    ['88px', 412, 88],
    ['calc(100vw - 2rem)', 412, 412],
  ])('%s at %i px → %d', (sizes, viewport, expected) => {
    expect(slotWidth(sizes, viewport)).toBeCloseTo(expected, 5);
  });
});

describe('pickCandidate', () => {
  it.each([
    // Lighthouse's phone: 412 × 1.75 = 721 → 750.
    ['(max-width: 800px) 100vw, 50vw', { width: 412, dpr: 1.75 }, 750],
    ['(max-width: 800px) 100vw, 50vw', { width: 390, dpr: 3 }, 1200],
    ['(max-width: 800px) 100vw, 50vw', { width: 1350, dpr: 1 }, 750],
    ['(max-width: 800px) 100vw, 60vw', { width: 1440, dpr: 2 }, 1920],
    // Wider than every candidate: the widest.
    ['100vw', { width: 3000, dpr: 2 }, 3840],
  ])('%s on %j → %i w', (sizes, device, width) => {
    expect(pickCandidate(image(sizes), device)).toBe(`/_next/image?url=x&w=${width}&q=75`);
  });
});

describe('preloadedImages and warmPlan', () => {
  it('reads the preloaded image of a page, entities decoded', () => {
    const [found] = preloadedImages(`<head>${link('(max-width: 800px) 100vw, 50vw')}</head>`);
    expect(found?.sizes).toBe('(max-width: 800px) 100vw, 50vw');
    expect(found?.candidates.map((c) => c.width)).toEqual(WIDTHS);
    expect(found?.candidates[0]?.url).toBe('/_next/image?url=x&w=256&q=75');
  });

  it('ignores other preloads and images without a srcset', () => {
    expect(
      preloadedImages(
        '<link rel="preload" href="/a.css" as="style"/><link rel="preload" as="image" href="/x.png"/>',
      ),
    ).toEqual([]);
  });

  it('lists each variant once, across pages and devices', () => {
    const plan = warmPlan([
      link('(max-width: 800px) 100vw, 50vw'),
      link('(max-width: 800px) 100vw, 50vw'),
    ]);
    expect(plan).toEqual([
      '/_next/image?url=x&w=750&q=75',
      '/_next/image?url=x&w=1200&q=75',
      '/_next/image?url=x&w=1920&q=75',
    ]);
  });
});
