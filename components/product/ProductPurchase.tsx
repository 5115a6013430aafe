import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { OptionPicker } from '@/components/product/OptionPicker';
import { PurchaseOptions } from '@/components/product/PurchaseOptions';
import {
  findVariant,
  purchaseOptionsFor,
  resolveSelectedOption,
  selectionOf,
  variantById,
} from '@/components/product/purchase-options';
import { StickyAddBar } from '@/components/product/StickyAddBar';
import { drawSwap, upgradeOffer } from '@/lib/experiments';
import { formatCatalogPrice, struckThroughPrice } from '@/lib/pricing';
import type { Product, Variant } from '@/lib/shopify/types';
import { useShopStore } from '@/stores/shop-store';
import styles from './product-page.module.css';

type PurchaseProduct = Pick<
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
 * The buy box: option pickers, purchase options, "Add to basket", the upgrade offer and the mobile
 * sticky add bar. Applies the A/B swap of SPEC §4: drawn once, on the client, for the initial variant;
 * when it hits, the swap variant is shown, and adding it tries the swap first (the store's rule).
 */
export function ProductPurchase({ product }: { product: PurchaseProduct }) {
  const first = initialVariant(product);
  // The shopper's own choice of options; until they choose, the (possibly swapped) initial variant.
  const [chosen, setChosen] = useState<Record<string, string> | null>(null);

  const storedOption = useShopStore((s) => s.selectedActivePriceCard);
  const setSelectedActivePriceCard = useShopStore((s) => s.setSelectedActivePriceCard);
  const addToCart = useShopStore((s) => s.addToCart);
  const setAddToBasketBtnVisible = useShopStore((s) => s.setAddToBasketBtnVisible);
  const btnVisible = useShopStore((s) => s.addToBasketBtnVisible.visible);
  const isMobile = useShopStore((s) => s.isMobile);

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
  const upgrade = variant ? upgradeOffer(variant) : null;
  const upgradeVariant = upgrade ? variantById(product.variants, upgrade.variantId) : null;

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

  // Sticky add bar (mobile): shown once the main button has scrolled up out of view. Two
  // observers: one for "is the button on screen" (the store's addToBasketBtnVisible), and one
  // whose root reaches far below the viewport, so it reports "not intersecting" only once the
  // button is above the top; a single observer misses a jump straight past the button.
  const buttonRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [scrolledPast, setScrolledPast] = useState(false);
  useEffect(() => {
    const button = buttonRef.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    const visibility = new IntersectionObserver(([entry]) => {
      if (entry)
        setAddToBasketBtnVisible({
          visible: entry.isIntersecting,
          buttonRef: button,
          productsSelectionRef: formRef.current,
        });
    });
    const passed = new IntersectionObserver(
      ([entry]) => {
        if (entry) setScrolledPast(!entry.isIntersecting);
      },
      { rootMargin: '0px 0px 100000px 0px' },
    );
    visibility.observe(button);
    passed.observe(button);
    return () => {
      visibility.disconnect();
      passed.disconnect();
      setAddToBasketBtnVisible({ visible: false, buttonRef: null, productsSelectionRef: null });
    };
  }, [setAddToBasketBtnVisible]);

  if (!variant)
    return <p className={styles.unavailable}>This product is not available right now.</p>;

  const soldOut = !variant.availableForSale;
  const price = selected?.price ?? variant.price;
  // A plan whose first order is priced apart (the Starter Box: £15.00, then £27.00): the headline
  // says "first order" beside that price and gives the later price, so the price struck through
  // next to it is never read as the price of every order.
  const laterPrice = selected?.laterPrice ?? null;
  const compareAt = struckThroughPrice({
    now: price,
    regular: variant.price,
    compareAt: variant.compareAtPrice,
  });

  return (
    <>
      <p className={styles.price}>
        <span className={styles.priceNow}>
          {formatCatalogPrice(price.amount, price.currencyCode)}
        </span>
        {laterPrice ? <span className={styles.priceQualifier}>first order</span> : null}
        {compareAt ? (
          <s className={styles.priceWas}>
            <span className="visually-hidden">was </span>
            {formatCatalogPrice(compareAt.amount, compareAt.currencyCode)}
          </s>
        ) : null}
        {selected?.sellingPlanId ? (
          <span className={styles.priceNote}>
            {laterPrice
              ? `Then ${formatCatalogPrice(laterPrice.amount, laterPrice.currencyCode)} per order · `
              : null}
            {selected.label}
          </span>
        ) : null}
      </p>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!soldOut) add(variant);
        }}
      >
        <OptionPicker
          options={product.options}
          variants={product.variants}
          selection={selection}
          onChange={(name, value) => setChosen({ ...selection, [name]: value })}
        />
        <PurchaseOptions
          options={options}
          selectedId={selected?.id ?? null}
          onSelect={setSelectedActivePriceCard}
        />
        <div className={styles.actions}>
          <button
            ref={buttonRef}
            type="submit"
            className={`btn btn-primary btn-block ${styles.addButton}`}
            disabled={soldOut}
          >
            {soldOut ? 'Sold out' : 'Add to basket'}
          </button>
          {upgrade && upgradeVariant && upgradeVariant.availableForSale ? (
            <button
              type="button"
              className="btn btn-secondary btn-block"
              onClick={() => add(upgradeVariant)}
            >
              {upgrade.buttonText}
            </button>
          ) : null}
        </div>
      </form>
      {isMobile && scrolledPast && !btnVisible && !soldOut ? (
        <StickyAddBar
          title={product.title}
          priceText={selected?.priceText ?? ''}
          onAdd={() => add(variant)}
        />
      ) : null}
    </>
  );
}
