// @vitest-environment happy-dom
/**
 * The drawer's discount-code field over the real store and cart engine, with a fake cart API
 * (WELCOME15 and TEA10 known): labels, Enter to apply, the list with Remove buttons, refusals in
 * an alert that keeps what was typed, and news in a status region.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartDiscountCodes } from '@/components/cart/CartDiscountCodes';
import { CartDrawer } from '@/components/cart/CartDrawer';
import { createMemoryStorage } from '@/lib/storage/safe-storage';
import {
  configureShopStore,
  loadCartEngine,
  resetShopStore,
  useShopStore,
} from '@/stores/shop-store';
import { createFakeCartApi, type FakeCartApi } from '../../lib/cart/fake-cart-api';
import { ALL_VARIANTS, BREAKFAST_TEA } from '../../lib/cart/fixtures';

vi.mock('next/router', () => ({
  useRouter: () => ({
    asPath: '/',
    pathname: '/',
    events: { on: vi.fn(), off: vi.fn() },
    push: vi.fn(),
    back: vi.fn(),
  }),
}));

let api: FakeCartApi;
let storage: ReturnType<typeof createMemoryStorage>;

/** The field as the drawer shows it: on the store's cart. */
function Codes() {
  const cart = useShopStore((s) => s.cart);
  return cart ? <CartDiscountCodes cart={cart} currency="GBP" /> : null;
}

/** The drawer itself, open while the store says so. */
function Drawer() {
  const open = useShopStore((s) => s.cartOpen);
  return <CartDrawer open={open} />;
}

async function renderWithLine(stored: Record<string, string> = {}, ui = <Codes />) {
  api = createFakeCartApi(ALL_VARIANTS, { codes: { WELCOME15: 15, TEA10: 10 } });
  storage = createMemoryStorage(stored);
  configureShopStore({ api, storage, coalesceMs: 0, browser: false });
  const engine = await loadCartEngine();
  await act(async () => void (await engine.add({ variant: BREAKFAST_TEA, quantity: 2 })));
  render(ui);
  return userEvent.setup();
}

/** The words of the status or alert region, once it has some. */
async function text(role: 'status' | 'alert'): Promise<string> {
  const region = screen.getByRole(role);
  await waitFor(() => expect(region.textContent).not.toBe(''));
  return region.textContent ?? '';
}

const field = () => screen.getByRole('textbox', { name: /discount code|promo code/i });
const applied = () => screen.queryByRole('list', { name: /discount codes on your basket/i });
const sentLists = () =>
  api.calls.filter((c) => c.name === 'updateDiscountCodes').map((c) => c.args[1]);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  resetShopStore();
  vi.restoreAllMocks();
});

describe('CartDiscountCodes', () => {
  it('a typed code applies on Enter: listed with what it takes off, announced, the field cleared', async () => {
    const user = await renderWithLine();
    await user.type(field(), ' welcome15 {Enter}');
    expect(await text('status')).toBe('WELCOME15 applied.');
    const item = within(applied()!).getByRole('listitem');
    // 2 × £6.50 = £13.00; 15 % = £1.95.
    expect(item.textContent).toBe('WELCOME15−£1.95Remove');
    expect(within(item).getByRole('button', { name: 'Remove WELCOME15' }).textContent).toBe(
      'Remove',
    );
    expect(field()).toHaveProperty('value', '');
    expect(field().getAttribute('aria-invalid')).toBe('false');
    expect(sentLists()).toEqual([['WELCOME15']]);
  });

  it('a second code stacks: Apply sends the whole list', async () => {
    const user = await renderWithLine();
    await user.type(field(), 'WELCOME15');
    await user.click(screen.getByRole('button', { name: /apply/i }));
    await screen.findByText('WELCOME15 applied.');
    await user.type(field(), 'tea10');
    await user.click(screen.getByRole('button', { name: /apply/i }));
    await screen.findByText('TEA10 applied.');
    expect(sentLists()).toEqual([['WELCOME15'], ['WELCOME15', 'TEA10']]);
    expect(within(applied()!).getAllByRole('button', { name: /remove/i })).toHaveLength(2);
  });

  it('a refused code is explained in an alert tied to the field, which keeps what was typed', async () => {
    const user = await renderWithLine();
    await user.type(field(), 'nope10{Enter}');
    expect(await text('alert')).toBe(
      "NOPE10 can't be used on this basket. Check the code, or try another.",
    );
    expect(field()).toHaveProperty('value', 'nope10');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(field().getAttribute('aria-describedby') ?? '');
    expect(described?.getAttribute('role')).toBe('alert');
    expect(applied()).toBeNull();
    expect(storage.getItem('discountCode')).toBeNull();
  });

  it.each([
    ['nothing typed', '   ', 'Enter a discount code, then choose Apply.'],
    ['a code already applied', 'WELCOME15', 'WELCOME15 is already applied.'],
  ])('%s: explained without a request', async (_, typed, words) => {
    const user = await renderWithLine({ discountCode: 'WELCOME15' });
    const before = sentLists().length;
    await user.type(field(), `${typed}{Enter}`);
    expect(await text('alert')).toBe(words);
    expect(sentLists()).toHaveLength(before);
  });

  it('the campaign code is listed with a Remove button; removing it forgets it and returns focus to the field', async () => {
    const user = await renderWithLine({ discountCode: 'WELCOME15' });
    // The saved code was re-applied after the add (SPEC §4).
    await user.click(within(applied()!).getByRole('button', { name: 'Remove WELCOME15' }));
    expect(await text('status')).toBe('WELCOME15 removed.');
    expect(applied()).toBeNull();
    expect(document.activeElement).toBe(field());
    expect(storage.getItem('discountCode')).toBeNull();
    expect(sentLists().at(-1)).toEqual([]);
  });

  it('a failed request says so and keeps the code to try again', async () => {
    const user = await renderWithLine();
    api.failNext('updateDiscountCodes');
    await user.type(field(), 'TEA10{Enter}');
    expect(await text('alert')).toBe("Sorry, we couldn't apply that code. Please try again.");
    expect(field()).toHaveProperty('value', 'TEA10');
  });

  it('Apply stays focusable but does nothing while a code is being applied', async () => {
    const user = await renderWithLine();
    const release = api.hold();
    await user.type(field(), 'TEA10{Enter}');
    const apply = screen.getByRole('button', { name: /apply/i });
    expect(apply.getAttribute('aria-disabled')).toBe('true');
    await user.click(apply);
    release();
    await screen.findByText('TEA10 applied.');
    expect(apply.getAttribute('aria-disabled')).toBe('false');
    expect(sentLists()).toEqual([['TEA10']]);
  });

  it('in the drawer, each opening starts with an empty field and no old message', async () => {
    const user = await renderWithLine({}, <Drawer />);
    act(() => useShopStore.getState().toggleCart(true));
    await user.type(field(), 'nope{Enter}');
    expect(await text('alert')).toContain("can't be used on this basket");
    act(() => useShopStore.getState().toggleCart(false));
    act(() => useShopStore.getState().toggleCart(true));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field()).toHaveProperty('value', '');
  });
});
