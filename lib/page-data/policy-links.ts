/**
 * The footer's policy links, read from the platform with the shell props. Every page's
 * getStaticProps asks for them, so one answer serves a process for a minute (as long as a page's
 * ISR revalidation): a build of every page costs one Storefront request per build worker, and a
 * regeneration at most one a minute. The footer is not critical (STYLE §6): a failed read keeps
 * the last list this process had (none before the first success) and logs once per failure.
 */
import type { CopyLink } from '@/lib/content/copy-types';
import { getShopPolicyLinks, type ShopPolicyLink } from '@/lib/shopify/policies';

export const POLICY_LINKS_TTL_MS = 60_000;

/** `/policies/<handle>`, the route pages/policies/[handle].tsx serves. */
export const policyPath = (handle: string) => `/policies/${handle}`;

export function toPolicyLinks(policies: readonly ShopPolicyLink[]): CopyLink[] {
  return policies.map((p) => ({ label: p.title, href: policyPath(p.handle) }));
}

/** A loader of the links, fetching at most once per `ttlMs`; it never rejects. */
export function createPolicyLinksLoader(
  fetchLinks: () => Promise<ShopPolicyLink[]> = () => getShopPolicyLinks(),
  { ttlMs = POLICY_LINKS_TTL_MS, now = Date.now } = {},
): () => Promise<CopyLink[]> {
  let lastGood: CopyLink[] = [];
  let pending: { at: number; links: Promise<CopyLink[]> } | null = null;
  return () => {
    if (pending && now() - pending.at < ttlMs) return pending.links;
    const links = fetchLinks().then(
      (policies) => (lastGood = toPolicyLinks(policies)),
      (error: unknown) => {
        // Asked again on the next call, not a minute later.
        if (pending?.links === links) pending = null;
        console.warn(
          '[policies] the policy links could not be read; the footer keeps',
          lastGood.length,
          error,
        );
        return lastGood;
      },
    );
    pending = { at: now(), links };
    return links;
  };
}

/** The process's loader, used by loadShellProps. */
export const loadPolicyLinks = createPolicyLinksLoader();
