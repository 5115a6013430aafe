import { formatCatalogPrice, struckThroughPrice } from '@/lib/pricing';
import type { Money, Variant } from '@/lib/shopify/types';
import type { PurchaseOption } from './purchase-options';
import styles from './product-page.module.css';

/**
 * The buy box's headline price for the chosen purchase option. A plan whose first order is priced
 * apart (the Starter Box: £15.00, then £27.00) says "first order" beside that price and gives the
 * later price, so the price struck through next to it is never read as the price of every order.
 */
export function PurchasePrice({
  variant,
  selected,
}: {
  variant: Variant;
  selected: PurchaseOption | null;
}) {
  const price: Money = selected?.price ?? variant.price;
  const laterPrice = selected?.laterPrice ?? null;
  const compareAt = struckThroughPrice({
    now: price,
    regular: variant.price,
    compareAt: variant.compareAtPrice,
  });
  return (
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
  );
}
