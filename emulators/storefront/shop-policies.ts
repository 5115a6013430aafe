/**
 * The shop's legal policies (`Shop.privacyPolicy`, `refundPolicy`, `shippingPolicy`,
 * `termsOfService`, `subscriptionPolicy`) from `content/shop-policies.json`, each served at
 * `/policies/<handle>` on the shop's domain as Shopify serves them. The texts are full policies for
 * this coffee and tea shop; the privacy policy ends with its cookie section (`<h2 id="cookies">`),
 * which the shop's policy page follows with the table of the tools it loads.
 */
import { readFileSync } from 'node:fs';

export const SHOP_POLICIES_PATH = new URL('../../content/shop-policies.json', import.meta.url);

export interface ShopPolicyContent {
  id: string;
  handle: string;
  title: string;
  /** HTML. */
  body: string;
}

export interface ShopPolicyRecord extends ShopPolicyContent {
  __typename: 'ShopPolicy';
  url: string;
}

/** The Shop field each policy handle answers. */
export const POLICY_FIELDS = {
  privacyPolicy: 'privacy-policy',
  refundPolicy: 'refund-policy',
  shippingPolicy: 'shipping-policy',
  termsOfService: 'terms-of-service',
  subscriptionPolicy: 'subscription-policy',
} as const;

export function validateShopPolicies(raw: unknown): ShopPolicyContent[] {
  const list = (raw as { policies?: unknown })?.policies;
  if (!Array.isArray(list)) throw new Error('Shop policies: expected { "policies": [...] }');
  const problems: string[] = [];
  list.forEach((p: Partial<ShopPolicyContent>, i) => {
    if (typeof p.id !== 'string' || !/^gid:\/\/shopify\/ShopPolicy\/\d+$/.test(p.id))
      problems.push(`policies[${i}].id: expected gid://shopify/ShopPolicy/<number>`);
    for (const key of ['handle', 'title', 'body'] as const)
      if (typeof p[key] !== 'string' || p[key] === '')
        problems.push(`policies[${i}].${key}: expected a non-empty string`);
  });
  if (problems.length > 0)
    throw new Error(`Shop policies are invalid:\n  ${problems.join('\n  ')}`);
  return list as ShopPolicyContent[];
}

export function loadShopPolicies(path: URL | string = SHOP_POLICIES_PATH): ShopPolicyContent[] {
  return validateShopPolicies(JSON.parse(readFileSync(path, 'utf8')));
}

export function policyRecords(
  policies: readonly ShopPolicyContent[],
  shopOrigin: string,
): Map<string, ShopPolicyRecord> {
  return new Map(
    policies.map((p) => [
      p.handle,
      { __typename: 'ShopPolicy', ...p, url: `${shopOrigin}/policies/${p.handle}` },
    ]),
  );
}
