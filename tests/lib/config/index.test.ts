import { describe, expect, it, vi } from 'vitest';
import { config, consentMode, convertProject, describeDisabled } from '@/lib/config';

describe('consentMode', () => {
  it.each([
    [undefined, 'opt-in', false],
    ['', 'opt-in', false],
    ['opt-in', 'opt-in', false],
    ['opt-out', 'opt-out', false],
    ['OPT-OUT', 'opt-in', true],
    ['<script>', 'opt-in', true],
  ])('%j → %s (warns: %s)', (value, expected, warns) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(consentMode(value)).toBe(expected);
    expect(warn).toHaveBeenCalledTimes(warns ? 1 : 0);
  });
});

describe('convertProject', () => {
  it.each([
    [undefined, null, false],
    ['  ', null, false],
    ['1004/2005', { accountId: '1004', projectId: '2005' }, false],
    ['abc', null, true],
    ['1/2/3', null, true],
    ['/2', null, true],
  ])('%j → %j (warns: %s)', (value, expected, warns) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(convertProject(value)).toEqual(expected);
    expect(warn).toHaveBeenCalledTimes(warns ? 1 : 0);
  });
});

describe('config defaults', () => {
  it('points at the local platform with the demo tokens and every integration off', () => {
    expect(config.shopify.endpoint).toBe('http://127.0.0.1:4010/api/2023-10/graphql.json');
    expect(config.shopify.token).toBe('demo-storefront-token');
    expect(config.storyblok).toEqual({
      token: 'demo-content-token',
      endpoint: 'http://127.0.0.1:4010/v2',
    });
    expect(config.ordersHost).toBe('http://127.0.0.1:4010');
    expect(describeDisabled()).toEqual([
      'sentryDsn',
      'posthogKey',
      'segmentWriteKey',
      'uetTagId',
      'pinterestTagId',
      'convertProject',
      'chatAppId',
      'referralId',
      'recommendationsId',
      'awinMerchantId',
      'pixelId',
    ]);
  });
});
