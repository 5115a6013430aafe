import { describe, expect, it, vi } from 'vitest';
import { buildPromoUrl, lookupPromo, promoDiscount } from '@/lib/discounts/promo';

const HOST = 'https://orders.example.com';
const BASE = 'https://orders.example.com/storyblok/discounts/utm-promo';

describe('buildPromoUrl', () => {
  it.each([
    ['?utm_campaign=welcome', `${BASE}?utm_campaign=welcome`],
    ['utm_campaign=welcome', `${BASE}?utm_campaign=welcome`],
    ['?utm_campaign=welcome&utm_source=x', `${BASE}?utm_campaign=welcome&utm_source=x`],
    ['', null],
    ['?', null],
    ['?&&', null],
    ['?a=1#frag', `${BASE}?a=1%23frag`],
    ['?a=/../../admin', `${BASE}?a=%2F..%2F..%2Fadmin`],
    ['?@evil.example/x=1', `${BASE}?%40evil.example%2Fx=1`],
    ['?x=https://evil.example/', `${BASE}?x=https%3A%2F%2Fevil.example%2F`],
    ['?a=\\\\evil.example', `${BASE}?a=%5C%5Cevil.example`],
    ['?a=%2F%2Fevil.example', `${BASE}?a=%2F%2Fevil.example`],
    ['?a=%E0%A4%A', `${BASE}?a=%EF%BF%BD%25A`],
    ['?a=1%0d%0aSet-Cookie:x', `${BASE}?a=1%0D%0ASet-Cookie%3Ax`],
    ['?<script>=1', `${BASE}?%3Cscript%3E=1`],
    // The shop's own navigation is no campaign link.
    ['?sort=price-ascending', null],
    ['?q=tea&sort=relevance&page=2', null],
    ['?filter.p.vendor=Morrow&price_min=5&price_max=20&after=abc', null],
    ['?variant=123', null],
    // A campaign link with them is looked up whole.
    ['?utm_campaign=welcome&sort=newest', `${BASE}?utm_campaign=welcome&sort=newest`],
    ['?sortx=1', `${BASE}?sortx=1`],
  ])('%s → %s', (search, expected) => {
    const url = buildPromoUrl(HOST, search);
    expect(url).toBe(expected);
    if (url) {
      const parsed = new URL(url);
      expect(parsed.origin).toBe(HOST);
      expect(parsed.pathname).toBe('/storyblok/discounts/utm-promo');
    }
  });

  it('refuses an over-long query', () => {
    expect(buildPromoUrl(HOST, `?a=${'x'.repeat(3000)}`)).toBeNull();
  });

  it('keeps a host with a path prefix out of reach too', () => {
    expect(buildPromoUrl('http://127.0.0.1:4010', '?//evil.example')).toBe(
      'http://127.0.0.1:4010/storyblok/discounts/utm-promo?%2F%2Fevil.example=',
    );
  });
});

describe('lookupPromo', () => {
  const respond = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status }));

  it('returns the code on success', async () => {
    const fetchImpl = respond(200, { discount_code: 'WELCOME15' });
    await expect(lookupPromo(HOST, '?utm_campaign=welcome', fetchImpl)).resolves.toEqual({
      code: 'WELCOME15',
    });
    expect(fetchImpl).toHaveBeenCalledWith(`${BASE}?utm_campaign=welcome`, expect.anything());
  });

  it.each([
    [404, { error: 'not found' }],
    [500, { error: 'boom' }],
    [200, { discount_code: '' }],
    [200, { code: 'X' }],
    [200, ['WELCOME15']],
  ])('HTTP %s %j → null with a warning', async (status, body) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(lookupPromo(HOST, '?a=1', respond(status, body))).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('a network failure is logged, not thrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(lookupPromo(HOST, '?a=1', fetchImpl)).resolves.toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('sends nothing for an empty query', async () => {
    const fetchImpl = respond(200, { discount_code: 'X' });
    await expect(lookupPromo(HOST, '', fetchImpl)).resolves.toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('promoDiscount: the popup words a discount brings (SPEC §3)', () => {
  it.each([
    [{ discount_code: ' WELCOME15 ' }, { code: 'WELCOME15' }],
    [
      {
        discount_code: 'COFFEE10',
        popup_title: ' Coffee lovers: %discount% off ',
        popup_text: 'On every bag, with %code%',
        popup_button_label: 'Got it',
      },
      {
        code: 'COFFEE10',
        popupTitle: 'Coffee lovers: %discount% off',
        popupText: 'On every bag, with %code%',
        popupButtonLabel: 'Got it',
      },
    ],
    [
      { discount_code: 'X10', popup_title: '', popup_text: '   ', popup_button_label: 'OK' },
      { code: 'X10', popupButtonLabel: 'OK' },
    ],
    [
      { discount_code: 'X10', popup_title: 42, popup_text: null, popup_button_label: ['OK'] },
      { code: 'X10' },
    ],
  ])('%j → %j', (body, expected) => {
    expect(promoDiscount(body as never)).toEqual(expected);
  });
});
