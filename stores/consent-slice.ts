/**
 * The consent slice (SPEC §3 `consent`, `purchasedProducts`): what the shopper agreed to and
 * bought before, both persisted (persist-storage.ts). Consent set before rehydration is recorded
 * so that the stored value does not overwrite it.
 */
import { DEFAULT_CONSENT } from '@/lib/consent/types';
import type { ShopRuntime } from './shop-runtime';
import type { ConsentSlice, SliceCreator } from './shop-types';

export const createConsentSlice =
  (runtime: ShopRuntime): SliceCreator<ConsentSlice> =>
  (set) => ({
    consent: DEFAULT_CONSENT,
    purchasedProducts: [],
    setConsent: (consent) => {
      const { book } = runtime;
      if (!book.hydrated) book.consentPatch = { ...book.consentPatch, ...consent };
      set((s) => ({ consent: { ...s.consent, ...consent } }));
    },
  });
