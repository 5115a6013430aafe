/**
 * Segment, the customer-data tool (@segment/analytics-next), analytics consent. Loaded by dynamic
 * import; sends a page view for the page it starts on (the runner's `startPage`) and on each route
 * change.
 */
import { currentView, type EarlierView } from './page-views';
import { logFailure, type IntegrationModule } from './types';

/** The sign-up's trait (the shop state's `consent.emailOptIn`) and event. */
export const NEWSLETTER_TRAIT = 'emailOptIn';
export const NEWSLETTER_EVENT = 'Newsletter Signed Up';

/**
 * A view as Segment page properties, which override its page context. Every page view carries
 * them: until its settings have loaded, Segment holds the calls, and a held view took the page
 * context of the moment it was sent, so a route change in between (a first tap on a link, SPEC
 * §2) sent the landing page's view with the next page's path (e2e/integrations/engagement.spec.ts).
 */
function pageProperties({ url, title }: EarlierView) {
  const { pathname, search } = new URL(url);
  return { url, path: pathname, search, title };
}

export function segment(writeKey: string): IntegrationModule {
  return {
    name: 'Segment',
    category: 'analytics',
    async start() {
      const { AnalyticsBrowser } = await import('@segment/analytics-next');
      // Not awaited: the instance load() returns holds every call made before its settings have
      // loaded and sends them once loaded. A load failure (settings refused or blocked) is logged
      // as the runner logs a failed start.
      const analytics = AnalyticsBrowser.load({ writeKey });
      void analytics.catch((error: unknown) => logFailure('Segment', error));
      let granted = true;
      const send = (task: () => unknown) => {
        if (granted) void Promise.resolve(task()).catch(() => undefined);
      };
      // Each view with its own time: the page it starts on, as an earlier one, was seen before
      // Segment loaded, and Segment stamps a call when it is made.
      const viewed = (view: EarlierView) =>
        send(() => analytics.page(pageProperties(view), { timestamp: new Date(view.at) }));
      return {
        consent(isGranted) {
          granted = isGranted('analytics');
        },
        // Sent at once: until its settings have loaded, Segment holds the calls, so no view is
        // lost to a consent given after the page loaded.
        startPage: viewed,
        page: (url) => viewed(currentView(window, url)),
        earlierPage: viewed,
        product: (event, payload) => send(() => analytics.track(event, { ...payload })),
        coupon: ({ name, payload }) => send(() => analytics.track(name, { ...payload })),
        list: ({ name, properties }, at) =>
          send(() => analytics.track(name, { ...properties }, { timestamp: new Date(at) })),
        subscription: ({ name, properties }, at) =>
          send(() => analytics.track(name, { ...properties }, { timestamp: new Date(at) })),
        identify: ({ email }) => send(() => analytics.identify({ email })),
        async signUp({ email }) {
          if (!granted) throw new Error('analytics consent is not granted');
          // Awaited: the form says "signed up" only once Segment has taken both calls.
          await analytics.identify({ email, [NEWSLETTER_TRAIT]: true });
          await analytics.track(NEWSLETTER_EVENT, { [NEWSLETTER_TRAIT]: true });
        },
        account(event) {
          // In this order (Segment takes calls in order, stamping each with the user as it is
          // then): identified first, so `Signed In` carries the customer's userId; reset after
          // `Signed Out`, so what follows is no longer theirs.
          if (event.name === 'Signed In' && event.userId !== null) {
            const { userId, traits } = event;
            send(() => analytics.identify(userId, { ...traits }));
          }
          send(() => analytics.track(event.name));
          if (event.name === 'Signed Out') send(() => analytics.reset());
        },
        event: (name) => send(() => analytics.track(name)),
        async anonymousId() {
          return granted ? ((await analytics.user()).anonymousId() ?? null) : null;
        },
      };
    },
  };
}
