/**
 * Collection reads: the index, one collection with a page of its products and their facets, and
 * the handles for static paths. Each sends one document and returns domain types (no
 * `edges`/`node` past this module).
 */
import {
  COLLECTION_HANDLES_QUERY,
  COLLECTION_QUERY,
  COLLECTIONS_QUERY,
} from '@/graphql/collections';
import type {
  CollectionHandlesQuery,
  CollectionHandlesQueryVariables,
  CollectionQuery,
  CollectionQueryVariables,
  CollectionSummaryFieldsFragment,
  CollectionsQuery,
  CollectionsQueryVariables,
  FilterFieldsFragment,
  FilterType,
  ProductCollectionSortKeys,
  ProductFilter,
} from '@/graphql/generated';
import { getDefaultClient, type StorefrontClient } from './client';
import { reshapeProduct } from './reshape';
import type { Image, Product, SeoFields } from './types';

export interface CollectionSummary {
  id: string;
  handle: string;
  title: string;
  description: string;
  image: Image | null;
}

export interface Collection extends CollectionSummary {
  /** As the platform sends it: sanitise before rendering (lib/html/sanitize). */
  descriptionHtml: string;
  seo: SeoFields;
}

export interface FacetValue {
  id: string;
  label: string;
  count: number;
  /** The ProductFilter for this value, as the platform gave it (a JSON string or an object). */
  input: unknown;
}

export interface Facet {
  id: string;
  label: string;
  type: FilterType;
  values: FacetValue[];
}

/** One page of a product list with the facets of the whole filtered list. */
export interface ProductPage {
  products: Product[];
  facets: Facet[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface CollectionProductsQuery {
  first: number;
  after?: string | null;
  filters?: ProductFilter[];
  sortKey?: ProductCollectionSortKeys;
  reverse?: boolean;
}

function collectionSummary(collection: CollectionSummaryFieldsFragment): CollectionSummary {
  const { image } = collection;
  return {
    id: collection.id,
    handle: collection.handle,
    title: collection.title,
    description: collection.description,
    image: image
      ? { url: image.url, altText: image.altText, width: image.width, height: image.height }
      : null,
  };
}

/** A facet as the filter fragment selects it → `Facet` (pure; the input is copied, not kept). */
export function reshapeFacet(filter: FilterFieldsFragment): Facet {
  return {
    id: filter.id,
    label: filter.label,
    type: filter.type,
    values: filter.values.map((value) => ({
      id: value.id,
      label: value.label,
      count: value.count,
      input: typeof value.input === 'object' ? structuredClone(value.input) : value.input,
    })),
  };
}

/** Every collection (up to 250), by title. */
export async function getCollections(
  client: StorefrontClient = getDefaultClient(),
): Promise<CollectionSummary[]> {
  const data = await client.request<CollectionsQuery, CollectionsQueryVariables>(COLLECTIONS_QUERY);
  return data.collections.edges.map((edge) => collectionSummary(edge.node));
}

/**
 * A collection by handle with one page of its products, or null when there is no such
 * collection. A cursor the platform refuses throws (StorefrontGraphQLError), as Shopify does.
 */
export async function getCollection(
  handle: string,
  query: CollectionProductsQuery,
  client: StorefrontClient = getDefaultClient(),
): Promise<{ collection: Collection; page: ProductPage } | null> {
  const data = await client.request<CollectionQuery, CollectionQueryVariables>(COLLECTION_QUERY, {
    handle,
    first: query.first,
    after: query.after ?? null,
    filters: query.filters ?? [],
    sortKey: query.sortKey ?? 'COLLECTION_DEFAULT',
    reverse: query.reverse ?? false,
  });
  const found = data.collection;
  if (!found) return null;
  const { products } = found;
  return {
    collection: {
      ...collectionSummary(found),
      descriptionHtml: found.descriptionHtml,
      seo: { title: found.seo.title, description: found.seo.description },
    },
    page: {
      products: products.edges.map((edge) => reshapeProduct(edge.node)),
      facets: products.filters.map(reshapeFacet),
      hasNextPage: products.pageInfo.hasNextPage,
      endCursor: products.pageInfo.endCursor,
    },
  };
}

/** Every collection handle, following the cursor page by page (for getStaticPaths). */
export async function getCollectionHandles(
  client: StorefrontClient = getDefaultClient(),
): Promise<string[]> {
  const handles: string[] = [];
  let after: string | null = null;
  for (;;) {
    const data: CollectionHandlesQuery = await client.request<
      CollectionHandlesQuery,
      CollectionHandlesQueryVariables
    >(COLLECTION_HANDLES_QUERY, { after });
    handles.push(...data.collections.edges.map((edge) => edge.node.handle));
    const { hasNextPage, endCursor } = data.collections.pageInfo;
    // A page claiming more without a cursor would loop forever; stop there.
    if (!hasNextPage || !endCursor) return handles;
    after = endCursor;
  }
}
