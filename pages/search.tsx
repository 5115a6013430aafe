import type { GetServerSideProps } from 'next';
import { loadSearchView } from '@/components/search/search-data';
import {
  SearchResultsPage,
  type SearchResultsPageProps,
} from '@/components/search/SearchResultsPage';
import { logRender } from '@/lib/monitoring/render-log';
import { loadShellProps, type ShellProps } from '@/lib/page-data/shell-props';
import { seoContext, type PageSeoData } from '@/lib/seo/page-seo';
import { searchSeo } from '@/lib/seo/pages-seo';

type SearchPageProps = SearchResultsPageProps & { shell: ShellProps; seo: PageSeoData };

/** Its head (`noindex`: lib/seo/pages-seo.ts) comes with its data, written by _app. */
export default function SearchPage(props: SearchPageProps) {
  return <SearchResultsPage {...props} />;
}

/**
 * Every search is rendered per request (its query, sort, filters and pages come from the URL, so
 * a link or a form submitted without JavaScript gets the same view), and a CDN keeps each URL a
 * minute, serving it a while longer while it fetches a fresh one. Draft previews are private.
 */
export const getServerSideProps: GetServerSideProps<SearchPageProps> = async ({
  query,
  res,
  draftMode = false,
}) => {
  logRender('/search');
  const [view, shell] = await Promise.all([
    loadSearchView(query),
    loadShellProps({ draft: draftMode }),
  ]);
  res.setHeader(
    'Cache-Control',
    draftMode ? 'private, no-store' : 'public, s-maxage=60, stale-while-revalidate=600',
  );
  return { props: { ...view, shell, seo: searchSeo(seoContext(shell), view.query) } };
};
