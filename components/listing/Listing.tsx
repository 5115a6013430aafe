import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { ProductCard } from '@/components/product/ProductCard';
import type { SortOption } from '@/lib/listing/sort';
import type { ListingInfo } from '@/lib/listing/info';
import type { ListingState } from '@/lib/listing/state';
import type { ListingFacet } from '@/lib/listing/facets';
import { ListingControls } from './ListingControls';
import type { ListingProduct } from './listing-product';
import { useListEvents, type ListIdentity } from './use-list-events';
import styles from './listing.module.css';

export interface ListingProps {
  /** The listing's plain path ('/collections/coffee', '/search'): forms and links go there. */
  action: string;
  /** The page's own parameters, kept by the forms and links (search: `{ q }`). */
  hiddenParams?: Record<string, string>;
  sorts: readonly SortOption<string>[];
  /** The state the server rendered (parseListingState of the request's query). */
  state: ListingState;
  facets: readonly ListingFacet[];
  /** Every product shown: all pages up to `state.pages`. */
  products: readonly ListingProduct[];
  /** The count, notice, "Load more" and empty list's words and links (lib/listing/info.ts). */
  info: ListingInfo;
  /**
   * With JavaScript: show the view of `query` (for `action`: '' or '?…', the page's own
   * parameters first) without a page load (router.push/replace to its URL).
   */
  onNavigate: (query: string, how: { replace: boolean }) => void;
  /** A navigation is under way (the results are marked busy). */
  busy?: boolean;
  /** Segment's list_id and category for the list events. */
  list: ListIdentity;
  /** Shown, instead of a grid, when the list is empty without any filter. */
  emptyState: ReactNode;
}

/** The products, each a catalogue card (one link to the product page). */
function ListingGrid({
  products,
  onProductClick,
}: {
  products: readonly ListingProduct[];
  onProductClick: (product: ListingProduct, index: number) => void;
}) {
  return (
    <ul
      className={styles.grid}
      // A product link followed (mouse, keyboard or tap): its card's index, read from the DOM.
      onClick={(event) => {
        const target = event.target as Element;
        const index = Number(target.closest<HTMLElement>('li')?.dataset.index);
        const product = products[index];
        if (product && target.closest('a')) onProductClick(product, index);
      }}
    >
      {products.map((product, index) => (
        <li key={product.card.handle} data-index={index}>
          <ProductCard product={product.card} />
        </li>
      ))}
    </ul>
  );
}

/**
 * "Load more": a plain link, so it works without JavaScript (the server renders the list with
 * one more page, or past the pages shown at once, the next products); with it, `onLoad` loads
 * the page in place. A modified click (new tab) is the browser's.
 */
function LoadMore(props: { href: string; label: string; busy: boolean; onLoad: () => void }) {
  const onClick = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    if (!props.busy) props.onLoad();
  };
  return (
    <div className={styles.more}>
      <a
        href={props.href}
        className="btn btn-secondary"
        aria-disabled={props.busy || undefined}
        onClick={onClick}
      >
        {props.label}
      </a>
    </div>
  );
}

/**
 * A product listing (a collection, search results): sort, facet filters and price range, the grid
 * of product cards with "Load more", the result count (a polite status), and the empty and
 * no-match states. The URL is its state: every change goes through `onNavigate`, and without
 * JavaScript the same changes are forms and links to `action`. After "Load more" the first new
 * product's link takes the focus.
 */
export function Listing(props: ListingProps) {
  const { action, hiddenParams = {}, sorts, state, products, info } = props;
  const listClick = useListEvents(
    props.list,
    state,
    sorts,
    products.map((p) => p.listed),
  );
  const results = useRef<HTMLDivElement>(null);
  // After "Load more": the index of the first new product, whose link takes the focus.
  const loadedFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = loadedFrom.current;
    if (from === null || products.length <= from) return;
    loadedFrom.current = null;
    results.current?.querySelector<HTMLElement>(`li[data-index="${from}"] a`)?.focus();
  }, [products.length]);
  const { more, empty } = info;

  return (
    <div className={styles.layout}>
      <ListingControls
        action={action}
        hiddenParams={hiddenParams}
        sorts={sorts}
        state={state}
        facets={props.facets}
        clear={info.clear}
        onNavigate={(query) => props.onNavigate(query, { replace: false })}
      />
      <div ref={results} className={styles.results} aria-busy={props.busy || undefined}>
        {info.notice ? <p className={styles.notice}>{info.notice}</p> : null}
        <p role="status">{info.count}</p>
        {products.length > 0 ? (
          <>
            {/* The cards' titles are h3s: the grid's own heading keeps the outline in order. */}
            <h2 className="visually-hidden">Products</h2>
            <ListingGrid
              products={products}
              onProductClick={(product, index) => listClick(product.listed, index)}
            />
          </>
        ) : empty ? (
          <div className={styles.empty}>
            <h2>{empty.heading}</h2>
            <p>{empty.text}</p>
            <a href={action + empty.query}>{empty.link}</a>
          </div>
        ) : (
          props.emptyState
        )}
        {more ? (
          <LoadMore
            href={action + more.query}
            label={more.label}
            busy={!!props.busy}
            onLoad={() => {
              loadedFrom.current = products.length;
              props.onNavigate(more.query, { replace: !more.next });
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
