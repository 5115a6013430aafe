import { describe, expect, it } from 'vitest';
import { SITE_COPY_DEFAULTS, type HomeCopy } from '@/lib/content';
import { seoContext, type PageSeoData } from '@/lib/seo/page-seo';
import { collectionSeo, contentPageSeo, homeSeo, searchSeo } from '@/lib/seo/pages-seo';
import { siteUrl } from '@/lib/seo/site-url';
import type { Collection } from '@/lib/shopify/collections';

const context = seoContext({ copy: SITE_COPY_DEFAULTS, draft: false });
const tag = (seo: PageSeoData, key: string) =>
  seo.meta.find((t) => ('name' in t ? t.name : t.property) === key)?.content;
const jsonLd = (seo: PageSeoData) => JSON.parse(seo.jsonLd ?? 'null') as Record<string, unknown>[];

const home: HomeCopy = {
  hero: {
    eyebrow: null,
    title: 'Good mornings,',
    titleEmphasis: null,
    text: 'Small-batch coffee.',
    image: { src: '/images/hero.webp', alt: 'A shelf' },
    primary: null,
    secondary: null,
  },
  story: { eyebrow: null, heading: null, points: [] },
  seo: { title: null, description: null },
};

describe('seoContext', () => {
  it('takes the shop’s name and words from the CMS global settings', () => {
    expect(context).toEqual({
      shopName: SITE_COPY_DEFAULTS.footer.brand,
      shopDescription: SITE_COPY_DEFAULTS.footer.blurb,
      draft: false,
    });
  });
});

describe('homeSeo', () => {
  it('uses the story’s SEO fields, else the shop’s name and the hero text', () => {
    const plain = homeSeo(context, home, home.hero.image, null);
    expect(plain.title).toBe(context.shopName);
    expect(tag(plain, 'description')).toBe('Small-batch coffee.');
    const set = homeSeo(
      context,
      { ...home, seo: { title: 'Coffee, tea | Morrow & Co.', description: 'From Bristol.' } },
      home.hero.image,
      null,
    );
    expect([set.title, tag(set, 'description')]).toEqual([
      'Coffee, tea | Morrow & Co.',
      'From Bristol.',
    ]);
    expect(plain.canonical).toBe(`${siteUrl}/`);
    expect(tag(plain, 'og:image')).toBe(`${siteUrl}/images/hero.webp`);
  });

  it('describes the shop as an Organization and the site as a WebSite with a search action', () => {
    const [organization, webSite] = jsonLd(homeSeo(context, home, home.hero.image, 'hi@x.example'));
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: context.shopName,
      url: `${siteUrl}/`,
      email: 'hi@x.example',
    });
    expect(webSite).toMatchObject({
      '@type': 'WebSite',
      url: `${siteUrl}/`,
      publisher: { '@id': organization?.['@id'] },
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${siteUrl}/search?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('collectionSeo', () => {
  const coffee: Collection = {
    id: 'gid://shopify/Collection/1',
    handle: 'coffee',
    title: 'Coffee',
    description: 'Roasted weekly.',
    descriptionHtml: '<p>Roasted weekly.</p>',
    image: null,
    seo: { title: 'Coffee | Morrow & Co.', description: null },
  };

  it('takes the platform’s SEO title as it is, the description as a fallback', () => {
    const seo = collectionSeo(context, coffee);
    expect([seo.title, tag(seo, 'description')]).toEqual([
      'Coffee | Morrow & Co.',
      'Roasted weekly.',
    ]);
    expect(seo.canonical).toBe(`${siteUrl}/collections/coffee`);
    expect(jsonLd(seo)[0]?.['@type']).toBe('BreadcrumbList');
  });

  it('a draft is not indexed', () => {
    const seo = collectionSeo({ ...context, draft: true }, coffee);
    expect([tag(seo, 'robots'), seo.canonical]).toEqual(['noindex', null]);
  });
});

describe('contentPageSeo and searchSeo', () => {
  it('a content page: the story’s SEO title, else its title, and its description', () => {
    const page = { title: 'About us', seoDescription: 'Who we are.' };
    expect(contentPageSeo(context, 'about', page).title).toBe(`About us | ${context.shopName}`);
    const own = contentPageSeo(context, 'about', { ...page, seoTitle: 'Our story' });
    expect([own.title, tag(own, 'description'), own.canonical]).toEqual([
      `Our story | ${context.shopName}`,
      'Who we are.',
      `${siteUrl}/pages/about`,
    ]);
  });

  it('search results are noindex, titled by the query', () => {
    const seo = searchSeo(context, 'oat milk');
    expect([seo.title, tag(seo, 'robots'), seo.canonical]).toEqual([
      `Search: oat milk | ${context.shopName}`,
      'noindex',
      null,
    ]);
  });
});
