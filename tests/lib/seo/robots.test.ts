import { describe, expect, it } from 'vitest';
import { robotsTxt } from '@/lib/seo/robots';
import { seoRewrite } from '@/lib/seo/seo-routes';

describe('robotsTxt', () => {
  it('names the sitemap by its absolute URL and keeps crawlers out of the traps', () => {
    expect(robotsTxt('https://shop.example.com/sitemap.xml')).toBe(
      [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /*?*_storyblok=',
        'Disallow: /search',
        'Disallow: /collections/*?*',
        'Disallow: /collections/*/listing',
        '',
        'Sitemap: https://shop.example.com/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('builds the sitemap URL on the site URL by default', () => {
    expect(robotsTxt()).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });
});

describe('seoRewrite', () => {
  const rewrite = (url: string) => {
    const parsed = new URL(url, 'http://shop.test');
    const to = seoRewrite(parsed.pathname, parsed.searchParams);
    return to && `${to.pathname}${to.search.size ? `?${to.search}` : ''}`;
  };
  it.each([
    ['/robots.txt', '/api/robots'],
    ['/robots.txt?x=1', '/api/robots'],
    ['/sitemap.xml', '/api/sitemap'],
    ['/sitemap/products/1.xml', '/api/sitemap/products?page=1'],
    [
      '/sitemap/products/2.xml?after=eyJ%2Ba&page=9&x=1',
      '/api/sitemap/products?after=eyJ%2Ba&page=2',
    ],
    ['/sitemap/pages/1.xml', '/api/sitemap/pages?page=1'],
    ['/sitemap/products/1.xml/x', null],
    ['/sitemap/Products/1.xml', null],
    ['/sitemap.xml.gz', null],
    ['/products/robots.txt', null],
    ['/', null],
  ])('%j → %j', (url, expected) => {
    expect(rewrite(url)).toBe(expected);
  });
});
