/**
 * The product-list events of Segment's e-commerce spec v2 (`Product List Viewed`, `Product List
 * Filtered`, `Product Clicked`, `Products Searched`), for the vendor tools. Pages emit them from
 * the first load; the log keeps them with their time until the runner (loaded after the first
 * interaction) forwards them, as the cart engine's change log does for cart events, so a view
 * sent before the tools loaded is not lost. Small on purpose: it is in the listing's first load;
 * the payloads are built by ./list-payloads.ts, loaded when a listing first sends one.
 * https://segment.com/docs/connections/spec/ecommerce/v2/#browsing-overview
 */
import type { Money } from '@/lib/shopify/types';
import { createEventLog, type EventSource } from './event-log';

/** A product in a list event, Segment's product fields. */
export interface ListEventProduct {
  product_id: string;
  sku: string | null;
  name: string;
  /** The lowest variant price, in pounds. */
  price: number;
  /** 1-based place in the list. */
  position: number;
  /** The product type. */
  category: string;
  /** The product page, absolute. */
  url: string;
  image_url: string | null;
}

/** Segment's `{ type, value }` for a filter (its ProductFilter key) or a sort. */
export interface ListChoice {
  type: string;
  value: string;
}

export type ListEvent =
  | {
      name: 'Product List Viewed';
      properties: { list_id: string; category: string; products: ListEventProduct[] };
    }
  | {
      name: 'Product List Filtered';
      properties: {
        list_id: string;
        category: string;
        filters: ListChoice[];
        sorts: ListChoice[];
        products: ListEventProduct[];
      };
    }
  | {
      name: 'Product Clicked';
      properties: ListEventProduct & { list_id: string; category: string };
    }
  | { name: 'Products Searched'; properties: { query: string } };

/** What a listing knows of a product, to describe it in an event. */
export interface ListedProduct {
  productId: string;
  sku: string | null;
  title: string;
  productType: string;
  handle: string;
  minPrice: Money;
  imageUrl: string | null;
}

export type ListEventSource = EventSource<ListEvent>;

export const createListEventLog = (now?: () => number) => createEventLog<ListEvent>(100, now);

/** The page's one log: listings emit into it, the integrations runner reads it. */
export const listEventLog = createListEventLog();

/**
 * Sends a list event to the tools whose consent allows it (now, or once they have started); `at`
 * when it happened, if earlier than now (its payload was built after).
 */
export function emitListEvent(event: ListEvent, at?: number): void {
  listEventLog.emit(event, at);
}
