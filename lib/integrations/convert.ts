/**
 * Convert, the A/B testing tool, analytics consent: loads the project script, triggers the
 * add-to-cart conversion, and reads the experiment state the cart attributes carry (SPEC §3).
 */
import type { ExperimentState } from './cart-attributes';
import { loadScript } from './load-script';
import type { IntegrationModule } from './types';

interface ConvertData {
  experiments?: Record<string, { variation_id?: unknown } | undefined>;
  goals?: Record<string, unknown>;
  segments?: Record<string, unknown>;
}
declare global {
  interface Window {
    _conv_q?: { push(command: unknown[]): unknown };
    convert?: { currentData?: ConvertData };
  }
}

/** Convert's goal key for an add to cart; it must exist in the Convert project. */
export const ADD_TO_CART_GOAL = 'add_to_cart';

function cookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** Convert's state from its cookies (`_conv_s`, `_conv_v`) and `window.convert.currentData`. */
export function readExperimentState(accountId: string, projectId: string): ExperimentState {
  const visitor = cookie('_conv_v');
  const data = window.convert?.currentData ?? {};
  const experiments: Record<string, string> = {};
  for (const [id, entry] of Object.entries(data.experiments ?? {})) {
    const variation = entry?.variation_id;
    if (typeof variation === 'string' || typeof variation === 'number')
      experiments[id] = String(variation);
  }
  const segments = data.segments ?? {};
  const custom = segments.custom_segments;
  return {
    accountId,
    projectId,
    session: cookie('_conv_s'),
    visitor,
    // `_conv_v` reads like `vi:<visitor id>*sc:…`.
    visitorId: /(?:^|\*)vi:([^*]+)/.exec(visitor ?? '')?.[1] ?? null,
    goals: Object.keys(data.goals ?? {}),
    experiments,
    segments: {
      browser: text(segments.browser),
      devices: text(segments.devices),
      source: text(segments.source),
      campaign: text(segments.campaign),
      country: text(segments.country),
      customSegments: Array.isArray(custom) ? custom.map(String) : [],
      isNew: segments.visitor_type !== 'returning',
    },
  };
}

export function convert(
  accountId: string,
  projectId: string,
  scriptUrl: string,
): IntegrationModule {
  return {
    name: 'Convert',
    category: 'analytics',
    async start() {
      window._conv_q ??= [];
      await loadScript(scriptUrl);
      return {
        product(event) {
          if (event === 'Product Added')
            window._conv_q?.push(['triggerConversion', ADD_TO_CART_GOAL]);
        },
      };
    },
  };
}
