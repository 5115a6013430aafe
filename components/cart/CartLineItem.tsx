import Image from 'next/image';
import { CartLineControls } from '@/components/cart/CartLineControls';
import { CartLinePrices } from '@/components/cart/CartLinePrices';
import { lineLabel, lineOptionText } from '@/components/cart/cart-line-label';
import { RepeatIcon } from '@/components/ui/MoreIcons';
import Link from 'next/link';
import { formatCartPrice, isSubscriptionLine } from '@/lib/pricing';
import { productVariantHref } from '@/lib/product-variant-url';
import type { CartLine } from '@/lib/shopify/types';
import styles from './cart-drawer.module.css';

interface Props {
  line: CartLine;
  currency: string;
  onNavigate: () => void;
}

/** Where a subscriber skips, pauses or cancels (server-rendered: a full load, via sign-in). */
export const SUBSCRIPTIONS_PATH = '/account/subscriptions';

/**
 * One basket line: picture, name and options, plan badge (a selling-plan line also links to the
 * account's subscriptions, named for its line), prices, quantity controls.
 */
export function CartLineItem({ line, currency, onNavigate }: Props) {
  const { merchandise } = line;
  const label = lineLabel(line);
  const options = lineOptionText(line);
  const plan = line.sellingPlanAllocation?.sellingPlan.name ?? null;
  const subscription = plan !== null || isSubscriptionLine(line);

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
            <Link
              prefetch={false}
              href={productVariantHref(merchandise.product.handle, merchandise.id)}
              className={styles.lineTitle}
              onClick={onNavigate}
            >
              {merchandise.product.title}
            </Link>
            {options ? <p className={styles.lineOptions}>{options}</p> : null}
            {subscription ? (
              <p className={styles.badge}>
                <RepeatIcon />
                <span>{plan ?? 'Subscription'}</span>
              </p>
            ) : null}
            {plan !== null ? (
              <a href={SUBSCRIPTIONS_PATH} className={styles.manage}>
                Manage subscription<span className="visually-hidden"> for {label}</span>
              </a>
            ) : null}
          </div>
          <p className={styles.lineTotal}>{format(line.cost.totalAmount)}</p>
        </div>

        <CartLinePrices line={line} currency={currency} />

        <CartLineControls line={line} label={label} />
      </div>
    </li>
  );
}
