// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_EVENT, segment } from '@/lib/integrations/segment';

const calls: unknown[][] = [];
vi.mock('@segment/analytics-next', () => {
  const instance = Object.assign(Promise.resolve(), {
    page: async (...args: unknown[]) => void calls.push(['page', ...args]),
    identify: async (...args: unknown[]) => void calls.push(['identify', ...args]),
    track: async (...args: unknown[]) => void calls.push(['track', ...args]),
  });
  return { AnalyticsBrowser: { load: () => instance } };
});

describe('Segment newsletter sign-up', () => {
  it('identifies with the email and the opt-in trait, then sends the sign-up event', async () => {
    const tool = await segment('key').start();
    await tool.signUp!({ email: 'ada@example.com' });
    expect(calls.slice(-2)).toEqual([
      ['identify', { email: 'ada@example.com', emailOptIn: true }],
      ['track', NEWSLETTER_EVENT, { emailOptIn: true }],
    ]);
  });

  it('refuses once analytics consent is withdrawn, sending nothing', async () => {
    const tool = await segment('key').start();
    tool.consent!(() => false);
    const before = calls.length;
    await expect(tool.signUp!({ email: 'ada@example.com' })).rejects.toThrow(/consent/);
    expect(calls.length).toBe(before);
  });
});
