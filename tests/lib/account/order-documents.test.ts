/**
 * The order pages' documents (lib/account/order-documents.ts): each validates against the real
 * 2026-04 Customer Account schema, and runs on the local stand-in with the answers the pages read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildClientSchema, parse, validate, type IntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_OVERVIEW_QUERY,
  CUSTOMER_ORDER_QUERY,
  CUSTOMER_ORDERS_QUERY,
  type CustomerOrderData,
  type CustomerOrdersData,
} from '@/lib/account/order-documents';
import { accountGql, signedIn } from '../../emulators/account-fixtures';
import { BEANS_250G, EVERY_2_WEEKS, makeShop, placeOrder, TEA } from '../../emulators/account-shop';

const introspection = JSON.parse(
  readFileSync(
    path.resolve(
      import.meta.dirname,
      '../../../node_modules/hydrogen-react-2026/customer-account.schema.json',
    ),
    'utf8',
  ),
) as { data?: IntrospectionQuery } & IntrospectionQuery;
const schema = buildClientSchema(introspection.data ?? introspection);

describe('order documents', () => {
  it.each([
    ['CUSTOMER_ORDERS_QUERY', CUSTOMER_ORDERS_QUERY],
    ['ACCOUNT_OVERVIEW_QUERY', ACCOUNT_OVERVIEW_QUERY],
    ['CUSTOMER_ORDER_QUERY', CUSTOMER_ORDER_QUERY],
  ])('%s validates against the 2026-04 schema', (_name, document) => {
    expect(validate(schema, parse(document))).toEqual([]);
  });

  it('lists orders newest first by cursor, and reads one order with its lines', async () => {
    const shop = makeShop();
    const { access_token: token } = await signedIn(shop.accounts, 'grace@example.com');
    await placeOrder(shop, [{ merchandiseId: TEA, quantity: 2 }], token);
    shop.time.advance(60_000);
    await placeOrder(shop, [{ merchandiseId: BEANS_250G, sellingPlanId: EVERY_2_WEEKS }], token);
    const first = await accountGql<CustomerOrdersData>(
      shop.accounts,
      token,
      CUSTOMER_ORDERS_QUERY,
      {
        first: 1,
      },
    );
    expect(first.body.errors).toBeUndefined();
    const page1 = first.body.data!.customer.orders;
    expect(page1.nodes).toHaveLength(1);
    expect(page1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await accountGql<CustomerOrdersData>(
      shop.accounts,
      token,
      CUSTOMER_ORDERS_QUERY,
      {
        first: 1,
        after: page1.pageInfo.endCursor,
      },
    );
    const page2 = second.body.data!.customer.orders;
    expect(page2.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const [newest, oldest] = [page1.nodes[0]!, page2.nodes[0]!];
    expect(Date.parse(newest.processedAt)).toBeGreaterThanOrEqual(Date.parse(oldest.processedAt));
    expect(newest.lineItemsSummary).toEqual({ lineItemCount: 1 });

    const one = await accountGql<CustomerOrderData>(shop.accounts, token, CUSTOMER_ORDER_QUERY, {
      id: newest.id,
    });
    expect(one.body.errors).toBeUndefined();
    const order = one.body.data!.order!;
    expect(order.lineItems.nodes[0]).toMatchObject({
      quantity: 1,
      sellingPlan: { name: expect.any(String) },
    });
    expect(order.totalPrice.amount).toBe(newest.totalPrice.amount);

    // Another customer asking for this order reads null, as for an order that does not exist.
    const { access_token: other } = await signedIn(shop.accounts, 'ada@example.com');
    const foreign = await accountGql<CustomerOrderData>(
      shop.accounts,
      other,
      CUSTOMER_ORDER_QUERY,
      {
        id: newest.id,
      },
    );
    expect(foreign.body).toEqual({ data: { order: null } });
  });
});
