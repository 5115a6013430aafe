import { describe, expect, it } from 'vitest';
import { SITE_COPY_DEFAULTS } from '@/lib/content/copy-types';
import { DISCOUNT_POPUP_DEFAULTS } from '@/lib/content/popup-defaults';
import type { ShellProps } from '@/lib/page-data/shell-props';
import { applyLiveStory, isEditorMessage, type LiveProps } from '@/lib/preview/live-story';

const EDITABLE = '<!--#storyblok#{"name":"home","space":"1","uid":"u1","id":"51"}-->';

const shell = {
  copy: SITE_COPY_DEFAULTS,
  discountPopup: DISCOUNT_POPUP_DEFAULTS,
  draft: true,
} as unknown as ShellProps;

const home: LiveProps = {
  shell,
  copy: {
    hero: {
      eyebrow: null,
      title: 'Old',
      titleEmphasis: null,
      text: null,
      image: { src: '/h.webp', alt: '' },
      primary: null,
      secondary: null,
    },
    story: { eyebrow: null, heading: null, points: [] },
    seo: { title: null, description: null },
  },
};
const about: LiveProps = { shell, page: { title: 'About', seoDescription: null, sections: [] } };

type Pick = (props: LiveProps | null) => unknown;

describe('applyLiveStory', () => {
  it.each<[string, LiveProps, unknown, string, Pick, unknown]>([
    [
      'the home hero on /',
      home,
      { full_slug: 'home', content: { hero_title: 'New', _editable: EDITABLE } },
      '/?_storyblok=51',
      (p) => p?.copy?.hero.title,
      'New',
    ],
    [
      'the home blok stays editable',
      home,
      { full_slug: 'home', content: { hero_title: 'New', _editable: EDITABLE } },
      '/',
      (p) => p?.copy?.hero.blok?.['data-blok-uid'],
      '51-u1',
    ],
    [
      'a hero title emptied: kept as shown',
      home,
      { full_slug: 'home', content: { hero_title: '' } },
      '/',
      (p) => p?.copy?.hero.title,
      'Old',
    ],
    [
      'markup in a headline stays text',
      home,
      { full_slug: 'home', content: { hero_title: '<img src=x onerror=alert(1)>' } },
      '/',
      (p) => p?.copy?.hero.title,
      '<img src=x onerror=alert(1)>',
    ],
    [
      'the home story on another page: not shown there',
      about,
      { full_slug: 'home', content: { hero_title: 'New' } },
      '/pages/about',
      (p) => p,
      null,
    ],
    [
      'a content page on its own path',
      about,
      { full_slug: 'pages/about', content: { title: 'About us, edited' } },
      '/pages/about',
      (p) => p?.page?.title,
      'About us, edited',
    ],
    [
      'another content page: not shown here',
      about,
      { full_slug: 'pages/shipping', content: { title: 'Shipping' } },
      '/pages/about',
      (p) => p,
      null,
    ],
    [
      'the navigation, on any page',
      about,
      {
        full_slug: 'settings/global-settings',
        content: { nav_links: [{ label: 'Sale', link: { url: '/sale', linktype: 'url' } }] },
      },
      '/pages/about',
      (p) => p?.shell?.copy.navigation,
      [{ label: 'Sale', href: '/sale' }],
    ],
    [
      'an unsafe navigation link is dropped, as when published',
      about,
      {
        full_slug: 'settings/global-settings',
        content: {
          nav_links: [{ label: 'X', link: { url: 'javascript:alert(1)', linktype: 'url' } }],
        },
      },
      '/',
      (p) => p?.shell?.copy.navigation,
      SITE_COPY_DEFAULTS.navigation,
    ],
    [
      'the footer',
      home,
      { full_slug: 'settings/global-settings', content: { footer_brand: 'Morrow' } },
      '/',
      (p) => p?.shell?.copy.footer.brand,
      'Morrow',
    ],
    [
      'the discount popup words, defaults filled in',
      home,
      { full_slug: 'settings/discount-popup-settings', content: { popup_title: 'Hi %code%' } },
      '/',
      (p) => [p?.shell?.discountPopup.popupTitle, p?.shell?.discountPopup.popupButtonLabel],
      ['Hi %code%', 'Confirm'],
    ],
    ['not a story', home, { content: {} }, '/', (p) => p, null],
    ['nothing', home, null, '/', (p) => p, null],
  ])('%s', (_name, props, story, path, pick, expected) => {
    expect(pick(applyLiveStory(props, story, path))).toEqual(expected);
  });
});

describe('isEditorMessage', () => {
  it.each<[string, boolean, string, boolean]>([
    ['https://app.storyblok.com', true, 'https://app.storyblok.com', true],
    ['https://evil.example', true, 'https://app.storyblok.com', false],
    ['https://app.storyblok.com', false, 'https://app.storyblok.com', false],
    ['https://app.storyblok.com.evil.example', true, 'https://app.storyblok.com', false],
    ['null', true, 'https://app.storyblok.com', false],
  ])('from %s (parent %s), editor %s → %s', (origin, fromParent, editor, expected) => {
    expect(isEditorMessage(origin, fromParent, editor)).toBe(expected);
  });
});
