/**
 * Optimistic cart updates: what the cart will most likely look like once a pending mutation lands,
 * so the drawer reacts within a frame. Pure; inputs are never touched. Totals are approximations
 * (prices × quantities, discounts scaled); the platform's answer replaces them moments later.
 */
import type { CodeEdit } from '@/lib/discounts/cart-codes';
import { CURRENCY } from '@/lib/pricing/constants';
import { withEstimatedTotals, requantifiedLine } from '@/lib/pricing/estimate';
import { money, toMinorUnits } from '@/lib/pricing/money';
import type { Attribute, Cart, CartLine, Money, Variant } from '@/lib/shopify/types';
import { cartLineMergeKey, lineMergeKey } from './rules';

/** One product to add, as given: the caller has already decided any A/B swap (SPEC §4). */
export interface AddInput {
  variant: Variant;
  quantity: number;
  sellingPlanId?: string | null;
  attributes?: Attribute[];
}

/** A line the shopper asked for, before the platform has answered. */
export interface AddItem {
  variant: Variant;
  quantity: number;
  sellingPlanId: string | null;
  attributes: Attribute[];
}

/** `lineMergeKey` of an item to add: the line it will merge into on the platform, if any. */
export function addItemMergeKey(item: AddItem): string {
  return lineMergeKey({
    merchandiseId: item.variant.id,
    sellingPlanId: item.sellingPlanId,
    attributes: item.attributes,
  });
}

/** An `AddItem` with the temporary line id it shows under until the platform assigns one. */
export interface PendingAddItem extends AddItem {
  tempId: string;
}

/** A queued action. Quantity targets and removals name lines by merge key, which survives new ids. */
export type CartAction =
  | { kind: 'init' }
  | { kind: 'add'; items: PendingAddItem[] }
  | { kind: 'quantity'; targets: Map<string, number> }
  | { kind: 'remove'; keys: string[] }
  /** `source`: the shopper's field, or the shop applying its campaign or saved code. */
  | { kind: 'discount'; edit: CodeEdit; source: 'shopper' | 'shop' }
  | { kind: 'attributes'; attributes: Attribute[] }
  | { kind: 'adopt'; cartId: string };

/** Prefix of temporary line ids; never sent to the platform. */
const TEMP_LINE_PREFIX = 'optimistic-line:';

/** The inputs worth adding (a positive whole quantity), their temp ids numbered after `shown`. */
export function pendingAddItems(inputs: readonly AddInput[], shown: number): PendingAddItem[] {
  return inputs
    .filter(({ quantity }) => Number.isInteger(quantity) && quantity > 0)
    .map(({ variant, quantity, sellingPlanId, attributes }, i) => ({
      variant,
      quantity,
      sellingPlanId: sellingPlanId ?? null,
      attributes: attributes ?? [],
      tempId: `${TEMP_LINE_PREFIX}${shown + i + 1}`,
    }));
}

/** What the platform is sent to add `item` (cartLinesAdd's line input). */
export function addLineInput({ variant, quantity, sellingPlanId, attributes }: AddItem) {
  return { merchandiseId: variant.id, quantity, sellingPlanId, attributes };
}

/**
 * A cart-shaped placeholder used while no platform cart exists yet (an add clicked before the
 * cart was created). Its id is empty, which no platform call ever receives.
 */
export function placeholderCart(currencyCode: string = CURRENCY): Cart {
  const zero = { amount: '0.00', currencyCode };
  return {
    id: '',
    checkoutUrl: '',
    totalQuantity: 0,
    lines: [],
    cost: { totalAmount: zero, subtotalAmount: zero, totalTaxAmount: null, totalDutyAmount: null },
    discountCodes: [],
    discountAllocations: [],
    attributes: [],
  };
}

/** The unit price a new line would show: the plan's checkout charge if known, else the variant price. */
function unitPrice(item: AddItem): Money {
  if (item.sellingPlanId) {
    const allocation = item.variant.sellingPlanAllocations.find(
      (a) => a.sellingPlan.id === item.sellingPlanId,
    );
    if (allocation) return allocation.checkoutChargeAmount;
  }
  return item.variant.price;
}

function planName(item: AddItem): string {
  for (const group of item.variant.product.sellingPlanGroups) {
    const plan = group.sellingPlans.find((p) => p.id === item.sellingPlanId);
    if (plan) return plan.name;
  }
  return (
    item.variant.sellingPlanAllocations.find((a) => a.sellingPlan.id === item.sellingPlanId)
      ?.sellingPlan.name ?? ''
  );
}

function newLine(item: PendingAddItem): CartLine {
  const unit = unitPrice(item);
  const lineAmount = money(toMinorUnits(unit.amount) * item.quantity, unit.currencyCode);
  return {
    id: item.tempId,
    quantity: item.quantity,
    cost: {
      amountPerQuantity: unit,
      compareAtAmountPerQuantity: item.variant.compareAtPrice,
      subtotalAmount: lineAmount,
      totalAmount: lineAmount,
    },
    attributes: item.attributes,
    sellingPlanAllocation: item.sellingPlanId
      ? {
          sellingPlan: { id: item.sellingPlanId, name: planName(item) },
          checkoutChargeAmount: unit,
        }
      : null,
    discountAllocations: [],
    merchandise: item.variant,
  };
}

/**
 * Adds lines the way the platform does: an item whose merchandise, selling plan and attributes
 * match an existing line raises that line's quantity; any other item becomes a new line.
 */
export function applyAdd(cart: Cart, items: PendingAddItem[]): Cart {
  const lines = [...cart.lines];
  for (const item of items) {
    const key = addItemMergeKey(item);
    const index = lines.findIndex((line) => cartLineMergeKey(line) === key);
    const existing = index >= 0 ? lines[index] : undefined;
    if (existing) lines[index] = requantifiedLine(existing, existing.quantity + item.quantity);
    else lines.push(newLine(item));
  }
  return withEstimatedTotals(cart, lines);
}

/**
 * Sets absolute quantities by line merge key (`cartLineMergeKey`, which a line keeps when it gets
 * a new id); 0 removes the line; unknown keys are ignored.
 */
export function applyQuantities(cart: Cart, targets: ReadonlyMap<string, number>): Cart {
  if (targets.size === 0) return cart;
  const lines: CartLine[] = [];
  let changed = false;
  for (const line of cart.lines) {
    const target = targets.get(cartLineMergeKey(line));
    if (target === undefined || target === line.quantity) {
      lines.push(line);
      continue;
    }
    changed = true;
    if (target > 0) lines.push(requantifiedLine(line, target));
  }
  return changed ? withEstimatedTotals(cart, lines) : cart;
}

/** Removes lines by merge key; unknown keys are ignored. */
export function applyRemove(cart: Cart, keys: readonly string[]): Cart {
  const remove = new Set(keys);
  const kept = cart.lines.filter((line) => !remove.has(cartLineMergeKey(line)));
  return kept.length === cart.lines.length ? cart : withEstimatedTotals(cart, kept);
}

/** The plan: `confirmed` with every action not yet confirmed, then the open targets, on top. */
export function planView(
  confirmed: Cart | null,
  actions: readonly CartAction[],
  targets: ReadonlyMap<string, number> = new Map(),
): Cart | null {
  let view = confirmed;
  for (const action of actions) {
    if (action.kind === 'add') view = applyAdd(view ?? placeholderCart(), action.items);
    else if (view && action.kind === 'quantity') view = applyQuantities(view, action.targets);
    else if (view && action.kind === 'remove') view = applyRemove(view, action.keys);
  }
  return view ? applyQuantities(view, targets) : view;
}
