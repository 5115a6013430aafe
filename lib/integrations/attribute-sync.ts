/**
 * Pushes the visitor attributes (./cart-attributes.ts) to the cart when a tool starts, consent
 * changes or the window gets focus (SPEC §4, §7): only what consent allows, and only on a change.
 */
import { config as appConfig } from '@/lib/config';
import type { ConsentCategory } from '@/lib/consent/decide';
import type { Attribute } from '@/lib/shopify/types';
import { getSessionStorage } from '@/lib/storage/browser-storage';
import { sessionAffiliateParams } from './awin';
import { attributesFingerprint, cartAttributes } from './cart-attributes';
import { readExperimentState } from './convert';
import type { Tools } from './tools';
import { logFailure, type IntegrationModule } from './types';

export interface AttributeSyncInput {
  /** The runner's host: the cart id and the store's attribute push. */
  host: {
    cartId(): string | null;
    syncCartAttributes(attributes: Attribute[]): Promise<void>;
  };
  granted(category: ConsentCategory): boolean;
  modules: readonly IntegrationModule[];
  tools: Tools;
  /** The landing page's query (SPEC §3 awinParams are kept for the session from it). */
  landingSearch: string;
}

/** Returns the function that schedules one sync (syncs run one after another). */
export function createAttributeSync(input: AttributeSyncInput): () => void {
  const { host, granted, tools } = input;
  const c = appConfig.integrations;
  // Kept for the session from the landing URL (SPEC §3 awinParams); sent only with consent. The
  // safe getter: with site storage blocked, reading window.sessionStorage throws, and this runs
  // inside startIntegrations, so no tool (the chat, Sentry) would start.
  const awinParams = c.awinMerchantId
    ? sessionAffiliateParams(input.landingSearch, getSessionStorage())
    : null;
  const segmentModule = input.modules.find((m) => m.name === 'Segment');
  const convertModule = input.modules.find((m) => m.name === 'Convert');
  let lastPushed: string | null = null;
  let chain = Promise.resolve();
  const pushAttributes = async () => {
    const segmentRun = segmentModule && tools.running(segmentModule);
    const attributes = cartAttributes({
      awinParams: granted('advertising') ? awinParams : null,
      segmentUserId: (granted('analytics') && (await segmentRun?.anonymousId?.())) || null,
      experiment:
        c.convertProject && convertModule && tools.running(convertModule) && granted('analytics')
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
  return () => {
    chain = chain
      .then(pushAttributes)
      .catch((error: unknown) => logFailure('cart attributes', error));
  };
}
