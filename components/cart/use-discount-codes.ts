/**
 * The drawer's discount-code field (docs/discount-codes.md): what Apply and Remove do, and the
 * words the shopper hears back. The work is the cart engine's (lib/cart: the full list on every
 * change, refusals, the saved code, the coupon events); this hook, in the drawer's own chunk, only
 * turns its answers into messages, so nothing here adds to a page's first load.
 */
import { useState } from 'react';
import type { CodeEntry } from '@/lib/cart/engine';
import { MAX_CART_CODES, normaliseCode } from '@/lib/discounts/cart-codes';
import { loadCartEngine } from '@/stores/shop-store';

/** The last result: polite news (`status`) or a refusal or failure (`alert`), in words. */
export interface CodeMessage {
  tone: 'status' | 'alert';
  text: string;
}

/** Words for what became of a code the shopper entered (as sent, or as typed when nothing was). */
export function entryMessage(entry: CodeEntry, code: string): CodeMessage {
  if (entry.status === 'applied') return { tone: 'status', text: `${code} applied.` };
  if (entry.status === 'failed')
    return { tone: 'alert', text: "Sorry, we couldn't apply that code. Please try again." };
  const refusals = {
    empty: 'Enter a discount code, then choose Apply.',
    'too-long': 'That code is too long. Check it and try again.',
    duplicate: `${code} is already applied.`,
    limit: `You can use up to ${MAX_CART_CODES} codes at once. Remove one to add another.`,
    'not-applicable': `${code} can't be used on this basket. Check the code, or try another.`,
  };
  return { tone: 'alert', text: refusals[entry.reason] };
}

/** `busy`: the code being removed, or '' while a typed code is being applied; null when idle. */
export function useDiscountCodes() {
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState<CodeMessage | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function apply(): Promise<void> {
    if (busy !== null) return;
    const code = normaliseCode(typed);
    setBusy('');
    setMessage(null);
    const entry = await loadCartEngine().then(
      (engine) => engine.enterDiscountCode(code),
      (): CodeEntry => ({ status: 'failed' }),
    );
    setBusy(null);
    setMessage(entryMessage(entry, code));
    // A refused code stays in the field, as typed, to correct; an applied one is listed instead.
    if (entry.status === 'applied') setTyped('');
  }

  /** Resolves true once the code is off the cart. */
  async function remove(code: string): Promise<boolean> {
    if (busy !== null) return false;
    setBusy(code);
    setMessage(null);
    const outcome = await loadCartEngine().then(
      (engine) => engine.removeDiscountCode(code),
      () => null,
    );
    setBusy(null);
    const removed = outcome?.ok === true;
    setMessage(
      removed
        ? { tone: 'status', text: `${code} removed.` }
        : { tone: 'alert', text: `Sorry, we couldn't remove ${code}. Please try again.` },
    );
    return removed;
  }

  return { typed, setTyped, message, busy, apply, remove };
}
