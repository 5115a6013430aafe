import { describe, expect, it } from 'vitest';
import {
  addIntervals,
  nextBillingDate,
  planInterval,
  selectCycle,
  type CycleSchedule,
} from '@/emulators/customer-account/billing-cycles';
import { accountSettingsFromEnv, isAllowedLogoutUri } from '@/emulators/customer-account/config';

const iso = (ms: number) => new Date(ms).toISOString();

describe('selling plan intervals', () => {
  const cases: [string[], string, number][] = [
    [['Every 2 weeks'], 'WEEK', 2],
    [['Every month'], 'MONTH', 1],
    [['Every 2 months'], 'MONTH', 2],
    [['Every week'], 'WEEK', 1],
    [['Every month, prepaid 3 months'], 'MONTH', 1],
    [['Every 10 days'], 'DAY', 10],
    [['Yearly'], 'MONTH', 1],
  ];
  it.each(cases)('%j is every %s × %i', (values, interval, count) => {
    expect(planInterval(values)).toEqual({ interval, intervalCount: count });
  });
});

describe('billing dates', () => {
  const cases: [string, 'DAY' | 'WEEK' | 'MONTH' | 'YEAR', number, string][] = [
    ['2026-01-15T12:00:00.000Z', 'WEEK', 2, '2026-01-29T12:00:00.000Z'],
    ['2026-01-31T12:00:00.000Z', 'MONTH', 1, '2026-02-28T12:00:00.000Z'],
    ['2026-01-31T12:00:00.000Z', 'MONTH', 2, '2026-03-31T12:00:00.000Z'],
    ['2024-02-29T00:00:00.000Z', 'YEAR', 1, '2025-02-28T00:00:00.000Z'],
    ['2026-12-15T00:00:00.000Z', 'MONTH', 1, '2027-01-15T00:00:00.000Z'],
  ];
  it.each(cases)('%s + %s × %i = %s', (from, interval, count, expected) => {
    expect(iso(addIntervals(Date.parse(from), interval, count))).toBe(expected);
  });

  const anchor = Date.parse('2026-01-15T12:00:00Z');
  const schedule = (skipped: number[] = []): CycleSchedule => ({
    anchor,
    interval: 'MONTH',
    intervalCount: 1,
    skipped: new Set(skipped),
  });

  it('the next billing date passes over skipped cycles and billed ones', () => {
    expect(iso(nextBillingDate(schedule(), anchor))).toBe('2026-02-15T12:00:00.000Z');
    expect(iso(nextBillingDate(schedule([1, 2]), anchor))).toBe('2026-04-15T12:00:00.000Z');
    expect(iso(nextBillingDate(schedule(), Date.parse('2026-03-01T00:00:00Z')))).toBe(
      '2026-03-15T12:00:00.000Z',
    );
  });

  const selectors: [string, { index?: number; date?: string }, number | null][] = [
    ['index 3', { index: 3 }, 3],
    ['index 0', { index: 0 }, null],
    ['a date inside cycle 2', { date: '2026-03-01T00:00:00Z' }, 2],
    ['the billing date of cycle 1', { date: '2026-02-15T12:00:00Z' }, 1],
    ['a date before the contract', { date: '2025-12-01T00:00:00Z' }, null],
    ['not a date', { date: 'soon' }, null],
  ];
  it.each(selectors)('selector %s picks cycle %s', (_, selector, index) => {
    expect(selectCycle(schedule(), selector, anchor)?.cycleIndex ?? null).toBe(index);
  });
});

describe('account settings from the environment', () => {
  it('defaults to the shop and e2e ports on localhost and 127.0.0.1', () => {
    const settings = accountSettingsFromEnv({});
    expect(settings.redirectUris).toContain('http://localhost:3000/account/authorize');
    expect(settings.redirectUris).toContain('http://127.0.0.1:3100/account/authorize');
    expect(settings).toMatchObject({
      accessTokenTtlS: 3600,
      signInCodeTtlS: 600,
      signInCodeAttempts: 5,
      clientSecret: null,
    });
  });

  it('reads lists and lifetimes', () => {
    const settings = accountSettingsFromEnv({
      PLATFORM_ACCOUNT_REDIRECT_URIS: 'http://localhost:4444/cb, https://shop.test/cb',
      PLATFORM_ACCOUNT_ACCESS_TOKEN_TTL: '5',
      PLATFORM_ACCOUNT_CLIENT_SECRET: 'secret',
    });
    expect(settings.redirectUris).toEqual(['http://localhost:4444/cb', 'https://shop.test/cb']);
    expect(settings.accessTokenTtlS).toBe(5);
    expect(settings.clientSecret).toBe('secret');
  });

  const bad: [string, Record<string, string>][] = [
    ['a relative redirect URI', { PLATFORM_ACCOUNT_REDIRECT_URIS: '/account/authorize' }],
    ['a javascript: URI', { PLATFORM_ACCOUNT_LOGOUT_URIS: 'javascript:alert(1)' }],
    ['a zero TTL', { PLATFORM_ACCOUNT_ACCESS_TOKEN_TTL: '0' }],
    ['a fractional TTL', { PLATFORM_ACCOUNT_REFRESH_TOKEN_TTL: '1.5' }],
    ['a shop id with letters', { PLATFORM_ACCOUNT_SHOP_ID: 'abc' }],
  ];
  it.each(bad)('throws on %s', (_, env) => {
    expect(() => accountSettingsFromEnv(env)).toThrow(/PLATFORM_ACCOUNT_/);
  });

  const logout: [string, boolean][] = [
    ['http://localhost:3000/', true],
    ['http://localhost:3000/account/signed-out', true],
    ['http://localhost:30001/', false],
    ['http://localhost:3000', false],
    ['https://evil.example/', false],
  ];
  it.each(logout)('logout URI %s allowed: %s', (uri, allowed) => {
    expect(isAllowedLogoutUri(accountSettingsFromEnv({}), uri)).toBe(allowed);
  });
});
