import { describe, expect, it } from 'vitest';
import { imgProps } from '@/lib/images/img-props';

describe('imgProps (next/image at build time)', () => {
  it('gives a fill image its srcset, sizes and style, with nothing undefined (getStaticProps refuses undefined)', () => {
    const img = imgProps({ src: '/images/hero.webp', alt: 'Shelf', fill: true, sizes: '100vw' });
    expect(img.alt).toBe('Shelf');
    expect(img.sizes).toBe('100vw');
    expect(img.srcSet).toMatch(/^\/_next\/image\?url=%2Fimages%2Fhero\.webp&w=\d+&q=75 \d+w, /);
    expect(img.src).toMatch(/^\/_next\/image\?url=%2Fimages%2Fhero\.webp&w=\d+&q=75$/);
    expect(img.style).toMatchObject({ position: 'absolute', width: '100%', height: '100%' });
    expect(img.loading).toBe('lazy');
    expect(Object.values(img)).not.toContain(undefined);
    expect(Object.values(img.style ?? {})).not.toContain(undefined);
    expect(() => JSON.stringify(img)).not.toThrow();
  });

  it('gives a preloaded image high priority and no lazy loading', () => {
    const img = imgProps({
      src: '/a.webp',
      alt: '',
      fill: true,
      preload: true,
      fetchPriority: 'high',
    });
    expect(img.fetchPriority).toBe('high');
    expect(img.loading).toBeUndefined();
  });

  it('gives a fixed-size image 1x and 2x candidates only', () => {
    const img = imgProps({ src: '/a.webp', alt: '', width: 96, height: 96 });
    expect(img.srcSet?.split(', ').map((c) => c.split(' ')[1])).toEqual(['1x', '2x']);
    expect(img).toMatchObject({ width: 96, height: 96 });
  });
});
