// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { currentView } from '@/lib/integrations/page-views';
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

describe('Segment page views', () => {
  it('write the page of the moment of the call, not of the moment Segment sends them', async () => {
    window.history.pushState({}, '', '/?utm_source=mail');
    document.title = 'Home';
    const tool = await segment('key').start();
    const landing = currentView(window);
    tool.startPage!(landing);
    const atStart = calls.at(-1);
    window.history.pushState({}, '', '/products/house-blend-coffee');
    document.title = 'House Blend';
    const before = Date.now();
    tool.page!('/products/house-blend-coffee');
    const routeChange = calls.at(-1)!;
    const { timestamp } = routeChange[2] as { timestamp: Date };
    expect(timestamp.getTime()).toBeGreaterThanOrEqual(before);
    expect([atStart, routeChange]).toEqual([
      [
        'page',
        {
          url: 'http://localhost:3000/?utm_source=mail',
          path: '/',
          search: '?utm_source=mail',
          title: 'Home',
        },
        { timestamp: new Date(landing.at) },
      ],
      [
        'page',
        {
          url: 'http://localhost:3000/products/house-blend-coffee',
          path: '/products/house-blend-coffee',
          search: '',
          title: 'House Blend',
        },
        { timestamp },
      ],
    ]);
  });
});
