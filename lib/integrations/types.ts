/**
 * The contract between the integrations runner and each vendor module: a vendor starts once its
 * consent category is granted, and may then take events, page views and a consent change.
 */
import type { ConsentCategory } from '@/lib/consent/decide';
import type { AccountEvent } from './account-event';
import type { SubscriptionEvent } from './subscription-events';
import type { CouponEvent } from './coupon-event';
import type { ListEvent } from './list-events';
import type { EarlierView } from './page-views';
import type { ProductEventName, ProductEventPayload } from './product-event';

export interface RunningIntegration {
  /** A confirmed cart change (SPEC §7); only called while the category is granted. */
  product?(event: ProductEventName, payload: ProductEventPayload): void;
  /** A coupon event (./coupon-event.ts) of a confirmed code change; only while granted. */
  coupon?(event: CouponEvent): void;
  /** A product-list event (./list-events.ts) that happened at `at`; only while granted. */
  list?(event: ListEvent, at: number): void;
  /** A subscription event (./subscription-events.ts) that happened at `at`; only while granted. */
  subscription?(event: SubscriptionEvent, at: number): void;
  /** A page view after a client-side route change. */
  page?(url: string): void;
  /**
   * The page view of the page the tool starts on, for a tool that does not count it itself. The
   * runner calls it once the tool has started, with its record's latest view (the views before it
   * go to `earlierPage`), or the current page for a tool that starts later.
   */
  startPage?(view: EarlierView): void;
  /**
   * A page view from before the tool started (./page-views.ts), sent with its own URL and time.
   * Tools that can only count the current page leave it out.
   */
  earlierPage?(view: EarlierView): void;
  /**
   * Called at start and whenever consent changes; `granted(category)` tells what may run now.
   * A vendor stops sending when its category is withdrawn (its script cannot be unloaded).
   */
  consent?(granted: (category: ConsentCategory) => boolean): void;
  /** Values for the cart attributes (segmentUserId, Convert state). */
  anonymousId?(): Promise<string | null>;
  identify?(traits: { email: string }): void;
  /**
   * A newsletter sign-up (the customer-data tool only): an identify with the opt-in trait and a
   * sign-up event. Resolves once the tool has taken both; rejects when it cannot.
   */
  signUp?(traits: { email: string }): Promise<void>;
  /**
   * `Signed In` (with the customer's id and, under marketing consent only, their email) or
   * `Signed Out` (./account-events.ts); analytics tools only, only while granted.
   */
  account?(event: AccountEvent): void;
  /** A named event beyond the cart's (AdvertorialToPDP_Click, SPEC §2). */
  event?(name: string): void;
}

export interface IntegrationModule {
  name: string;
  category: ConsentCategory;
  /** Loads the vendor; a rejection is logged by the runner and the shop carries on. */
  start(): Promise<RunningIntegration>;
}

/** Logs a vendor failure the same way everywhere (SPEC §8: logged to console, ignored). */
export function logFailure(name: string, error: unknown): void {
  console.warn(`[integrations] ${name}: ${error instanceof Error ? error.message : String(error)}`);
}
