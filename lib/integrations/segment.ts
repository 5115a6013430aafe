/**
 * Segment, the customer-data tool (@segment/analytics-next), analytics consent. Loaded by dynamic
 * import; sends a page view at start (so none is lost to late consent) and on each route change.
 */
import type { IntegrationModule } from './types';

export function segment(writeKey: string): IntegrationModule {
  return {
    name: 'Segment',
    category: 'analytics',
    async start() {
      const { AnalyticsBrowser } = await import('@segment/analytics-next');
      // Awaiting the load surfaces a settings failure here, where the runner logs it.
      const [analytics] = await AnalyticsBrowser.load({ writeKey });
      let granted = true;
      const send = (task: () => unknown) => {
        if (granted) void Promise.resolve(task()).catch(() => undefined);
      };
      send(() => analytics.page());
      return {
        consent(isGranted) {
          granted = isGranted('analytics');
        },
        page: () => send(() => analytics.page()),
        earlierPage({ url, title, at }) {
          // Page properties override Segment's page context, which describes the current page.
          const { pathname, search } = new URL(url);
          send(() =>
            analytics.page({ url, path: pathname, search, title }, { timestamp: new Date(at) }),
          );
        },
        product: (event, payload) => send(() => analytics.track(event, { ...payload })),
        identify: ({ email }) => send(() => analytics.identify({ email })),
        event: (name) => send(() => analytics.track(name)),
        async anonymousId() {
          return granted ? (analytics.user().anonymousId() ?? null) : null;
        },
      };
    },
  };
}
