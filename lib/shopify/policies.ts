/**
 * The shop's legal policies (privacy, terms of service, refund, shipping, subscription) as domain
 * values: the ones the merchant has written, in the footer's order, with a handle fit for a URL.
 */
import { SHOP_POLICIES_QUERY, SHOP_POLICY_LINKS_QUERY } from '@/graphql/policies';
import type {
  ShopPoliciesQuery,
  ShopPoliciesQueryVariables,
  ShopPolicyLinksQuery,
  ShopPolicyLinksQueryVariables,
} from '@/graphql/generated';
import { getDefaultClient, type StorefrontClient } from './client';

/** A policy's place in the shop: `/policies/<handle>`, named by its title. */
export interface ShopPolicyLink {
  handle: string;
  title: string;
}

export interface ShopPolicy extends ShopPolicyLink {
  /** HTML as the platform sends it: sanitise before rendering (lib/html/policy-html). */
  body: string;
  /** The policy on the shop's own domain (Shopify's page). */
  url: string;
}

/** The Shop fields, in the order the footer lists them. */
const FIELDS = [
  'privacyPolicy',
  'termsOfService',
  'refundPolicy',
  'shippingPolicy',
  'subscriptionPolicy',
] as const;

type PolicyFields<T> = Record<(typeof FIELDS)[number], T | null>;

/** A handle the route can carry as it is: lower-case words joined by single hyphens. */
const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The policies the shop has (a field is null until the merchant writes it), in FIELDS order. One
 * whose handle could not be a URL segment, or repeats an earlier one, is left out with a warning:
 * its page could not be reached.
 */
export function presentPolicies<T extends ShopPolicyLink>(shop: PolicyFields<T>): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const field of FIELDS) {
    const policy = shop[field];
    if (!policy) continue;
    if (!HANDLE.test(policy.handle) || seen.has(policy.handle)) {
      console.warn(`[policies] ${field} has an unusable handle ${JSON.stringify(policy.handle)}`);
      continue;
    }
    seen.add(policy.handle);
    out.push(policy);
  }
  return out;
}

/** Handle and title of each policy the shop has. */
export async function getShopPolicyLinks(
  client: StorefrontClient = getDefaultClient(),
): Promise<ShopPolicyLink[]> {
  const { shop } = await client.request<ShopPolicyLinksQuery, ShopPolicyLinksQueryVariables>(
    SHOP_POLICY_LINKS_QUERY,
  );
  return presentPolicies(shop).map(({ handle, title }) => ({ handle, title }));
}

/** The policy at `handle`, body included, or null when the shop has none there. */
export async function getShopPolicy(
  handle: string,
  client: StorefrontClient = getDefaultClient(),
): Promise<ShopPolicy | null> {
  const { shop } = await client.request<ShopPoliciesQuery, ShopPoliciesQueryVariables>(
    SHOP_POLICIES_QUERY,
  );
  const policy = presentPolicies(shop).find((p) => p.handle === handle);
  return policy
    ? { handle: policy.handle, title: policy.title, body: policy.body, url: policy.url }
    : null;
}
