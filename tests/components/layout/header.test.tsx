// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/components/layout/Header';

// A router whose events can be fired, to see the menu close on navigation.
const handlers = vi.hoisted(() => new Map<string, Set<() => void>>());
vi.mock('next/router', () => ({
  useRouter: () => ({
    asPath: '/',
    pathname: '/',
    push: vi.fn(),
    back: vi.fn(),
    events: {
      on: (name: string, fn: () => void) => {
        if (!handlers.has(name)) handlers.set(name, new Set());
        handlers.get(name)?.add(fn);
      },
      off: (name: string, fn: () => void) => handlers.get(name)?.delete(fn),
    },
  }),
}));

function emit(name: string) {
  act(() => handlers.get(name)?.forEach((fn) => fn()));
}

afterEach(() => {
  cleanup();
  handlers.clear();
});

const menu = () => screen.getByRole('button', { name: 'Menu' });
const nav = () => screen.getByRole('navigation', { name: 'Main', hidden: true });

describe('<Header> mobile menu', () => {
  it('puts the Menu button right before the nav links, so Tab from it walks into them', () => {
    render(<Header navStyle="regular" />);
    const order = Array.from(document.querySelectorAll('header a, header button')).map(
      (el) => el.getAttribute('aria-label') ?? el.textContent?.trim(),
    );
    expect(order).toEqual([
      'Morrow & Co.',
      'Menu',
      'Shop all',
      'Subscriptions',
      'Our story',
      'Search',
      'Account',
      'Basket, 0 items',
    ]);
    expect(menu().getAttribute('aria-controls')).toBe(nav().id);
  });

  it('links Account to /account as a plain link, the same for everyone (no session code)', () => {
    render(<Header navStyle="regular" />);
    const account = screen.getByRole('link', { name: /sign in|account/i });
    expect(account.getAttribute('href')).toBe('/account');
  });

  it('opens and closes from the button, telling assistive technology whether it is open', async () => {
    const user = userEvent.setup();
    render(<Header navStyle="regular" />);
    expect(menu().getAttribute('aria-expanded')).toBe('false');
    expect(nav().getAttribute('data-open')).toBe('false');
    await user.click(menu());
    expect(menu().getAttribute('aria-expanded')).toBe('true');
    expect(nav().getAttribute('data-open')).toBe('true');
    await user.click(menu());
    expect(menu().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Esc from a link and puts focus back on Menu', async () => {
    const user = userEvent.setup();
    render(<Header navStyle="regular" />);
    await user.click(menu());
    await user.tab();
    expect(document.activeElement).toBe(within(nav()).getByRole('link', { name: 'Shop all' }));
    await user.keyboard('{Escape}');
    expect(menu().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu());
  });

  it('leaves Esc alone when focus is outside the header', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Header navStyle="regular" />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(menu());
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await user.keyboard('{Escape}');
    expect(menu().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });

  const routeEvents = ['routeChangeStart', 'hashChangeStart'];
  it.each(routeEvents)('closes on %s', async (event) => {
    const user = userEvent.setup();
    render(<Header navStyle="regular" />);
    await user.click(menu());
    emit(event);
    expect(menu().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('<Header> styles', () => {
  it('renders nothing for navStyle none', () => {
    const { container } = render(<Header navStyle="none" />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the step and no menu for choose_plan', () => {
    render(<Header navStyle="choose_plan" />);
    expect(screen.getByText('Choose your plan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });
});
