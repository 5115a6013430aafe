import type { ShellProps } from '@/lib/page-data/shell-props';
import { useCmsRedirects } from '@/components/layout/use-cms-redirects';
import { clientLazy } from '@/components/lazy/client-lazy';
import { useCampaignLinks } from '@/components/marketing/use-campaign-links';
import type { LiveEditingProps } from '@/components/preview/LiveEditing';

// Storyblok's live-preview bridge (SPEC §7, @storyblok/preview-bridge from npm): its own chunk,
// requested by draft pages only.
const LiveEditing = clientLazy(() =>
  import('@/components/preview/LiveEditing').then((m) => m.LiveEditing),
);

/**
 * The CMS-driven effects of the shell: redirects in the router (SPEC §2), the campaign query
 * parameters and discount popup words (SPEC §2, §5), and the Visual Editor's live editing on
 * draft pages.
 */
export function ContentEffects({
  shell,
  pageProps,
  onLiveProps,
}: { shell: Partial<ShellProps> | undefined } & Omit<LiveEditingProps, 'editorOrigin'>) {
  useCmsRedirects(shell?.redirects);
  useCampaignLinks(shell?.discountPopup);
  return shell?.draft && shell.editorOrigin ? (
    <LiveEditing
      editorOrigin={shell.editorOrigin}
      pageProps={pageProps}
      onLiveProps={onLiveProps}
    />
  ) : null;
}
