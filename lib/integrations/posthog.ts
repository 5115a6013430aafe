/**
 * PostHog, the analytics tool (posthog-js), analytics consent. Its own code does SPEC §8/§9
 * (retries, batching, rate limits, replay); we set only what the shop decides.
 */
import { currentView, type EarlierView } from './page-views';
import { logFailure, type IntegrationModule } from './types';
import type { LandingPage } from './web-vitals';

/**
 * `landingPage` says whether the shopper is still on the page the visit landed on (null once they
 * have left it): its field Web Vitals are then sent too (./web-vitals.ts).
 */
export function posthog(
  key: string,
  apiHost: string,
  landingPage: () => LandingPage | null = () => null,
): IntegrationModule {
  return {
    name: 'PostHog',
    category: 'analytics',
    async start() {
      const { default: client } = await import('posthog-js');
      client.init(key, {
        api_host: apiHost,
        // SPEC §2: the runner sends every page view (`startPage`, `page`, `earlierPage`) from its
        // record of the shop's route changes, as it does Segment's. PostHog's own view at init
        // read the address bar, which moves before a route change completes: on a first tap on a
        // link the landing page's view could be lost.
        capture_pageview: false,
        // What PostHog's default gives with its own page views on ('if_capture_pageview').
        capture_pageleave: true,
        person_profiles: 'identified_only',
        // SPEC §5 recording masks: every input (passwords, card and social-security numbers)
        // is masked; PostHog's default sensitive-field rules cover names that suggest secrets.
        session_recording: { maskAllInputs: true },
        // The shop sends its own Web Vitals event (./web-vitals.ts); PostHog's, switched on from
        // its project settings, would load its own copy of the library and send them twice.
        capture_performance: { web_vitals: false },
      });
      // posthog-js keeps an opt-out in localStorage: a visitor who withdrew analytics on an earlier
      // page starts opted out here, and granting it again must opt back in.
      let capturing = !client.has_opted_out_capturing();
      // `$current_url` and `$pathname` given here win over the current location's.
      const viewed = ({ url, title, at }: EarlierView) =>
        void client.capture(
          '$pageview',
          { $current_url: url, $pathname: new URL(url).pathname, title },
          { timestamp: new Date(at) },
        );
      const landing = landingPage();
      if (landing)
        import('./web-vitals')
          .then((vitals) =>
            vitals.watchWebVitals(landing, (properties) => {
              if (capturing) void client.capture(vitals.WEB_VITALS_EVENT, properties);
            }),
          )
          .catch((error: unknown) => logFailure('Web Vitals', error));
      return {
        consent(granted) {
          // Only on a change: opting in again would record an extra $opt_in event.
          if (granted('analytics') === capturing) return;
          capturing = !capturing;
          if (capturing) client.opt_in_capturing();
          else client.opt_out_capturing();
        },
        product: (event, payload) => void client.capture(event, { ...payload }),
        coupon: ({ name, payload }) => void client.capture(name, { ...payload }),
        list: ({ name, properties }, at) =>
          void client.capture(name, { ...properties }, { timestamp: new Date(at) }),
        subscription: ({ name, properties }, at) =>
          void client.capture(name, { ...properties }, { timestamp: new Date(at) }),
        identify: ({ email }) => client.setPersonProperties({ email }),
        account(event) {
          if (!capturing) return;
          if (event.name === 'Signed In' && event.userId !== null)
            client.identify(event.userId, { ...event.traits });
          void client.capture(event.name);
          if (event.name === 'Signed Out') client.reset();
        },
        event: (name) => void client.capture(name),
        startPage: viewed,
        page: (url) => viewed(currentView(window, url)),
        earlierPage: viewed,
      };
    },
  };
}
