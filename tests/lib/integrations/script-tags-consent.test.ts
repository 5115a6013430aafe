// @vitest-environment happy-dom
// SPEC §1, §4: the referral (Mention Me), recommendations (Nosto) and affiliate (Awin) scripts load
// after their consent is given, and not before. The script loader is replaced by a recorder.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/lib/config';
import { DEFAULT_CONSENT, type Consent } from '@/lib/consent/types';
import { watchConsentGrants } from '@/lib/integrations/consent-grants';
import { configuredModules } from '@/lib/integrations/modules';
import { activeIntegrations, startIntegrations } from '@/lib/integrations/runner';

const loaded = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/integrations/load-script', () => ({
  loadScript: vi.fn(async (src: string) => void loaded.push(src)),
}));

const REFERRAL = 'https://tag.mention-me.com/api/v2/referreroffer/mm-1';
const RECOMMENDATIONS = 'https://connect.nosto.com/include/nosto-1';
const AWIN = 'https://www.dwin1.com/4242.js';

function start() {
  let consent: Consent = DEFAULT_CONSENT;
  const listeners = new Set<() => void>();
  const getConsent = () => consent;
  const subscribeConsent = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));
  startIntegrations({
    mode: 'opt-in',
    getConsent,
    subscribeConsent,
    grantedSince: watchConsentGrants(
      { mode: 'opt-in', getConsent, subscribeConsent, restored: () => true },
      () => 1000,
    ),
    cartChanges: { subscribeChanges: () => () => undefined },
    cartId: () => null,
    syncCartAttributes: async () => undefined,
    onChatReady: () => undefined,
    errorQueue: null,
    modules: configuredModules(null, {
      ...config.integrations,
      referralId: 'mm-1',
      recommendationsId: 'nosto-1',
      awinMerchantId: '4242',
    }),
  });
  return (patch: Partial<Consent>) => {
    consent = { ...consent, ...patch };
    listeners.forEach((l) => l());
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  activeIntegrations()?.stop();
  loaded.length = 0;
});

describe('script-only tools wait for their consent', () => {
  it('loads none before consent, recommendations on analytics, referral and Awin on advertising', async () => {
    const set = start();
    await settle();
    expect(loaded).toEqual([]);
    set({ analytics: true, advertising: false });
    await vi.waitFor(() => expect(loaded).toEqual([RECOMMENDATIONS]));
    set({ advertising: true });
    await vi.waitFor(() => expect(loaded.sort()).toEqual([REFERRAL, RECOMMENDATIONS, AWIN].sort()));
  });

  it('loads none when consent is refused', async () => {
    const set = start();
    set({ analytics: false, advertising: false });
    await settle();
    expect(loaded).toEqual([]);
  });
});
