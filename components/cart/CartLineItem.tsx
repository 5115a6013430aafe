import Image from 'next/image';
import { laterOrderUnitPrice, lineLabel, lineOptionText } from '@/components/cart/cart-line-label';
import { MinusIcon, PlusIcon, RepeatIcon } from '@/components/ui/Icons';
import { ShopLink } from '@/components/ui/ShopLink';
import {
  displayedUnitPrice,
  formatCartPrice,
  isSubscriptionLine,
  lineDiscount,
  struckThroughPrice,
  toMinorUnits,
} from '@/lib/pricing';
import type { CartLine } from '@/lib/shopify/types';
import type { QuantityAction } from '@/stores/shop-store';
import styles from './cart-drawer.module.css';

interface Props {
  line: CartLine;
  currency: string;
  onQuantity: (lineId: string, action: QuantityAction) => void;
  onRemove: (lineId: string) => void;
  onNavigate: () => void;
}

/** One basket line: picture, name and options, plan badge, prices, quantity controls. */
export function CartLineItem({ line, currency, onQuantity, onRemove, onNavigate }: Props) {
  const { merchandise } = line;
  const label = lineLabel(line);
  const options = lineOptionText(line);
  const plan = line.sellingPlanAllocation?.sellingPlan.name ?? null;
  const subscription = plan !== null || isSubscriptionLine(line);

  const unit = line.cost.amountPerQuantity;
  const discount = lineDiscount(line);
  const discounted = toMinorUnits(discount.amount) > 0;
  const current = discounted ? displayedUnitPrice(line) : unit;
  const was = struckThroughPrice({
    now: current,
    regular: unit,
    compareAt: line.cost.compareAtAmountPerQuantity,
    discounted,
  });
  // A first-order price (struck against the full price) says it is for the first order only.
  const later = laterOrderUnitPrice(line);
  const format = (amount: { amount: string; currencyCode: string }) =>
    formatCartPrice(amount, currency);

  return (
    <li className={styles.line} data-line-id={line.id}>
      <div className={styles.thumb}>
        {merchandise.image ? (
          <Image
            src={merchandise.image.url}
            alt=""
            width={88}
            height={88}
            sizes="88px"
            className={styles.thumbImage}
          />
        ) : null}
      </div>
      <div className={styles.lineBody}>
        <div className={styles.lineTop}>
          <div>
            <ShopLink
              href={`/products/${merchandise.product.handle}`}
              className={styles.lineTitle}
              onClick={onNavigate}
            >
              {merchandise.product.title}
            </ShopLink>
            {options ? <p className={styles.lineOptions}>{options}</p> : null}
            {subscription ? (
              <p className={styles.badge}>
                <RepeatIcon />
                <span>{plan ?? 'Subscription'}</span>
              </p>
            ) : null}
          </div>
          <p className={styles.lineTotal}>{format(line.cost.totalAmount)}</p>
        </div>

        <p className={styles.linePrices}>
          {was ? (
            <s className={styles.was}>
              <span className="visually-hidden">was </span>
              {format(was)}
            </s>
          ) : null}
          <span>
            <span className={styles.now}>
              {was ? <span className="visually-hidden">now </span> : null}
              {format(current)}
            </span>{' '}
            each
            {later ? ` for the first order, then ${format(later)}` : null}
          </span>
          {discounted ? (
            <span className={styles.discount}>−{format(discount)} discount</span>
          ) : null}
        </p>

        <div className={styles.lineControls}>
          <div className={styles.stepper}>
            <button
              type="button"
              className={styles.stepperButton}
              aria-label={`Decrease quantity of ${label}`}
              onClick={() => onQuantity(line.id, 'decrease')}
            >
              <MinusIcon />
            </button>
            <span className={styles.quantity}>
              <span className="visually-hidden">Quantity </span>
              {line.quantity}
            </span>
            <button
              type="button"
              className={styles.stepperButton}
              aria-label={`Increase quantity of ${label}`}
              onClick={() => onQuantity(line.id, 'increase')}
            >
              <PlusIcon />
            </button>
          </div>
          <button
            type="button"
            className={styles.remove}
            aria-label={`Remove ${label}`}
            onClick={() => onRemove(line.id)}
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
