import '@/styles/globals.css';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { ContentEffects } from '@/components/layout/ContentEffects';
import { SiteShell } from '@/components/layout/SiteShell';
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

export default function App({ Component, pageProps }: AppProps<{ shell?: ShellProps }>) {
  useShellLifecycle(pageProps.shell);
  return (
    <>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <ContentEffects shell={pageProps.shell} />
      <SiteShell shell={pageProps.shell}>
        <Component {...pageProps} />
      </SiteShell>
    </>
  );
}
