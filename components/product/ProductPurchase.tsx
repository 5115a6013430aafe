import { OptionPicker } from '@/components/product/OptionPicker';
import { PurchaseOptions } from '@/components/product/PurchaseOptions';
import { variantById } from '@/components/product/purchase-options';
import { PurchasePrice } from '@/components/product/PurchasePrice';
import { StickyAddBar } from '@/components/product/StickyAddBar';
import { useAddButtonVisibility } from '@/components/product/use-add-button-visibility';
import { usePurchaseChoice, type PurchaseProduct } from '@/components/product/use-purchase-choice';
import { upgradeOffer } from '@/lib/experiments';
import { useShopStore } from '@/stores/shop-store';
import styles from './product-page.module.css';

/**
 * The buy box: option pickers, purchase options, "Add to basket", the upgrade offer and the mobile
 * sticky add bar. What is chosen, and the A/B swap of SPEC §4, come from `usePurchaseChoice`.
 */
export function ProductPurchase({ product }: { product: PurchaseProduct }) {
  const { variant, selection, choose, options, selected, pick, add } = usePurchaseChoice(product);
  const btnVisible = useShopStore((s) => s.addToBasketBtnVisible.visible);
  const isMobile = useShopStore((s) => s.isMobile);
  const upgrade = variant ? upgradeOffer(variant) : null;
  const upgradeVariant = upgrade ? variantById(product.variants, upgrade.variantId) : null;
  const { buttonRef, formRef, scrolledPast } = useAddButtonVisibility();

  if (!variant)
    return <p className={styles.unavailable}>This product is not available right now.</p>;

  const soldOut = !variant.availableForSale;

  return (
    <>
      <PurchasePrice variant={variant} selected={selected} />
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
          onChange={choose}
        />
        <PurchaseOptions options={options} selectedId={selected?.id ?? null} onSelect={pick} />
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
