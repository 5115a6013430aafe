import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  createOrdersEmulator,
  findPromo,
  loadPromos,
  parsePromos,
  parseQuery,
  type PromoRule,
} from '@/emulators/orders/index';

const PROMOS_FILE = fileURLToPath(new URL('../../content/promos.json', import.meta.url));

const RULES: PromoRule[] = [
  { match: { utm_campaign: 'welcome' }, discount_code: 'WELCOME15' },
  { match: { utm_source: 'newsletter', utm_campaign: 'autumn' }, discount_code: 'AUTUMN10' },
  { match: { ref: 'café & co' }, discount_code: 'CAFE5' },
  {
    match: { utm_campaign: 'beans' },
    discount_code: 'BEANS20',
    popup_title: 'Beans: %discount% off',
    popup_button_label: 'Got it',
  },
];

describe('demo promos (content/promos.json)', () => {
  it('maps utm_campaign=welcome to WELCOME15', () => {
    const rules = loadPromos(PROMOS_FILE);
    expect(rules).toContainEqual({
      match: { utm_campaign: 'welcome' },
      discount_code: 'WELCOME15',
    });
  });
});

describe('parsePromos', () => {
  it('ignores keys other than promos', () => {
    expect(parsePromos({ promos: [], discountCodes: [{ code: 'X' }] })).toEqual([]);
  });

  it.each([
    [{}, 'expected { "promos": [...] }'],
    [{ promos: [{ discount_code: 'A' }] }, 'promos[0] needs a "match" object'],
    [
      { promos: [{ match: {}, discount_code: 'A' }] },
      'promos[0].match must name at least one parameter',
    ],
    [
      { promos: [{ match: { a: 1 }, discount_code: 'A' }] },
      'promos[0].match values must be strings',
    ],
    [{ promos: [{ match: { a: 'b' }, discount_code: ' ' }] }, 'promos[0] needs a discount_code'],
    [
      { promos: [{ match: { a: 'b' }, discount_code: 'A', popup_title: 5 }] },
      'promos[0].popup_title must be a string',
    ],
  ])('rejects %j', (data, message) => {
    expect(() => parsePromos(data)).toThrow(message);
  });
});

describe('parseQuery', () => {
  it.each([
    ['', {}],
    ['utm_campaign=welcome', { utm_campaign: ['welcome'] }],
    ['a=1&a=2&b', { a: ['1', '2'], b: [''] }],
    ['ref=caf%C3%A9+%26+co', { ref: ['café & co'] }],
    ['&&x=1&', { x: ['1'] }],
  ])('%j', (raw, expected) => {
    expect(Object.fromEntries(parseQuery(raw) ?? [])).toEqual(expected);
  });

  it.each([
    ['malformed escape', 'utm_campaign=%E0%A4%A'],
    ['bare percent', 'utm_campaign=100%'],
    ['overlong query', `utm_campaign=welcome&pad=${'x'.repeat(3000)}`],
    ['too many parameters', Array.from({ length: 65 }, (_, i) => `p${i}=1`).join('&')],
  ])('refuses a %s', (_name, raw) => {
    expect(parseQuery(raw)).toBeNull();
  });
});

describe('findPromo', () => {
  it.each([
    ['utm_campaign=welcome', 'WELCOME15'],
    ['utm_source=google&utm_campaign=welcome&utm_medium=cpc', 'WELCOME15'],
    ['utm_campaign=welcome&utm_campaign=welcome', 'WELCOME15'],
    ['utm_source=newsletter&utm_campaign=autumn', 'AUTUMN10'],
    ['utm_campaign=autumn', null],
    ['utm_campaign=Welcome', null],
    ['utm_campaign=welcome&utm_campaign=autumn', null],
    ['utm_campaign=', null],
    ['ref=caf%C3%A9%20%26%20co', 'CAFE5'],
    ['', null],
  ])('%j → %s', (raw, code) => {
    const query = parseQuery(raw);
    expect(query).not.toBeNull();
    expect(findPromo(RULES, query ?? new Map())?.discount_code ?? null).toBe(code);
  });
});

describe('orders emulator', () => {
  const orders = createOrdersEmulator(RULES);
  const call = async (query: string, method = 'GET') => {
    const response = await orders.handle(
      new Request(`http://platform/storyblok/discounts/utm-promo${query}`, { method }),
    );
    return { status: response.status, body: await response.json() };
  };

  it.each([
    ['?utm_campaign=welcome', 200, { discount_code: 'WELCOME15' }],
    ['?utm_source=newsletter&utm_campaign=autumn&fbclid=abc', 200, { discount_code: 'AUTUMN10' }],
    [
      '?utm_campaign=beans',
      200,
      {
        discount_code: 'BEANS20',
        popup_title: 'Beans: %discount% off',
        popup_button_label: 'Got it',
      },
    ],
    ['?utm_campaign=spring', 404, { error: 'not found' }],
    ['', 404, { error: 'not found' }],
    ['?utm_campaign=welcome&utm_campaign=autumn', 404, { error: 'not found' }],
    ['?utm_campaign=%E0%A4%A', 400, { error: 'bad request' }],
    ['?utm_campaign=%zz', 400, { error: 'bad request' }],
    [`?utm_campaign=welcome&x=${'%41'.repeat(1000)}`, 400, { error: 'bad request' }],
  ])('GET %s → %i', async (query, status, body) => {
    expect(await call(query)).toEqual({ status, body });
  });

  it('answers 405 to a POST', async () => {
    expect((await call('?utm_campaign=welcome', 'POST')).status).toBe(405);
  });
});
