/**
 * The affiliate tool (Awin): its query parameters are kept for the session (SPEC §3 awinParams),
 * read from the landing URL and from sessionStorage on later pages. Storing them sends nothing
 * anywhere; they reach the cart only with advertising consent (see the runner).
 */
import { affiliateParams, pickAffiliateParams } from './cart-attributes';

const SESSION_KEY = 'awinParams';

/** The affiliate parameters of this session: the landing URL's, else the stored ones. */
export function sessionAffiliateParams(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
): Record<string, string> | null {
  const fresh = affiliateParams(search);
  try {
    if (fresh) {
      storage?.setItem(SESSION_KEY, JSON.stringify(fresh));
      return fresh;
    }
    const stored = storage?.getItem(SESSION_KEY);
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    // Stored values pass the same rule as the landing URL's: they reach the cart as attributes, so
    // a tampered entry (other names, huge values) must not ride along.
    const record = parsed as Record<string, unknown>;
    return pickAffiliateParams((name) => (Object.hasOwn(record, name) ? record[name] : undefined));
  } catch {
    return fresh;
  }
}
