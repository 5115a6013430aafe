import { oneTimePrice, planPrice, type PurchasePrice } from '@/lib/pricing';
import { toVariantGid } from '@/lib/shopify/ids';
import type { Product, Variant } from '@/lib/shopify/types';

/** Id of the one-time purchase option in `selectedActivePriceCard`; selling plans use their own id. */
export const ONE_TIME_OPTION_ID = 'one-time';
export const ONE_TIME_LABEL = 'One-time purchase';

/** A radio of the buy box: the one-time purchase or one selling plan, with its price. */
export interface PurchaseOption extends PurchasePrice {
  /** 'one-time' or the selling plan's id. */
  id: string;
  /** The radio's accessible name: "One-time purchase" or the plan name. */
  label: string;
  sellingPlanId: string | null;
}

/**
 * The purchase options of a variant, in display order: one-time first (unless the product
 * requires a selling plan), then each selling plan the variant is allocated to, in the order of
 * the product's selling plan groups. A variant with no allocations is one-time only.
 */
export function purchaseOptionsFor(
  product: Pick<Product, 'requiresSellingPlan' | 'sellingPlanGroups'>,
  variant: Pick<Variant, 'price' | 'sellingPlanAllocations'>,
): PurchaseOption[] {
  const options: PurchaseOption[] = [];
  if (!product.requiresSellingPlan) {
    options.push({
      id: ONE_TIME_OPTION_ID,
      label: ONE_TIME_LABEL,
      sellingPlanId: null,
      ...oneTimePrice(variant.price),
    });
  }
  const allocated = new Set(variant.sellingPlanAllocations.map((a) => a.sellingPlan.id));
  for (const group of product.sellingPlanGroups) {
    for (const plan of group.sellingPlans) {
      if (!allocated.has(plan.id)) continue;
      options.push({
        id: plan.id,
        label: plan.name,
        sellingPlanId: plan.id,
        ...planPrice(variant.price, plan),
      });
    }
  }
  return options;
}

/** The option to show as selected: the stored one when this variant offers it, else the first. */
export function resolveSelectedOption(
  options: readonly PurchaseOption[],
  stored: string | null,
): PurchaseOption | null {
  return options.find((o) => o.id === stored) ?? options[0] ?? null;
}

/** The variant whose selected options match `selection` exactly, or null. */
export function findVariant<V extends Pick<Variant, 'selectedOptions'>>(
  variants: readonly V[],
  selection: Readonly<Record<string, string>>,
): V | null {
  return (
    variants.find((v) => v.selectedOptions.every((o) => selection[o.name] === o.value)) ?? null
  );
}

/**
 * The variant to show for one option's value when no variant has it with the other choices: the
 * first for sale with that value, else the first with it; null when none has it.
 */
export function variantWithOption<V extends Pick<Variant, 'selectedOptions' | 'availableForSale'>>(
  variants: readonly V[],
  name: string,
  value: string,
): V | null {
  const withValue = variants.filter((v) =>
    v.selectedOptions.some((o) => o.name === name && o.value === value),
  );
  return withValue.find((v) => v.availableForSale) ?? withValue[0] ?? null;
}

/** A variant's options as a name → value record. */
export function selectionOf(variant: Pick<Variant, 'selectedOptions'>): Record<string, string> {
  return Object.fromEntries(variant.selectedOptions.map((o) => [o.name, o.value]));
}

/** Finds a variant of the product by id, comparing global ids (plain ids match too). */
export function variantById<V extends Pick<Variant, 'id'>>(
  variants: readonly V[],
  id: string | null,
): V | null {
  if (!id) return null;
  const gid = toVariantGid(id);
  return variants.find((v) => toVariantGid(v.id) === gid) ?? null;
}
