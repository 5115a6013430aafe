import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type {
  CartAttributesUpdateMutation,
  CartAttributesUpdateMutationVariables,
  CartCreateMutation,
  CartDiscountCodesUpdateMutation,
  CartDiscountCodesUpdateMutationVariables,
  CartLinesAddMutation,
  CartLinesAddMutationVariables,
  CartLinesRemoveMutation,
  CartLinesRemoveMutationVariables,
  CartLinesUpdateMutation,
  CartLinesUpdateMutationVariables,
  CartQuery,
  CartQueryVariables,
} from '@/graphql/generated';
import { createCartApi } from '@/lib/shopify/cart';
import { StorefrontGraphQLError, StorefrontTransportError } from '@/lib/shopify/errors';
import { reshapeCart } from '@/lib/shopify/reshape';
import { apiCart } from './fixtures';
import { ENDPOINT, shop, testClient, startMswServer } from './msw';

const server = startMswServer();
const api = () => createCartApi(testClient());
const CART_ID = apiCart.id;

describe('createCartApi', () => {
  it('createCart returns the new cart and no userErrors', async () => {
    server.use(
      shop.mutation<CartCreateMutation>('CartCreate', () =>
        HttpResponse.json({ data: { cartCreate: { cart: apiCart, userErrors: [] } } }),
      ),
    );
    expect(await api().createCart()).toEqual({ cart: reshapeCart(apiCart), userErrors: [] });
  });

  it('getCart reads the cart by id', async () => {
    const ids: string[] = [];
    server.use(
      shop.query<CartQuery, CartQueryVariables>('Cart', ({ variables }) => {
        ids.push(String(variables.id));
        return HttpResponse.json({ data: { cart: apiCart } });
      }),
    );
    expect(await api().getCart(CART_ID)).toEqual(reshapeCart(apiCart));
    expect(ids).toEqual([CART_ID]);
  });

  it('getCart returns null when the platform no longer knows the cart', async () => {
    server.use(shop.query<CartQuery>('Cart', () => HttpResponse.json({ data: { cart: null } })));
    expect(await api().getCart('gid://shopify/Cart/expired')).toBeNull();
  });

  it('addLines sends variant global ids and only the selling plans and attributes given', async () => {
    let sent: CartLinesAddMutationVariables | undefined;
    server.use(
      shop.mutation<CartLinesAddMutation, CartLinesAddMutationVariables>(
        'CartLinesAdd',
        ({ variables }) => {
          sent = variables;
          return HttpResponse.json({ data: { cartLinesAdd: { cart: apiCart, userErrors: [] } } });
        },
      ),
    );
    const result = await api().addLines(CART_ID, [
      { merchandiseId: '4400000001', quantity: 2, sellingPlanId: 'gid://shopify/SellingPlan/1' },
      {
        merchandiseId: 'gid://shopify/ProductVariant/4400000009',
        quantity: 1,
        sellingPlanId: null,
      },
      {
        merchandiseId: '4400000010',
        quantity: 1,
        attributes: [
          { key: 'source', value: 'upsell' },
          { key: 'blank', value: null },
        ],
      },
    ]);
    expect(sent).toEqual({
      cartId: CART_ID,
      lines: [
        {
          merchandiseId: 'gid://shopify/ProductVariant/4400000001',
          quantity: 2,
          sellingPlanId: 'gid://shopify/SellingPlan/1',
        },
        { merchandiseId: 'gid://shopify/ProductVariant/4400000009', quantity: 1 },
        {
          merchandiseId: 'gid://shopify/ProductVariant/4400000010',
          quantity: 1,
          attributes: [
            { key: 'source', value: 'upsell' },
            { key: 'blank', value: '' },
          ],
        },
      ],
    });
    expect(result).toEqual({ cart: reshapeCart(apiCart), userErrors: [] });
  });

  it('returns userErrors as values and logs them with the operation name', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const userErrors = [
      {
        field: ['lines', '0', 'merchandiseId'],
        message: 'The merchandise with id 1 does not exist.',
      },
    ];
    server.use(
      shop.mutation<CartLinesAddMutation>('CartLinesAdd', () =>
        HttpResponse.json({ data: { cartLinesAdd: { cart: null, userErrors } } }),
      ),
    );
    const result = await api().addLines(CART_ID, [{ merchandiseId: '1', quantity: 1 }]);
    expect(result).toEqual({ cart: null, userErrors });
    expect(warn).toHaveBeenCalledWith('[shopify] CartLinesAdd userErrors', userErrors);
  });

  it('a mutation answered with a null payload gives no cart and no userErrors', async () => {
    server.use(
      shop.mutation<CartLinesRemoveMutation>('CartLinesRemove', () =>
        HttpResponse.json({ data: { cartLinesRemove: null } }),
      ),
    );
    expect(await api().removeLines(CART_ID, ['l1'])).toEqual({ cart: null, userErrors: [] });
  });

  it('updateLines keeps, clears or sets the selling plan as asked', async () => {
    let sent: CartLinesUpdateMutationVariables | undefined;
    server.use(
      shop.mutation<CartLinesUpdateMutation, CartLinesUpdateMutationVariables>(
        'CartLinesUpdate',
        ({ variables }) => {
          sent = variables;
          return HttpResponse.json({
            data: { cartLinesUpdate: { cart: apiCart, userErrors: [] } },
          });
        },
      ),
    );
    await api().updateLines(CART_ID, [
      { id: 'l1', quantity: 4 },
      { id: 'l2', quantity: 1, sellingPlanId: null },
      { id: 'l3', quantity: 0, sellingPlanId: 'gid://shopify/SellingPlan/2' },
    ]);
    expect(sent).toEqual({
      cartId: CART_ID,
      lines: [
        { id: 'l1', quantity: 4 },
        { id: 'l2', quantity: 1, sellingPlanId: null },
        { id: 'l3', quantity: 0, sellingPlanId: 'gid://shopify/SellingPlan/2' },
      ],
    });
  });

  it('removeLines sends the line ids', async () => {
    let sent: CartLinesRemoveMutationVariables | undefined;
    server.use(
      shop.mutation<CartLinesRemoveMutation, CartLinesRemoveMutationVariables>(
        'CartLinesRemove',
        ({ variables }) => {
          sent = variables;
          return HttpResponse.json({
            data: { cartLinesRemove: { cart: apiCart, userErrors: [] } },
          });
        },
      ),
    );
    const result = await api().removeLines(CART_ID, ['l1', 'l2']);
    expect(sent).toEqual({ cartId: CART_ID, lineIds: ['l1', 'l2'] });
    expect(result.cart?.id).toBe(CART_ID);
  });

  it('updateDiscountCodes sends the codes', async () => {
    let sent: CartDiscountCodesUpdateMutationVariables | undefined;
    server.use(
      shop.mutation<CartDiscountCodesUpdateMutation, CartDiscountCodesUpdateMutationVariables>(
        'CartDiscountCodesUpdate',
        ({ variables }) => {
          sent = variables;
          return HttpResponse.json({
            data: { cartDiscountCodesUpdate: { cart: apiCart, userErrors: [] } },
          });
        },
      ),
    );
    const result = await api().updateDiscountCodes(CART_ID, ['WELCOME15']);
    expect(sent).toEqual({ cartId: CART_ID, discountCodes: ['WELCOME15'] });
    expect(result.cart?.discountCodes).toEqual([{ code: 'WELCOME15', applicable: false }]);
  });

  it('updateAttributes sends key/value pairs, resolves to nothing and logs userErrors', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let sent: CartAttributesUpdateMutationVariables | undefined;
    const userErrors = [{ field: ['attributes'], message: 'Too many attributes' }];
    server.use(
      shop.mutation<CartAttributesUpdateMutation, CartAttributesUpdateMutationVariables>(
        'CartAttributesUpdate',
        ({ variables }) => {
          sent = variables;
          return HttpResponse.json({
            data: {
              cartAttributesUpdate: { cart: { id: CART_ID, attributes: [] }, userErrors },
            },
          });
        },
      ),
    );
    const result = await api().updateAttributes(CART_ID, [
      { key: 'segmentUserId', value: 'anon-1' },
      { key: '_conv_s', value: null },
    ]);
    expect(result).toBeUndefined();
    expect(sent).toEqual({
      cartId: CART_ID,
      attributes: [
        { key: 'segmentUserId', value: 'anon-1' },
        { key: '_conv_s', value: '' },
      ],
    });
    expect(warn).toHaveBeenCalledWith('[shopify] CartAttributesUpdate userErrors', userErrors);
  });

  it('does not log when there are no userErrors', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      shop.mutation<CartCreateMutation>('CartCreate', () =>
        HttpResponse.json({ data: { cartCreate: { cart: apiCart, userErrors: [] } } }),
      ),
    );
    await api().createCart();
    expect(warn).not.toHaveBeenCalled();
  });

  it('throws transport errors with the mutation name', async () => {
    server.use(http.post(ENDPOINT, () => new HttpResponse(null, { status: 503 })));
    await expect(
      api().addLines(CART_ID, [{ merchandiseId: '1', quantity: 1 }]),
    ).rejects.toMatchObject({
      name: 'StorefrontTransportError',
      operation: 'CartLinesAdd',
      status: 503,
    });
    await expect(api().getCart(CART_ID)).rejects.toBeInstanceOf(StorefrontTransportError);
  });

  it('throws GraphQL errors with the mutation name', async () => {
    server.use(
      shop.mutation('CartLinesUpdate', () =>
        HttpResponse.json({
          errors: [{ message: 'Variable $cartId of type ID! was not provided.' }],
        }),
      ),
    );
    const call = api().updateLines(CART_ID, [{ id: 'l1', quantity: 1 }]);
    await expect(call).rejects.toBeInstanceOf(StorefrontGraphQLError);
    await expect(call).rejects.toMatchObject({ operation: 'CartLinesUpdate' });
  });
});
