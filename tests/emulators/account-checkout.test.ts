import { describe, expect, it } from 'vitest';
import { accountGql, signedIn } from './account-fixtures';
import {
  BEANS_250G,
  CART_CREATE,
  EVERY_2_WEEKS,
  makeShop,
  placeOrder,
  TEA,
  type CreatedCart,
} from './account-shop';
import { data } from './storefront-client';

const ADA = 'gid://shopify/Customer/7000000001';

const ORDERS = `query Orders($first: Int, $after: String, $reverse: Boolean) {
  customer {
    orders(first: $first, after: $after, reverse: $reverse) {
      nodes { id name number email totalPrice { amount currencyCode }
        lineItems(first: 10) { nodes { title variantTitle quantity sellingPlan { name sellingPlanId } price { amount } } } }
      pageInfo { hasNextPage hasPreviousPage endCursor }
    }
  }
}`;

interface OrdersData {
  customer: {
    orders: {
      nodes: {
        id: string;
        name: string;
        number: number;
        email: string;
        totalPrice: { amount: string };
        lineItems: { nodes: Record<string, unknown>[] };
      }[];
      pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
    };
  };
}

describe('Storefront carts with a customer access token', () => {
  it('cartCreate ties the cart to the customer and takes their email', async () => {
    const shop = makeShop();
    const { access_token } = await signedIn(shop.accounts);
    const created = await data<CreatedCart>(shop.storefront, CART_CREATE, {
      input: { buyerIdentity: { customerAccessToken: access_token } },
    });
    expect(created.cartCreate.cart?.buyerIdentity).toEqual({
      email: 'ada@example.com',
      customer: {
        id: ADA,
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        displayName: 'Ada Lovelace',
      },
    });
  });

  const badTokens: [string, (shop: ReturnType<typeof makeShop>) => Promise<string>][] = [
    ['an unknown token', async () => 'shcat_forged'],
    [
      'an expired token',
      async (shop) => {
        const { access_token } = await signedIn(shop.accounts);
        shop.time.advance(3600_000);
        return access_token;
      },
    ],
  ];
  it.each(badTokens)('cartCreate with %s makes no cart and says why', async (_, tokenOf) => {
    const shop = makeShop();
    const created = await data<CreatedCart>(shop.storefront, CART_CREATE, {
      input: { buyerIdentity: { customerAccessToken: await tokenOf(shop) } },
    });
    expect(created.cartCreate.cart).toBeNull();
    expect(created.cartCreate.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['input', 'buyerIdentity', 'customerAccessToken'],
        message: 'The customer access token is invalid or has expired.',
      },
    ]);
  });

  it('cartBuyerIdentityUpdate signs a cart in, keeps an explicit email, refuses a bad token, and null signs out', async () => {
    const shop = makeShop();
    const { access_token } = await signedIn(shop.accounts, 'grace@example.com');
    const created = await data<CreatedCart>(shop.storefront, CART_CREATE, { input: {} });
    const cartId = created.cartCreate.cart!.id;
    const UPDATE = `mutation U($cartId: ID!, $b: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $b) {
      cart { buyerIdentity { email customer { email displayName } } } userErrors { code field } } }`;
    type Updated = {
      cartBuyerIdentityUpdate: { cart: { buyerIdentity: unknown } | null; userErrors: unknown[] };
    };
    const update = (b: Record<string, unknown>) =>
      data<Updated>(shop.storefront, UPDATE, { cartId, b });

    const signedInCart = await update({
      customerAccessToken: access_token,
      email: 'orders@grace.test',
    });
    expect(signedInCart.cartBuyerIdentityUpdate.cart?.buyerIdentity).toEqual({
      email: 'orders@grace.test',
      customer: { email: 'grace@example.com', displayName: 'grace@example.com' },
    });
    const refused = await update({ customerAccessToken: 'shcat_forged' });
    expect(refused.cartBuyerIdentityUpdate.userErrors).toEqual([
      { code: 'INVALID', field: ['buyerIdentity', 'customerAccessToken'] },
    ]);
    expect(refused.cartBuyerIdentityUpdate.cart?.buyerIdentity).toMatchObject({
      customer: { email: 'grace@example.com' },
    });
    const signedOut = await update({ customerAccessToken: null });
    expect(signedOut.cartBuyerIdentityUpdate.cart?.buyerIdentity).toEqual({
      email: 'orders@grace.test',
      customer: null,
    });
  });
});

describe('Orders placed on the local checkout', () => {
  it("go to the signed-in customer's orders, not to anonymous buyers' or other customers'", async () => {
    const shop = makeShop();
    const ada = await signedIn(shop.accounts, 'ada@example.com');
    const grace = await signedIn(shop.accounts, 'grace@example.com');
    await placeOrder(shop, [{ merchandiseId: BEANS_250G, quantity: 2 }], ada.access_token);
    await placeOrder(shop, [{ merchandiseId: TEA }]);
    const adaOrders = await accountGql<OrdersData>(shop.accounts, ada.access_token, ORDERS, {
      first: 10,
    });
    expect(adaOrders.body.errors).toBeUndefined();
    expect(adaOrders.body.data?.customer.orders.nodes).toEqual([
      {
        id: 'gid://shopify/Order/5000001001',
        name: '#1001',
        number: 1001,
        email: 'ada@example.com',
        totalPrice: { amount: '19.0', currencyCode: 'GBP' },
        lineItems: {
          nodes: [
            {
              title: 'House Blend Coffee Beans',
              variantTitle: '250 g',
              quantity: 2,
              sellingPlan: null,
              price: { amount: '9.5' },
            },
          ],
        },
      },
    ]);
    const graceOrders = await accountGql<OrdersData>(shop.accounts, grace.access_token, ORDERS, {
      first: 10,
    });
    expect(graceOrders.body.data?.customer.orders.nodes).toEqual([]);
    const peek = `query($id: ID!) { order(id: $id) { name } }`;
    const asGrace = await accountGql(shop.accounts, grace.access_token, peek, {
      id: 'gid://shopify/Order/5000001001',
    });
    expect(asGrace.body).toEqual({ data: { order: null } });
    const asAda = await accountGql(shop.accounts, ada.access_token, peek, {
      id: 'gid://shopify/Order/5000001001',
    });
    expect(asAda.body).toEqual({ data: { order: { name: '#1001' } } });
  });

  it('page by cursor, oldest first, and reverse', async () => {
    const shop = makeShop();
    const ada = await signedIn(shop.accounts);
    for (let i = 0; i < 3; i += 1)
      await placeOrder(shop, [{ merchandiseId: TEA }], ada.access_token);
    const page = (v: Record<string, unknown>) =>
      accountGql<OrdersData>(shop.accounts, ada.access_token, ORDERS, v);
    const first = (await page({ first: 2 })).body.data!.customer.orders;
    expect(first.nodes.map((o) => o.name)).toEqual(['#1001', '#1002']);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = (await page({ first: 2, after: first.pageInfo.endCursor })).body.data!.customer
      .orders;
    expect(second.nodes.map((o) => o.name)).toEqual(['#1003']);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const newest = (await page({ first: 1, reverse: true })).body.data!.customer.orders;
    expect(newest.nodes.map((o) => o.name)).toEqual(['#1003']);
    const bad = await page({ first: 1, after: 'bm9wZQ==' });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('INVALID_CURSOR');
  });

  it('a selling-plan line starts an active contract billed on the plan interval', async () => {
    const shop = makeShop();
    const ada = await signedIn(shop.accounts);
    await placeOrder(
      shop,
      [{ merchandiseId: BEANS_250G, sellingPlanId: EVERY_2_WEEKS }, { merchandiseId: TEA }],
      ada.access_token,
    );
    const query = `{ customer { subscriptionContracts(first: 5) { nodes {
      status createdAt nextBillingDate currencyCode lineCount
      billingPolicy { interval intervalCount { count precision } }
      deliveryPolicy { interval intervalCount { count } }
      lines(first: 5) { nodes { title variantTitle quantity currentPrice { amount } } }
      originOrder { name lineItems(first: 5) { nodes { title sellingPlan { name sellingPlanId } } } }
      upcomingBillingCycles(first: 2) { nodes { cycleIndex billingAttemptExpectedDate skipped status } }
    } } } }`;
    const result = await accountGql<{ customer: { subscriptionContracts: { nodes: unknown[] } } }>(
      shop.accounts,
      ada.access_token,
      query,
    );
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.customer.subscriptionContracts.nodes).toEqual([
      {
        status: 'ACTIVE',
        createdAt: '2026-01-15T12:00:00Z',
        nextBillingDate: '2026-01-29T12:00:00Z',
        currencyCode: 'GBP',
        lineCount: 1,
        billingPolicy: { interval: 'WEEK', intervalCount: { count: 2, precision: 'EXACT' } },
        deliveryPolicy: { interval: 'WEEK', intervalCount: { count: 2 } },
        lines: {
          nodes: [
            {
              title: 'House Blend Coffee Beans',
              variantTitle: '250 g',
              quantity: 1,
              currentPrice: { amount: '8.55' },
            },
          ],
        },
        originOrder: {
          name: '#1001',
          lineItems: {
            nodes: [
              {
                title: 'House Blend Coffee Beans',
                sellingPlan: { name: 'Every 2 weeks, 10% off', sellingPlanId: EVERY_2_WEEKS },
              },
              { title: 'Organic Breakfast Tea', sellingPlan: null },
            ],
          },
        },
        upcomingBillingCycles: {
          nodes: [
            {
              cycleIndex: 1,
              billingAttemptExpectedDate: '2026-01-29T12:00:00Z',
              skipped: false,
              status: 'UNBILLED',
            },
            {
              cycleIndex: 2,
              billingAttemptExpectedDate: '2026-02-12T12:00:00Z',
              skipped: false,
              status: 'UNBILLED',
            },
          ],
        },
      },
    ]);
  });
});
