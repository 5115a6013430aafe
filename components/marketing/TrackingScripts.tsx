// SPEC §1 marketing and analytics scripts: a small first-load hook that, once the page is loaded
// and idle and the shopper has interacted (or a few seconds passed), imports the integrations
// runner (a separate chunk) and forwards route changes to it. Errors before that are queued.
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { hasIntegrations, INTEGRATION_KEYS } from '@/lib/config/categories';
import { createErrorQueue } from '@/lib/integrations/error-queue';
import { watchEngagement, whenEngaged } from '@/lib/integrations/idle';
import { createViewRecord, currentView } from '@/lib/integrations/page-views';
import type { IntegrationsHandle } from '@/lib/integrations/runner';

const enabled = hasIntegrations();
// Errors thrown before Sentry loads are held from the moment this module runs (SPEC §9).
const errorQueue =
  typeof window !== 'undefined' && INTEGRATION_KEYS.sentryDsn ? createErrorQueue(window) : null;
// The first interaction counts from the moment this first-load module runs, hydration included.
const engagement = typeof window !== 'undefined' && enabled ? watchEngagement(window) : null;
// The landing query (affiliate and advertorial parameters), read before that interaction can
// navigate away from it.
const landingSearch = typeof window !== 'undefined' ? window.location.search : '';
// The landing page's view, and route changes until the tools run (SPEC §2; see page-views.ts).
const views =
  typeof window !== 'undefined' && enabled ? createViewRecord(currentView(window)) : null;
let started = false;
let running: IntegrationsHandle | null = null;

export function TrackingScripts() {
  const router = useRouter();

  useEffect(() => {
    if (!engagement || !views || started) return;
    started = true;
    whenEngaged(() => {
      import('@/components/marketing/integrations-host')
        .then((m) => m.startShopIntegrations(errorQueue, landingSearch, views))
        .then(
          (handle) => {
            running = handle;
          },
          (error: unknown) => console.warn('[integrations] could not start', error),
        );
    }, engagement);
  }, []);

  useEffect(() => {
    // SPEC §2: a page view on every route change (the first is sent when each tool starts).
    // Until the tools run, the view is recorded for them instead.
    const onRoute = (url: string) => {
      if (running) running.page(url);
      else views?.record(currentView(window, url));
    };
    router.events.on('routeChangeComplete', onRoute);
    return () => router.events.off('routeChangeComplete', onRoute);
  }, [router.events]);

  return null;
}
