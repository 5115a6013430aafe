import { useId, useRef, type FormEvent } from 'react';
import { codeDiscount } from '@/lib/discounts/cart-codes';
import { formatCartPrice, toMinorUnits } from '@/lib/pricing';
import type { Cart } from '@/lib/shopify/types';
import styles from './cart-codes.module.css';
import { useDiscountCodes } from './use-discount-codes';

/** What an applied code takes off, or why a listed code does nothing. */
function codeNote(cart: Cart, code: { code: string; applicable: boolean }, currency: string) {
  if (!code.applicable) return 'Not applicable to this basket';
  const off = codeDiscount(cart, code.code);
  return toMinorUnits(off.amount) > 0 ? `−${formatCartPrice(off, currency)}` : null;
}

/**
 * The drawer's discount codes, under the lines: a labelled field with Apply (a form, so Enter
 * applies), each code on the cart with its Remove button, and the result in words: news in a
 * polite status region, a refusal or failure in an alert tied to the field (role="alert"). Buttons stay
 * focusable while a change is under way (aria-disabled), so focus is never dropped out of the
 * drawer; after a removal it goes back to the field.
 */
export function CartDiscountCodes({ cart, currency }: { cart: Cart; currency: string }) {
  const { typed, setTyped, message, busy, apply, remove } = useDiscountCodes();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const refused = message?.tone === 'alert';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void apply();
  };
  const removeCode = (code: string) =>
    void remove(code).then((removed) => removed && inputRef.current?.focus());

  return (
    <section className={styles.codes} aria-labelledby={`${id}-label`}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label id={`${id}-label`} htmlFor={`${id}-input`} className={styles.label}>
          Discount code
        </label>
        <div className={styles.row}>
          <input
            ref={inputRef}
            id={`${id}-input`}
            name="discountCode"
            type="text"
            className={styles.input}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="done"
            aria-invalid={refused}
            aria-describedby={refused ? `${id}-alert` : undefined}
          />
          <button
            type="submit"
            className={`btn btn-secondary ${styles.apply}`}
            aria-disabled={busy !== null}
          >
            Apply
          </button>
        </div>
      </form>
      {cart.discountCodes.length > 0 ? (
        <ul className={styles.list} aria-label="Discount codes on your basket">
          {cart.discountCodes.map((code) => {
            const note = codeNote(cart, code, currency);
            return (
              <li key={code.code} className={styles.item}>
                <span className={styles.code}>{code.code}</span>
                {note ? <span className={styles.note}>{note}</span> : null}
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`Remove ${code.code}`}
                  aria-disabled={busy !== null}
                  onClick={() => removeCode(code.code)}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {/* The status region is there before its words change, so the change is heard; an alert
          is announced as it appears. */}
      <p role="status" className={styles.status}>
        {message?.tone === 'status' ? message.text : ''}
      </p>
      {refused ? (
        <p role="alert" id={`${id}-alert`} className={styles.alert}>
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
