/**
 * The customer data the Customer Account API stand-in serves: customers (made on first sign-in,
 * keyed by email), the orders placed for them on the local checkout, and the subscription
 * contracts those orders' selling-plan lines started. All in memory, like the rest of the platform.
 */
import type { CartView } from '../storefront/cart-view';
import { planInterval, type SubscriptionInterval } from './billing-cycles';

export interface AddressRecord {
  id: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  zoneCode: string | null;
  country: string | null;
  territoryCode: string | null;
  zip: string | null;
  phoneNumber: string | null;
}

export interface CustomerRecord {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  createdAt: number;
  addresses: AddressRecord[];
  defaultAddressId: string | null;
}

export interface ImageData {
  url: string;
  altText: string | null;
  width: number;
  height: number;
}

export interface OrderLineRecord {
  id: string;
  title: string;
  variantTitle: string | null;
  sku: string | null;
  quantity: number;
  /** Minor units; the price each, and the line total after its own discounts. */
  unitPrice: number;
  total: number;
  productId: string;
  variantId: string;
  image: ImageData | null;
  sellingPlan: { id: string; name: string } | null;
}

export interface OrderRecord {
  id: string;
  number: number;
  customerId: string;
  email: string;
  createdAt: number;
  currencyCode: string;
  lines: OrderLineRecord[];
  subtotal: number;
  total: number;
  checkoutToken: string;
  contractIds: string[];
  /** The customer's default address when the order was placed (the local checkout asks none). */
  shippingAddress: AddressRecord | null;
}

export type ContractStatus = 'ACTIVE' | 'PAUSED' | 'CANCELLED' | 'EXPIRED' | 'FAILED' | 'STALE';

export interface ContractRecord {
  id: string;
  customerId: string;
  originOrderId: string;
  createdAt: number;
  updatedAt: number;
  status: ContractStatus;
  interval: SubscriptionInterval;
  intervalCount: number;
  currencyCode: string;
  lines: OrderLineRecord[];
  skipped: Set<number>;
  revisionId: number;
}

/** The order the local checkout places for a signed-in customer. */
export interface CheckoutOrder {
  number: number;
  placedAt: number;
  cart: CartView;
}

export function displayName(customer: CustomerRecord): string {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return name !== '' ? name : customer.email;
}

function defaultAddressOf(customer: CustomerRecord): AddressRecord | null {
  const address = customer.addresses.find((a) => a.id === customer.defaultAddressId);
  return address ? { ...address } : null;
}

let lineSequence = 0;

function orderLines(cart: CartView): OrderLineRecord[] {
  return cart.lines.map((line) => {
    const { variant } = line;
    const plan = line.allocation?.plan ?? null;
    lineSequence += 1;
    return {
      id: `gid://shopify/LineItem/${14_000_000_000 + lineSequence}`,
      title: variant.product.data.title,
      variantTitle: variant.data.title === 'Default Title' ? null : variant.data.title,
      sku: variant.data.sku || null,
      quantity: line.state.quantity,
      unitPrice: line.amountPerQuantity,
      total: line.total,
      productId: variant.product.data.id,
      variantId: variant.data.id,
      image: variant.image ?? variant.product.images[0] ?? null,
      sellingPlan: plan ? { id: plan.data.id, name: plan.data.name } : null,
    };
  });
}

/** Builds the order and, for each selling plan in it, one contract holding that plan's lines. */
export function orderFromCheckout(
  customer: CustomerRecord,
  placed: CheckoutOrder,
  nextContractId: () => string,
): { order: OrderRecord; contracts: ContractRecord[] } {
  const { cart } = placed;
  const id = `gid://shopify/Order/${5_000_000_000 + placed.number}`;
  const lines = orderLines(cart);
  const byPlan = new Map<string, { lines: OrderLineRecord[]; options: string[] }>();
  cart.lines.forEach((line, i) => {
    const plan = line.allocation?.plan;
    if (!plan) return;
    const entry = byPlan.get(plan.data.id) ?? {
      lines: [],
      options: plan.data.options.map((o) => o.value),
    };
    entry.lines.push(lines[i]!);
    byPlan.set(plan.data.id, entry);
  });
  const contracts = [...byPlan.values()].map((entry): ContractRecord => ({
    id: nextContractId(),
    customerId: customer.id,
    originOrderId: id,
    createdAt: placed.placedAt,
    updatedAt: placed.placedAt,
    status: 'ACTIVE',
    ...planInterval(entry.options),
    currencyCode: cart.currencyCode,
    lines: entry.lines,
    skipped: new Set(),
    revisionId: 1,
  }));
  const order: OrderRecord = {
    id,
    number: placed.number,
    customerId: customer.id,
    email: customer.email,
    createdAt: placed.placedAt,
    currencyCode: cart.currencyCode,
    lines,
    subtotal: cart.subtotal,
    total: cart.total,
    checkoutToken: cart.state.token,
    contractIds: contracts.map((c) => c.id),
    shippingAddress: defaultAddressOf(customer),
  };
  return { order, contracts };
}
