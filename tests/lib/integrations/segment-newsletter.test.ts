// Issue 21 §7: with Segment, a newsletter sign-up is an identify with the email and the opt-in
// trait, then the sign-up event. Segment's browser library is replaced by a recorder.
import { describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_EVENT, segment } from '@/lib/integrations/segment';

const calls = vi.hoisted(() => [] as unknown[][]);
vi.mock('@segment/analytics-next', () => {
  const analytics = {
    page: vi.fn(async () => undefined),
    identify: vi.fn(async (traits: unknown) => void calls.push(['identify', traits])),
    track: vi.fn(async (event: string) => void calls.push(['track', event])),
    catch: () => undefined,
  };
  return { AnalyticsBrowser: { load: () => analytics } };
});

describe('Segment and the newsletter', () => {
  it('identifies the address with the opt-in, then sends the sign-up event', async () => {
    const running = await segment('write-key').start();
    running.identify?.({ email: 'ada@example.com' });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      ['identify', { email: 'ada@example.com', email_opt_in: true }],
      ['track', NEWSLETTER_EVENT],
    ]);
  });
});
