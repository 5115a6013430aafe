import { describe, expect, it } from 'vitest';
import {
  loadCatalogue,
  validateCatalogue,
  type Adjustment,
  type AdjustmentValue,
} from '@/emulators/storefront/catalogue';
import {
  evaluateDiscountCodes,
  loadDiscountRules,
  toDiscountRules,
  type AppliedDiscount,
} from '@/emulators/storefront/discounts';
import { formatDecimal, toMinor } from '@/emulators/storefront/money';
import {
  allocateProportionally,
  applyAdjustment,
  planPriceForOrder,
  planPricing,
} from '@/emulators/storefront/pricing';

describe('money', () => {
  it.each([
    [950, '9.5'],
    [3000, '30.0'],
    [1234, '12.34'],
    [5, '0.05'],
    [10, '0.1'],
    [0, '0.0'],
    [1050, '10.5'],
    [-413, '-4.13'],
  ])('formatDecimal(%i) = %s', (minor, expected) => {
    expect(formatDecimal(minor)).toBe(expected);
  });

  it.each([
    ['9.50', 950],
    ['9.5', 950],
    ['30', 3000],
    ['0.05', 5],
    [' 12.34 ', 1234],
  ])('toMinor(%s) = %i', (amount, expected) => {
    expect(toMinor(amount)).toBe(expected);
  });

  it.each(['9.505', '-1', 'abc', '', '1,00'])('toMinor rejects %j', (amount) => {
    expect(() => toMinor(amount)).toThrow(/Not a money amount/);
  });
});

describe('selling plan adjustments', () => {
  it.each<[number, AdjustmentValue, number]>([
    [950, { kind: 'percentage', percentage: 10 }, 855],
    [3500, { kind: 'percentage', percentage: 15 }, 2975],
    [950, { kind: 'percentage', percentage: 15 }, 808], // 807.5 rounds half up
    [1600, { kind: 'percentage', percentage: 0 }, 1600],
    [1200, { kind: 'fixedAmount', amount: 200 }, 1000],
    [150, { kind: 'fixedAmount', amount: 200 }, 0], // never below zero
    [650, { kind: 'fixedPrice', price: 550 }, 550],
  ])('applyAdjustment(%i, %j) = %i', (base, value, expected) => {
    expect(applyAdjustment(base, value)).toBe(expected);
  });

  const firstBoxThenTenPercent: Adjustment[] = [
    { orderCount: 1, value: { kind: 'fixedPrice', price: 1500 } },
    { orderCount: null, value: { kind: 'percentage', percentage: 10 } },
  ];
  const twoThenFixedAmount: Adjustment[] = [
    { orderCount: 2, value: { kind: 'percentage', percentage: 50 } },
    { orderCount: 1, value: { kind: 'fixedAmount', amount: 100 } },
  ];

  it.each<[Adjustment[], number, number]>([
    [firstBoxThenTenPercent, 1, 1500],
    [firstBoxThenTenPercent, 2, 2700],
    [firstBoxThenTenPercent, 12, 2700],
    [twoThenFixedAmount, 1, 1500],
    [twoThenFixedAmount, 2, 1500],
    [twoThenFixedAmount, 3, 2900],
    [twoThenFixedAmount, 4, 3000], // past every adjustment: the base price
    [[], 1, 3000],
  ])('planPriceForOrder(3000, %j, order %i) = %i', (adjustments, order, expected) => {
    expect(planPriceForOrder(3000, adjustments, order)).toBe(expected);
  });

  it('prices a prepaid plan per order and per delivery', () => {
    const pricing = planPricing(1600, {
      adjustments: [{ orderCount: null, value: { kind: 'fixedPrice', price: 4200 } }],
      deliveriesPerCharge: 3,
    });
    expect(pricing).toEqual({
      base: 4800,
      firstOrderPrice: 4200,
      phases: [{ price: 4200, compareAtPrice: 4800, perDeliveryPrice: 1400 }],
    });
  });
});

describe('allocateProportionally', () => {
  it.each<[number, number[], number[]]>([
    [413, [1900, 855], [285, 128]],
    [100, [1, 1, 1], [34, 33, 33]],
    [2, [1, 1, 1], [1, 1, 0]],
    [500, [950], [500]],
    [0, [950, 100], [0, 0]],
    [10, [0, 0], [0, 0]],
    [1, [100, 300], [0, 1]],
  ])('allocate %i over %j = %j', (total, weights, expected) => {
    const parts = allocateProportionally(total, weights);
    expect(parts).toEqual(expected);
    if (weights.some((w) => w > 0)) expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe('discount codes', () => {
  const rules = toDiscountRules([
    { code: 'WELCOME15', type: 'percentage', value: 15, target: 'order' },
    {
      code: 'FIVEOFF',
      type: 'fixedAmount',
      value: '5.00',
      target: 'order',
      minimumSubtotal: '20.00',
    },
    { code: 'COFFEE10', type: 'percentage', value: 10, target: 'product', productTags: ['Coffee'] },
    {
      code: 'TEA2',
      type: 'fixedAmount',
      value: '2.00',
      target: 'product',
      productHandles: ['breakfast-tea', 'ceremonial-matcha'],
    },
    { code: 'ALL5', type: 'percentage', value: 5, target: 'product' },
    { code: 'TEA10', type: 'percentage', value: 10, target: 'product', productTags: ['tea'] },
    {
      code: 'BIGCOFFEE',
      type: 'percentage',
      value: 20,
      target: 'product',
      productTags: ['coffee'],
      minimumSubtotal: '30.00',
    },
  ]);
  const coffee = (subtotal: number) => ({
    subtotal,
    handle: 'house-blend-coffee',
    tags: ['coffee'],
  });
  const tea = (subtotal: number) => ({ subtotal, handle: 'breakfast-tea', tags: ['tea'] });
  const matcha = (subtotal: number) => ({ subtotal, handle: 'ceremonial-matcha', tags: ['TEA'] });
  const chocolate = (subtotal: number) => ({
    subtotal,
    handle: 'drinking-chocolate',
    tags: ['pantry'],
  });

  const o = (code: string, amount: number): AppliedDiscount => ({ target: 'order', code, amount });
  const p = (code: string, perLine: number[]): AppliedDiscount => ({
    target: 'product',
    code,
    amount: perLine.reduce((a, b) => a + b, 0),
    perLine,
  });
  const yes = (code: string) => ({ code, applicable: true });
  const no = (code: string) => ({ code, applicable: false });

  it.each<
    [
      string,
      string[],
      { subtotal: number; handle: string; tags: string[] }[],
      { code: string; applicable: boolean }[],
      AppliedDiscount[],
    ]
  >([
    // Order codes: one amount on the entire cart, nothing per line.
    ['any case', ['welcome15'], [coffee(950)], [yes('welcome15')], [o('welcome15', 143)]],
    ['unknown', ['NOPE'], [coffee(950)], [no('NOPE')], []],
    ['below the minimum', ['FIVEOFF'], [coffee(1900)], [no('FIVEOFF')], []],
    [
      'at the minimum',
      ['FIVEOFF'],
      [coffee(1000), tea(1000)],
      [yes('FIVEOFF')],
      [o('FIVEOFF', 500)],
    ],
    ['empty cart', ['WELCOME15'], [], [no('WELCOME15')], []],
    // Order codes do not combine: the one that takes the most applies, whatever the order.
    [
      'two order codes: £5 beats 15% of £30 (£4.50)',
      ['FIVEOFF', 'WELCOME15'],
      [coffee(3000)],
      [yes('FIVEOFF'), no('WELCOME15')],
      [o('FIVEOFF', 500)],
    ],
    [
      'two order codes: 15% of £40 beats £5',
      ['FIVEOFF', 'WELCOME15'],
      [coffee(4000)],
      [no('FIVEOFF'), yes('WELCOME15')],
      [o('WELCOME15', 600)],
    ],
    [
      'two order codes, equal: the first entered',
      ['WELCOME15', 'FIVEOFF'],
      [tea(1000), chocolate(2333)],
      [yes('WELCOME15'), no('FIVEOFF')],
      [o('WELCOME15', 500)],
    ],
    // Product codes: only eligible lines, each with its own share.
    [
      'product code, eligible lines only',
      ['coffee10'],
      [coffee(1900), chocolate(850), coffee(855)],
      [yes('coffee10')],
      [p('coffee10', [190, 0, 86])],
    ],
    ['no eligible line', ['COFFEE10'], [chocolate(850), tea(650)], [no('COFFEE10')], []],
    [
      'fixed product code split by subtotal',
      ['TEA2'],
      [tea(650), coffee(950), matcha(2200)],
      [yes('TEA2')],
      [p('TEA2', [46, 0, 154])],
    ],
    ['fixed product code capped', ['TEA2'], [tea(150)], [yes('TEA2')], [p('TEA2', [150])]],
    ['every product', ['ALL5'], [tea(650), chocolate(850)], [yes('ALL5')], [p('ALL5', [33, 43])]],
    // A product code's minimum counts the eligible lines only.
    [
      'minimum of eligible lines',
      ['BIGCOFFEE'],
      [coffee(2000), chocolate(5000)],
      [no('BIGCOFFEE')],
      [],
    ],
    [
      'minimum of eligible lines met',
      ['BIGCOFFEE'],
      [coffee(3000), chocolate(5000)],
      [yes('BIGCOFFEE')],
      [p('BIGCOFFEE', [600, 0])],
    ],
    // Product codes on different products stack.
    [
      'coffee and tea codes stack',
      ['COFFEE10', 'TEA10'],
      [coffee(1000), tea(650)],
      [yes('COFFEE10'), yes('TEA10')],
      [p('COFFEE10', [100, 0]), p('TEA10', [0, 65])],
    ],
    // One discount a line: the one that takes the most off it.
    [
      'one product discount a line: the larger wins',
      ['ALL5', 'COFFEE10'],
      [coffee(1000), chocolate(1000)],
      [yes('ALL5'), yes('COFFEE10')],
      [p('ALL5', [0, 50]), p('COFFEE10', [100, 0])],
    ],
    [
      'a product code beaten on every line does not apply',
      ['ALL5', 'COFFEE10'],
      [coffee(1000)],
      [no('ALL5'), yes('COFFEE10')],
      [p('COFFEE10', [100])],
    ],
    // An order code combines with product codes, on the subtotal they leave.
    [
      'order code on top of a product code',
      ['COFFEE10', 'WELCOME15'],
      [coffee(1000)],
      [yes('COFFEE10'), yes('WELCOME15')],
      [p('COFFEE10', [100]), o('WELCOME15', 135)],
    ],
    [
      'order code whose product partner does not apply',
      ['COFFEE10', 'WELCOME15'],
      [tea(1000)],
      [no('COFFEE10'), yes('WELCOME15')],
      [o('WELCOME15', 150)],
    ],
    [
      'order minimum counts the subtotal before product discounts',
      ['BIGCOFFEE', 'FIVEOFF'],
      [coffee(3000)],
      [yes('BIGCOFFEE'), yes('FIVEOFF')],
      [p('BIGCOFFEE', [600]), o('FIVEOFF', 500)],
    ],
    // Shopify takes at most five product or order codes: a sixth is kept, not applied.
    [
      'a sixth code is not applied',
      ['NOPE1', 'NOPE2', 'NOPE3', 'NOPE4', 'NOPE5', 'WELCOME15'],
      [coffee(1000)],
      [no('NOPE1'), no('NOPE2'), no('NOPE3'), no('NOPE4'), no('NOPE5'), no('WELCOME15')],
      [],
    ],
    [
      'the fifth code is applied',
      ['NOPE1', 'NOPE2', 'NOPE3', 'NOPE4', 'WELCOME15'],
      [coffee(1000)],
      [no('NOPE1'), no('NOPE2'), no('NOPE3'), no('NOPE4'), yes('WELCOME15')],
      [o('WELCOME15', 150)],
    ],
  ])('%s: codes %j on lines %j', (_, codes, lines, expectedCodes, expectedApplied) => {
    const outcome = evaluateDiscountCodes(codes, lines, rules);
    expect(outcome.codes).toEqual(expectedCodes);
    expect(outcome.applied).toEqual(expectedApplied);
  });

  it.each([
    [[{ code: '', type: 'percentage', value: 1, target: 'order' }], /code/],
    [[{ code: 'A', type: 'percentage', value: 150, target: 'order' }], /value/],
    [[{ code: 'A', type: 'fixedAmount', value: 'five', target: 'order' }], /value/],
    [[{ code: 'A', type: 'shipping', value: 1, target: 'order' }], /type/],
    [[{ code: 'A', type: 'percentage', value: 1, target: 'line' }], /target/],
    [
      [{ code: 'A', type: 'percentage', value: 1, target: 'order', productTags: ['coffee'] }],
      /need target "product"/,
    ],
    [
      [{ code: 'A', type: 'percentage', value: 1, target: 'product', productTags: 'coffee' }],
      /productTags/,
    ],
    [
      [{ code: 'A', type: 'percentage', value: 1, target: 'product', productHandles: [''] }],
      /productHandles/,
    ],
    [
      [
        { code: 'A', type: 'percentage', value: 1, target: 'order' },
        { code: 'a', type: 'percentage', value: 2, target: 'order' },
      ],
      /duplicate/,
    ],
  ])('rejects invalid definitions %j', (definitions, message) => {
    expect(() => toDiscountRules(definitions)).toThrow(message);
  });

  it('reads the demo codes of content/promos.json: two order codes, COFFEE10 on coffee, TEA10 on tea', () => {
    expect(
      loadDiscountRules().map((r) => [r.code, r.target, r.kind, r.value, r.productTags]),
    ).toEqual([
      ['WELCOME15', 'order', 'percentage', 15, []],
      ['FIVEOFF', 'order', 'fixedAmount', 500, []],
      ['COFFEE10', 'product', 'percentage', 10, ['coffee']],
      ['TEA10', 'product', 'percentage', 10, ['tea']],
    ]);
  });
});

describe('catalogue', () => {
  it('keeps the ten first demo products with the handles the images and UI rely on', () => {
    const catalogue = loadCatalogue();
    expect(catalogue.shop.name).toBe('Morrow & Co.');
    expect(catalogue.products.slice(0, 10).map((p) => p.handle)).toEqual([
      'house-blend-coffee',
      'ethiopia-yirgacheffe',
      'breakfast-tea',
      'coffee-starter-box',
      'daily-greens',
      'barista-oat-milk',
      'ceramic-pour-over',
      'coffee-of-the-month-subscription',
      'drinking-chocolate',
      'ceremonial-matcha',
    ]);
    for (const product of catalogue.products.slice(0, 10)) {
      expect(product.vendor).toBe('Morrow & Co.');
      expect(product.images).toHaveLength(3);
    }
  });

  interface LooseProduct {
    [key: string]: unknown;
    variants: Record<string, unknown>[];
  }
  const product = (products: LooseProduct[], handle: string): LooseProduct => {
    const found = products.find((p) => p.handle === handle);
    if (!found) throw new Error(`no product ${handle}`);
    return found;
  };
  const firstVariant = (p: LooseProduct): Record<string, unknown> => p.variants[0] ?? {};

  it.each<[string, (products: LooseProduct[]) => void, RegExp]>([
    [
      'a duplicate handle',
      (ps) => (product(ps, 'breakfast-tea').handle = 'house-blend-coffee'),
      /duplicate handle/,
    ],
    [
      'a bad price',
      (ps) => (firstVariant(product(ps, 'house-blend-coffee')).price = '9,50'),
      /price/,
    ],
    [
      'a non-gid id',
      (ps) => (product(ps, 'house-blend-coffee').id = '123'),
      /gid:\/\/shopify\/Product/,
    ],
    [
      'an option value no option has',
      (ps) =>
        (firstVariant(product(ps, 'house-blend-coffee')).selectedOptions = [
          { name: 'Size', value: '5 kg' },
        ]),
      /selectedOptions/,
    ],
    [
      'a dangling variant reference',
      (ps) => (product(ps, 'daily-greens').variants = [firstVariant(product(ps, 'daily-greens'))]),
      /unknown variant/,
    ],
    [
      'requiresSellingPlan without plans',
      (ps) => (product(ps, 'drinking-chocolate').requiresSellingPlan = true),
      /no selling plans/,
    ],
  ])('rejects %s', (_, breakIt, message) => {
    const catalogue = structuredClone(loadCatalogue()) as unknown as { products: LooseProduct[] };
    breakIt(catalogue.products);
    expect(() => validateCatalogue(catalogue)).toThrow(message);
  });
});
