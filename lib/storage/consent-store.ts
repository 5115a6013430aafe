/**
 * The owner of `consentV2.0.0` (SPEC §3): the visitor's consent as JSON. A value written before
 * the tracking categories existed has none and reads as undecided (null).
 */
import * as v from 'valibot';
import type { Consent } from '@/lib/consent/types';
import { STORAGE_KEYS } from './keys';
import { readJson, safeRemoveItem, writeJson, type StorageLike } from './safe-storage';

const KEY = STORAGE_KEYS.consent;
const MAX_LENGTH = 1024;

const Category = v.nullish(v.boolean(), null);

/** A stored consent: the SPEC fields required, the categories optional (older writers). */
const StoredConsentSchema = v.object({
  emailOptIn: v.boolean(),
  smsOptIn: v.boolean(),
  analytics: Category,
  advertising: Category,
});

const isStoredConsent = (value: unknown) => v.is(StoredConsentSchema, value);

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
