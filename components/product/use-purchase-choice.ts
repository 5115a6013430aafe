import { useMemo, useState, useSyncExternalStore } from 'react';
import {
  findVariant,
  purchaseOptionsFor,
  resolveSelectedOption,
  selectionOf,
  variantById,
} from '@/components/product/purchase-options';
import { drawSwap } from '@/lib/experiments';
import type { Product, Variant } from '@/lib/shopify/types';
import { useShopStore } from '@/stores/shop-store';

export type PurchaseProduct = Pick<
  Product,
  'title' | 'options' | 'variants' | 'requiresSellingPlan' | 'sellingPlanGroups'
>;

/** The first variant for sale, else the first variant. */
function initialVariant(product: PurchaseProduct): Variant | null {
  return product.variants.find((v) => v.availableForSale) ?? product.variants[0] ?? null;
}

// One A/B draw per variant per page load, so re-renders and client navigations show the same side.
const swapDraws = new Map<string, string | null>();

function drawnSwapId(variant: Variant): string | null {
  if (!swapDraws.has(variant.id)) swapDraws.set(variant.id, drawSwap(variant));
  return swapDraws.get(variant.id) ?? null;
}

const noSubscription = () => () => {};

/** A selling plan id for `variant` only when it is allocated to that plan. */
function planFor(variant: Variant, sellingPlanId: string | null): string | null {
  if (!sellingPlanId) return null;
  return variant.sellingPlanAllocations.some((a) => a.sellingPlan.id === sellingPlanId)
    ? sellingPlanId
    : null;
}

/**
 * What the buy box shows and adds: the chosen options and variant, its purchase options, and the
 * A/B swap of SPEC §4, drawn once, on the client, for the initial variant. When it hits, the swap
 * variant is shown, and adding it tries the swap first (the store's rule).
 */
export function usePurchaseChoice(product: PurchaseProduct) {
  const first = initialVariant(product);
  // The shopper's own choice of options; until they choose, the (possibly swapped) initial variant.
  const [chosen, setChosen] = useState<Record<string, string> | null>(null);
  // The shopper's pick among the purchase options lives in the store (SPEC §3).
  const storedOption = useShopStore((s) => s.selectedActivePriceCard);
  const setStoredOption = useShopStore((s) => s.setSelectedActivePriceCard);
  const addToCart = useShopStore((s) => s.addToCart);

  // The draw is random, so the server (and hydration) render without it; the client then shows
  // the swap variant when the draw hits.
  const swapId = useSyncExternalStore(
    noSubscription,
    () => (first ? drawnSwapId(first) : null),
    () => null,
  );
  const replacement = variantById(product.variants, swapId);
  const swap = first && replacement ? { original: first, replacement } : null;
  const shownByDefault = swap?.replacement ?? first;
  const selection = chosen ?? (shownByDefault ? selectionOf(shownByDefault) : {});

  const variant = findVariant(product.variants, selection) ?? first;
  const options = useMemo(
    () => (variant ? purchaseOptionsFor(product, variant) : []),
    [product, variant],
  );
  const selected = resolveSelectedOption(options, storedOption);

  const add = (target: Variant) => {
    const sellingPlanId = planFor(target, selected?.sellingPlanId ?? null);
    // While the drawn swap is still what is shown (the shopper has not picked options), add the
    // original with its replacement: the store tries the replacement first and falls back to the
    // original when the cart already holds the replacement (SPEC §4). A shopper's explicit pick
    // is added as picked.
    const swapping = swap !== null && chosen === null && target.id === swap.replacement.id;
    void addToCart({
      variant: swapping ? swap.original : target,
      quantity: 1,
      sellingPlanId,
      replacement: swapping ? swap.replacement : null,
    });
  };

  const choose = (name: string, value: string) => setChosen({ ...selection, [name]: value });
  const pick = (optionId: string) => {
    setStoredOption(optionId);
  };
  return { variant, selection, choose, options, selected, pick, add };
}
