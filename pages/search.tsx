import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { toListingProduct } from '@/components/listing/listing-product';
import {
  SearchResultsPage,
  type SearchResultsPageProps,
} from '@/components/search/SearchResultsPage';
import { imgProps } from '@/lib/images/img-props';
import { logRender } from '@/lib/monitoring/render-log';
import { loadShellProps, type ShellProps } from '@/lib/page-data/shell-props';
import { loadSearchPage } from '@/lib/search/results-page';

type SearchPageProps = SearchResultsPageProps & { shell: ShellProps };

export default function SearchPage({ shell: _shell, ...props }: SearchPageProps) {
  const title = props.query ? `Search: ${props.query}` : 'Search';
  return (
    <>
      <Head>
        <title>{`${title} — Morrow & Co.`}</title>
        {/* Result pages are endless variations of the catalogue: kept out of search engines. */}
        <meta name="robots" content="noindex" />
      </Head>
      <SearchResultsPage {...props} />
    </>
  );
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
  const [data, shell] = await Promise.all([
    loadSearchPage(query),
    loadShellProps({ draft: draftMode }),
  ]);
  res.setHeader(
    'Cache-Control',
    draftMode ? 'private, no-store' : 'public, s-maxage=60, stale-while-revalidate=600',
  );
  const { results, ...rest } = data;
  return {
    props: {
      ...rest,
      products: results.products.map((product) => toListingProduct(product, imgProps)),
      facets: results.facets,
      totalCount: results.totalCount,
      hasNextPage: results.hasNextPage,
      endCursor: results.endCursor,
      shell,
    },
  };
};
