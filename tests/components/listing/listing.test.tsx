// @vitest-environment jsdom
// jsdom, not happy-dom: happy-dom does not submit the form on Enter in the price field, as browsers
// do.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Listing, type ListingProps } from '@/components/listing/Listing';
import type { ListingProduct } from '@/components/listing/listing-product';
import { COLLECTION_SORTS } from '@/lib/listing/sort';
import { parseListingState } from '@/lib/listing/parse';
import { listingInfo } from '@/lib/listing/info';
import { toListingFacets } from '@/lib/listing/facets';
import type { Facet } from '@/lib/shopify/collections';
import { descriptionOf, isChecked } from '../helpers';

afterEach(cleanup);

const gbp = (amount: string) => ({ amount, currencyCode: 'GBP' });

function product(n: number): ListingProduct {
  const handle = `coffee-${n}`;
  return {
    card: {
      handle,
      title: `Coffee ${n}`,
      productType: 'Coffee',
      image: null,
      img: null,
      minPrice: gbp('9.50'),
      maxPrice: gbp('9.50'),
      compareAtPrice: null,
      priceLabel: '£9.50',
      compareAtLabel: null,
      hasSubscription: false,
      requiresSellingPlan: false,
      badge: null,
    },
    listed: {
      productId: String(n),
      sku: null,
      title: `Coffee ${n}`,
      productType: 'Coffee',
      handle,
      minPrice: gbp('9.50'),
      imageUrl: null,
    },
  };
}

const platformFacets: Facet[] = [
  {
    id: 'filter.p.vendor',
    label: 'Brand',
    type: 'LIST',
    values: [
      { id: 'a', label: 'Morrow & Co.', count: 7, input: '{"productVendor":"Morrow & Co."}' },
      { id: 'b', label: 'Hillside', count: 1, input: '{"productVendor":"Hillside"}' },
      { id: 'c', label: 'Gone', count: 0, input: '{"productVendor":"Gone"}' },
    ],
  },
  {
    id: 'filter.v.price',
    label: 'Price',
    type: 'PRICE_RANGE',
    values: [{ id: 'p', label: 'Price', count: 0, input: '{"price":{"min":0,"max":38}}' }],
  },
];

const facets = toListingFacets(platformFacets);

const state = (query = '') => parseListingState(new URLSearchParams(query), COLLECTION_SORTS);

/** The listing of `query`, its words and links worked out as the server does (lib/listing/info.ts). */
function renderListing(
  query = '',
  overrides: Partial<ListingProps> = {},
  page = { hasNextPage: true, endCursor: 'c8' as string | null },
) {
  const onNavigate = vi.fn<ListingProps['onNavigate']>();
  const products = overrides.products ?? Array.from({ length: 8 }, (_, i) => product(i + 1));
  const props: ListingProps = {
    action: '/collections/coffee',
    sorts: COLLECTION_SORTS,
    state: state(query),
    facets,
    products,
    info: listingInfo(
      state(query),
      COLLECTION_SORTS,
      {},
      {
        shown: products.length,
        total: null,
        ...page,
      },
    ),
    onNavigate,
    list: { id: 'coffee', category: 'Coffee' },
    emptyState: <p>Nothing in this collection yet</p>,
    ...overrides,
  };
  const view = render(<Listing {...props} />);
  const navigatedTo = () => onNavigate.mock.calls.map(([q, how]) => [q, how.replace]);
  return { ...view, onNavigate, navigatedTo, props };
}

describe('<Listing>', () => {
  it('names each filter group by its label and each checkbox by its value, the count as its description', () => {
    renderListing();
    const brand = screen.getByRole('group', { name: 'Brand' });
    const morrow = within(brand).getByRole('checkbox', { name: 'Morrow & Co.' });
    expect(descriptionOf(morrow)).toBe('7 products');
    expect(within(brand).getByRole('checkbox', { name: 'Gone' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('spinbutton', { name: /min/i })).toHaveProperty('placeholder', '0');
    expect(screen.getByRole('spinbutton', { name: /max/i })).toHaveProperty('placeholder', '38');
    expect(screen.getByRole('combobox', { name: /sort/i })).toHaveProperty('value', 'featured');
    expect(screen.getByRole('status').textContent).toBe('8 products shown, more to load');
  });

  it('a checkbox, the sort and the price range each navigate to their state, from the first page', async () => {
    const user = userEvent.setup();
    const { navigatedTo } = renderListing('page=2');
    await user.click(screen.getByRole('checkbox', { name: 'Morrow & Co.' }));
    expect(isChecked(screen.getByRole('checkbox', { name: 'Morrow & Co.' }))).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Hillside' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /sort/i }), 'newest');
    await user.type(screen.getByRole('spinbutton', { name: /max/i }), '20{Enter}');
    expect(navigatedTo()).toEqual([
      ['?filter.productVendor=Morrow+%26+Co.', false],
      ['?filter.productVendor=Morrow+%26+Co.&filter.productVendor=Hillside', false],
      ['?sort=newest&filter.productVendor=Morrow+%26+Co.&filter.productVendor=Hillside', false],
      [
        '?sort=newest&filter.productVendor=Morrow+%26+Co.&filter.productVendor=Hillside&price_max=20',
        false,
      ],
    ]);
  });

  it("its fields show the page's state when it arrives (Back included), the focus left where it was", async () => {
    const user = userEvent.setup();
    const { rerender, props } = renderListing();
    const morrow = () => screen.getByRole('checkbox', { name: 'Morrow & Co.' });
    await user.click(morrow());
    expect(document.activeElement).toBe(morrow());
    rerender(<Listing {...props} state={state('filter.productVendor=Morrow+%26+Co.')} />);
    expect(isChecked(morrow())).toBe(true);
    // Back to a view with another sort and price, without that filter.
    rerender(<Listing {...props} state={state('sort=newest&price_max=20')} />);
    expect(isChecked(morrow())).toBe(false);
    expect(screen.getByRole('combobox', { name: /sort/i })).toHaveProperty('value', 'newest');
    expect(screen.getByRole('spinbutton', { name: /max/i })).toHaveProperty('value', '20');
    expect(document.activeElement).toBe(morrow());
  });

  it("writes the checked values in the form's order, as the form submits them without JavaScript", async () => {
    const user = userEvent.setup();
    const { navigatedTo } = renderListing('filter.productVendor=Hillside');
    await user.click(screen.getByRole('checkbox', { name: 'Morrow & Co.' }));
    expect(navigatedTo()).toEqual([
      ['?filter.productVendor=Morrow+%26+Co.&filter.productVendor=Hillside', false],
    ]);
  });

  it('clear all keeps the sort; it is a GET form to the listing without JavaScript', async () => {
    const user = userEvent.setup();
    const { navigatedTo } = renderListing('sort=newest&filter.productVendor=Hillside&price_min=3');
    const clear = screen.getByRole('button', { name: /clear all/i });
    const form = clear.closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual([
      'get',
      '/collections/coffee',
    ]);
    await user.click(clear);
    expect(navigatedTo()).toEqual([['?sort=newest', false]]);
  });

  it('Load more is a link to the next page count, followed in place with replace', async () => {
    const user = userEvent.setup();
    const { navigatedTo } = renderListing();
    const more = screen.getByRole('link', { name: /load more/i });
    expect(more.getAttribute('href')).toBe('/collections/coffee?page=2');
    await user.click(more);
    expect(navigatedTo()).toEqual([['?page=2', true]]);
  });

  it('past the last page shown at once, the link opens the next products from the cursor', () => {
    renderListing('page=30');
    expect(screen.getByRole('link', { name: /next products/i }).getAttribute('href')).toBe(
      '/collections/coffee?after=c8',
    );
  });

  it.each<[string, string, RegExp]>([
    ['no match', 'filter.productVendor=Hillside', /no products match/i],
    ['past the end', 'after=zzz', /nothing more here/i],
    ['an empty collection', '', /nothing in this collection/i],
  ])('%s says what to do next', (_case, query, heading) => {
    renderListing(query, { products: [] }, { hasNextPage: false, endCursor: null });
    expect(screen.getByText(heading)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No products');
  });

  it('says which parts of a link it left out', () => {
    renderListing('sort=%3Cscript%3E&filter.colour=red');
    expect(screen.getByText(/left out \(sort, filter\.colour\)/)).toBeTruthy();
  });
});
