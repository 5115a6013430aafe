/**
 * The data of a collection page, built on the server (getStaticProps, getServerSideProps): one
 * platform request for the collection and every page shown, reshaped to what the page renders
 * (cards with their picture attributes, the sanitised description). Nothing here reaches the
 * browser bundle.
 */
import { sanitizeDescriptionHtml } from '@/lib/html/sanitize';
import { imgProps, type ImgProps } from '@/lib/images/img-props';
import { toListingFacets, type ListingFacet } from '@/lib/listing/facets';
import { listingInfo, type ListingInfo } from '@/lib/listing/info';
import { COLLECTION_SORTS, sortOption, type SortOption } from '@/lib/listing/sort';
import { PAGE_SIZE, productFilters, type ListingState } from '@/lib/listing/state';
import { getCollection, type Collection, type ProductPage } from '@/lib/shopify/collections';
import { StorefrontGraphQLError } from '@/lib/shopify/errors';
import { toListingProduct, type ListingProduct } from './listing-product';

export interface CollectionHeader {
  handle: string;
  title: string;
  description: string;
  /** Sanitised (lib/html/sanitize): safe to render as HTML. */
  descriptionHtml: string;
  image: ImgProps | null;
}

export interface CollectionViewData {
  collection: CollectionHeader;
  state: ListingState;
  /**
   * The sort control's options (COLLECTION_SORTS), sent with the data so that the page's script
   * does not hold them.
   */
  sorts: readonly SortOption[];
  products: ListingProduct[];
  facets: ListingFacet[];
  info: ListingInfo;
}

/**
 * A collection page's data and the collection as the platform gave it, which the route reads for
 * the page's head (lib/seo) and does not send to the browser.
 */
export interface LoadedCollection {
  view: CollectionViewData;
  collection: Collection;
}

/**
 * The collection's picture, beside or under its title: the page's largest paint on a phone, so it
 * loads eagerly with a high fetch priority, as the gallery's first picture does (a lazy one waits
 * for layout before it is even requested).
 */
export const HEADER_IMAGE = {
  fill: true,
  loading: 'eager',
  fetchPriority: 'high',
  sizes: '(max-width: 900px) 100vw, 40rem',
} as const;

async function read(handle: string, state: ListingState, after: string | null) {
  const sort = sortOption(state.sort, COLLECTION_SORTS);
  return getCollection(handle, {
    // Every page shown, in one request: the API's `first` goes to 250 (MAX_PAGES × PAGE_SIZE).
    first: PAGE_SIZE * state.pages,
    after,
    filters: productFilters(state),
    sortKey: sort.sortKey,
    reverse: sort.reverse,
  });
}

/**
 * The collection `handle` in `state`, or null when there is no such collection. A cursor the
 * platform refuses (from another list or order, or out of date) gives the collection with no
 * products, so the page says "nothing here, start again" rather than failing.
 */
export async function loadCollectionView(
  handle: string,
  state: ListingState,
): Promise<LoadedCollection | null> {
  let result;
  let cursorRefused = false;
  try {
    result = await read(handle, state, state.after);
  } catch (error) {
    if (!(error instanceof StorefrontGraphQLError) || !state.after) throw error;
    console.warn(`[collections] cursor refused for ${handle}: ${error.message}`);
    cursorRefused = true;
    result = await read(handle, { ...state, pages: 1 }, null);
  }
  if (!result) return null;
  const { collection, page } = result;
  return { view: toView(collection, page, state, cursorRefused), collection };
}

function toView(
  collection: Collection,
  page: ProductPage,
  state: ListingState,
  cursorRefused: boolean,
): CollectionViewData {
  return {
    collection: {
      handle: collection.handle,
      title: collection.title,
      description: collection.description,
      descriptionHtml: sanitizeDescriptionHtml(collection.descriptionHtml),
      image: collection.image
        ? imgProps({
            ...HEADER_IMAGE,
            src: collection.image.url,
            alt: collection.image.altText ?? '',
          })
        : null,
    },
    state,
    sorts: COLLECTION_SORTS,
    products: cursorRefused ? [] : page.products.map((p) => toListingProduct(p, imgProps)),
    facets: toListingFacets(page.facets),
    info: listingInfo(
      state,
      COLLECTION_SORTS,
      {},
      {
        shown: cursorRefused ? 0 : page.products.length,
        total: null,
        hasNextPage: cursorRefused ? false : page.hasNextPage,
        endCursor: cursorRefused ? null : page.endCursor,
      },
    ),
  };
}
