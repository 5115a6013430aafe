/**
 * The affiliate tool (Awin): its query parameters are kept for the session (SPEC §3 awinParams),
 * read from the landing URL and from sessionStorage on later pages. Storing them sends nothing
 * anywhere; they reach the cart only with advertising consent (see the runner).
 */
import { affiliateParams } from './cart-attributes';

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
    const entries = Object.entries(parsed).filter(([, v]) => typeof v === 'string');
    return entries.length ? (Object.fromEntries(entries) as Record<string, string>) : null;
  } catch {
    return fresh;
  }
}
