/**
 * The order amounts the Customer Account API stand-in derives (emulators/customer-account/
 * order-amounts.ts), case by case with literal figures: beans 250 g £9.50 (tagged coffee), tea
 * £6.50 (tagged tea), the beans' "Every 2 weeks, 10% off" plan. `subtotal` is after every discount,
 * `subtotalBeforeDiscounts` before the order-level ones; the plan's price is no discount. The
 * shipping address is the customer's default when the order was placed.
 */
import { describe, expect, it } from 'vitest';
import { accountGql, signedIn } from './account-fixtures';
import {
  BEANS_250G,
  EVERY_2_WEEKS,
  makeShop,
  placeOrder,
  TEA,
  type LineInput,
} from './account-shop';

const AMOUNTS = `{ customer { orders(first: 1) { nodes {
  subtotal { amount } subtotalBeforeDiscounts { amount } totalPrice { amount }
  totalShipping { amount } totalTax { amount }
  discountInformation { totalDiscounts { amount } totalOrderLevelAppliedDiscounts { amount } }
  lineItemsSummary { lineItemCount totalQuantityOfLineItems }
} } } }`;

interface Amounts {
  subtotal: { amount: string };
  subtotalBeforeDiscounts: { amount: string };
  totalPrice: { amount: string };
  totalShipping: { amount: string };
  totalTax: null;
  discountInformation: {
    totalDiscounts: { amount: string };
    totalOrderLevelAppliedDiscounts: { amount: string };
  };
  lineItemsSummary: { lineItemCount: number; totalQuantityOfLineItems: number };
}

type Case = [
  string,
  LineInput[],
  string[],
  {
    before: string;
    subtotal: string;
    total: string;
    discounts: string;
    orderLevel: string;
    lines: number;
    quantity: number;
  },
];

const cases: Case[] = [
  [
    'two bags of beans, no code',
    [{ merchandiseId: BEANS_250G, quantity: 2 }],
    [],
    {
      before: '19.0',
      subtotal: '19.0',
      total: '19.0',
      discounts: '0.0',
      orderLevel: '0.0',
      lines: 1,
      quantity: 2,
    },
  ],
  [
    'beans and three teas with an order code (15% off)',
    [
      { merchandiseId: BEANS_250G, quantity: 1 },
      { merchandiseId: TEA, quantity: 3 },
    ],
    ['WELCOME15'],
    {
      before: '29.0',
      subtotal: '24.65',
      total: '24.65',
      discounts: '4.35',
      orderLevel: '4.35',
      lines: 2,
      quantity: 4,
    },
  ],
  [
    'two bags of beans with a product code (10% off coffee)',
    [{ merchandiseId: BEANS_250G, quantity: 2 }],
    ['COFFEE10'],
    {
      before: '17.1',
      subtotal: '17.1',
      total: '17.1',
      discounts: '1.9',
      orderLevel: '0.0',
      lines: 1,
      quantity: 2,
    },
  ],
  [
    'beans on the plan (its 10% is the price, not a discount)',
    [{ merchandiseId: BEANS_250G, sellingPlanId: EVERY_2_WEEKS }],
    [],
    {
      before: '8.55',
      subtotal: '8.55',
      total: '8.55',
      discounts: '0.0',
      orderLevel: '0.0',
      lines: 1,
      quantity: 1,
    },
  ],
];

describe('order amounts', () => {
  it.each(cases)('%s', async (_, lines, codes, expected) => {
    const shop = makeShop();
    const { access_token } = await signedIn(shop.accounts);
    await placeOrder(shop, lines, access_token, codes);
    const result = await accountGql<{ customer: { orders: { nodes: Amounts[] } } }>(
      shop.accounts,
      access_token,
      AMOUNTS,
    );
    expect(result.body.errors).toBeUndefined();
    const order = result.body.data!.customer.orders.nodes[0]!;
    expect({
      before: order.subtotalBeforeDiscounts.amount,
      subtotal: order.subtotal.amount,
      total: order.totalPrice.amount,
      discounts: order.discountInformation.totalDiscounts.amount,
      orderLevel: order.discountInformation.totalOrderLevelAppliedDiscounts.amount,
      lines: order.lineItemsSummary.lineItemCount,
      quantity: order.lineItemsSummary.totalQuantityOfLineItems,
    }).toEqual(expected);
    expect(order.totalShipping.amount).toBe('0.0');
    expect(order.totalTax).toBeNull();
  });

  it('the discount lists are not emulated, and say so by name', async () => {
    const shop = makeShop();
    const { access_token } = await signedIn(shop.accounts);
    await placeOrder(shop, [{ merchandiseId: TEA }], access_token);
    const result = await accountGql(
      shop.accounts,
      access_token,
      `{ customer { orders(first: 1) { nodes { discountInformation { allAppliedDiscounts { __typename } } } } } }`,
    );
    expect(result.body.errors?.[0]).toMatchObject({
      message:
        'OrderDiscountInformation.allAppliedDiscounts is not emulated by the local platform.',
      extensions: { code: 'NOT_EMULATED' },
    });
  });
});

describe('the shipping address', () => {
  const ADDRESS = `{ customer { orders(first: 1) { nodes { shippingAddress { formatted(withName: true) } } } } }`;
  type AddressData = {
    customer: { orders: { nodes: { shippingAddress: { formatted: string[] } | null }[] } };
  };

  it.each([
    [
      'ada@example.com',
      { formatted: ['Ada Lovelace', '12 St James’s Square', 'London SW1Y 4JH', 'United Kingdom'] },
    ],
    ['grace@example.com', null],
  ])('of an order by %s is %j', async (email, expected) => {
    const shop = makeShop();
    const { access_token } = await signedIn(shop.accounts, email);
    await placeOrder(shop, [{ merchandiseId: TEA }], access_token);
    const result = await accountGql<AddressData>(shop.accounts, access_token, ADDRESS);
    expect(result.body.data!.customer.orders.nodes[0]!.shippingAddress).toEqual(expected);
  });
});
