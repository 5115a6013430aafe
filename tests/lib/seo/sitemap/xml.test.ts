import { describe, expect, it } from 'vitest';
import { escapeXml, latestDate, sitemapIndexXml, urlsetXml, w3cDate } from '@/lib/seo/sitemap/xml';

describe('escapeXml', () => {
  it.each([
    ['https://shop.test/a?x=1&y=2', 'https://shop.test/a?x=1&amp;y=2'],
    ['https://shop.test/<b>', 'https://shop.test/&lt;b&gt;'],
    [`it's "quoted"`, 'it&apos;s &quot;quoted&quot;'],
    ['&amp;', '&amp;amp;'],
    ['plain', 'plain'],
  ])('%j → %j', (text, expected) => {
    expect(escapeXml(text)).toBe(expected);
  });
});

describe('dates', () => {
  it.each([
    ['2024-11-01T12:00:00Z', '2024-11-01T12:00:00.000Z'],
    ['2025-08-04T14:20:00.000Z', '2025-08-04T14:20:00.000Z'],
    ['not a date', null],
    ['', null],
    [null, null],
  ])('w3cDate(%j) → %j', (value, expected) => {
    expect(w3cDate(value)).toBe(expected);
  });

  it('latestDate picks the latest readable date, null for none', () => {
    expect(latestDate(['2024-01-01T00:00:00Z', null, 'x', '2025-02-03T04:05:06Z'])).toBe(
      '2025-02-03T04:05:06.000Z',
    );
    expect(latestDate([null, 'x'])).toBeNull();
    expect(latestDate([])).toBeNull();
  });
});

describe('the documents', () => {
  it('a urlset escapes each location and leaves out an unknown date', () => {
    const xml = urlsetXml([
      { loc: 'https://shop.test/products/a?x=1&y=<2>', lastmod: '2024-11-01T12:00:00Z' },
      { loc: 'https://shop.test/policies/refund-policy' },
      { loc: 'https://shop.test/pages/about', lastmod: 'garbage' },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://shop.test/products/a?x=1&amp;y=&lt;2&gt;</loc><lastmod>2024-11-01T12:00:00.000Z</lastmod></url>',
        '<url><loc>https://shop.test/policies/refund-policy</loc></url>',
        '<url><loc>https://shop.test/pages/about</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('an index lists sitemaps, with their dates', () => {
    const xml = sitemapIndexXml([
      { loc: 'https://shop.test/sitemap/products/2.xml?after=a&b', lastmod: '2024-01-02' },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap><loc>https://shop.test/sitemap/products/2.xml?after=a&amp;b</loc><lastmod>2024-01-02T00:00:00.000Z</lastmod></sitemap>',
    );
    expect(xml.trimEnd().endsWith('</sitemapindex>')).toBe(true);
  });

  it('an empty urlset is still a well-formed document', () => {
    expect(urlsetXml([])).toMatch(/<urlset [^>]+>\n\n<\/urlset>\n$/);
  });
});
