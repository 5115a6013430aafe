import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MAX,
  documentTitle,
  metaDescription,
  pageSeo,
  type MetaTag,
  type SeoContext,
} from '@/lib/seo/page-seo';
import { siteUrl } from '@/lib/seo/site-url';

const context: SeoContext = {
  shopName: 'Morrow & Co.',
  shopDescription: 'Coffee and tea from Bristol.',
  draft: false,
};

const content = (meta: MetaTag[], key: string) =>
  meta.find((tag) => ('name' in tag ? tag.name : tag.property) === key)?.content;

describe('documentTitle', () => {
  it.each([
    ['House Blend', 'House Blend | Morrow & Co.'],
    ['  House   Blend ', 'House Blend | Morrow & Co.'],
    ['Coffee | Morrow & Co.', 'Coffee | Morrow & Co.'],
    ['About morrow & co.', 'About morrow & co.'],
    ['', 'Morrow & Co.'],
  ])('%j → %j', (title, expected) => {
    expect(documentTitle(title, 'Morrow & Co.')).toBe(expected);
  });
});

describe('metaDescription', () => {
  it('takes the first candidate with text, whitespace collapsed', () => {
    expect(metaDescription([null, '  ', undefined, ' Roasted\n weekly. ', 'other'])).toBe(
      'Roasted weekly.',
    );
    expect(metaDescription([null, ''])).toBeNull();
  });

  it('cuts a long text at a word, with an ellipsis, within the snippet length', () => {
    const long = `${'Freshly roasted coffee beans, '.repeat(10)}end`;
    const cut = metaDescription([long])!;
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(cut).toMatch(/beans…$|coffee…$|roasted…$|Freshly…$/);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });
});

describe('pageSeo', () => {
  const base = { title: 'House Blend', description: ['Our everyday coffee'], path: '/products/x' };

  it('gives the title, description, canonical on the site URL and Open Graph / Twitter tags', () => {
    const seo = pageSeo(context, {
      ...base,
      image: { url: '/images/x.webp', altText: 'A bag', width: 1200, height: 900 },
      ogType: 'product',
    });
    expect(seo.title).toBe('House Blend | Morrow & Co.');
    expect(seo.canonical).toBe(`${siteUrl}/products/x`);
    expect(seo.jsonLd).toBeNull();
    expect(
      Object.fromEntries(seo.meta.map((t) => ['name' in t ? t.name : t.property, t.content])),
    ).toEqual({
      description: 'Our everyday coffee',
      'og:site_name': 'Morrow & Co.',
      'og:type': 'product',
      'og:title': 'House Blend | Morrow & Co.',
      'og:url': `${siteUrl}/products/x`,
      'og:locale': 'en_GB',
      'og:description': 'Our everyday coffee',
      'og:image': `${siteUrl}/images/x.webp`,
      'og:image:alt': 'A bag',
      'og:image:width': '1200',
      'og:image:height': '900',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'House Blend | Morrow & Co.',
      'twitter:description': 'Our everyday coffee',
      'twitter:image': `${siteUrl}/images/x.webp`,
      'twitter:image:alt': 'A bag',
    });
  });

  it('keeps an absolute image URL (the platform CDN) and falls back to the shop description', () => {
    const seo = pageSeo(context, {
      ...base,
      description: [null],
      image: { url: 'https://cdn.shopify.com/x.jpg' },
    });
    expect(content(seo.meta, 'og:image')).toBe('https://cdn.shopify.com/x.jpg');
    expect(content(seo.meta, 'og:image:alt')).toBe('House Blend');
    expect(content(seo.meta, 'og:image:width')).toBeUndefined();
    expect(content(seo.meta, 'description')).toBe('Coffee and tea from Bristol.');
  });

  it('a page without an image gets the small Twitter card', () => {
    expect(content(pageSeo(context, base).meta, 'twitter:card')).toBe('summary');
  });

  it.each([
    ['a noindex page', context, true],
    ['a draft', { ...context, draft: true }, false],
  ])('%s says noindex and names no canonical', (_, ctx, noindex) => {
    const seo = pageSeo(ctx, { ...base, noindex });
    expect(content(seo.meta, 'robots')).toBe('noindex');
    expect(seo.canonical).toBeNull();
  });

  it('an indexable page has no robots tag', () => {
    expect(content(pageSeo(context, base).meta, 'robots')).toBeUndefined();
  });

  it('serialises its JSON-LD safely', () => {
    const seo = pageSeo(context, {
      ...base,
      jsonLd: [{ '@context': 'https://schema.org', name: '</script>' } as never],
    });
    expect(seo.jsonLd).toBe('[{"@context":"https://schema.org","name":"\\u003c/script\\u003e"}]');
  });
});
