/**
 * Microsoft UET, the ad tag (SPEC §4 "Ad tag consent", §8). Consent mode starts denied; once
 * advertising is granted the tag loads and records a page load. add_to_cart follows cart changes.
 */
import { loadScript } from './load-script';
import type { IntegrationModule } from './types';

type UetQueue = { push(...args: unknown[]): void };
declare global {
  interface Window {
    uetq?: UetQueue | unknown[];
    UET?: new (options: { ti: string; q: unknown; enableAutoSpaTracking: boolean }) => UetQueue;
  }
}

export const UET_LOAD_ERROR = 'Failed to load Microsoft UET script';

function queue(): UetQueue {
  window.uetq ??= [];
  return window.uetq as UetQueue;
}

export function uet(tagId: string, scriptUrl: string): IntegrationModule {
  return {
    name: 'Microsoft UET',
    category: 'advertising',
    async start() {
      // Consent mode is denied until this point, then granted (we only start once granted).
      queue().push('consent', 'default', { ad_storage: 'denied' });
      queue().push('consent', 'update', { ad_storage: 'granted' });
      try {
        await loadScript(scriptUrl);
      } catch (error) {
        console.error(UET_LOAD_ERROR, error);
        throw error;
      }
      if (!window.UET) throw new Error('the UET script defined no UET');
      // UET's own snippet: the constructor replays the queued commands.
      // Route changes are sent by us (page), so UET's automatic SPA tracking stays off.
      window.uetq = new window.UET({ ti: tagId, q: window.uetq, enableAutoSpaTracking: false });
      queue().push('pageLoad');
      let state = 'granted';
      return {
        consent(granted) {
          const next = granted('advertising') ? 'granted' : 'denied';
          if (next === state) return;
          state = next;
          queue().push('consent', 'update', { ad_storage: state });
        },
        page() {
          queue().push('pageLoad');
        },
        product(event, p) {
          if (event !== 'Product Added') return;
          queue().push('event', 'add_to_cart', {
            ecomm_prodid: [p.product_id],
            ecomm_pagetype: 'cart',
            revenue_value: p.value,
            currency: p.currency,
          });
        },
      };
    },
  };
}
