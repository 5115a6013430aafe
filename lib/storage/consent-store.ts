/**
 * The owner of `consentV2.0.0` (SPEC §3): the visitor's consent as JSON. A value written before
 * the tracking categories existed has none and reads as undecided (null).
 */
import type { Consent } from '@/lib/consent/types';
import { STORAGE_KEYS } from './keys';
import { readJson, safeRemoveItem, writeJson, type StorageLike } from './safe-storage';

const KEY = STORAGE_KEYS.consent;
const MAX_LENGTH = 1024;

/** A stored consent: the SPEC fields required, the categories optional (older writers). */
type StoredConsent = Pick<Consent, 'emailOptIn' | 'smsOptIn'> &
  Partial<Pick<Consent, 'analytics' | 'advertising'>>;

const isCategory = (value: unknown) =>
  value === undefined || value === null || typeof value === 'boolean';

/**
 * Written by hand, not with the schema library: this check runs on first load, where valibot's
 * runtime would add over 1 kB gzip to every page (the product page is near its 140 kB budget).
 */
function isStoredConsent(value: unknown): value is StoredConsent {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.emailOptIn === 'boolean' &&
    typeof c.smsOptIn === 'boolean' &&
    isCategory(c.analytics) &&
    isCategory(c.advertising)
  );
}

export interface ConsentStore {
  /** The stored consent with every field set, or null (none, or discarded with a warning). */
  read(): Consent | null;
  write(consent: Consent): boolean;
  remove(): void;
}

export function consentStore(storage: StorageLike): ConsentStore {
  return {
    read() {
      const stored = readJson(storage, KEY, isStoredConsent, { maxLength: MAX_LENGTH });
      if (!stored) return null;
      const { emailOptIn, smsOptIn, analytics = null, advertising = null } = stored;
      return { emailOptIn, smsOptIn, analytics, advertising };
    },
    write: (consent) => writeJson(storage, KEY, consent),
    remove: () => safeRemoveItem(storage, KEY),
  };
}
