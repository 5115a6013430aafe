/**
 * Runs the configured integrations (SPEC §1, §4): each starts once its consent category is granted,
 * takes cart events and page views while granted, and fails alone; visitor attributes go to the
 * cart on start, consent change and window focus. Loaded after idle and the first interaction.
 */
import { config as appConfig } from '@/lib/config';
import { integrationEndpoints } from '@/lib/config/integrations';
import { isGranted, type ConsentCategory, type ConsentMode } from '@/lib/consent/decide';
import type { Consent } from '@/lib/consent/types';
import type { Attribute } from '@/lib/shopify/types';
import { tracker } from '@/lib/tracking/events';
import { sessionAffiliateParams } from './awin';
import { ADVERTORIAL_EVENT, isAdvertorialClick } from './landing';
import { attributesFingerprint, cartAttributes } from './cart-attributes';
import { startChat } from './chat';
import { readExperimentState } from './convert';
import type { ErrorQueue } from './error-queue';
import { configuredModules } from './modules';
import { createViewRecord, currentView, type ViewRecord } from './page-views';
import { logFailure, type IntegrationModule, type RunningIntegration } from './types';

export interface IntegrationsHost {
  mode: ConsentMode;
  getConsent(): Consent;
  subscribeConsent(listener: () => void): () => void;
  cartId(): string | null;
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
  /** The vendor modules; by default those whose keys are configured. */
  modules?: IntegrationModule[];
}

export interface IntegrationsHandle {
  page(url: string): void;
  identify(email: string): void;
  stop(): void;
}

let active: IntegrationsHandle | null = null;

/** The running handle, if the integrations have started (the newsletter sign-up uses it). */
export function activeIntegrations(): IntegrationsHandle | null {
  return active;
}

export function startIntegrations(host: IntegrationsHost): IntegrationsHandle {
  if (active) return active;
  const c = appConfig.integrations;
  const modules = host.modules ?? configuredModules(host.errorQueue);
  const running = new Map<IntegrationModule, RunningIntegration>();
  const starting = new Set<IntegrationModule>();
  const granted = (category: ConsentCategory) => isGranted(host.getConsent(), category, host.mode);
  const each = (task: (r: RunningIntegration, m: IntegrationModule) => void) => {
    for (const [m, r] of running) {
      if (!granted(m.category)) continue;
      try {
        task(r, m);
      } catch (error) {
        logFailure(m.name, error);
      }
    }
  };

  const record = host.views ?? createViewRecord(currentView(window));
  // Kept for the session from the landing URL (SPEC §3 awinParams); sent only with consent.
  const landingSearch = new URL(record.landing.url).search;
  const awinParams = c.awinMerchantId
    ? sessionAffiliateParams(landingSearch, window.sessionStorage)
    : null;
  // SPEC §2: an advertorial landing is reported by each analytics tool as it starts.
  const advertorial = isAdvertorialClick(landingSearch);
  const segmentModule = modules.find((m) => m.name === 'Segment');
  const convertModule = modules.find((m) => m.name === 'Convert');
  let lastPushed: string | null = null;
  let chain = Promise.resolve();
  const pushAttributes = async () => {
    const segmentRun = segmentModule && running.get(segmentModule);
    const attributes = cartAttributes({
      awinParams: granted('advertising') ? awinParams : null,
      segmentUserId: (granted('analytics') && (await segmentRun?.anonymousId?.())) || null,
      experiment:
        c.convertProject && convertModule && running.has(convertModule) && granted('analytics')
          ? readExperimentState(c.convertProject.accountId, c.convertProject.projectId)
          : null,
    });
    const fingerprint = attributesFingerprint(host.cartId(), attributes);
    if (fingerprint === null || fingerprint === lastPushed) return;
    lastPushed = fingerprint;
    // SPEC §7: the result is ignored; a failure is retried on the next focus.
    await host.syncCartAttributes(attributes).catch(() => {
      lastPushed = null;
    });
  };

  const syncAttributes = () => {
    chain = chain
      .then(pushAttributes)
      .catch((error: unknown) => logFailure('cart attributes', error));
  };
  const tellConsent = (m: IntegrationModule, r: RunningIntegration) => {
    try {
      r.consent?.(granted);
    } catch (error) {
      logFailure(m.name, error);
    }
  };
  // SPEC §2: a tool that starts with the runner counts the page it starts on itself and replays
  // the views before it (a route change while it was still loading included).
  const replayEarlierViews = (m: IntegrationModule, started: RunningIntegration) => {
    if (!granted(m.category)) return;
    for (const view of record.views().slice(0, -1)) {
      try {
        started.earlierPage?.(view);
      } catch (error) {
        logFailure(m.name, error);
      }
    }
  };
  /** Starts each tool consent now allows that is not running yet; returns those starts. */
  const evaluate = (onStarted?: typeof replayEarlierViews): Promise<void>[] => {
    const starts: Promise<void>[] = [];
    for (const m of modules) {
      const r = running.get(m);
      if (r) tellConsent(m, r);
      else if (!starting.has(m) && granted(m.category)) {
        starting.add(m);
        starts.push(
          m.start().then(
            (started) => {
              running.set(m, started);
              tellConsent(m, started);
              onStarted?.(m, started);
              if (advertorial && granted(m.category)) started.event?.(ADVERTORIAL_EVENT);
              syncAttributes();
            },
            (error: unknown) => logFailure(m.name, error),
          ),
        );
      }
    }
    syncAttributes();
    return starts;
  };

  const unregister = tracker.register({
    name: 'integrations',
    track(event, payload) {
      each((r) => r.product?.(event, payload));
    },
  });
  const unsubscribe = host.subscribeConsent(() => void evaluate());
  window.addEventListener('focus', syncAttributes);
  const chatScript = integrationEndpoints(c).chat?.scriptUrl;
  if (chatScript) {
    startChat(chatScript).then(
      (ready) => ready && host.onChatReady(),
      (error: unknown) => logFailure('chat', error),
    );
  }
  // The record is kept only until the tools that start now have started (or failed to).
  void Promise.allSettled(evaluate(replayEarlierViews)).then(() => record.close());

  active = {
    page: (url) => each((r) => r.page?.(url)),
    identify: (email) => each((r) => r.identify?.({ email })),
    stop() {
      unregister();
      unsubscribe();
      window.removeEventListener('focus', syncAttributes);
      active = null;
    },
  };
  return active;
}
