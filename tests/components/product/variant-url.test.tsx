// @vitest-environment happy-dom
// `?variant=` on the product page: the buy box and the gallery show the variant the router's query
// names, and a choice of options replaces the URL shallowly (components/product/use-url-variant.ts).
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { galleryImages, galleryViews } from '@/components/product/gallery-views';
import { ProductGallery } from '@/components/product/ProductGallery';
import { ProductPurchase } from '@/components/product/ProductPurchase';
import { imgProps } from '@/lib/images/img-props';
import type { Image, Product } from '@/lib/shopify/types';
import { resetShopStore } from '@/stores/shop-store';
import { gbp, product, variant } from '../fixtures';
import { FakeRouter, resetRouterCalls, routerCalls, type FakeRouterStart } from '../fake-router';
import { isChecked } from '../helpers';

const picture = (name: string): Image => ({
  url: `http://127.0.0.1:4010/images/products/pour-over-${name}.webp`,
  altText: `Pour-over, ${name}`,
  width: 1200,
  height: 1200,
});
const [white, charcoal, brewing] = [picture('white'), picture('charcoal'), picture('brewing')];
const whiteVariant = variant({
  id: 'gid://shopify/ProductVariant/4400000010',
  title: 'Chalk White',
  price: gbp('28.00'),
  image: white,
  selectedOptions: [{ name: 'Colour', value: 'Chalk White' }],
  custom: {
    upgradeVariantId: null,
    upgradeButtonTextOverride: null,
    // Always drawn: a page with no variant in its URL shows the swap.
    abTestSwapChance: 100,
    abTestSwapVariantId: 'gid://shopify/ProductVariant/4400000011',
  },
});
const charcoalVariant = variant({
  id: 'gid://shopify/ProductVariant/4400000011',
  title: 'Charcoal',
  price: gbp('30.00'),
  image: charcoal,
  selectedOptions: [{ name: 'Colour', value: 'Charcoal' }],
});
const pourOver: Product = product({
  handle: 'ceramic-pour-over',
  title: 'Ceramic Pour-Over Dripper',
  options: [{ id: 'o', name: 'Colour', values: ['Chalk White', 'Charcoal'] }],
  images: [white, brewing, charcoal],
  variants: [whiteVariant, charcoalVariant],
});
const images = galleryImages(pourOver);
const views = galleryViews(images, pourOver.title, imgProps);

/** The product page's two parts under one router, at `start`. */
function renderPage(start: FakeRouterStart) {
  return render(
    <FakeRouter start={start}>
      <ProductGallery
        images={images}
        views={views}
        title={pourOver.title}
        variants={pourOver.variants}
      />
      <ProductPurchase product={pourOver} />
    </FakeRouter>,
  );
}
const onVariantRoute = (variantParam: string): FakeRouterStart => ({
  pathname: '/products/[handle]/variants/[variant]',
  query: { handle: 'ceramic-pour-over', variant: variantParam },
  asPath: `/products/ceramic-pour-over?variant=${variantParam}`,
});
const mainImage = () => screen.getAllByRole('img')[0]?.getAttribute('alt');
const checkedColour = () =>
  ['Chalk White', 'Charcoal'].filter((name) => isChecked(screen.getByRole('radio', { name })));

afterEach(() => {
  cleanup();
  resetRouterCalls();
  resetShopStore();
  vi.restoreAllMocks();
});

describe('a product page with ?variant=', () => {
  it.each([
    ['4400000011', ['Charcoal'], 'Pour-over, charcoal'],
    ['gid://shopify/ProductVariant/4400000011', ['Charcoal'], 'Pour-over, charcoal'],
    ['4400000010', ['Chalk White'], 'Pour-over, white'],
  ])('%s checks its option and leads the gallery with its image', (param, checked, alt) => {
    renderPage(onVariantRoute(param));
    expect(checkedColour()).toEqual(checked);
    expect(mainImage()).toBe(alt);
    const main = screen.getAllByRole('img')[0];
    expect(main?.getAttribute('fetchpriority')).toBe('high');
    expect(main?.getAttribute('loading')).toBe('eager');
  });

  it('shows the linked variant unswapped, and its price', async () => {
    renderPage(onVariantRoute('4400000010'));
    await act(async () => {});
    expect(checkedColour()).toEqual(['Chalk White']);
    expect(screen.getAllByText('£28.00').length).toBeGreaterThan(0);
  });

  it.each(['999', 'gid://shopify/Product/4400000011', '<b>x</b>', '4400000011x'])(
    'with %j (no variant of this product) shows the default variant and the product order',
    async (param) => {
      vi.spyOn(Math, 'random').mockReturnValue(0.99);
      renderPage(onVariantRoute(param));
      await act(async () => {});
      expect(mainImage()).toBe('Pour-over, white');
      // The default: the first variant for sale, swapped by the (always hitting) A/B draw.
      expect(checkedColour()).toEqual(['Charcoal']);
    },
  );

  it('without a variant, keeps the product image order', () => {
    renderPage({ query: { handle: 'ceramic-pour-over' }, asPath: '/products/ceramic-pour-over' });
    expect(mainImage()).toBe('Pour-over, white');
  });
});

describe('choosing options', () => {
  it('replaces the URL shallowly, without a scroll, keeping other parameters', async () => {
    const user = userEvent.setup();
    renderPage({
      query: { handle: 'ceramic-pour-over', utm_source: 'mail' },
      asPath: '/products/ceramic-pour-over?utm_source=mail',
    });
    await user.click(screen.getByRole('radio', { name: 'Chalk White' }));
    await user.click(screen.getByRole('radio', { name: 'Charcoal' }));
    expect(routerCalls.map((call) => [call.as, call.options])).toEqual([
      [
        '/products/ceramic-pour-over?utm_source=mail&variant=4400000010',
        { shallow: true, scroll: false },
      ],
      [
        '/products/ceramic-pour-over?utm_source=mail&variant=4400000011',
        { shallow: true, scroll: false },
      ],
    ]);
    expect(routerCalls[1]?.href).toEqual({
      pathname: '/products/[handle]',
      query: { handle: 'ceramic-pour-over', utm_source: 'mail', variant: '4400000011' },
    });
    expect(checkedColour()).toEqual(['Charcoal']);
  });

  it('moves the gallery to the chosen variant image, from a thumbnail picked before', async () => {
    const user = userEvent.setup();
    renderPage(onVariantRoute('4400000011'));
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(mainImage()).toBe('Pour-over, white');
    await user.click(screen.getByRole('radio', { name: 'Chalk White' }));
    // The gallery follows the URL, which the router changes a moment after the pick.
    await waitFor(() => expect(routerCalls).toHaveLength(1));
    await act(async () => {});
    expect(mainImage()).toBe('Pour-over, white');
    expect(
      screen.getByRole('button', { name: 'Show image 1 of 3' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(screen.getByRole('radio', { name: 'Charcoal' }));
    await waitFor(() => expect(mainImage()).toBe('Pour-over, charcoal'));
    expect(checkedColour()).toEqual(['Charcoal']);
  });
});
