import { describe, expect, it } from 'vitest';
import { INTEGRATION_DESCRIPTIONS } from '@/lib/config/integration-descriptions';
import { integrationEndpoints } from '@/lib/config/integrations';
import { configuredTools } from '@/lib/policies/tool-table';
import { NO_INTEGRATIONS, type Integrations } from '../config/integration-keys';

const none = NO_INTEGRATIONS;
const every: Integrations = {
  ...none,
  sentryDsn: 'https://k@o1.ingest.sentry.io/2',
  posthogKey: 'phc_x',
  segmentWriteKey: 'w',
  uetTagId: '1',
  pinterestTagId: '2',
  convertProject: { accountId: '10', projectId: '20' },
  chatAppId: '42',
  referralId: 'mm',
  recommendationsId: 'n',
  awinMerchantId: '9',
  pixelId: '7',
};

describe('configuredTools', () => {
  it('lists nothing when no key is set', () => {
    expect(configuredTools(none)).toEqual([]);
  });

  it('lists only the tools whose key is set', () => {
    const rows = configuredTools({ ...none, uetTagId: '1', chatAppId: '42' });
    expect(rows.map((r) => r.id)).toEqual(['chat', 'uet']);
  });

  it('leaves Sentry out when its DSN is not one (the runner does not load it)', () => {
    expect(configuredTools({ ...none, sentryDsn: 'not a dsn' })).toEqual([]);
    expect(configuredTools({ ...none, sentryDsn: every.sentryDsn }).map((r) => r.id)).toEqual([
      'sentry',
    ]);
  });

  it('gives each tool its name, purpose, category and origins, necessary ones first', () => {
    const rows = configuredTools(every);
    expect(rows.map((r) => [r.name, r.category])).toEqual([
      ['Gorgias chat', 'necessary'],
      ['Sentry', 'necessary'],
      ['Convert Experiences', 'analytics'],
      ['Nosto', 'analytics'],
      ['PostHog', 'analytics'],
      ['Segment', 'analytics'],
      ['Awin', 'advertising'],
      ['Mention Me', 'advertising'],
      ['Microsoft Advertising (UET)', 'advertising'],
      ['Pinterest tag', 'advertising'],
      ['Taboola pixel', 'advertising'],
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    // Sentry's reports go through this site's /monitoring relay: no third-party origin.
    expect(byId.get('sentry')?.origins).toEqual([]);
    expect(byId.get('uet')?.origins).toEqual(['https://bat.bing.com', 'https://bat.bing.net']);
    expect(byId.get('posthog')?.origins).toEqual([
      'https://eu-assets.i.posthog.com',
      'https://eu.i.posthog.com',
    ]);
    expect(byId.get('chat')?.purpose).toBe(INTEGRATION_DESCRIPTIONS.chat.purpose);
  });

  it('names every origin the configuration lets the browser reach (CSP script-src and connect-src)', () => {
    const listed = new Set(configuredTools(every).flatMap((r) => r.origins));
    const configured = Object.values(integrationEndpoints(every)).flatMap((e) => [
      ...e.script,
      ...e.connect,
    ]);
    expect([...new Set(configured)].filter((origin) => !listed.has(origin))).toEqual([]);
  });

  it('describes every integration the endpoints table knows', () => {
    const names = Object.keys(integrationEndpoints(every));
    expect(names).toHaveLength(11);
    for (const name of names)
      expect(
        INTEGRATION_DESCRIPTIONS[name as keyof typeof INTEGRATION_DESCRIPTIONS].purpose,
      ).not.toBe('');
  });
});
