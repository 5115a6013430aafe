/** The Pinterest tag (SPEC §1, §7 "Pinterest addtocart"), advertising consent. */
import { loadScript } from './load-script';
import type { IntegrationModule } from './types';

type Pintrk = ((...args: unknown[]) => void) & { queue?: unknown[]; version?: string };
declare global {
  interface Window {
    pintrk?: Pintrk;
  }
}

export function pinterest(tagId: string, scriptUrl: string): IntegrationModule {
  return {
    name: 'Pinterest tag',
    category: 'advertising',
    async start() {
      if (!window.pintrk) {
        // Pinterest's snippet: a queue the tag script replays once loaded.
        const stub: Pintrk = (...args: unknown[]) => stub.queue!.push(args);
        stub.queue = [];
        stub.version = '3.0';
        window.pintrk = stub;
      }
      const pintrk = (...args: unknown[]) => window.pintrk?.(...args);
      pintrk('load', tagId);
      pintrk('page');
      await loadScript(scriptUrl);
      return {
        page: () => pintrk('page'),
        product(event, p) {
          if (event !== 'Product Added') return;
          pintrk('track', 'addtocart', {
            value: p.value,
            order_quantity: p.quantity,
            currency: p.currency,
            line_items: [
              {
                product_name: p.name,
                product_id: p.product_id,
                product_variant: p.variant,
                product_category: p.category,
                product_price: p.price,
                product_quantity: p.quantity,
              },
            ],
          });
        },
      };
    },
  };
}
