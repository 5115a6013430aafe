// SPEC §1 marketing and analytics scripts: a small first-load hook that, once the page is loaded
// and idle and the shopper has interacted (or a few seconds passed), imports the integrations
// runner (a separate chunk) and forwards route changes to it. Errors before that are queued.
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { HAS_INTEGRATIONS } from '@/lib/config/consent-categories';
import { CONSENT_MODE } from '@/lib/config/consent-mode';
import { watchConsentGrants } from '@/lib/integrations/consent-grants';
import { createErrorQueue } from '@/lib/integrations/error-queue';
import { watchEngagement, whenEngaged } from '@/lib/integrations/idle';
import { createViewRecord, currentView } from '@/lib/integrations/page-views';
import type { IntegrationsHandle } from '@/lib/integrations/runner';
import { subscribeConsent, useShopStore } from '@/stores/shop-store';

const enabled = HAS_INTEGRATIONS;
// Errors thrown before Sentry loads are held from the moment this module runs (SPEC §9).
const errorQueue =
  typeof window !== 'undefined' && process.env.NEXT_PUBLIC_SENTRY_DSN
    ? createErrorQueue(window)
    : null;
// The first interaction counts from the moment this first-load module runs, hydration included.
const engagement = typeof window !== 'undefined' && enabled ? watchEngagement(window) : null;
// The landing page (its view, and its affiliate and advertorial parameters), recorded before that
// interaction can navigate away from it, and the route changes until the tools run (SPEC §2).
const views =
  typeof window !== 'undefined' && enabled ? createViewRecord(currentView(window)) : null;
// When each consent category became granted, timed at the click even though the runner loads
// later: every cart event from then on reaches the tools of that category (SPEC §4, §7).
const grants =
  typeof window !== 'undefined' && enabled
    ? watchConsentGrants({
        mode: CONSENT_MODE,
        getConsent: () => useShopStore.getState().consent,
        subscribeConsent,
        restored: () => useShopStore.persist.hasHydrated(),
      })
    : null;
let started = false;
let running: IntegrationsHandle | null = null;

export function TrackingScripts() {
  const router = useRouter();

  useEffect(() => {
    if (!engagement || !views || !grants || started) return;
    started = true;
    whenEngaged(() => {
      import('@/components/marketing/integrations-host')
        .then((m) => m.startShopIntegrations(errorQueue, views, grants))
        .then(
          (handle) => {
            running = handle;
          },
          (error: unknown) => console.warn('[integrations] could not start', error),
        );
    }, engagement);
  }, []);

  useEffect(() => {
    // SPEC §2: a page view on every route change (the first is sent when each tool starts). The
    // record keeps it too, for tools still loading (it ignores it once they all run). A shallow
    // change is the same page with another variant picked (its URL replaced), not a page viewed:
    // counting it would send a page view per option a shopper tries.
    const onRoute = (url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      views?.record(currentView(window, url));
      running?.page(url);
    };
    router.events.on('routeChangeComplete', onRoute);
    return () => router.events.off('routeChangeComplete', onRoute);
  }, [router.events]);

  return null;
}
