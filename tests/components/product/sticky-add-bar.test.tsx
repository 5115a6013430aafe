// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StickyAddBar, STICKY_BAR_HEIGHT_VAR } from '@/components/product/StickyAddBar';

afterEach(cleanup);

const reserved = () => document.documentElement.style.getPropertyValue(STICKY_BAR_HEIGHT_VAR);

describe('<StickyAddBar>', () => {
  it('reserves its height at the bottom of the page while shown, and releases it when gone', () => {
    // jsdom has no layout: give the bar a height to publish.
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(72);
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    expect(reserved()).toBe('');
    const { unmount } = render(
      <StickyAddBar title="Coffee Starter Box" priceText="£30.00" onAdd={() => {}} />,
    );
    expect(reserved()).toBe('72px');
    unmount();
    expect(reserved()).toBe('');
    height.mockRestore();
    scrollBy.mockRestore();
  });

  // jsdom's document has no height, so the page reads as scrolled to the end unless told otherwise.
  const follow: [string, number, [number, number][]][] = [
    ['at the end of the page: kept at the end, above the bar', 0, [[0, 72]]],
    ['mid-page: left where it is', 400, []],
  ];
  it.each(follow)('when it appears %s', (_name, scrollHeight, calls) => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(72);
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(
      window.innerHeight + scrollHeight,
    );
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    render(<StickyAddBar title="Coffee Starter Box" priceText="£30.00" onAdd={() => {}} />);
    expect(scrollBy.mock.calls).toEqual(calls);
  });

  it('is a named region with the title, price and an add button', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<StickyAddBar title="Coffee Starter Box" priceText="£30.00" onAdd={onAdd} />);
    const region = screen.getByRole('region', { name: 'Quick add' });
    expect(region.textContent).toBe('Coffee Starter Box£30.00Add to basket');
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});
