/**
 * The policy page's data (pages/policies/[handle].tsx), loaded in getStaticProps at build and ISR
 * time: the platform's policy, its body sanitised, and for the privacy policy the tools this shop
 * loads (lib/policies/tool-table.ts).
 */
import type { GetStaticPropsResult } from 'next';
import { isValidHandle } from '@/components/product/handle';
import { configuredTools, type ToolRow } from '@/lib/policies/tool-table';
import { hasCookiesAnchor, sanitizePolicyHtml } from '@/lib/html/policy-html';
import { loadShellProps, type ShellProps } from '@/lib/page-data/shell-props';
import { getShopPolicy } from '@/lib/shopify/policies';
import { seoContext, type PageSeoData } from '@/lib/seo/page-seo';
import { policySeo } from '@/lib/seo/pages-seo';

/** The handle Shopify gives the privacy policy: its page carries the cookie section. */
export const PRIVACY_POLICY_HANDLE = 'privacy-policy';

/** Rebuilt at most once a minute, as the footer's links are read. */
export const POLICY_REVALIDATE_S = 60;

const DESCRIPTION_MAX = 155;

export interface PolicyPageProps {
  policy: {
    handle: string;
    title: string;
    /** Sanitised (lib/html/policy-html). */
    html: string;
    /** The meta description: the body's opening words. */
    description: string;
  };
  /** The privacy policy's table of tools; null on the other policies. */
  cookies: {
    /** The body has its own `#cookies` heading; else the table's section carries the anchor. */
    anchorInBody: boolean;
    tools: ToolRow[];
  } | null;
  shell: ShellProps;
  seo: PageSeoData;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * The text of the sanitised body's first paragraph (a policy opens by saying what it covers), or of
 * the whole body when it has none, cut at a word to fit a meta description.
 */
export function policyDescription(cleanHtml: string, max = DESCRIPTION_MAX): string {
  const opening = /<p>([\s\S]*?)<\/p>/.exec(cleanHtml)?.[1] ?? cleanHtml;
  const text = opening
    // Inline tags join words; block tags and breaks part them.
    .replace(/<\/?(?:a|strong|em|b|i)\b[^>]*>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, max - 1)).replace(/[\s,.;:]+$/, '')}…`;
}

/** One policy's page; an unknown or malformed handle is a 404. */
export async function loadPolicyPage(
  handle: string | undefined,
  draftMode: boolean,
): Promise<GetStaticPropsResult<PolicyPageProps>> {
  if (!isValidHandle(handle)) return { notFound: true, revalidate: POLICY_REVALIDATE_S };
  const [policy, shell] = await Promise.all([
    getShopPolicy(handle),
    loadShellProps({ draft: draftMode }),
  ]);
  if (!policy) return { notFound: true, revalidate: POLICY_REVALIDATE_S };
  const html = sanitizePolicyHtml(policy.body);
  const description = policyDescription(html);
  return {
    props: {
      policy: { handle, title: policy.title, html, description },
      cookies:
        handle === PRIVACY_POLICY_HANDLE
          ? { anchorInBody: hasCookiesAnchor(html), tools: configuredTools() }
          : null,
      shell,
      seo: policySeo(seoContext(shell), { handle, title: policy.title, description }),
    },
    revalidate: POLICY_REVALIDATE_S,
  };
}
