// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isInAppPath, routerFollows, ShopLink } from '@/components/ui/ShopLink';

const router = vi.hoisted(() => ({
  push: vi.fn(() => Promise.resolve(true)),
  prefetch: vi.fn(() => Promise.resolve()),
}));
vi.mock('next/router', () => ({ default: router }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isInAppPath', () => {
  it.each([
    ['/', true],
    ['/products/house-blend-coffee', true],
    ['/#shop', true],
    ['/pages/about?from=footer', true],
    ['//evil.example/x', false],
    ['https://morrow.example/pages/about', false],
    ['mailto:hello@morrow.example', false],
    ['#shop', false],
    ['', false],
  ])('%j → %s', (href, expected) => {
    expect(isInAppPath(href)).toBe(expected);
  });
});

describe('routerFollows', () => {
  it.each([
    ['a plain click on a path', plain, '/pages/about', {}, true],
    ['target _self', plain, '/pages/about', { target: '_self' }, true],
    ['the middle button', { ...plain, button: 1 }, '/pages/about', {}, false],
    ['ctrl (new tab)', { ...plain, ctrlKey: true }, '/pages/about', {}, false],
    ['meta (new tab)', { ...plain, metaKey: true }, '/pages/about', {}, false],
    ['shift (new window)', { ...plain, shiftKey: true }, '/pages/about', {}, false],
    ['alt (download)', { ...plain, altKey: true }, '/pages/about', {}, false],
    ['target _blank', plain, '/pages/about', { target: '_blank' }, false],
    ['a download link', plain, '/files/menu.pdf', { download: '' }, false],
    ['another site', plain, 'https://example.com/', {}, false],
  ])('%s', (_name, click, href, link, expected) => {
    expect(routerFollows(click, href, link)).toBe(expected);
  });
});

describe('ShopLink', () => {
  it('follows an in-app path with the router, after its own onClick', () => {
    const calls: string[] = [];
    const onClick = vi.fn(() => calls.push('onClick'));
    router.push.mockImplementation(() => {
      calls.push('push');
      return Promise.resolve(true);
    });
    render(
      <ShopLink href="/pages/about" className="x" onClick={onClick}>
        About
      </ShopLink>,
    );
    const link = screen.getByRole('link', { name: 'About' });
    expect(link.getAttribute('href')).toBe('/pages/about');
    expect(link.className).toBe('x');
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(calls).toEqual(['onClick', 'push']);
    expect(router.push).toHaveBeenCalledWith('/pages/about');
  });

  it('leaves other sites, new tabs and prevented clicks to the browser', () => {
    // What the browser would be left to do, noted before jsdom (which cannot) is kept from it.
    const leftToBrowser: boolean[] = [];
    const note = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', note);
    render(
      <>
        <ShopLink href="https://example.com/">Elsewhere</ShopLink>
        <ShopLink href="/pages/about">About</ShopLink>
        <ShopLink href="/pages/returns" onClick={(event) => event.preventDefault()}>
          Returns
        </ShopLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(screen.getByRole('link', { name: 'About' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Returns' }));
    document.removeEventListener('click', note);
    expect(leftToBrowser).toEqual([true, true, false]);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('prefetches its page on hover and touch, not on render, and never another site', () => {
    render(
      <>
        <ShopLink href="/products/house-blend-coffee">Coffee</ShopLink>
        <ShopLink href="https://example.com/">Elsewhere</ShopLink>
      </>,
    );
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Coffee' }));
    fireEvent.touchStart(screen.getByRole('link', { name: 'Coffee' }));
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(router.prefetch.mock.calls).toEqual([
      ['/products/house-blend-coffee', '/products/house-blend-coffee', { priority: true }],
      ['/products/house-blend-coffee', '/products/house-blend-coffee', { priority: true }],
    ]);
  });

  it('a failed prefetch is quiet', async () => {
    router.prefetch.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    render(<ShopLink href="/pages/about">About</ShopLink>);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'About' }));
    await Promise.resolve();
    expect(router.prefetch).toHaveBeenCalledTimes(1);
  });
});
