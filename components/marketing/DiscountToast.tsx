/** SPEC §4 "Discount toast": the campaign code, shown after consent, once per session per code. */
import { useState, useSyncExternalStore } from 'react';
import { DISCOUNT_POPUP_DEFAULTS } from '@/lib/content/popup-defaults';
import { popupWords, renderPopupTemplate, shouldShowToast } from '@/lib/discounts';
import { toastShownStore } from '@/lib/storage/toast-shown-store';
import { useShopStore } from '@/stores/shop-store';
import styles from './discount-toast.module.css';

const readShown = () => toastShownStore().read();

/** The stored value only changes through this component's own confirm. */
const subscribeNothing = () => () => {};

function PopupText({ template, code }: { template: string; code: string }) {
  // Text nodes only: React escapes them, so markup in the CMS words is shown, never run.
  return renderPopupTemplate(template, code).map((part, index) =>
    part.kind === 'code' ? (
      <strong key={index} className={styles.code}>
        {part.text}
      </strong>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}

export function DiscountToast() {
  const discount = useShopStore((s) => s.discount);
  const code = discount?.code ?? null;
  const analytics = useShopStore((s) => s.consent.analytics);
  const advertising = useShopStore((s) => s.consent.advertising);
  const discountSettings = useShopStore((s) => s.discountSettings);
  // SPEC §3: the discount's own popup words, where it has them, over the CMS settings.
  const settings = popupWords(discount, discountSettings ?? DISCOUNT_POPUP_DEFAULTS);
  // Draft pages: the popup settings blok's click-to-edit attributes (none when published).
  const blok = discountSettings?.blok;
  // sessionStorage does not exist on the server: the server snapshot (undefined) keeps the toast
  // hidden there and during hydration, so the markup matches; the browser value follows.
  const stored = useSyncExternalStore(subscribeNothing, readShown, () => undefined);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const shown = confirmed ?? stored;

  const visible = shown !== undefined && shouldShowToast({ analytics, advertising }, code, shown);

  const confirm = () => {
    if (!code) return;
    toastShownStore().write(code);
    setConfirmed(code);
  };

  // The status region is always in the page (empty while hidden), so screen readers announce the
  // words when they are put in; only the panel inside slides and hides.
  return (
    <div role="status" className={styles.region}>
      <div {...blok} className={styles.panel} data-visible={visible}>
        {visible && code ? (
          <>
            <div className={styles.words}>
              <p className={styles.title}>
                <PopupText template={settings.popupTitle} code={code} />
              </p>
              <p className={styles.text}>
                <PopupText template={settings.popupText} code={code} />
              </p>
            </div>
            <button type="button" className="btn btn-primary" onClick={confirm}>
              {settings.popupButtonLabel}
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
