/**
 * Segment, the customer-data tool (@segment/analytics-next), analytics consent. Loaded by dynamic
 * import; sends a page view at start (so none is lost to late consent) and on each route change.
 */
import { logFailure, type IntegrationModule } from './types';

/** The sign-up's trait (the shop state's `consent.emailOptIn`) and event. */
export const NEWSLETTER_TRAIT = 'emailOptIn';
export const NEWSLETTER_EVENT = 'Newsletter Signed Up';

export function segment(writeKey: string): IntegrationModule {
  return {
    name: 'Segment',
    category: 'analytics',
    async start() {
      const { AnalyticsBrowser } = await import('@segment/analytics-next');
      // Not awaited: the instance load() returns buffers every call made before its settings
      // have loaded, with the page context of the moment of the call, and sends them once loaded.
      // A load failure (settings refused or blocked) is logged as the runner logs a failed start.
      const analytics = AnalyticsBrowser.load({ writeKey });
      void analytics.catch((error: unknown) => logFailure('Segment', error));
      let granted = true;
      const send = (task: () => unknown) => {
        if (granted) void Promise.resolve(task()).catch(() => undefined);
      };
      // The page as it is now, written into the call. Until its settings have loaded, Segment
      // holds the calls, and a held page view took its page context when it was sent: a route
      // change in between (a first tap on a link, SPEC §2) sent the landing page's view with the
      // next page's path (e2e/integrations/engagement.spec.ts).
      const pageNow = () => {
        const { href, pathname, search } = window.location;
        return { url: href, path: pathname, search, title: document.title };
      };
      send(() => analytics.page(pageNow()));
      return {
        consent(isGranted) {
          granted = isGranted('analytics');
        },
        page: () => send(() => analytics.page(pageNow())),
        earlierPage({ url, title, at }) {
          // Page properties override Segment's page context, which describes the current page.
          const { pathname, search } = new URL(url);
          send(() =>
            analytics.page({ url, path: pathname, search, title }, { timestamp: new Date(at) }),
          );
        },
        product: (event, payload) => send(() => analytics.track(event, { ...payload })),
        identify: ({ email }) => send(() => analytics.identify({ email })),
        async signUp({ email }) {
          if (!granted) throw new Error('analytics consent is not granted');
          // Awaited: the form says "signed up" only once Segment has taken both calls.
          await analytics.identify({ email, [NEWSLETTER_TRAIT]: true });
          await analytics.track(NEWSLETTER_EVENT, { [NEWSLETTER_TRAIT]: true });
        },
        event: (name) => send(() => analytics.track(name)),
        async anonymousId() {
          return granted ? ((await analytics.user()).anonymousId() ?? null) : null;
        },
      };
    },
  };
}
