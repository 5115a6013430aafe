import type { Config } from '@/lib/config';

export type Integrations = Config['integrations'];

/** Every integration key unset (PostHog's host keeps its default), as a build without keys. */
export const NO_INTEGRATIONS: Integrations = {
  sentryDsn: null,
  posthogKey: null,
  posthogHost: 'https://eu.i.posthog.com',
  segmentWriteKey: null,
  uetTagId: null,
  pinterestTagId: null,
  convertProject: null,
  chatAppId: null,
  referralId: null,
  recommendationsId: null,
  awinMerchantId: null,
  pixelId: null,
};
