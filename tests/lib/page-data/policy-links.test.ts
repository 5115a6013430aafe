import { describe, expect, it, vi } from 'vitest';
import { createPolicyLinksLoader, toPolicyLinks } from '@/lib/page-data/policy-links';

const PRIVACY = { handle: 'privacy-policy', title: 'Privacy policy' };
const REFUND = { handle: 'refund-policy', title: 'Refund policy' };

describe('toPolicyLinks', () => {
  it('links each policy at /policies/<handle>, named by its title', () => {
    expect(toPolicyLinks([PRIVACY, REFUND])).toEqual([
      { label: 'Privacy policy', href: '/policies/privacy-policy' },
      { label: 'Refund policy', href: '/policies/refund-policy' },
    ]);
  });
});

describe('createPolicyLinksLoader', () => {
  it('asks the platform once per minute, however many pages ask', async () => {
    let clock = 0;
    const fetchLinks = vi.fn().mockResolvedValue([PRIVACY]);
    const load = createPolicyLinksLoader(fetchLinks, { ttlMs: 60_000, now: () => clock });
    await Promise.all([load(), load(), load()]);
    clock = 59_999;
    await load();
    expect(fetchLinks).toHaveBeenCalledTimes(1);
    clock = 60_000;
    fetchLinks.mockResolvedValue([PRIVACY, REFUND]);
    expect(await load()).toHaveLength(2);
    expect(fetchLinks).toHaveBeenCalledTimes(2);
  });

  it('keeps the last links when the platform fails, and asks again on the next call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let clock = 0;
    const fetchLinks = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce([PRIVACY])
      .mockRejectedValueOnce(new Error('down again'));
    const load = createPolicyLinksLoader(fetchLinks, { ttlMs: 1000, now: () => clock });
    expect(await load()).toEqual([]);
    expect(await load()).toEqual([{ label: 'Privacy policy', href: '/policies/privacy-policy' }]);
    clock = 1000;
    expect(await load()).toEqual([{ label: 'Privacy policy', href: '/policies/privacy-policy' }]);
    expect(fetchLinks).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
