// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PurchaseOptions } from '@/components/product/PurchaseOptions';
import {
  purchaseOptionsFor,
  resolveSelectedOption,
  type PurchaseOption,
} from '@/components/product/purchase-options';
import { allocation, gbp, plan, product, variant } from '../fixtures';
import { descriptionOf, isChecked } from '../helpers';

afterEach(cleanup);

const every2Weeks = plan('1', 'Every 2 weeks, 10% off', [
  { orderCount: null, adjustmentValue: { kind: 'percentage', percentage: 10 } },
]);
const monthly = plan('2', 'Every month, 10% off', [
  { orderCount: null, adjustmentValue: { kind: 'percentage', percentage: 10 } },
]);
const twoOff = plan('3', 'Monthly delivery, £2 off', [
  { orderCount: null, adjustmentValue: { kind: 'fixedAmount', amount: gbp('2.00') } },
]);
const teaBox = plan('4', 'Monthly, £5.50 a box', [
  { orderCount: null, adjustmentValue: { kind: 'fixedPrice', price: gbp('5.50') } },
]);
const starter = plan('5', 'First box £15, then 10% off monthly', [
  { orderCount: 1, adjustmentValue: { kind: 'fixedPrice', price: gbp('15.00') } },
  { orderCount: null, adjustmentValue: { kind: 'percentage', percentage: 10 } },
]);
const cotmMonthly = plan('6', 'Every month', [
  { orderCount: null, adjustmentValue: { kind: 'percentage', percentage: 0 } },
]);
const cotmPrepaid = plan('7', 'Every month, prepaid 3 months', [
  { orderCount: null, adjustmentValue: { kind: 'fixedPrice', price: gbp('42.00') } },
]);

function groups(...plans: ReturnType<typeof plan>[]) {
  return [{ name: 'Subscribe & save', options: [], sellingPlans: plans }];
}

function optionsOf(
  price: string,
  plans: ReturnType<typeof plan>[],
  requiresSellingPlan = false,
  allocated = plans,
) {
  const v = variant({
    id: 'gid://shopify/ProductVariant/1',
    title: 'x',
    price: gbp(price),
    sellingPlanAllocations: allocated.map((p) => allocation(p, price)),
  });
  return purchaseOptionsFor(
    product({
      handle: 'p',
      title: 'P',
      variants: [v],
      sellingPlanGroups: groups(...plans),
      requiresSellingPlan,
    }),
    v,
  );
}

const summary = (options: PurchaseOption[]) =>
  options.map((o) => [o.id, o.label, o.priceText, o.savingPercent, o.savingText]);

describe('purchaseOptionsFor', () => {
  const cases: [string, PurchaseOption[], (string | number | null)[][]][] = [
    [
      'house blend 250 g: one-time and two 10% plans',
      optionsOf('9.50', [every2Weeks, monthly]),
      [
        ['one-time', 'One-time purchase', '£9.50', 0, null],
        [every2Weeks.id, 'Every 2 weeks, 10% off', '£8.55', 10, 'Save 10%'],
        [monthly.id, 'Every month, 10% off', '£8.55', 10, 'Save 10%'],
      ],
    ],
    [
      'fixed amount off',
      optionsOf('12.00', [twoOff]),
      [
        ['one-time', 'One-time purchase', '£12.00', 0, null],
        [twoOff.id, 'Monthly delivery, £2 off', '£10.00', 17, 'Save 17%'],
      ],
    ],
    [
      'fixed price',
      optionsOf('6.50', [teaBox]),
      [
        ['one-time', 'One-time purchase', '£6.50', 0, null],
        [teaBox.id, 'Monthly, £5.50 a box', '£5.50', 15, 'Save 15%'],
      ],
    ],
    [
      'orderCount splits first and later orders',
      optionsOf('30.00', [starter]),
      [
        ['one-time', 'One-time purchase', '£30.00', 0, null],
        [
          starter.id,
          'First box £15, then 10% off monthly',
          'First order £15.00, then £27.00',
          50,
          '50% off your first order, then 10% off',
        ],
      ],
    ],
    [
      'requiresSellingPlan hides one-time',
      optionsOf('16.00', [cotmMonthly, cotmPrepaid], true),
      [
        [cotmMonthly.id, 'Every month', '£16.00', 0, null],
        [cotmPrepaid.id, 'Every month, prepaid 3 months', '£42.00', 0, null],
      ],
    ],
    [
      'one-time only product',
      optionsOf('8.50', []),
      [['one-time', 'One-time purchase', '£8.50', 0, null]],
    ],
    [
      'plans the variant is not allocated to are left out',
      optionsOf('9.50', [every2Weeks, monthly], false, [monthly]),
      [
        ['one-time', 'One-time purchase', '£9.50', 0, null],
        [monthly.id, 'Every month, 10% off', '£8.55', 10, 'Save 10%'],
      ],
    ],
  ];
  it.each(cases)('%s', (_name, options, expected) => {
    expect(summary(options)).toEqual(expected);
  });
});

describe('purchaseOptionsFor with first-order plans', () => {
  const firstOnly = plan('8', 'First box half price', [
    { orderCount: 1, adjustmentValue: { kind: 'percentage', percentage: 50 } },
  ]);
  const laterOnly = plan('9', 'Full price first, then 20% off', [
    { orderCount: 1, adjustmentValue: { kind: 'percentage', percentage: 0 } },
    { orderCount: null, adjustmentValue: { kind: 'percentage', percentage: 20 } },
  ]);
  const same = plan('10', 'Counted but equal', [
    { orderCount: 1, adjustmentValue: { kind: 'percentage', percentage: 10 } },
    { orderCount: null, adjustmentValue: { kind: 'percentage', percentage: 10 } },
  ]);
  const cases: [string, ReturnType<typeof plan>, string, string | null, string | null][] = [
    [
      'later orders back at full price',
      firstOnly,
      'First order £10.00, then £20.00',
      '20.00',
      '50% off your first order',
    ],
    [
      'first order full price',
      laterOnly,
      'First order £20.00, then £16.00',
      '16.00',
      '20% off after your first order',
    ],
    ['a split with equal prices reads as one price', same, '£18.00', null, 'Save 10%'],
  ];
  it.each(cases)('%s', (_name, p, priceText, later, savingText) => {
    const option = optionsOf('20.00', [p])[1];
    expect([option?.priceText, option?.laterPrice?.amount ?? null, option?.savingText]).toEqual([
      priceText,
      later,
      savingText,
    ]);
  });
});

describe('resolveSelectedOption', () => {
  const options = optionsOf('9.50', [every2Weeks, monthly]);
  const cases: [string | null, string][] = [
    [null, 'one-time'],
    ['one-time', 'one-time'],
    [monthly.id, monthly.id],
    ['gid://shopify/SellingPlan/999', 'one-time'],
  ];
  it.each(cases)('%s → %s', (stored, expected) => {
    expect(resolveSelectedOption(options, stored)?.id).toBe(expected);
  });
  it('is null without options', () => {
    expect(resolveSelectedOption([], 'one-time')).toBeNull();
  });
});

function Harness({ options }: { options: PurchaseOption[] }) {
  const [selected, setSelected] = useState<string | null>(options[0]?.id ?? null);
  return <PurchaseOptions options={options} selectedId={selected} onSelect={setSelected} />;
}

describe('<PurchaseOptions>', () => {
  it('renders a named radio group with exact option names and price descriptions', () => {
    render(<Harness options={optionsOf('30.00', [starter])} />);
    const group = screen.getByRole('group', { name: 'Purchase options' });
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios.every((r) => group.contains(r))).toBe(true);
    const oneTime = screen.getByRole('radio', { name: 'One-time purchase' });
    const sub = screen.getByRole('radio', { name: 'First box £15, then 10% off monthly' });
    expect(isChecked(oneTime)).toBe(true);
    expect(isChecked(sub)).toBe(false);
    expect(descriptionOf(oneTime)).toBe('£30.00');
    expect(descriptionOf(sub)).toBe(
      'First order £15.00, then £27.00 · 50% off your first order, then 10% off',
    );
    expect(descriptionOf(sub)).not.toContain('Save 50%');
  });

  it('selects an option by clicking its name or its radio', async () => {
    const user = userEvent.setup();
    render(<Harness options={optionsOf('9.50', [every2Weeks, monthly])} />);
    await user.click(screen.getByText('Every month, 10% off'));
    expect(isChecked(screen.getByRole('radio', { name: 'Every month, 10% off' }))).toBe(true);
    expect(isChecked(screen.getByRole('radio', { name: 'One-time purchase' }))).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'One-time purchase' }));
    expect(isChecked(screen.getByRole('radio', { name: 'One-time purchase' }))).toBe(true);
  });

  it('has no one-time radio when the product requires a selling plan', () => {
    render(<Harness options={optionsOf('16.00', [cotmMonthly, cotmPrepaid], true)} />);
    expect(screen.queryByRole('radio', { name: /one-time/i })).toBeNull();
    expect(isChecked(screen.getByRole('radio', { name: 'Every month' }))).toBe(true);
    expect(
      descriptionOf(screen.getByRole('radio', { name: 'Every month, prepaid 3 months' })),
    ).toBe('£42.00');
  });
});
