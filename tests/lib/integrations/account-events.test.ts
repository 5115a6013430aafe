// @vitest-environment jsdom
// jsdom, not happy-dom: happy-dom's PageTransitionEvent drops `persisted`, which the return from
// the back-forward cache is told by.
/**
 * `Signed In` / `Signed Out` (docs/accounts.md, "Signals to the browser"): the runner's check sends
 * the one-shot cookie's event once analytics is granted, and only then deletes it; the email is
 * fetched and added only under marketing consent; Segment and PostHog make their calls in order.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CookieJar } from '@/lib/account/signals';
import type { ConsentCategory } from '@/lib/consent/decide';
import { DEFAULT_CONSENT, type Consent } from '@/lib/consent/types';
import {
  accountEvent,
  createAccountEvents,
  hasMarketingConsent,
  type AccountEvent,
} from '@/lib/integrations/account-events';
import { markSigningOut } from '@/lib/account/signing-out';
import { posthog } from '@/lib/integrations/posthog';
import { segment } from '@/lib/integrations/segment';
import { createTools } from '@/lib/integrations/tools';
import type { IntegrationModule } from '@/lib/integrations/types';

const sdk = vi.hoisted(() => ({ calls: [] as unknown[][] }));
vi.mock('@segment/analytics-next', () => {
  const record =
    (name: string) =>
    async (...args: unknown[]) =>
      void sdk.calls.push([`segment.${name}`, ...args]);
  const instance = Object.assign(Promise.resolve(), {
    identify: record('identify'),
    track: record('track'),
    reset: record('reset'),
  });
  return { AnalyticsBrowser: { load: () => instance } };
});
vi.mock('posthog-js', () => {
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      void sdk.calls.push([`posthog.${name}`, ...args]);
  return {
    default: {
      init: () => undefined,
      has_opted_out_capturing: () => false,
      identify: record('identify'),
      capture: record('capture'),
      reset: record('reset'),
    },
  };
});

beforeEach(() => {
  sdk.calls.length = 0;
});

/** A cookie jar holding `cookies`, recording removals. */
function jar(cookies: Record<string, string>): CookieJar & { removed: string[] } {
  const held = new Map(Object.entries(cookies));
  const removed: string[] = [];
  return {
    removed,
    read: () => [...held].map(([name, value]) => `${name}=${value}`).join('; '),
    remove(name) {
      removed.push(name);
      held.delete(name);
    },
  };
}

/** Two modules that record what they are sent: one analytics tool, one advertising tag. */
function setup(cookies: Record<string, string>, consent: Consent) {
  const state = { consent };
  const received: Array<[string, AccountEvent]> = [];
  const moduleOf = (name: string, category: ConsentCategory): IntegrationModule => ({
    name,
    category,
    start: async () => ({ account: (event) => void received.push([name, event]) }),
  });
  const modules = [moduleOf('analytics tool', 'analytics'), moduleOf('ad tag', 'advertising')];
  const granted = (category: ConsentCategory) =>
    category === 'necessary' || state.consent[category] === true;
  const tools = createTools(granted);
  const cookieJar = jar(cookies);
  const customerEmail = vi.fn(async () => 'ada@example.com');
  const check = createAccountEvents({
    modules,
    tools,
    granted,
    getConsent: () => state.consent,
    cookies: cookieJar,
    customerEmail,
  });
  const startGranted = () =>
    Promise.all(modules.filter((m) => granted(m.category)).map((m) => tools.start(m, () => {})));
  return { state, received, cookieJar, customerEmail, check, startGranted };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const analyticsOnly: Consent = { ...DEFAULT_CONSENT, analytics: true, advertising: false };
const everything: Consent = { ...DEFAULT_CONSENT, analytics: true, advertising: true };

describe('createAccountEvents', () => {
  it('sends nothing before analytics consent and keeps the cookie; a later consent sends it once', async () => {
    const t = setup({ account_event: 'signed-in.7000000001' }, DEFAULT_CONSENT);
    t.check();
    await settle();
    expect(t.received).toEqual([]);
    expect(t.cookieJar.removed).toEqual([]);

    t.state.consent = analyticsOnly;
    await t.startGranted();
    t.check();
    t.check();
    await settle();
    expect(t.received).toEqual([
      ['analytics tool', { name: 'Signed In', userId: '7000000001', traits: {} }],
    ]);
    expect(t.cookieJar.removed).toEqual(['account_event']);
    expect(t.customerEmail).not.toHaveBeenCalled();
  });

  it('leaves the cookie to the next page once this page has posted the sign-out', async () => {
    // The sign-out is a form posted from a page whose runner may start while the answer, which
    // sets the cookie, arrives: that page must not take the event and unload before sending it.
    const t = setup({ account_event: 'signed-out' }, analyticsOnly);
    await t.startGranted();
    markSigningOut();
    t.check();
    await settle();
    expect(t.received).toEqual([]);
    expect(t.cookieJar.removed).toEqual([]);
    // Back from the back-forward cache, the page is live again and takes it.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    t.check();
    await settle();
    expect(t.received).toEqual([['analytics tool', { name: 'Signed Out' }]]);
    expect(t.cookieJar.removed).toEqual(['account_event']);
  });

  it('adds the email, fetched then, only under marketing consent; the ad tag gets nothing', async () => {
    const t = setup({ account_event: 'signed-in.7000000001' }, everything);
    await t.startGranted();
    t.check();
    await settle();
    expect(t.customerEmail).toHaveBeenCalledTimes(1);
    expect(t.received).toEqual([
      [
        'analytics tool',
        { name: 'Signed In', userId: '7000000001', traits: { email: 'ada@example.com' } },
      ],
    ]);
  });

  it('sends the event without the email when fetching it fails', async () => {
    const t = setup({ account_event: 'signed-in.7000000001' }, everything);
    t.customerEmail.mockRejectedValueOnce(new Error('offline'));
    await t.startGranted();
    t.check();
    await settle();
    expect(t.received).toEqual([
      ['analytics tool', { name: 'Signed In', userId: '7000000001', traits: {} }],
    ]);
  });

  it('sends Signed Out, never asking for an email', async () => {
    const t = setup({ account_event: 'signed-out' }, everything);
    await t.startGranted();
    t.check();
    await settle();
    expect(t.received).toEqual([['analytics tool', { name: 'Signed Out' }]]);
    expect(t.customerEmail).not.toHaveBeenCalled();
  });

  it('holds the event for a tool still starting', async () => {
    const t = setup({ account_event: 'signed-out' }, analyticsOnly);
    const started = t.startGranted();
    t.check();
    await started;
    await settle();
    expect(t.received).toEqual([['analytics tool', { name: 'Signed Out' }]]);
  });

  it.each<Record<string, string>>([
    {},
    { account_event: 'signed-in.ada@example.com' },
    { account_event: '' },
  ])('sends nothing for %j', async (cookies) => {
    const t = setup(cookies, everything);
    await t.startGranted();
    t.check();
    await settle();
    expect(t.received).toEqual([]);
  });
});

describe('the consent rule and the event', () => {
  it.each([
    [true, true],
    [false, false],
    [null, false],
  ])('advertising %j is marketing consent: %j', (advertising, expected) => {
    expect(hasMarketingConsent({ advertising })).toBe(expected);
  });

  it('builds the event from the signal', () => {
    expect(accountEvent({ kind: 'signed-in', customerId: null }, null)).toEqual({
      name: 'Signed In',
      userId: null,
      traits: {},
    });
    expect(accountEvent({ kind: 'signed-out' }, 'ada@example.com')).toEqual({
      name: 'Signed Out',
    });
  });
});

describe("the vendors' calls", () => {
  const signedIn: AccountEvent = { name: 'Signed In', userId: '7', traits: {} };

  it('Segment identifies by the id, then tracks; after Signed Out it resets', async () => {
    const tool = await segment('key').start();
    tool.account!(signedIn);
    tool.account!({ ...signedIn, traits: { email: 'ada@example.com' } });
    tool.account!({ name: 'Signed Out' });
    tool.account!({ name: 'Signed In', userId: null, traits: {} });
    await settle();
    expect(sdk.calls).toEqual([
      ['segment.identify', '7', {}],
      ['segment.track', 'Signed In'],
      ['segment.identify', '7', { email: 'ada@example.com' }],
      ['segment.track', 'Signed In'],
      ['segment.track', 'Signed Out'],
      ['segment.reset'],
      ['segment.track', 'Signed In'],
    ]);
  });

  it('Segment sends nothing once analytics is withdrawn', async () => {
    const tool = await segment('key').start();
    tool.consent!(() => false);
    tool.account!(signedIn);
    await settle();
    expect(sdk.calls).toEqual([]);
  });

  it('PostHog identifies, captures, and resets after Signed Out', async () => {
    const tool = await posthog('phc', 'https://eu.i.posthog.com').start();
    tool.account!(signedIn);
    tool.account!({ name: 'Signed Out' });
    expect(sdk.calls).toEqual([
      ['posthog.identify', '7', {}],
      ['posthog.capture', 'Signed In'],
      ['posthog.capture', 'Signed Out'],
      ['posthog.reset'],
    ]);
  });
});
