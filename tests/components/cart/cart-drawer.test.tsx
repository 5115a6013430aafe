// @vitest-environment jsdom
// jsdom, not happy-dom: happy-dom's accessible names keep the space before a hidden count's comma
// ("Basket , 3 items"), and its native <dialog> neither moves focus nor closes as browsers do;
// jsdom with tests/setup.ts's dialog stand-in does.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartButton } from '@/components/cart/CartButton';
import { CartDrawer } from '@/components/cart/CartDrawer';
import { CartStatus } from '@/components/cart/CartStatus';
import { parseCartSettings } from '@/lib/content/settings';
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

/**
 * The shell in miniature: the page with the basket button, the drawer mount, the live regions.
 * The drawer is a native <dialog> (jsdom's showModal() and close() come from tests/setup.ts); the
 * inert page is the browser's, checked in e2e/modal.spec.ts with the real scroll lock.
 * `warm`: the drawer is mounted closed, as the shell does once the page is idle;
 * otherwise it mounts on the first open, as before idle.
 */
function Shell({ warm = true }: { warm?: boolean }) {
  const open = useShopStore((s) => s.cartOpen);
  return (
    <>
      <div data-testid="page">
        <CartButton />
        <a href="/somewhere">A page link</a>
      </div>
      {open || warm ? <CartDrawer open={open} /> : null}
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
    id: 'gid://shopify/ProductVariant/4400000001',
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
  document.documentElement.style.overflow = '';
  document.body.style.overflow = '';
});

afterEach(() => {
  cleanup();
  useShopStore.setState(initialState, true);
});

describe('<CartDrawer> mounted closed', () => {
  it('is a closed dialog, out of the accessibility tree, with the page left alone', () => {
    render(<Shell />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('dialog')?.open).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('opens on an add with the line, then closes back to hidden and returns focus', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    const button = screen.getByRole('button', { name: /basket/i });
    button.focus();
    openWith(twoLineCart());
    const dialog = screen.getByRole('dialog', { name: 'Your basket' });
    expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useShopStore.getState().cartOpen).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(button);
  });

  it('still mounts and opens on the first add before the page was idle', () => {
    render(<Shell warm={false} />);
    expect(document.querySelector('dialog')).toBeNull();
    openWith(twoLineCart());
    expect(screen.getByRole('dialog', { name: 'Your basket' })).toBeTruthy();
  });
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
    // showModal() focuses the first focusable element: the heading (tabindex -1), before Close.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your basket' }));
    await user.tab();
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

  it('shows the empty state with a link to the shop', () => {
    render(<Shell />);
    openWith(cart([]));
    const dialog = screen.getByRole('dialog', { name: 'Your basket' });
    expect(within(dialog).getByText('Your basket is empty')).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Continue shopping' }).getAttribute('href'),
    ).toBe('/#shop');
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
    ).toBe('/products/house-blend-coffee?variant=4400000001');
    // Each line links back to its own variant (lib/product-variant-url.ts's productVariantHref).
    expect(
      within(second!).getByRole('link', { name: 'Organic Breakfast Tea' }).getAttribute('href'),
    ).toBe('/products/breakfast-tea?variant=2');
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

  it('says a first-order plan price is for the first order, with the later price', () => {
    const starter = plan('40', 'First box £15, then 10% off monthly', [
      { orderCount: 1, adjustmentValue: { kind: 'fixedPrice', price: gbp('15.00') } },
      { orderCount: null, adjustmentValue: { kind: 'percentage', percentage: 10 } },
    ]);
    const line = cartLine({
      id: 'l40',
      title: 'Coffee Starter Box',
      handle: 'coffee-starter-box',
      unit: '15.00',
      quantity: 1,
      sellingPlanAllocation: allocation(starter, '15.00'),
    });
    line.cost = { ...line.cost, compareAtAmountPerQuantity: gbp('30.00') };
    line.merchandise = {
      ...line.merchandise,
      price: gbp('30.00'),
      product: {
        ...line.merchandise.product,
        sellingPlanGroups: [{ name: 'Starter', options: [], sellingPlans: [starter] }],
      },
    };
    render(<Shell />);
    openWith(cart([line]));
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('was', { exact: false }).closest('s')?.textContent).toBe(
      'was £30.00',
    );
    expect(within(item).getByText(/each/).textContent).toBe(
      'now £15.00 each for the first order, then £27.00',
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

  it('marks only the lines and totals busy while a mutation is in flight, keeping the controls usable', () => {
    render(<Shell />);
    openWith(twoLineCart(), { pending: true });
    expect(screen.getByRole('dialog').hasAttribute('aria-busy')).toBe(false);
    expect(
      screen.getByRole('list', { name: 'Items in your basket' }).getAttribute('aria-busy'),
    ).toBe('true');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary.querySelector('dl')?.getAttribute('aria-busy')).toBe('true');
    expect(
      (
        screen.getByRole('button', {
          name: /increase quantity of house blend/i,
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(false);
    act(() => useShopStore.setState({ pending: false }));
    expect(
      screen.getByRole('list', { name: 'Items in your basket' }).getAttribute('aria-busy'),
    ).toBe('false');
  });

  it('shows an order-level discount from the cart totals: total, code, percentage, total after discount', () => {
    // WELCOME15 is an order-level code: the platform allocates it to the cart, not to the lines.
    const line = cartLine({
      id: 'gid://shopify/CartLine/7',
      title: 'Coffee Starter Box',
      handle: 'coffee-starter-box',
      unit: '30.00',
      quantity: 1,
    });
    render(<Shell />);
    openWith(
      cart([line], {
        cost: {
          subtotalAmount: gbp('30.00'),
          totalAmount: gbp('25.50'),
          totalTaxAmount: null,
          totalDutyAmount: null,
        },
        discountCodes: [{ code: 'WELCOME15', applicable: true }],
        discountAllocations: [{ discountedAmount: gbp('4.50') }],
      }),
    );
    const summary = screen.getByRole('region', { name: 'Order summary' });
    const rows = Array.from(summary.querySelectorAll('dl > div')).map((row) =>
      row.textContent?.replace(/\s+/g, ' '),
    );
    expect(rows).toEqual([
      'Totalbefore discount £30.00',
      'DiscountWELCOME15−15%',
      'Total after discount£25.50',
    ]);
    // The line itself carries no discount, so it shows its own price only.
    const lines = screen.getByRole('list', { name: 'Items in your basket' });
    const item = within(lines).getByRole('listitem');
    expect(within(item).queryByText(/discount/)).toBeNull();
    expect(within(item).queryByText('was', { exact: false })).toBeNull();
  });

  it('leaves out a code the platform marks not applicable', () => {
    render(<Shell />);
    openWith(twoLineCart({ discountCodes: [{ code: 'EXPIRED', applicable: false }] }));
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).queryByText('EXPIRED')).toBeNull();
    expect(within(summary).queryByText(/%/)).toBeNull();
  });
});

describe('<CartDrawer> checkout link', () => {
  const checkoutLink = () => screen.getByRole('link', { name: /checkout/i });

  const disabledCases: [string, Partial<Cart>, boolean][] = [
    ['the optimistic first cart has no checkoutUrl yet', { checkoutUrl: '' }, false],
    ['a change is in flight', {}, true],
    ['both', { checkoutUrl: '' }, true],
  ];
  it.each(disabledCases)(
    'is disabled, still named "Checkout", while %s',
    async (_name, overrides, pending) => {
      const user = userEvent.setup();
      const markCheckoutStarted = vi.fn();
      render(<Shell />);
      openWith(twoLineCart(overrides), { pending, markCheckoutStarted });
      const link = checkoutLink();
      expect(link.textContent).toBe('Checkout');
      expect(link.hasAttribute('href')).toBe(false);
      expect(link.getAttribute('aria-disabled')).toBe('true');
      await user.click(link);
      expect(markCheckoutStarted).not.toHaveBeenCalled();
    },
  );

  it('is live with the href once the cart has a checkoutUrl and nothing is pending, and marks the checkout on click', async () => {
    const user = userEvent.setup();
    const markCheckoutStarted = vi.fn();
    render(<Shell />);
    openWith(twoLineCart({ checkoutUrl: '' }), { pending: true, markCheckoutStarted });
    expect(checkoutLink().getAttribute('aria-disabled')).toBe('true');
    act(() =>
      useShopStore.setState({
        cart: twoLineCart({ checkoutUrl: 'http://127.0.0.1:4010/checkout/c1' }),
        pending: false,
      }),
    );
    const link = checkoutLink();
    expect(link.getAttribute('href')).toBe('http://127.0.0.1:4010/checkout/c1');
    expect(link.hasAttribute('aria-disabled')).toBe(false);
    // jsdom does not navigate; the click handler is what is under test.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(markCheckoutStarted).toHaveBeenCalledTimes(1);
  });

  it('keeps focus on Checkout when a change starts and ends', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    openWith(twoLineCart());
    await user.tab({ shift: true });
    const link = checkoutLink();
    expect(document.activeElement).toBe(link);
    act(() => useShopStore.setState({ pending: true }));
    expect(document.activeElement).toBe(checkoutLink());
    expect(checkoutLink().getAttribute('aria-disabled')).toBe('true');
    act(() => useShopStore.setState({ pending: false }));
    expect(document.activeElement).toBe(checkoutLink());
    expect(checkoutLink().hasAttribute('href')).toBe(true);
  });
});

describe('<CartDrawer> cart errors', () => {
  const message = "Sorry, we couldn't update House Blend Coffee Beans. Please try again.";

  it('shows the error inside the dialog, above the summary, as an alert the shopper can dismiss', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    openWith(twoLineCart(), { cartError: message });
    const dialog = screen.getByRole('dialog');
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    const alert = alerts[0]!;
    expect(dialog.contains(alert)).toBe(true);
    expect(alert.textContent).toBe(message);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(alert.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Reachable with the keyboard inside the trap.
    const dismiss = within(alert).getByRole('button', { name: 'Dismiss message' });
    for (let i = 0; i < 20 && document.activeElement !== dismiss; i += 1) await user.tab();
    expect(document.activeElement).toBe(dismiss);
    await user.keyboard('{Enter}');
    expect(useShopStore.getState().cartError).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // Focus stays in the dialog, on its heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your basket' }));
  });

  it('shows the error in an empty basket too', () => {
    render(<Shell />);
    openWith(cart([]), { cartError: message });
    expect(screen.getByRole('dialog').contains(screen.getByRole('alert'))).toBe(true);
  });

  it('shows the error as a toast outside the drawer while it is closed, dismissible', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    act(() => useShopStore.setState({ cart: twoLineCart(), cartError: message }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(screen.getByTestId('page').contains(alert)).toBe(false);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useShopStore.getState().cartError).toBeNull();
  });

  it('moves the error between the toast and the drawer, and drops it when the next action succeeds', () => {
    render(<Shell />);
    act(() => useShopStore.setState({ cart: twoLineCart(), cartError: message }));
    expect(screen.getByRole('alert').closest('dialog')).toBeNull();
    openWith(twoLineCart());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').closest('dialog')).not.toBeNull();
    act(() => useShopStore.setState({ cartOpen: false }));
    expect(screen.getByRole('alert').closest('dialog')).toBeNull();
    // The store clears cartError when the next action succeeds.
    act(() => useShopStore.setState({ cartError: null, announcement: 'Added Tea to your basket' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reserves the toast height at the bottom of the page while it shows', () => {
    render(<Shell />);
    const reserved = () =>
      document.documentElement.style.getPropertyValue('--cart-toast-height') !== '';
    expect(reserved()).toBe(false);
    act(() => useShopStore.setState({ cartError: message }));
    expect(reserved()).toBe(true);
    act(() => useShopStore.setState({ cartError: null }));
    expect(reserved()).toBe(false);
  });
});

describe('<CartStatus>', () => {
  it("announces the store's announcement politely", () => {
    render(<Shell />);
    const live = screen.getByTestId('cart-announcer');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.closest('dialog')).toBeNull();
    expect(live.textContent).toBe('');
    act(() =>
      useShopStore.setState({ announcement: 'Added House Blend Coffee Beans to your basket' }),
    );
    expect(live.textContent).toBe('Added House Blend Coffee Beans to your basket');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces inside the open drawer (a modal dialog hides the rest of the page), once', () => {
    render(<Shell />);
    const regions = () => Array.from(document.querySelectorAll('[aria-live="polite"]'));
    // The action opens the drawer and clears the last announcement; the result comes later.
    openWith(twoLineCart(), { announcement: '' });
    const live = screen.getByTestId('cart-announcer');
    expect(screen.getByRole('dialog').contains(live)).toBe(true);
    act(() => useShopStore.setState({ announcement: 'Added Tea to your basket' }));
    expect(live.textContent).toBe('Added Tea to your basket');
    expect(regions().map((region) => region.textContent)).toEqual(['Added Tea to your basket', '']);
    // Closed, the page's region takes over without saying it again; the next result is said there.
    act(() => useShopStore.setState({ cartOpen: false }));
    expect(screen.getByTestId('cart-announcer').closest('dialog')).toBeNull();
    expect(regions().map((region) => region.textContent)).toEqual(['', '']);
    act(() => useShopStore.setState({ announcement: 'Removed Tea from your basket' }));
    expect(screen.getByTestId('cart-announcer').textContent).toBe('Removed Tea from your basket');
  });
});

describe('<CartDrawer> with cart settings', () => {
  it('uses the CMS empty-basket text and button label', () => {
    render(<Shell />);
    openWith(cart([]), {
      // Through the lib parser, as the shell hands the CMS story to the store.
      cartSettings: parseCartSettings({
        empty_cart_text: 'Nothing here yet. Try the House Blend.',
        empty_cart_button_label: 'Back to the shop',
        checkout_button_label: 'Checkout securely',
      }),
    });
    expect(screen.getByText('Nothing here yet. Try the House Blend.')).toBeTruthy();
    expect(screen.queryByText('Your basket is empty')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe(
      '/#shop',
    );
  });

  const labelCases: [string, unknown, string, string][] = [
    ['no label', undefined, 'Checkout', 'Checkout'],
    ['blank label', '  ', 'Checkout', 'Checkout'],
    ['a label saying checkout', 'Checkout securely', 'Checkout securely', 'Checkout securely'],
    ['lower case', 'Go to checkout', 'Go to checkout', 'Go to checkout'],
    ['a label without the word', 'Pay now', 'Pay now', 'Checkout: Pay now'],
    ['not a string', 42, 'Checkout', 'Checkout'],
  ];
  it.each(labelCases)(
    'checkout link with %s: shows %j, named %j',
    (_name, setting, visible, name) => {
      render(<Shell />);
      openWith(twoLineCart(), {
        cartSettings: parseCartSettings({ checkout_button_label: setting }),
      });
      const link = screen.getByRole('link', { name });
      expect(link.textContent).toBe(visible);
      expect(link.getAttribute('href')).toBe('http://127.0.0.1:4010/checkout/c1');
    },
  );
});
