// Connects the framework-free integrations runner (lib/integrations) to the shop's stores.
// Imported lazily by TrackingScripts, with the runner, after idle and the first interaction.
import type { CartChangeListener, CartChangeSource, ConfirmedCartChange } from '@/lib/cart/changes';
import type { CartEventMap, CartEvents } from '@/lib/cart/events';
import { config } from '@/lib/config';
import type { GrantedSince } from '@/lib/integrations/consent-grants';
import type { ErrorQueue } from '@/lib/integrations/error-queue';
import type { ViewRecord } from '@/lib/integrations/page-views';
import { startIntegrations, type IntegrationsHandle } from '@/lib/integrations/runner';
import { loadCartEngine, useShopStore } from '@/stores/shop-store';

function consentRestored(): Promise<void> {
  const { persist } = useShopStore;
  if (persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = persist.onFinishHydration(() => {
      stop();
      resolve();
    });
  });
}

// TEMPORARY adapter until the cart pipeline lands: the engine will offer `subscribeChanges`
// itself, with a log kept from its creation; this one logs from when it is first asked for.
const LOGGED_CHANGES = 50;
const adapters = new WeakMap<CartEvents, CartChangeSource>();
function changeSource(events: CartEvents): CartChangeSource {
  const known = adapters.get(events);
  if (known) return known;
  const log: ConfirmedCartChange[] = [];
  const listeners = new Set<CartChangeListener>();
  const confirmed =
    (kind: 'added' | 'removed') =>
    ({ cart, line, quantity }: CartEventMap['line-added']) => {
      const change: ConfirmedCartChange = {
        cart,
        lines: [{ kind, line, quantity }],
        at: Date.now(),
      };
      log.push(change);
      if (log.length > LOGGED_CHANGES) log.shift();
      for (const listener of [...listeners]) listener(change);
    };
  events.on('line-added', confirmed('added'));
  events.on('line-removed', confirmed('removed'));
  const source: CartChangeSource = {
    subscribeChanges(listener, { since } = {}) {
      if (since !== undefined) for (const change of log) if (change.at >= since) listener(change);
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  adapters.set(events, source);
  return source;
}

/** Starts the integrations once the stored consent has been read. */
export async function startShopIntegrations(
  errorQueue: ErrorQueue | null,
  views: ViewRecord,
  grantedSince: GrantedSince,
): Promise<IntegrationsHandle> {
  await consentRestored();
  return startIntegrations({
    views,
    mode: config.consentMode,
    getConsent: () => useShopStore.getState().consent,
    subscribeConsent: (listener) =>
      useShopStore.subscribe((state, previous) => {
        if (state.consent !== previous.consent) listener();
      }),
    grantedSince,
    cartChanges: loadCartEngine().then((engine) => changeSource(engine.events)),
    cartId: () => useShopStore.getState().cart?.id ?? null,
    syncCartAttributes: (attributes) => useShopStore.getState().syncCartAttributes(attributes),
    onChatReady: () => {
      const layout = useShopStore.getState();
      layout.setShowChat(true);
      layout.setChatInitialised(true);
    },
    errorQueue,
  });
}
