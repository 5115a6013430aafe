import { describe, expect, it } from 'vitest';
import { parseHomeCopy, parseSiteCopy, safeHref, SITE_COPY_DEFAULTS } from '@/lib/content/copy';
import { parseContentPage, toRichText } from '@/lib/content/stories';

const link = (url: string, linktype = 'url') => ({ url, cached_url: url, linktype });

describe('safeHref', () => {
  it.each([
    ['/pages/about', '/pages/about'],
    ['#shop', '#shop'],
    ['https://partner.example/x', 'https://partner.example/x'],
    ['mailto:hello@morrow.example', 'mailto:hello@morrow.example'],
    ['mailto:hello@morrow.example"><script>alert(1)</script>', null],
    ['mailto:a@b', null],
    ['mailto:x"><b>@morrow.example', null],
    [link('/products/x'), '/products/x'],
    [link('pages/about', 'story'), '/pages/about'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['http://insecure.example', null],
    ['#x" onmouseover="y', null],
    [link('javascript:alert(1)'), null],
    [42, null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(safeHref(value)).toBe(expected);
  });
});

describe('parseHomeCopy', () => {
  it('reads the hero and story, dropping unsafe links and images', () => {
    const copy = parseHomeCopy({
      hero_title: 'Good mornings,',
      hero_title_emphasis: 'delivered.',
      hero_image: { filename: 'https://evil.example/x.png', alt: 'Shelf' },
      hero_cta_label: 'Shop',
      hero_cta_link: link('#shop'),
      hero_secondary_cta_label: 'Bad',
      hero_secondary_cta_link: link('javascript:alert(1)'),
      story_points: [{ title: 'A', text: 'B' }, { title: 'No text' }, 'junk'],
    });
    expect(copy?.hero).toMatchObject({
      title: 'Good mornings,',
      titleEmphasis: 'delivered.',
      eyebrow: null,
      image: { src: '/images/hero.webp', alt: 'Shelf' },
      primary: { label: 'Shop', href: '#shop' },
      secondary: null,
    });
    expect(copy?.story.points).toEqual([{ title: 'A', text: 'B' }]);
  });

  it.each([[null], [{}], [{ hero_title: '  ' }]])('%j without a title → null', (content) => {
    expect(parseHomeCopy(content)).toBeNull();
  });
});

describe('parseSiteCopy', () => {
  it('falls back to the defaults without a story', () => {
    expect(parseSiteCopy(null)).toBe(SITE_COPY_DEFAULTS);
  });

  it('reads navigation and footer, keeping only safe links and a plain email', () => {
    const copy = parseSiteCopy({
      nav_links: [
        { label: 'Shop all', link: link('/#shop') },
        { label: 'Evil', link: link('//evil.example') },
      ],
      footer_blurb: 'Blurb',
      footer_email: 'not an email',
      footer_help_items: ['One', 2, ''],
    });
    expect(copy.navigation).toEqual([{ label: 'Shop all', href: '/#shop' }]);
    expect(copy.footer).toMatchObject({
      brand: 'Morrow & Co.',
      blurb: 'Blurb',
      email: null,
      helpItems: ['One'],
    });
  });

  it('keeps the default navigation when the story lists no usable link', () => {
    expect(parseSiteCopy({ nav_links: [{ label: 'x' }] }).navigation).toBe(
      SITE_COPY_DEFAULTS.navigation,
    );
  });
});

describe('content pages', () => {
  it.each([
    [
      'Plain text',
      {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Plain text' }] }],
      },
    ],
    ['', null],
    [
      { type: 'doc', content: [] },
      { type: 'doc', content: [] },
    ],
    [{ type: 'paragraph' }, null],
    [7, null],
  ])('toRichText(%j)', (value, expected) => {
    expect(toRichText(value)).toEqual(expected);
  });

  it('parses sections and treats a page without a title as missing', () => {
    expect(parseContentPage({ body: [] })).toBeNull();
    expect(
      parseContentPage({
        title: 'About',
        body: [
          { component: 'text_section', _uid: 'u1', heading: 'Who', text: 'We roast.' },
          { component: 'unknown_blok', _uid: 'u2' },
        ],
      }),
    ).toEqual({
      title: 'About',
      seoDescription: null,
      sections: [
        {
          id: 'u1',
          heading: 'Who',
          text: toRichText('We roast.'),
        },
      ],
    });
  });
});
