import type { Cart, CartLine, Money, Product, SellingPlan, Variant } from '@/lib/shopify/types';

export const gbp = (amount: string): Money => ({ amount, currencyCode: 'GBP' });

export function plan(
  id: string,
  name: string,
  priceAdjustments: SellingPlan['priceAdjustments'],
): SellingPlan {
  return {
    id: `gid://shopify/SellingPlan/${id}`,
    name,
    description: null,
    recurringDeliveries: true,
    priceAdjustments,
  };
}

export function variant(overrides: Partial<Variant> & Pick<Variant, 'id' | 'title'>): Variant {
  const shortId = overrides.id.split('/').pop() ?? overrides.id;
  return {
    shortId,
    sku: null,
    availableForSale: true,
    selectedOptions: [{ name: 'Title', value: 'Default Title' }],
    image: null,
    price: gbp('10.00'),
    compareAtPrice: null,
    custom: {
      upgradeVariantId: null,
      upgradeButtonTextOverride: null,
      abTestSwapChance: null,
      abTestSwapVariantId: null,
    },
    product: {
      id: 'gid://shopify/Product/1',
      title: 'Product',
      handle: 'product',
      tags: [],
      productType: 'Coffee',
      sellingPlanGroups: [],
    },
    sellingPlanAllocations: [],
    ...overrides,
  };
}

export function allocation(p: SellingPlan, amount: string) {
  return { sellingPlan: { id: p.id, name: p.name }, checkoutChargeAmount: gbp(amount) };
}

export function product(
  overrides: Partial<Product> & Pick<Product, 'handle' | 'title' | 'variants'>,
): Product {
  return {
    id: 'gid://shopify/Product/1',
    description: '',
    descriptionHtml: '',
    productType: 'Coffee',
    tags: [],
    options: [],
    priceRange: { minVariantPrice: gbp('10.00'), maxVariantPrice: gbp('10.00') },
    images: [],
    requiresSellingPlan: false,
    sellingPlanGroups: [],
    ...overrides,
  };
}

export function cartLine(
  overrides: Partial<CartLine> & {
    id: string;
    title: string;
    handle: string;
    unit: string;
    quantity: number;
  },
): CartLine {
  const { id, title, handle, unit, quantity, ...rest } = overrides;
  const subtotal = ((Math.round(Number(unit) * 100) * quantity) / 100).toFixed(2);
  return {
    id,
    quantity,
    cost: {
      compareAtAmountPerQuantity: null,
      amountPerQuantity: gbp(unit),
      subtotalAmount: gbp(subtotal),
      totalAmount: gbp(subtotal),
    },
    attributes: [],
    sellingPlanAllocation: null,
    discountAllocations: [],
    merchandise: variant({
      id: `gid://shopify/ProductVariant/${id.replace(/\D/g, '') || '1'}`,
      title: 'Default Title',
      product: {
        id: 'gid://shopify/Product/1',
        title,
        handle,
        tags: [],
        productType: 'Coffee',
        sellingPlanGroups: [],
      },
    }),
    ...rest,
  };
}

export function cart(lines: CartLine[], overrides: Partial<Cart> = {}): Cart {
  const subtotal = lines.reduce(
    (sum, l) => sum + Math.round(Number(l.cost.subtotalAmount.amount) * 100),
    0,
  );
  const total = (subtotal / 100).toFixed(2);
  return {
    id: 'gid://shopify/Cart/c1',
    checkoutUrl: 'http://127.0.0.1:4010/checkout/c1',
    totalQuantity: lines.reduce((s, l) => s + l.quantity, 0),
    lines,
    cost: {
      totalAmount: gbp(total),
      subtotalAmount: gbp(total),
      totalTaxAmount: null,
      totalDutyAmount: null,
    },
    discountCodes: [],
    discountAllocations: [],
    attributes: [],
    ...overrides,
  };
}
