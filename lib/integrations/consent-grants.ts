/**
 * When each consent category became granted in this page (SPEC §4): a tool receives the cart
 * events from that moment on, even those before it or the runner loaded, and none from before.
 * Created by the first-load code, so a consent click is timed when it happens; a consent restored
 * from an earlier visit, or one that needs no decision, counts from page load.
 */
import { isGranted, type ConsentCategory, type ConsentMode } from '@/lib/consent/decide';
import type { Consent } from '@/lib/consent/types';

/** Since when `category` has been granted (ms since the epoch; 0: page load), or null if not. */
export type GrantedSince = (category: ConsentCategory) => number | null;

export interface ConsentSource {
  mode: ConsentMode;
  getConsent(): Consent;
  subscribeConsent(listener: () => void): () => void;
  /** False while the stored consent is still being read: what it grants counts from page load. */
  restored(): boolean;
}

const CATEGORIES: readonly ConsentCategory[] = ['necessary', 'analytics', 'advertising'];
const PAGE_LOAD = 0;

export function watchConsentGrants(source: ConsentSource, now = Date.now): GrantedSince {
  const since = new Map<ConsentCategory, number>();
  const update = (at: number) => {
    const consent = source.getConsent();
    for (const category of CATEGORIES) {
      if (!isGranted(consent, category, source.mode)) since.delete(category);
      else if (!since.has(category)) since.set(category, at);
    }
  };
  update(PAGE_LOAD);
  source.subscribeConsent(() => update(source.restored() ? now() : PAGE_LOAD));
  return (category) => since.get(category) ?? null;
}
