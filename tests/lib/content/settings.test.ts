import type StoryblokClient from 'storyblok-js-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DISCOUNT_POPUP_DEFAULTS,
  getCartSettings,
  getDiscountPopupSettings,
  getGlobalSettings,
  hexColor,
  parseCartSettings,
  parseDiscountPopupSettings,
  parseGlobalSettings,
  parseRedirects,
  resetSettingsCache,
} from '@/lib/content';
import { CONTENT_MAX_AGE_MS } from '@/lib/content/max-age';

describe('hexColor', () => {
  it.each([
    ['#1F4D3A', '#1F4D3A'],
    [' #fff ', '#fff'],
    ['#abcd', '#abcd'],
    ['#11223344', '#11223344'],
    ['red', null],
    ['#12345', null],
    ['url(javascript:alert(1))', null],
    ['#fff;background:url(x)', null],
    [42, null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(hexColor(input)).toBe(expected);
  });
});

describe('parseGlobalSettings', () => {
  it.each([
    [
      {
        cta_buttons_color: '#1F4D3A',
        cta_buttons_text_color: '#FFFFFF',
        announcement: ' Free UK delivery ',
      },
      {
        ctaButtonsColor: '#1F4D3A',
        ctaButtonsTextColor: '#FFFFFF',
        announcement: 'Free UK delivery',
      },
    ],
    [
      { cta_buttons_color: 'not a colour' },
      { ctaButtonsColor: null, ctaButtonsTextColor: null, announcement: null },
    ],
    [null, { ctaButtonsColor: null, ctaButtonsTextColor: null, announcement: null }],
  ])('%j', (content, expected) => {
    expect(parseGlobalSettings(content)).toEqual(expected);
  });
});

describe('parseCartSettings', () => {
  it('reads the summary colour and texts, dropping unsafe colours', () => {
    expect(
      parseCartSettings({
        cart_summary_hex_color: '#F4EFE6',
        empty_cart_text: 'Nothing here yet',
        empty_cart_button_label: 'Keep browsing',
        checkout_button_label: '',
      }),
    ).toEqual({
      cartSummaryHexColor: '#F4EFE6',
      emptyCartText: 'Nothing here yet',
      emptyCartButtonLabel: 'Keep browsing',
      checkoutButtonLabel: null,
      freeShippingText: null,
    });
    expect(
      parseCartSettings({ cart_summary_hex_color: 'expression(1)' }).cartSummaryHexColor,
    ).toBeNull();
  });
});

describe('parseDiscountPopupSettings', () => {
  it.each([
    [null, DISCOUNT_POPUP_DEFAULTS],
    [{ popup_title: '', popup_text: '   ' }, DISCOUNT_POPUP_DEFAULTS],
    [
      {
        popup_title: 'Take %discount% off',
        popup_text: 'Applied at checkout',
        popup_button_label: 'Got it',
      },
      {
        popupTitle: 'Take %discount% off',
        popupText: 'Applied at checkout',
        popupButtonLabel: 'Got it',
      },
    ],
    [{ popup_button_label: 'OK' }, { ...DISCOUNT_POPUP_DEFAULTS, popupButtonLabel: 'OK' }],
  ])('%j', (content, expected) => {
    expect(parseDiscountPopupSettings(content)).toEqual(expected);
  });
});

describe('parseRedirects', () => {
  it.each([
    [{ list: [{ from: '/old-shop', to: '/' }] }, [{ from: '/old-shop', to: '/' }]],
    [
      {
        list: [
          { from: '/a', to: '//evil.example' },
          { from: 'b', to: '/' },
          { from: '/c', to: 'https://x' },
        ],
      },
      [],
    ],
    [
      { list: [null, 'x', { from: 1, to: '/' }, { from: '/ok', to: '/fine', _uid: 'u' }] },
      [{ from: '/ok', to: '/fine' }],
    ],
    [{ list: 'nope' }, []],
    [null, []],
  ])('%j', (content, expected) => {
    expect(parseRedirects(content)).toEqual(expected);
  });

  it('keeps an absolute target only on an allowed host', () => {
    const content = {
      list: [
        { from: '/p', to: 'https://partner.example/x' },
        { from: '/e', to: 'https://evil.example/' },
        { from: '//evil.example', to: '/' },
      ],
    };
    expect(parseRedirects(content, ['partner.example'])).toEqual([
      { from: '/p', to: 'https://partner.example/x' },
    ]);
  });
});

describe('getGlobalSettings / getCartSettings (cached, SPEC §4)', () => {
  afterEach(() => {
    resetSettingsCache();
    vi.restoreAllMocks();
  });

  /** A content client whose `get` answers each call with the next of `answers`. */
  function fakeClient(answers: (Record<string, unknown> | Error)[]) {
    const get = vi.fn(async (path: string) => {
      const next = answers.shift();
      if (next === undefined) throw new Error(`unexpected request ${path}`);
      if (next instanceof Error) throw next;
      return { data: { story: { content: next } } };
    });
    return { get, client: { get } as unknown as StoryblokClient };
  }

  it('loads each story once and serves later calls from the cache', async () => {
    const { get, client } = fakeClient([
      { cta_buttons_color: '#1F4D3A' },
      { cart_summary_hex_color: '#F4EFE6' },
    ]);
    const first = await getGlobalSettings(client);
    expect(await getGlobalSettings(client)).toBe(first);
    expect(first.ctaButtonsColor).toBe('#1F4D3A');
    const cart = await getCartSettings(client);
    expect(await getCartSettings(client)).toBe(cart);
    expect(cart.cartSummaryHexColor).toBe('#F4EFE6');
    expect(get.mock.calls.map(([path]) => path)).toEqual([
      'cdn/stories/settings/global-settings',
      'cdn/stories/settings/cart-settings',
    ]);
  });

  it('asks again once the cached story is a minute old, so a publish shows without a webhook', async () => {
    const { get, client } = fakeClient([
      { cta_buttons_color: '#111111' },
      { cta_buttons_color: '#222222' },
    ]);
    const t0 = 1_000_000;
    expect((await getGlobalSettings(client, t0)).ctaButtonsColor).toBe('#111111');
    expect((await getGlobalSettings(client, t0 + CONTENT_MAX_AGE_MS - 1)).ctaButtonsColor).toBe(
      '#111111',
    );
    expect(get).toHaveBeenCalledTimes(1);
    expect((await getGlobalSettings(client, t0 + CONTENT_MAX_AGE_MS)).ctaButtonsColor).toBe(
      '#222222',
    );
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('falls back to the defaults on failure, logs, and tries again on the next call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { get, client } = fakeClient([
      new Error('down'),
      { cta_buttons_color: '#123456' },
      new Error('down'),
    ]);
    expect(await getGlobalSettings(client)).toEqual(parseGlobalSettings(null));
    expect((await getGlobalSettings(client)).ctaButtonsColor).toBe('#123456');
    expect(await getCartSettings(client)).toEqual(parseCartSettings(null));
    expect(get).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[content] global settings unavailable, using defaults',
      '[content] cart settings unavailable, using defaults',
    ]);
  });
});

describe('getDiscountPopupSettings (SPEC §7)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for the first settings story and reads its content', async () => {
    const get = vi.fn(async () => ({
      data: { stories: [{ content: { popup_title: 'Take %discount% off' } }] },
    }));
    const flushCache = vi.fn(async () => {});
    const client = { get, flushCache } as unknown as StoryblokClient;
    expect(await getDiscountPopupSettings('draft', client)).toEqual({
      ...DISCOUNT_POPUP_DEFAULTS,
      popupTitle: 'Take %discount% off',
    });
    expect(flushCache).toHaveBeenCalledTimes(1);
    expect(get.mock.calls).toEqual([
      [
        'cdn/stories',
        { per_page: 1, starts_with: 'settings/discount-popup-settings', version: 'draft' },
      ],
    ]);
  });

  it('falls back to the SPEC §5 defaults when the content service fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = {
      get: vi.fn(async () => {
        throw new Error('down');
      }),
    } as unknown as StoryblokClient;
    expect(await getDiscountPopupSettings('published', client)).toEqual(DISCOUNT_POPUP_DEFAULTS);
  });
});
