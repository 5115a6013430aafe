// SPEC §1/§4 cookie-consent manager: decides when the banner shows; the banner itself is a
// separate chunk, loaded only when it has something to ask, so it costs no first-load weight. It
// never shows during hydration (the stored consent is not restored yet, and the preferences are not
// reopened), so it mounts on demand, in the render that asks for it once its code is in.
import { onDemandLazy } from '@/components/lazy/client-lazy';
import { useConsentPreferencesOpen } from '@/components/marketing/consent-ui';
import { NEEDED_CATEGORIES } from '@/lib/config/consent-categories';
import { shouldAsk } from '@/lib/consent/decide';
import { useShopRestored, useShopStore } from '@/stores/shop-store';

const ConsentBanner = onDemandLazy(() =>
  import('@/components/marketing/ConsentBanner').then((m) => m.ConsentBanner),
);

const NEEDED = NEEDED_CATEGORIES;

export function ConsentManager() {
  // Until the stored consent has been read every category looks undecided.
  const restored = useShopRestored();
  const consent = useShopStore((s) => s.consent);
  const reopened = useConsentPreferencesOpen();
  if (NEEDED.length === 0) return null;
  const asking = restored && shouldAsk(consent, NEEDED);
  if (!asking && !reopened) return null;
  return <ConsentBanner needed={NEEDED} preferencesFirst={reopened} />;
}
