import '@/styles/globals.css';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useState } from 'react';
import { SiteShell } from '@/components/layout/SiteShell';
import { clientLazy } from '@/components/lazy/client-lazy';
import { installTransitionHydration } from '@/components/layout/transition-hydration';
import type { ShellProps } from '@/lib/page-data/shell-props';
import { useShellLifecycle } from '@/components/layout/use-shell-lifecycle';

/**
 * The storefront shell (SPEC §1): every page inside the header/footer layout, with the cart
 * drawer, cart announcements, discount toast, consent manager, chat and tracking mounted once.
 * Pages pass `shell` (settings from the content service) through getStaticProps.
 */
// Before Next hydrates the page: hydration then runs in slices (see the module).
installTransitionHydration();
// The CMS-driven effects (router redirects, campaign links, the preview bridge) paint nothing, so
// their code arrives right after hydration instead of with the first load (the redirect and
// campaign rules, about 1.5 kB; the bridge is a further chunk, for draft pages only). A
// navigation before then still meets the CMS redirects in the proxy, which also answers the
// router's data requests.
const ContentEffects = clientLazy(() =>
  import('@/components/layout/ContentEffects').then((m) => m.ContentEffects),
);

export default function App({ Component, pageProps }: AppProps<{ shell?: ShellProps }>) {
  // The Visual Editor's live edits (draft pages only): props for as long as the page's own props
  // are the ones they were made from.
  const [live, setLive] = useState<[object, typeof pageProps]>();
  const props = live?.[0] === pageProps ? live[1] : pageProps;
  useShellLifecycle(props.shell);
  return (
    <>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <ContentEffects shell={props.shell} pageProps={pageProps} onLiveProps={setLive} />
      <SiteShell shell={props.shell}>
        <Component {...props} />
      </SiteShell>
    </>
  );
}
