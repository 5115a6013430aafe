import { describe, expect, it } from 'vitest';
import { accountRoutePath, parseAccountRoute } from '@/lib/account/account-route';

describe('parseAccountRoute', () => {
  it.each([
    [undefined, { kind: 'overview' }],
    [[], { kind: 'overview' }],
    [['orders'], { kind: 'orders' }],
    [['orders', '5000000001'], { kind: 'order', orderNumber: '5000000001' }],
    [['subscriptions'], { kind: 'subscriptions' }],
  ])('%j names %j', (section, route) => {
    expect(parseAccountRoute(section)).toEqual(route);
  });

  it.each([
    [['authorize']],
    [['orders', 'abc']],
    [['orders', '1', 'more']],
    [['orders', '../1']],
    [['orders', '1'.repeat(31)]],
    [['subscriptions', '1']],
    ['orders'],
    [[1]],
  ])('%j names no page', (section) => {
    expect(parseAccountRoute(section)).toBeNull();
  });

  it('gives each route back as the path that names it', () => {
    for (const section of [[], ['orders'], ['orders', '42'], ['subscriptions']]) {
      const route = parseAccountRoute(section)!;
      expect(parseAccountRoute(accountRoutePath(route).split('/').slice(2))).toEqual(route);
    }
  });
});
