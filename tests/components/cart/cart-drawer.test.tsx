// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartButton } from '@/components/cart/CartButton';
import { CartDrawer } from '@/components/cart/CartDrawer';
import { CartStatus } from '@/components/cart/CartStatus';
import type { Cart } from '@/lib/shopify/types';
import { useShopStore } from '@/stores/shop-store';
import { allocation, cart, cartLine, gbp, plan } from '../fixtures';

vi.mock('next/router', () => ({
  useRouter: () => ({
    asPath: '/',
    pathname: '/',
    events: { on: vi.fn(), off: vi.fn() },
    push: vi.fn(),
    back: vi.fn(),
  }),
}));

const initialState = useShopStore.getState();

/** The shell in miniature: page background with the basket button, the drawer mount, the live regions. */
function Shell() {
  const open = useShopStore((s) => s.cartOpen);
  return (
    <>
      <div data-modal-background="" data-testid="page">
        <CartButton />
        <a href="/somewhere">A page link</a>
      </div>
      {open ? <CartDrawer /> : null}
      <CartStatus />
    </>
  );
}

const monthly = plan('2', 'Every month, 10% off', [
  { orderCount: null, adjustmentValue: { kind: 'percentage', percentage: 10 } },
]);

function twoLineCart(overrides: Partial<Cart> = {}): Cart {
  const houseBlend = cartLine({
    id: 'gid://shopify/CartLine/1',
    title: 'House Blend Coffee Beans',
    handle: 'house-blend-coffee',
    unit: '9.50',
    quantity: 2,
  });
  houseBlend.merchandise = {
    ...houseBlend.merchandise,
    title: '250 g',
    selectedOptions: [{ name: 'Size', value: '250 g' }],
  };
  const tea = cartLine({
    id: 'gid://shopify/CartLine/2',
    title: 'Organic Breakfast Tea',
    handle: 'breakfast-tea',
    unit: '5.85',
    quantity: 1,
    sellingPlanAllocation: allocation(monthly, '5.85'),
  });
  tea.cost = { ...tea.cost, compareAtAmountPerQuantity: gbp('6.50') };
  return cart([houseBlend, tea], overrides);
}

function openWith(c: Cart | null, extra: Partial<ReturnType<typeof useShopStore.getState>> = {}) {
  act(() => useShopStore.setState({ cart: c, cartOpen: true, ...extra }));
}

beforeEach(() => {
  useShopStore.setState(initialState, true);
});

afterEach(() => {
  cleanup();
  useShopStore.setState(initialState, true);
  document.documentElement.style.overflow = '';
  document.body.style.overflow = '';
});

describe('<CartDrawer>', () => {
  it('is a modal dialog named by its "Your basket" heading', () => {
    render(<Shell />);
    openWith(twoLineCart());
    const dialog = screen.getByRole('dialog', { name: 'Your basket' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Your basket' }).id).toBe(
      dialog.getAttribute('aria-labelledby'),
    );
  });

  it('opens from the header button, named with the item count, and returns focus to it on Esc', async () => {
    const user = userEvent.setup();
    act(() => useShopStore.setState({ cart: twoLineCart() }));
    render(<Shell />);
    const button = screen.getByRole('button', { name: 'Basket, 3 items' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Your basket' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useShopStore.getState().cartOpen).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('names the basket button in the singular for one item', () => {
    act(() =>
      useShopStore.setState({
        cart: cart([
          cartLine({ id: 'l1', title: 'Tea', handle: 'tea', unit: '1.00', quantity: 1 }),
        ]),
      }),
    );
    render(<Shell />);
    expect(screen.getByRole('button', { name: 'Basket, 1 item' })).toBeTruthy();
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    openWith(twoLineCart());
    await user.click(screen.getByRole('button', { name: 'Close basket' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('traps focus: Tab from the last control wraps to the first, Shift+Tab from the first to the last', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    openWith(twoLineCart());
    const close = screen.getByRole('button', { name: 'Close basket' });
    const checkout = screen.getByRole('link', { name: /checkout/i });
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(checkout);
    await user.tab();
    expect(document.activeElement).toBe(close);
    // Walking forward never leaves the dialog.
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 15; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('makes the page background inert while open, and restores it on close', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    openWith(twoLineCart());
    expect(screen.getByTestId('page').hasAttribute('inert')).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('page').hasAttribute('inert')).toBe(false);
  });

  it('locks page scrolling while open and puts the scroll position back on close', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    render(<Shell />);
    expect(document.body.style.overflow).toBe('');
    openWith(twoLineCart());
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.documentElement.style.overflow).toBe('hidden');
    // Something (a mobile browser's chrome, say) moved the page while locked.
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
    expect(document.documentElement.style.overflow).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('shows the empty state with a link to the shop', () => {
    render(<Shell />);
    openWith(cart([]));
    const dialog = screen.getByRole('dialog', { name: 'Your basket' });
    expect(within(dialog).getByText('Your basket is empty')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Shop the range' }).getAttribute('href')).toBe(
      '/#shop',
    );
    expect(within(dialog).queryByRole('link', { name: /checkout/i })).toBeNull();
  });

  it('shows the empty state before any cart exists', () => {
    render(<Shell />);
    openWith(null);
    expect(screen.getByText('Your basket is empty')).toBeTruthy();
  });

  it("links Checkout to the cart's checkoutUrl", () => {
    render(<Shell />);
    openWith(twoLineCart({ checkoutUrl: 'http://127.0.0.1:4010/checkout/abc?key=1' }));
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe(
      'http://127.0.0.1:4010/checkout/abc?key=1',
    );
  });

  it('names each line control after the line, and sends the line id to the store', async () => {
    const user = userEvent.setup();
    const updateLineQuantity = vi.fn();
    const removeLine = vi.fn();
    render(<Shell />);
    openWith(twoLineCart(), { updateLineQuantity, removeLine });
    await user.click(
      screen.getByRole('button', { name: 'Increase quantity of House Blend Coffee Beans, 250 g' }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Decrease quantity of House Blend Coffee Beans, 250 g' }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Remove Organic Breakfast Tea, Every month, 10% off' }),
    );
    expect(updateLineQuantity.mock.calls).toEqual([
      ['gid://shopify/CartLine/1', 'increase'],
      ['gid://shopify/CartLine/1', 'decrease'],
    ]);
    expect(removeLine.mock.calls).toEqual([['gid://shopify/CartLine/2']]);
  });

  it('shows each line: product link, options, plan badge, quantity as text and prices', () => {
    render(<Shell />);
    openWith(twoLineCart());
    const [first, second] = screen.getAllByRole('listitem');
    expect(
      within(first!).getByRole('link', { name: 'House Blend Coffee Beans' }).getAttribute('href'),
    ).toBe('/products/house-blend-coffee');
    expect(within(first!).getByText('250 g')).toBeTruthy();
    expect(within(first!).getByText('Quantity', { exact: false }).parentElement?.textContent).toBe(
      'Quantity 2',
    );
    expect(within(first!).getByText('£19.00')).toBeTruthy();
    expect(within(second!).getByText('Every month, 10% off')).toBeTruthy();
    // compare-at struck through with a hidden "was"
    expect(within(second!).getByText('was', { exact: false }).closest('s')?.textContent).toBe(
      'was £6.50',
    );
  });

  it('shows a line discount and the discounted unit price', () => {
    const line = cartLine({
      id: 'l9',
      title: 'Coffee Starter Box',
      handle: 'coffee-starter-box',
      unit: '30.00',
      quantity: 2,
    });
    line.discountAllocations = [{ discountedAmount: gbp('9.00') }];
    line.cost = { ...line.cost, totalAmount: gbp('51.00') };
    render(<Shell />);
    openWith(cart([line]));
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('−£9.00 discount')).toBeTruthy();
    expect(within(item).getByText('was', { exact: false }).closest('s')?.textContent).toBe(
      'was £30.00',
    );
    expect(within(item).getByText('now', { exact: false }).parentElement?.textContent).toBe(
      'now £25.50',
    );
  });

  it('summarises totals: subtotal as the total, the discount percentage with the code, the total after discount', () => {
    render(<Shell />);
    openWith(
      twoLineCart({
        cost: {
          subtotalAmount: gbp('24.85'),
          totalAmount: gbp('21.12'),
          totalTaxAmount: null,
          totalDutyAmount: null,
        },
        discountCodes: [{ code: 'WELCOME15', applicable: true }],
      }),
    );
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('WELCOME15')).toBeTruthy();
    expect(within(summary).getByText('−15%')).toBeTruthy();
    expect(within(summary).getByText('£21.12')).toBeTruthy();
    expect(
      within(summary).getByText('before discount', { exact: false }).parentElement?.textContent,
    ).toBe('before discount £24.85');
  });

  it('colours the summary from cartSummaryHexColor with a readable text colour', () => {
    render(<Shell />);
    openWith(twoLineCart(), { cartSummaryHexColor: '#1f4d3a' });
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary.style.background).toBe('rgb(31, 77, 58)');
    expect(summary.style.color).toBe('rgb(255, 255, 255)');
  });

  it('marks itself busy while a mutation is in flight, keeping the controls usable', () => {
    render(<Shell />);
    openWith(twoLineCart(), { pending: true });
    expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe('true');
    expect(
      (
        screen.getByRole('button', {
          name: /increase quantity of house blend/i,
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(false);
  });
});

describe('<CartStatus>', () => {
  it("announces the store's announcement politely and shows cart errors as an alert", () => {
    render(<Shell />);
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('');
    act(() =>
      useShopStore.setState({ announcement: 'Added House Blend Coffee Beans to your basket' }),
    );
    expect(live?.textContent).toBe('Added House Blend Coffee Beans to your basket');
    expect(screen.getByRole('alert').textContent).toBe('');
    act(() => useShopStore.setState({ cartError: 'Sorry, we could not add that to your basket.' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Sorry, we could not add that to your basket.',
    );
  });

  it('stays outside the inert background while the drawer is open', () => {
    render(<Shell />);
    openWith(twoLineCart(), { cartError: 'Something went wrong' });
    expect(screen.getByRole('alert').closest('[inert]')).toBeNull();
  });
});

describe('<CartDrawer> with cart settings', () => {
  it('uses the CMS empty-basket text and checkout label', () => {
    render(<Shell />);
    openWith(cart([]), {
      cartSettings: {
        emptyCartText: 'Nothing here yet. Try the House Blend.',
        checkoutButtonLabel: 'Checkout securely',
      },
    });
    expect(screen.getByText('Nothing here yet. Try the House Blend.')).toBeTruthy();
    expect(screen.queryByText('Your basket is empty')).toBeNull();
  });

  it('keeps "Checkout" when the CMS label would drop the word', () => {
    render(<Shell />);
    openWith(twoLineCart(), { cartSettings: { checkoutButtonLabel: 'Pay now' } });
    expect(screen.getByRole('link', { name: 'Checkout' })).toBeTruthy();
  });

  it('uses a CMS checkout label that still says checkout', () => {
    render(<Shell />);
    openWith(twoLineCart(), { cartSettings: { checkoutButtonLabel: 'Checkout securely' } });
    expect(screen.getByRole('link', { name: 'Checkout securely' })).toBeTruthy();
  });
});
