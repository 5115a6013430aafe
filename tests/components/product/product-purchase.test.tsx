// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductPurchase } from '@/components/product/ProductPurchase';
import type { Product, Variant } from '@/lib/shopify/types';
import { resetShopStore } from '@/stores/shop-store';
import { useShopStore, type AddToCartInput } from '@/stores/shop-store';
import { allocation, gbp, plan, product, variant } from '../fixtures';
import { FakeRouter, resetRouterCalls, type FakeRouterStart } from '../fake-router';
import { descriptionOf, isChecked } from '../helpers';

const renderPurchase = (shown: Product, start?: FakeRouterStart) =>
  render(
    <FakeRouter start={start}>
      <ProductPurchase product={shown} />
    </FakeRouter>,
  );

const initialState = useShopStore.getState();
const monthly = plan('15', 'Every month, 15% off', [
  { orderCount: null, adjustmentValue: { kind: 'percentage', percentage: 15 } },
]);

const v60: Variant = variant({
  id: 'gid://shopify/ProductVariant/5502',
  title: '60 servings',
  price: gbp('60.00'),
  selectedOptions: [{ name: 'Size', value: '60 servings' }],
  sellingPlanAllocations: [allocation(monthly, '51.00')],
});
const v30: Variant = variant({
  id: 'gid://shopify/ProductVariant/5501',
  title: '30 servings',
  price: gbp('35.00'),
  selectedOptions: [{ name: 'Size', value: '30 servings' }],
  sellingPlanAllocations: [allocation(monthly, '29.75')],
  custom: {
    upgradeVariantId: v60.id,
    upgradeButtonTextOverride: 'Upgrade to 60 servings and save £10',
    abTestSwapChance: null,
    abTestSwapVariantId: null,
  },
});
const greens: Product = product({
  handle: 'daily-greens',
  title: 'Daily Greens Powder',
  options: [{ id: 'o1', name: 'Size', values: ['30 servings', '60 servings'] }],
  variants: [v30, v60],
  sellingPlanGroups: [{ name: 'Subscribe & save', options: [], sellingPlans: [monthly] }],
});

let addToCart: ReturnType<typeof vi.fn<(input: AddToCartInput) => Promise<void>>>;

beforeEach(() => {
  addToCart = vi.fn(async () => {});
  useShopStore.setState({ ...initialState, addToCart }, true);
});

afterEach(() => {
  cleanup();
  resetRouterCalls();
  useShopStore.setState(initialState, true);
  resetShopStore();
});

const added = () =>
  addToCart.mock.calls.map(([input]) => [
    input.variant.id,
    input.sellingPlanId,
    input.replacement?.id ?? null,
  ]);

describe('<ProductPurchase>', () => {
  it('adds the selected variant one-time by default', async () => {
    const user = userEvent.setup();
    renderPurchase(greens);
    expect(isChecked(screen.getByRole('radio', { name: 'One-time purchase' }))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(added()).toEqual([[v30.id, null, null]]);
  });

  it('adds on the chosen plan, and remembers the choice in selectedActivePriceCard', async () => {
    const user = userEvent.setup();
    renderPurchase(greens);
    await user.click(screen.getByRole('radio', { name: 'Every month, 15% off' }));
    expect(useShopStore.getState().selectedActivePriceCard).toBe(monthly.id);
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(added()).toEqual([[v30.id, monthly.id, null]]);
  });

  // A pick made before the store's chunk has come reaches the store only once it has; an add
  // clicked meanwhile (a held pick and click, replayed together) adds what was picked.
  it('keeps the pick in the store (SPEC §3 selectedActivePriceCard) and adds on that plan', async () => {
    const user = userEvent.setup();
    renderPurchase(greens);
    await user.click(screen.getByRole('radio', { name: '60 servings' }));
    await user.click(screen.getByRole('radio', { name: 'Every month, 15% off' }));
    expect(useShopStore.getState().selectedActivePriceCard).not.toBeNull();
    expect(isChecked(screen.getByRole('radio', { name: 'Every month, 15% off' }))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(added()).toEqual([[v60.id, monthly.id, null]]);
  });

  it('switches variant through the option radios, updating prices', async () => {
    const user = userEvent.setup();
    renderPurchase(greens);
    await user.click(screen.getByRole('radio', { name: '60 servings' }));
    expect(descriptionOf(screen.getByRole('radio', { name: 'One-time purchase' }))).toBe('£60.00');
    expect(descriptionOf(screen.getByRole('radio', { name: 'Every month, 15% off' }))).toBe(
      '£51.00 · Save 15%',
    );
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(added()).toEqual([[v60.id, null, null]]);
  });

  it('offers the upgrade with the override text, adding the upgrade variant on the same plan', async () => {
    const user = userEvent.setup();
    renderPurchase(greens);
    await user.click(screen.getByRole('radio', { name: 'Every month, 15% off' }));
    await user.click(screen.getByRole('button', { name: 'Upgrade to 60 servings and save £10' }));
    expect(added()).toEqual([[v60.id, monthly.id, null]]);
  });

  it('has no upgrade button on a variant without one', async () => {
    const user = userEvent.setup();
    renderPurchase(greens);
    await user.click(screen.getByRole('radio', { name: '60 servings' }));
    expect(screen.queryByRole('button', { name: /upgrade/i })).toBeNull();
  });

  it('shows a sold-out variant as disabled', () => {
    const soldOut = product({
      handle: 'x',
      title: 'X',
      variants: [
        variant({
          id: 'gid://shopify/ProductVariant/9',
          title: 'Default Title',
          availableForSale: false,
        }),
      ],
    });
    renderPurchase(soldOut);
    expect((screen.getByRole('button', { name: 'Sold out' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('<ProductPurchase> price headline', () => {
  const starterPlan = plan('40', 'First box £15, then 10% off monthly', [
    { orderCount: 1, adjustmentValue: { kind: 'fixedPrice', price: gbp('15.00') } },
    { orderCount: null, adjustmentValue: { kind: 'percentage', percentage: 10 } },
  ]);
  const box = variant({
    id: 'gid://shopify/ProductVariant/4401',
    title: 'Default Title',
    price: gbp('30.00'),
    sellingPlanAllocations: [allocation(starterPlan, '15.00')],
  });
  const starter = product({
    handle: 'coffee-starter-box',
    title: 'Coffee Starter Box',
    variants: [box],
    sellingPlanGroups: [{ name: 'Starter', options: [], sellingPlans: [starterPlan] }],
  });
  // The price paragraph is the first thing the buy box renders.
  let container: HTMLElement;
  const headline = () => (container.firstElementChild?.textContent ?? '').replace(/\s+/g, ' ');

  it('says "first order" beside a first-order price shown against the struck full price, and gives the later price', async () => {
    const user = userEvent.setup();
    container = renderPurchase(starter).container;
    expect(container.firstElementChild?.tagName).toBe('P');
    expect(headline()).toBe('£30.00');
    await user.click(screen.getByRole('radio', { name: 'First box £15, then 10% off monthly' }));
    expect(headline()).toBe(
      '£15.00first orderwas £30.00Then £27.00 per order · First box £15, then 10% off monthly',
    );
    expect(screen.getByText('was', { exact: false }).closest('s')?.textContent).toBe('was £30.00');
  });

  it('shows a plan priced alike for every order without "first order"', async () => {
    const user = userEvent.setup();
    container = renderPurchase(greens).container;
    await user.click(screen.getByRole('radio', { name: 'Every month, 15% off' }));
    expect(headline()).toBe('£29.75was £35.00Every month, 15% off');
  });
});

describe('<ProductPurchase> A/B swap', () => {
  const newRecipe = variant({
    id: 'gid://shopify/ProductVariant/6602',
    title: 'New Recipe',
    price: gbp('12.00'),
    selectedOptions: [{ name: 'Recipe', value: 'New Recipe' }],
  });
  const original = variant({
    id: 'gid://shopify/ProductVariant/6601',
    title: 'Original',
    price: gbp('12.00'),
    selectedOptions: [{ name: 'Recipe', value: 'Original' }],
    custom: {
      upgradeVariantId: null,
      upgradeButtonTextOverride: null,
      abTestSwapChance: 50,
      abTestSwapVariantId: newRecipe.id,
    },
  });
  const oat = (handle: string) =>
    product({
      handle,
      title: 'Barista Oat Milk',
      options: [{ id: 'o', name: 'Recipe', values: ['Original', 'New Recipe'] }],
      variants: [original, newRecipe],
    });

  // Each case gets its own product ids so the per-page-load draw memo starts fresh.
  it('shows the swap variant when the draw hits, and adds the original with it as the replacement', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.2); // draw 20 <= 50
    const user = userEvent.setup();
    const hit = oat('oat-hit');
    hit.variants = [
      { ...original, id: 'gid://shopify/ProductVariant/7701', shortId: '7701' },
      newRecipe,
    ];
    renderPurchase(hit);
    await act(async () => {});
    expect(isChecked(screen.getByRole('radio', { name: 'New Recipe' }))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(added()).toEqual([['gid://shopify/ProductVariant/7701', null, newRecipe.id]]);
  });

  it('keeps the original when the draw misses', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.9); // draw 90 > 50
    const user = userEvent.setup();
    const miss = oat('oat-miss');
    miss.variants = [
      { ...original, id: 'gid://shopify/ProductVariant/7702', shortId: '7702' },
      newRecipe,
    ];
    renderPurchase(miss);
    await act(async () => {});
    expect(isChecked(screen.getByRole('radio', { name: 'Original' }))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(added()).toEqual([['gid://shopify/ProductVariant/7702', null, null]]);
  });

  it("adds a shopper's explicit pick as picked, without the replacement rule", async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const user = userEvent.setup();
    const pick = oat('oat-pick');
    pick.variants = [
      { ...original, id: 'gid://shopify/ProductVariant/7703', shortId: '7703' },
      newRecipe,
    ];
    renderPurchase(pick);
    await act(async () => {});
    await user.click(screen.getByRole('radio', { name: 'Original' }));
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(added()).toEqual([['gid://shopify/ProductVariant/7703', null, null]]);
  });
});
