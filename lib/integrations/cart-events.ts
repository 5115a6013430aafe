/**
 * The cart's confirmed changes to the vendor tools (SPEC §7 `Product Added`, `Product Removed`,
 * and Segment's coupon events for the codes the shopper enters or removes in the drawer):
 * a tool receives every change confirmed since its category was granted in this page, those
 * before the runner loaded included (the source replays them), held while the tool is starting.
 */
import type { CartChangeSource } from '@/lib/cart/changes';
import type { GrantedSince } from './consent-grants';
import { couponEvents } from './coupon-event';
import { productEvents } from './product-event';
import type { Tools } from './tools';
import { logFailure, type IntegrationModule } from './types';

export function forwardCartChanges(
  source: CartChangeSource,
  modules: readonly IntegrationModule[],
  tools: Tools,
  grantedSince: GrantedSince,
  origin: string,
): () => void {
  const grants = modules.map((m) => grantedSince(m.category)).filter((at) => at !== null);
  // The earliest grant: changes before it go to no tool; later grants are live.
  const options = grants.length > 0 ? { since: Math.min(...grants) } : {};
  return source.subscribeChanges((change) => {
    try {
      const events = productEvents(change, origin);
      const coupons = couponEvents(change);
      for (const m of modules) {
        const from = grantedSince(m.category);
        if (from === null || change.at < from) continue;
        for (const { name, payload } of events) tools.send(m, (t) => t.product?.(name, payload));
        for (const event of coupons) tools.send(m, (t) => t.coupon?.(event));
      }
    } catch (error) {
      logFailure('cart events', error);
    }
  }, options);
}
