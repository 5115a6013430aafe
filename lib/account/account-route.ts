/**
 * Which account page a path names. Every account page is one Next route,
 * `pages/account/[[...section]].tsx`: each page route adds its entry to Next's build manifest,
 * which every page of the shop loads (about 0.09 kB gzip a route), so the account's pages share
 * one entry (docs/accounts.md, "First load"). Anything else under /account is a 404.
 */
export type AccountRoute =
  | { kind: 'overview' }
  | { kind: 'orders' }
  | { kind: 'order'; orderNumber: string }
  | { kind: 'subscriptions' };

/** The path of an account page, for links and sign-in return paths. */
export function accountRoutePath(route: AccountRoute): string {
  switch (route.kind) {
    case 'overview':
      return '/account';
    case 'orders':
      return '/account/orders';
    case 'order':
      return `/account/orders/${encodeURIComponent(route.orderNumber)}`;
    case 'subscriptions':
      return '/account/subscriptions';
  }
}

/** An order's segment: the id's last part as the platform numbers it (digits, at most 30). */
const ORDER_SEGMENT = /^[0-9]{1,30}$/;

/** The page `section` (the catch-all's segments) names, or null for a path that is no page. */
export function parseAccountRoute(section: unknown): AccountRoute | null {
  const parts = section === undefined ? [] : section;
  if (!Array.isArray(parts) || parts.some((part) => typeof part !== 'string')) return null;
  const [first, second, ...rest] = parts as string[];
  if (rest.length > 0) return null;
  if (first === undefined) return { kind: 'overview' };
  if (first === 'subscriptions' && second === undefined) return { kind: 'subscriptions' };
  if (first !== 'orders') return null;
  if (second === undefined) return { kind: 'orders' };
  return ORDER_SEGMENT.test(second) ? { kind: 'order', orderNumber: second } : null;
}
