/**
 * Where each configured third-party integration (SPEC §1) loads its script from and talks to. The
 * loaders take their URLs from here, and the CSP (hardening issue) is built from `integrationOrigins`,
 * so the two cannot drift. An unset key means no entry, so an unused vendor is never allowed.
 */
// Relative, not '@/lib/config': next.config.ts loads this file, and its transpiler keeps no paths.
import { config as appConfig, type Config } from './index';
import type { ConsentCategory } from '@/lib/consent/decide';

type Integrations = Config['integrations'];
export type IntegrationName =
  | 'sentry'
  | 'posthog'
  | 'segment'
  | 'uet'
  | 'pinterest'
  | 'convert'
  | 'chat'
  | 'referral'
  | 'recommendations'
  | 'awin'
  | 'pixel';

export interface IntegrationEndpoints {
  category: ConsentCategory;
  /** The vendor script the loader injects, when it injects one (npm SDKs have none). */
  scriptUrl: string | null;
  /** Origins scripts load from (CSP script-src). */
  script: string[];
  /** Origins the browser sends data to (CSP connect-src; img-src for pixel beacons). */
  connect: string[];
}

/** The PostHog assets host next to an ingestion host (eu.i.posthog.com → eu-assets.i.posthog.com). */
export function posthogAssetsOrigin(apiHost: string): string {
  const url = new URL(apiHost);
  const region = /^(eu|us)\.i\.posthog\.com$/.exec(url.hostname)?.[1];
  return region ? `https://${region}-assets.i.posthog.com` : url.origin;
}

type Endpoint = (c: Integrations) => IntegrationEndpoints | null;

/**
 * Each vendor's endpoints, or null when its key is unset. Error reports go to our own /monitoring
 * tunnel, so the browser needs no Sentry origin.
 */
const ENDPOINTS: Record<IntegrationName, Endpoint> = {
  sentry: (c) =>
    c.sentryDsn ? { category: 'necessary', scriptUrl: null, script: [], connect: [] } : null,
  posthog(c) {
    if (!c.posthogKey) return null;
    const api = new URL(c.posthogHost).origin;
    const assets = posthogAssetsOrigin(c.posthogHost);
    return { category: 'analytics', scriptUrl: null, script: [assets], connect: [api, assets] };
  },
  segment: (c) =>
    c.segmentWriteKey
      ? {
          category: 'analytics',
          scriptUrl: null,
          script: [],
          connect: ['https://cdn.segment.com', 'https://api.segment.io'],
        }
      : null,
  uet: (c) =>
    c.uetTagId
      ? {
          category: 'advertising',
          scriptUrl: 'https://bat.bing.com/bat.js',
          script: ['https://bat.bing.com'],
          connect: ['https://bat.bing.com', 'https://bat.bing.net'],
        }
      : null,
  pinterest: (c) =>
    c.pinterestTagId
      ? {
          category: 'advertising',
          scriptUrl: 'https://s.pinimg.com/ct/core.js',
          script: ['https://s.pinimg.com'],
          connect: ['https://ct.pinterest.com'],
        }
      : null,
  convert(c) {
    if (!c.convertProject) return null;
    const { accountId, projectId } = c.convertProject;
    return {
      category: 'analytics',
      scriptUrl: `https://cdn-4.convertexperiments.com/v1/js/${accountId}-${projectId}.js`,
      script: ['https://cdn-4.convertexperiments.com'],
      connect: ['https://cdn-4.convertexperiments.com', 'https://metrics.convertexperiments.com'],
    };
  },
  chat: (c) =>
    c.chatAppId
      ? {
          category: 'necessary',
          scriptUrl: `https://config.gorgias.chat/bundle-loader/${encodeURIComponent(c.chatAppId)}`,
          script: ['https://config.gorgias.chat', 'https://assets.gorgias.chat'],
          connect: ['https://config.gorgias.chat', 'https://assets.gorgias.chat'],
        }
      : null,
  referral: (c) =>
    c.referralId
      ? {
          category: 'advertising',
          scriptUrl: `https://tag.mention-me.com/api/v2/referreroffer/${encodeURIComponent(c.referralId)}`,
          script: ['https://tag.mention-me.com'],
          connect: ['https://tag.mention-me.com'],
        }
      : null,
  recommendations: (c) =>
    c.recommendationsId
      ? {
          category: 'analytics',
          scriptUrl: `https://connect.nosto.com/include/${encodeURIComponent(c.recommendationsId)}`,
          script: ['https://connect.nosto.com'],
          connect: ['https://connect.nosto.com'],
        }
      : null,
  awin: (c) =>
    c.awinMerchantId
      ? {
          category: 'advertising',
          scriptUrl: `https://www.dwin1.com/${encodeURIComponent(c.awinMerchantId)}.js`,
          script: ['https://www.dwin1.com'],
          connect: ['https://www.dwin1.com', 'https://www.awin1.com'],
        }
      : null,
  pixel: (c) =>
    c.pixelId
      ? {
          category: 'advertising',
          scriptUrl: `https://cdn.taboola.com/libtrc/unip/${encodeURIComponent(c.pixelId)}/tfa.js`,
          script: ['https://cdn.taboola.com'],
          connect: ['https://trc.taboola.com', 'https://cdn.taboola.com'],
        }
      : null,
};

/** The endpoints of every integration whose key is set; `necessary` ones included. */
export function integrationEndpoints(
  c: Integrations = appConfig.integrations,
): Partial<Record<IntegrationName, IntegrationEndpoints>> {
  const out: Partial<Record<IntegrationName, IntegrationEndpoints>> = {};
  for (const name of Object.keys(ENDPOINTS) as IntegrationName[]) {
    const entry = ENDPOINTS[name](c);
    if (entry) out[name] = entry;
  }
  return out;
}

/**
 * The third-party origins the configured integrations use, deduplicated and sorted: `script` for
 * CSP script-src, `connect` for connect-src (and img-src, where pixels send beacons).
 */
export function integrationOrigins(c: Integrations = appConfig.integrations): {
  script: string[];
  connect: string[];
} {
  const entries = Object.values(integrationEndpoints(c));
  const collect = (pick: (e: IntegrationEndpoints) => string[]) =>
    [...new Set(entries.flatMap(pick))].sort();
  return { script: collect((e) => e.script), connect: collect((e) => e.connect) };
}
