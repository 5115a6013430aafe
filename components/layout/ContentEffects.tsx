import Script from 'next/script';
import type { ShellProps } from '@/lib/page-data/shell-props';
import { useCmsRedirects } from '@/components/layout/use-cms-redirects';
import { useCampaignLinks } from '@/components/marketing/use-campaign-links';

/** Storyblok's live-preview bridge (SPEC §7): loaded in draft mode only. */
export const STORYBLOK_BRIDGE_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js';

/**
 * The CMS-driven effects of the shell: redirects in the router (SPEC §2), the campaign query
 * parameters and discount popup words (SPEC §2, §5), and the preview bridge in draft mode.
 */
export function ContentEffects({ shell }: { shell: Partial<ShellProps> | undefined }) {
  useCmsRedirects(shell?.redirects);
  useCampaignLinks(shell?.discountPopup);
  return shell?.draft ? <Script src={STORYBLOK_BRIDGE_URL} strategy="afterInteractive" /> : null;
}
