/**
 * PostHog, the analytics tool (posthog-js), analytics consent. Its own code does SPEC §8/§9
 * (retries, batching, rate limits, replay); we set only what the shop decides.
 */
import type { IntegrationModule } from './types';

export function posthog(key: string, apiHost: string): IntegrationModule {
  return {
    name: 'PostHog',
    category: 'analytics',
    async start() {
      const { default: client } = await import('posthog-js');
      client.init(key, {
        api_host: apiHost,
        // It starts only after consent, so the current page's view is captured at init, and
        // later client-side route changes by PostHog's own history tracking (SPEC §2).
        capture_pageview: 'history_change',
        person_profiles: 'identified_only',
        // SPEC §5 recording masks: every input (passwords, card and social-security numbers)
        // is masked; PostHog's default sensitive-field rules cover names that suggest secrets.
        session_recording: { maskAllInputs: true },
      });
      let capturing = true;
      return {
        consent(granted) {
          // Only on a change: opting in again would record an extra $opt_in event.
          if (granted('analytics') === capturing) return;
          capturing = !capturing;
          if (capturing) client.opt_in_capturing();
          else client.opt_out_capturing();
        },
        product: (event, payload) => void client.capture(event, { ...payload }),
        identify: ({ email }) => client.setPersonProperties({ email }),
        event: (name) => void client.capture(name),
        earlierPage({ url, title, at }) {
          // `$current_url` and `$pathname` given here win over the current location's.
          const { pathname } = new URL(url);
          client.capture(
            '$pageview',
            { $current_url: url, $pathname: pathname, title },
            { timestamp: new Date(at) },
          );
        },
      };
    },
  };
}
