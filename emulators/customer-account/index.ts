/**
 * The local stand-in for Shopify's Customer Account API (docs/local-platform-customer-accounts.md):
 * OpenID Connect sign-in with PKCE (oauth.ts, authorize.ts), the GraphQL API over the real schema
 * (graphql.ts), and a link the Storefront emulator uses to know a cart's customer and record their
 * checkout orders. docs/local-platform-customer-accounts.md lists the endpoints and settings.
 */
import { authorizeGet, authorizePost } from './authorize';
import { accountSettingsFromEnv, type AccountSettings } from './config';
import { AccountDirectory } from './directory';
import { createGraphqlHandler, isCustomerGraphqlPath } from './graphql';
import {
  customerAccountApiConfiguration,
  jwksResponse,
  logoutEndpoint,
  openidConfiguration,
  tokenEndpoint,
  type OAuthDeps,
} from './oauth';
import { displayName, type CheckoutOrder } from './records';
import { SessionStore } from './sessions';
import { SignInRequests } from './sign-in';

export type { AccountSettings } from './config';
export type { CheckoutOrder } from './records';

/** A customer as the Storefront API's cart buyer identity shows them. */
export interface LinkedCustomer {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string;
  phone: string | null;
}

/** What the Storefront emulator may ask of the accounts: who a token is, and record an order. */
export interface CustomerAccountLink {
  customerForAccessToken(token: string): LinkedCustomer | null;
  customer(id: string): LinkedCustomer | null;
  placeOrder(customerId: string, order: CheckoutOrder): void;
}

export interface CustomerAccountEmulator {
  /** Whether the platform should hand this path to `handle`. */
  matches(pathname: string): boolean;
  handle(request: Request): Promise<Response>;
  link: CustomerAccountLink;
  settings: AccountSettings;
  directory: AccountDirectory;
  /** Forgets sessions, codes, customers' orders and contracts (the demo customer stays). */
  reset(): void;
}

export interface CustomerAccountOptions {
  publicUrl: string;
  env?: Record<string, string | undefined>;
  settings?: Partial<AccountSettings>;
  shopName?: string;
  now?: () => number;
}

export function createCustomerAccountEmulator(
  options: CustomerAccountOptions,
): CustomerAccountEmulator {
  const settings = { ...accountSettingsFromEnv(options.env ?? {}), ...options.settings };
  const now = options.now ?? Date.now;
  const publicUrl = options.publicUrl.replace(/\/$/, '');
  const shopName = options.shopName ?? 'Morrow & Co.';
  const sessions = new SessionStore(settings, now);
  const signIns = new SignInRequests(settings, now);
  const directory = new AccountDirectory(now);
  const oauth: OAuthDeps = { settings, sessions, directory, publicUrl, shopName, now };
  const graphql = createGraphqlHandler({
    sessions,
    directory,
    now,
    publicUrl,
    shop: { id: `gid://shopify/Shop/${settings.shopId}`, name: shopName, url: publicUrl },
  });
  const base = `/authentication/${settings.shopId}`;
  const authorizeDeps = { settings, signIns, sessions, directory, shopName };

  const routes: Record<string, (request: Request) => Response | Promise<Response>> = {
    '/.well-known/openid-configuration': () => openidConfiguration(oauth),
    [`${base}/.well-known/openid-configuration`]: () => openidConfiguration(oauth),
    '/.well-known/customer-account-api': () => customerAccountApiConfiguration(oauth),
    [`${base}/.well-known/jwks.json`]: () => jwksResponse(),
    [`${base}/oauth/authorize`]: (request) =>
      request.method === 'POST'
        ? authorizePost(request, authorizeDeps)
        : authorizeGet(request, authorizeDeps),
    [`${base}/oauth/token`]: (request) => tokenEndpoint(request, oauth),
    [`${base}/logout`]: (request) => logoutEndpoint(request, oauth),
  };

  const toLinked = (id: string): LinkedCustomer | null => {
    const customer = directory.customer(id);
    if (!customer) return null;
    const { email, firstName, lastName, phone } = customer;
    return { id, email, firstName, lastName, phone, displayName: displayName(customer) };
  };

  return {
    settings,
    directory,
    matches: (pathname) => pathname in routes || isCustomerGraphqlPath(pathname),
    async handle(request) {
      const { pathname } = new URL(request.url);
      const route = routes[pathname];
      if (route) return route(request);
      return graphql(request);
    },
    link: {
      customerForAccessToken(token) {
        const session = sessions.sessionForAccessToken(token);
        return session ? toLinked(session.customerId) : null;
      },
      customer: toLinked,
      placeOrder(customerId, order) {
        directory.placeOrder(customerId, order);
      },
    },
    reset() {
      sessions.reset();
      signIns.reset();
      directory.reset();
    },
  };
}
