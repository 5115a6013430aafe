import { useMemo, useState, useSyncExternalStore } from 'react';
import {
  findVariant,
  purchaseOptionsFor,
  resolveSelectedOption,
  selectionOf,
  variantById,
  variantWithOption,
} from '@/components/product/purchase-options';
import { useReplaceUrlVariant, useUrlVariant } from '@/components/product/use-url-variant';
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
 * What the buy box shows and adds: the chosen variant and its options, its purchase options, and
 * the A/B swap of SPEC §4. The chosen variant is the URL's (`?variant=`: ./use-url-variant.ts), and
 * choosing options replaces the URL. Until a variant is named there, the initial variant is shown,
 * or its swap: drawn once, on the client; when it hits, the swap variant is shown, and adding it
 * tries the swap first (the store's rule). A variant named by the URL is shown as named, unswapped.
 */
export function usePurchaseChoice(product: PurchaseProduct) {
  const first = initialVariant(product);
  const urlVariant = useUrlVariant(product.variants);
  const replaceUrlVariant = useReplaceUrlVariant();
  // A choice whose URL replace has not reached the router yet (it resolves later): shown at once,
  // so the radio just checked does not fall back meanwhile. It holds while the URL is still the
  // one it was made on; once the router has the new URL, the URL's variant is the choice.
  const [pending, setPending] = useState<{ on: string | null; variant: Variant } | null>(null);
  const onUrl = urlVariant?.id ?? null;
  const chosen = pending && pending.on === onUrl ? pending.variant : urlVariant;
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
  const variant = chosen ?? swap?.replacement ?? first;
  const selection = useMemo(() => (variant ? selectionOf(variant) : {}), [variant]);
  const options = useMemo(
    () => (variant ? purchaseOptionsFor(product, variant) : []),
    [product, variant],
  );
  const selected = resolveSelectedOption(options, storedOption);

  const add = (target: Variant) => {
    const sellingPlanId = planFor(target, selected?.sellingPlanId ?? null);
    // While the drawn swap is still what is shown (no variant chosen or linked), add the original
    // with its replacement: the store tries the replacement first and falls back to the original
    // when the cart already holds the replacement (SPEC §4). A chosen variant is added as chosen.
    const swapping = swap !== null && chosen === null && target.id === swap.replacement.id;
    void addToCart({
      variant: swapping ? swap.original : target,
      quantity: 1,
      sellingPlanId,
      replacement: swapping ? swap.replacement : null,
    });
  };

  const choose = (name: string, value: string) => {
    const target =
      findVariant(product.variants, { ...selection, [name]: value }) ??
      variantWithOption(product.variants, name, value);
    if (!target) return;
    setPending({ on: onUrl, variant: target });
    replaceUrlVariant(target);
  };
  const pick = (optionId: string) => {
    setStoredOption(optionId);
  };
  return { variant, selection, choose, options, selected, pick, add };
}
