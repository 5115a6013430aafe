// Connects the framework-free integrations runner (lib/integrations) to the shop's stores.
// Imported lazily by TrackingScripts, with the runner, after idle and the first interaction.
import Router from 'next/router';
import { config } from '@/lib/config';
import type { GrantedSince } from '@/lib/integrations/consent-grants';
import type { ErrorQueue } from '@/lib/integrations/error-queue';
import type { ViewRecord } from '@/lib/integrations/page-views';
import { startIntegrations, type IntegrationsHandle } from '@/lib/integrations/runner';
import type { LandingPage } from '@/lib/integrations/web-vitals';
import {
  loadCartEngine,
  subscribeConsent,
  useShopStore,
  whenShopRestored,
} from '@/stores/shop-store';

/**
 * The landing page while the shopper is on it (lib/integrations/web-vitals.ts). This module loads
 * after the first interaction, which may have been a click to another page already: the landing
 * page counts only while the address is still the landing one's and no route change has started
 * since (a shallow one, another variant picked, stays on the page).
 */
function landingPageOf(views: ViewRecord): () => LandingPage | null {
  const leaving = new Set<() => void>();
  let left = location.pathname !== new URL(views.landing.url).pathname;
  const onStart = (_url: string, { shallow }: { shallow: boolean }) => {
    if (shallow) return;
    left = true;
    Router.events.off('routeChangeStart', onStart);
    for (const listener of leaving) listener();
    leaving.clear();
  };
  if (!left) Router.events.on('routeChangeStart', onStart);
  return () =>
    left ? null : { route: Router.pathname, onLeave: (listener) => void leaving.add(listener) };
}

/** Starts the integrations once the stored consent has been read. */
export async function startShopIntegrations(
  errorQueue: ErrorQueue | null,
  views: ViewRecord,
  grantedSince: GrantedSince,
): Promise<IntegrationsHandle> {
  const store = useShopStore;
  await whenShopRestored();
  return startIntegrations({
    views,
    landingPage: landingPageOf(views),
    mode: config.consentMode,
    getConsent: () => store.getState().consent,
    subscribeConsent,
    grantedSince,
    // The engine logs its confirmed changes from its creation, so the runner misses none.
    cartChanges: loadCartEngine(),
    cartId: () => store.getState().cart?.id ?? null,
    syncCartAttributes: (attributes) => store.getState().syncCartAttributes(attributes),
    onChatReady: () => {
      const layout = store.getState();
      layout.setShowChat(true);
      layout.setChatInitialised(true);
    },
    errorQueue,
  });
}
