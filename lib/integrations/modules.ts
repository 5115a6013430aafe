/** The vendor modules for the integrations whose keys are set (SPEC §1); none without a key. */
import { config as appConfig, type Config } from '@/lib/config';
import { integrationEndpoints } from '@/lib/config/integrations';
import { parseDsn } from '@/lib/monitoring/tunnel';
import { convert } from './convert';
import type { ErrorQueue } from './error-queue';
import { pinterest } from './pinterest';
import { pixel } from './pixel';
import { posthog } from './posthog';
import { segment } from './segment';
import { sentry } from './sentry';
import { scriptTag } from './tags';
import type { IntegrationModule } from './types';
import { uet } from './uet';
import type { LandingPage } from './web-vitals';

export function configuredModules(
  errorQueue: ErrorQueue | null,
  c: Config['integrations'] = appConfig.integrations,
  landingPage?: () => LandingPage | null,
): IntegrationModule[] {
  const e = integrationEndpoints(c);
  const list: IntegrationModule[] = [];
  const dsn = parseDsn(c.sentryDsn);
  if (c.sentryDsn && dsn) list.push(sentry(c.sentryDsn, dsn, errorQueue));
  else if (c.sentryDsn)
    console.warn('[integrations] NEXT_PUBLIC_SENTRY_DSN is not a DSN; Sentry is off');
  if (c.segmentWriteKey) list.push(segment(c.segmentWriteKey));
  if (c.posthogKey) list.push(posthog(c.posthogKey, c.posthogHost, landingPage));
  if (c.uetTagId && e.uet?.scriptUrl) list.push(uet(c.uetTagId, e.uet.scriptUrl));
  if (c.pinterestTagId && e.pinterest?.scriptUrl)
    list.push(pinterest(c.pinterestTagId, e.pinterest.scriptUrl));
  if (c.pixelId && e.pixel?.scriptUrl) list.push(pixel(c.pixelId, e.pixel.scriptUrl));
  if (c.convertProject && e.convert?.scriptUrl)
    list.push(convert(c.convertProject.accountId, c.convertProject.projectId, e.convert.scriptUrl));
  for (const name of ['referral', 'recommendations', 'awin'] as const) {
    const entry = e[name];
    if (entry?.scriptUrl) list.push(scriptTag(name, entry.category, entry.scriptUrl));
  }
  return list;
}
