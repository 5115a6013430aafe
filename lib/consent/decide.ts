/**
 * Consent decisions (SPEC §4 "Consent and load", "Ad tag consent"; §6): which tracking category a
 * visitor's stored choice grants, and when the banner asks. Pure: the UI and loaders call these.
 */
import type { Consent } from './types';

export type ConsentMode = 'opt-in' | 'opt-out';
/** `necessary` needs no consent (the cart, the chat, error reporting without replay). */
export type ConsentCategory = 'necessary' | 'analytics' | 'advertising';

/**
 * True when `category` may run. An explicit choice always wins; an undecided category (null) is
 * granted only under the regional opt-out mode (SPEC §4: "unspecified under an opt-out regional
 * mode").
 */
export function isGranted(consent: Consent, category: ConsentCategory, mode: ConsentMode): boolean {
  if (category === 'necessary') return true;
  const choice = consent[category];
  return choice === null ? mode === 'opt-out' : choice;
}

/**
 * The banner shows while a category some configured integration needs is still undecided. With no
 * such integration there is nothing to ask, so no banner (a shop without trackers sets no cookies).
 */
export function shouldAsk(consent: Consent, needed: readonly ConsentCategory[]): boolean {
  return needed.some((category) => category !== 'necessary' && consent[category] === null);
}

/** The stored patch for the banner's two shortcut buttons. */
export function allCategories(granted: boolean): Pick<Consent, 'analytics' | 'advertising'> {
  return { analytics: granted, advertising: granted };
}
