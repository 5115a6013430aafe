import { describe, expect, it } from 'vitest';
import {
  buildTimeConsentEnv,
  hasIntegrations,
  INTEGRATION_KEYS,
  neededCategories,
  type IntegrationKeys,
} from '@/lib/config/categories';
import { parseCategories } from '@/lib/config/consent-categories';
import { integrationOrigins, posthogAssetsOrigin } from '@/lib/config/integrations';
import { NO_INTEGRATIONS } from './integration-keys';

const none = NO_INTEGRATIONS;

describe('integrationOrigins', () => {
  it('lists nothing when no key is set', () => {
    expect(integrationOrigins(none)).toEqual({ script: [], connect: [] });
    const { posthogHost: _host, ...noKeys } = none;
    expect(neededCategories(noKeys)).toEqual([]);
    expect(hasIntegrations(noKeys)).toBe(false);
    expect(hasIntegrations({ ...noKeys, sentryDsn: '  ' })).toBe(false);
    expect(hasIntegrations({ ...noKeys, chatAppId: '1' })).toBe(true);
  });

  it.each([
    [{ sentryDsn: 'https://k@o1.ingest.sentry.io/2' }, [], [], ['analytics']],
    [
      { posthogKey: 'phc_x' },
      ['https://eu-assets.i.posthog.com'],
      ['https://eu-assets.i.posthog.com', 'https://eu.i.posthog.com'],
      ['analytics'],
    ],
    [
      { uetTagId: '1', pinterestTagId: '2' },
      ['https://bat.bing.com', 'https://s.pinimg.com'],
      ['https://bat.bing.com', 'https://bat.bing.net', 'https://ct.pinterest.com'],
      ['advertising'],
    ],
    [
      { chatAppId: '9' },
      ['https://assets.gorgias.chat', 'https://config.gorgias.chat'],
      ['https://assets.gorgias.chat', 'https://config.gorgias.chat'],
      [],
    ],
    [
      { segmentWriteKey: 'w', awinMerchantId: '5' },
      ['https://www.dwin1.com'],
      [
        'https://api.segment.io',
        'https://cdn.segment.com',
        'https://www.awin1.com',
        'https://www.dwin1.com',
      ],
      ['advertising', 'analytics'],
    ],
  ] as const)('%o', (keys, script, connect, categories) => {
    const c = { ...none, ...keys };
    expect(integrationOrigins(c)).toEqual({ script, connect });
    const { posthogHost: _host, ...rawKeys } = c;
    expect(neededCategories(rawKeys)).toEqual(categories);
  });
});

describe('posthogAssetsOrigin', () => {
  it.each([
    ['https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com'],
    ['https://us.i.posthog.com/', 'https://us-assets.i.posthog.com'],
    ['https://ph.example.com/ingest', 'https://ph.example.com'],
  ])('%s → %s', (host, expected) => {
    expect(posthogAssetsOrigin(host)).toBe(expected);
  });
});

describe('the first load reads build-time values (lib/config/consent-categories.ts)', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['analytics', ['analytics']],
    ['advertising,analytics', ['analytics', 'advertising']],
    [' analytics , advertising ,necessary,bogus,analytics', ['analytics', 'advertising']],
  ])('parseCategories(%j) → %j', (value, categories) => {
    expect(parseCategories(value)).toEqual(categories);
  });

  it('buildTimeConsentEnv carries what neededCategories and hasIntegrations say', () => {
    const none = Object.fromEntries(
      Object.keys(INTEGRATION_KEYS).map((key) => [key, undefined]),
    ) as IntegrationKeys;
    expect(buildTimeConsentEnv(none)).toEqual({
      BUILD_CONSENT_CATEGORIES: '',
      BUILD_HAS_INTEGRATIONS: '0',
    });
    expect(buildTimeConsentEnv({ ...none, chatAppId: '1' })).toEqual({
      BUILD_CONSENT_CATEGORIES: '',
      BUILD_HAS_INTEGRATIONS: '1',
    });
    const env = buildTimeConsentEnv({ ...none, uetTagId: 'x', posthogKey: 'y' });
    expect(env).toEqual({
      BUILD_CONSENT_CATEGORIES: 'advertising,analytics',
      BUILD_HAS_INTEGRATIONS: '1',
    });
    expect(parseCategories(env.BUILD_CONSENT_CATEGORIES)).toEqual(['analytics', 'advertising']);
  });
});
