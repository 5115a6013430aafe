// Connects the framework-free integrations runner (lib/integrations) to the shop's stores.
// Imported lazily by TrackingScripts, with the runner, after idle and the first interaction.
import { config } from '@/lib/config';
import type { GrantedSince } from '@/lib/integrations/consent-grants';
import type { ErrorQueue } from '@/lib/integrations/error-queue';
import type { ViewRecord } from '@/lib/integrations/page-views';
import { startIntegrations, type IntegrationsHandle } from '@/lib/integrations/runner';
import {
  loadCartEngine,
  subscribeConsent,
  useShopStore,
  whenShopRestored,
} from '@/stores/shop-store';

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
