/**
 * Runs the configured integrations (SPEC §1, §4): each starts once its consent category is granted,
 * takes cart events and page views while granted, and fails alone; visitor attributes go to the
 * cart on start, consent change and window focus. Loaded after idle and the first interaction.
 */
import type { CartChangeSource } from '@/lib/cart/changes';
import { config as appConfig } from '@/lib/config';
import { integrationEndpoints } from '@/lib/config/integrations';
import { isGranted, type ConsentCategory, type ConsentMode } from '@/lib/consent/decide';
import type { Consent } from '@/lib/consent/types';
import type { Attribute } from '@/lib/shopify/types';
import { createAccountEvents } from './account-events';
import { subscriptionEventLog, type SubscriptionEventSource } from './subscription-events';
import { createAttributeSync } from './attribute-sync';
import { forwardCartChanges } from './cart-events';
import { forwardLoggedEvents } from './event-forwarding';
import { startChat } from './chat';
import type { GrantedSince } from './consent-grants';
import type { ErrorQueue } from './error-queue';
import { ADVERTORIAL_EVENT, isAdvertorialClick } from './landing';
import { listEventLog, type ListEventSource } from './list-events';
import { forwardListEvents } from './list-forwarding';
import { configuredModules } from './modules';
import { createViewRecord, currentView, type ViewRecord } from './page-views';
import { createTools } from './tools';
import { logFailure, type IntegrationModule, type RunningIntegration } from './types';
import type { LandingPage } from './web-vitals';

export interface IntegrationsHost {
  mode: ConsentMode;
  getConsent(): Consent;
  subscribeConsent(listener: () => void): () => void;
  /**
   * Since when each category has been granted in this page (./consent-grants.ts, recorded by the
   * first-load code): a tool receives the cart changes from then on.
   */
  grantedSince: GrantedSince;
  /** The cart's confirmed changes (lib/cart/changes.ts), once the cart engine has loaded. */
  cartChanges: CartChangeSource | PromiseLike<CartChangeSource>;
  cartId(): string | null;
  /** The product-list events (./list-events.ts); by default the page's log. */
  listEvents?: ListEventSource;
  /** The subscription events (./subscription-events.ts); by default the page's log. */
  subscriptionEvents?: SubscriptionEventSource;
  /** Pushes attributes to the cart after checking one exists (the store's syncCartAttributes). */
  syncCartAttributes(attributes: Attribute[]): Promise<void>;
  onChatReady(): void;
  errorQueue: ErrorQueue | null;
  /**
   * The visit's page views from landing on (./page-views.ts; default: a record of the current
   * page). The runner starts after the first interaction, which may be a click that has already
   * navigated away from the landing page: its query is read from here, and the tools that start
   * now, under the consent the visitor already had, replay the views before the page they start
   * on. A tool that starts after a later consent counts only that page, never earlier ones.
   */
  views?: ViewRecord;
  /**
   * The page the visit landed on while the shopper is still on it, else null: its field Web Vitals
   * go to the analytics tool (./web-vitals.ts). Never, when omitted.
   */
  landingPage?: () => LandingPage | null;
  /** The vendor modules; by default those whose keys are configured. */
  modules?: IntegrationModule[];
}

export interface IntegrationsHandle {
  page(url: string): void;
  /**
   * A newsletter sign-up: the tools that take sign-ups (the customer-data tool) get it, the others
   * an identify. True once a tool has taken the sign-up; false when none running could.
   */
  signUp(email: string): Promise<boolean>;
  stop(): void;
}

let active: IntegrationsHandle | null = null;

/** The running handle, if the integrations have started. */
export function activeIntegrations(): IntegrationsHandle | null {
  return active;
}

const waiting = new Set<(handle: IntegrationsHandle) => void>();

/**
 * The running handle once the integrations have started (they start after idle and the first
 * interaction), or null after `timeoutMs` (the newsletter sign-up then goes elsewhere).
 */
export function whenIntegrations(timeoutMs: number): Promise<IntegrationsHandle | null> {
  if (active) return Promise.resolve(active);
  return new Promise((resolve) => {
    const done = (handle: IntegrationsHandle | null) => {
      waiting.delete(done);
      window.clearTimeout(timer);
      resolve(handle);
    };
    const timer = window.setTimeout(() => done(null), timeoutMs);
    waiting.add(done);
  });
}

function startChatWidget(host: IntegrationsHost): void {
  const chatScript = integrationEndpoints(appConfig.integrations).chat?.scriptUrl;
  if (!chatScript) return;
  startChat(chatScript).then(
    (ready) => ready && host.onChatReady(),
    (error: unknown) => logFailure('chat', error),
  );
}

/** Subscribes once the cart's change source is there; returns the function that stops. */
function subscribeCart(
  host: IntegrationsHost,
  subscribe: (source: CartChangeSource) => () => void,
): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  Promise.resolve(host.cartChanges).then(
    (source) => {
      if (!stopped) stop = subscribe(source);
    },
    (error: unknown) => logFailure('cart events', error),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * SPEC §2: a tool that starts with the runner replays the views before the page it starts on (a
 * route change while it was still loading included), and that page is the record's latest view.
 * Both come from the record at the same moment: the address bar changes before a route change
 * completes and is recorded, so the page read from it could be the next one while the record still
 * ended with the one it leaves (that view was then lost and the next one counted twice). A tool
 * that starts later, on a consent given later, counts only the current page.
 */
function countViews(started: RunningIntegration, record: ViewRecord, replay: boolean): void {
  const views = replay ? record.views() : [];
  for (const view of views.slice(0, -1)) started.earlierPage?.(view);
  started.startPage?.(views.at(-1) ?? currentView(window));
}

/** The page's list and account events to the tools; returns the function that stops. */
function forwardPageEvents(
  host: IntegrationsHost,
  modules: readonly IntegrationModule[],
  tools: ReturnType<typeof createTools>,
): () => void {
  const lists = forwardListEvents(
    host.listEvents ?? listEventLog,
    modules,
    tools,
    host.grantedSince,
  );
  const subscriptions = forwardLoggedEvents(
    host.subscriptionEvents ?? subscriptionEventLog,
    modules,
    tools,
    host.grantedSince,
    (event, at) => (t) => t.subscription?.(event, at),
    'subscription events',
  );
  return () => {
    lists();
    subscriptions();
  };
}

export function startIntegrations(host: IntegrationsHost): IntegrationsHandle {
  if (active) return active;
  const modules = host.modules ?? configuredModules(host.errorQueue, undefined, host.landingPage);
  const granted = (category: ConsentCategory) => isGranted(host.getConsent(), category, host.mode);
  const tools = createTools(granted);
  const record = host.views ?? createViewRecord(currentView(window));
  const landingSearch = new URL(record.landing.url).search;
  // SPEC §2: an advertorial landing is detected here once, and each tool reports it as it starts.
  const advertorial = isAdvertorialClick(landingSearch);
  const syncAttributes = createAttributeSync({ host, granted, modules, tools, landingSearch });
  const getConsent = () => host.getConsent();
  const sendAccountEvent = createAccountEvents({ modules, tools, granted, getConsent });
  const guarded = (m: IntegrationModule, task: () => void) => {
    try {
      task();
    } catch (error) {
      logFailure(m.name, error);
    }
  };
  /** Starts each tool consent now allows that is not running yet; returns those starts. */
  const evaluate = (replay: boolean): Promise<void>[] => {
    const starts: Promise<void>[] = [];
    for (const m of modules) {
      const running = tools.running(m);
      if (running) guarded(m, () => running.consent?.(granted));
      else if (!tools.known(m) && granted(m.category)) {
        const onStarted = (started: RunningIntegration) => {
          guarded(m, () => started.consent?.(granted));
          if (granted(m.category)) guarded(m, () => countViews(started, record, replay));
          if (advertorial) guarded(m, () => started.event?.(ADVERTORIAL_EVENT));
          syncAttributes();
        };
        starts.push(tools.start(m, onStarted));
      }
    }
    syncAttributes();
    // After the starts: a tool still starting holds the event until it runs.
    sendAccountEvent();
    return starts;
  };

  const unsubscribe = host.subscribeConsent(() => void evaluate(false));
  window.addEventListener('focus', syncAttributes);
  startChatWidget(host);
  // The record is kept only until the tools that start now have started (or failed to).
  void Promise.allSettled(evaluate(true)).then(() => record.close());
  // After the first evaluation, so the tools consent allows are starting and hold what arrives.
  const stopCart = subscribeCart(host, (source) =>
    forwardCartChanges(source, modules, tools, host.grantedSince, window.location.origin),
  );
  const stopPageEvents = forwardPageEvents(host, modules, tools);

  active = {
    page: (url) => tools.each((t) => t.page?.(url)),
    async signUp(email) {
      const taken: Promise<void>[] = [];
      tools.each((t) => {
        if (t.signUp) taken.push(t.signUp({ email }));
        else t.identify?.({ email });
      });
      if (taken.length === 0) return false;
      await Promise.all(taken);
      return true;
    },
    stop() {
      stopCart();
      stopPageEvents();
      unsubscribe();
      window.removeEventListener('focus', syncAttributes);
      active = null;
    },
  };
  for (const resolve of [...waiting]) resolve(active);
  return active;
}
