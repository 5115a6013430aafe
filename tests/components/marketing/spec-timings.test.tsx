// @vitest-environment happy-dom
// SPEC §9 timings the shop sets itself: the cart link's 2,000 ms delay and the toast's 0.5 s
// transition.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCampaignLinks } from '@/components/marketing/use-campaign-links';
import { resetShopStore, useShopStore } from '@/stores/shop-store';

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

const CART_ID = 'gid://shopify/Cart/c1-abc123?key=k1';

function Links() {
  useCampaignLinks(undefined);
  return null;
}

describe('the shopifyCartId link (SPEC §2, §9)', () => {
  it('loads the linked cart 2,000 ms after load, not before', () => {
    vi.useFakeTimers();
    resetShopStore();
    const loadCartById = vi.fn(async () => {});
    useShopStore.setState({ loadCartById } as never);
    window.history.replaceState(null, '', `/?shopifyCartId=${encodeURIComponent(CART_ID)}`);
    render(<Links />);
    vi.advanceTimersByTime(1999);
    expect(loadCartById).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(loadCartById).toHaveBeenCalledWith(CART_ID);
  });
});

describe('the discount toast transition (SPEC §1, §9)', () => {
  const css = readFileSync(
    path.join(__dirname, '../../../components/marketing/discount-toast.module.css'),
    'utf8',
  );
  it('slides and fades in 0.5 s, both ways', () => {
    // The two rules of the panel's states (not the reduced-motion rule, which turns it off).
    const panel = [...css.matchAll(/(?:^|\n)\.panel(?:\[data-visible='true'\])?\s*\{([^}]*)\}/g)]
      .map((m) => m[1] ?? '')
      .filter((body) => body.includes('transition'));
    expect(panel).toHaveLength(2);
    for (const body of panel) {
      expect(body).toMatch(/transform 0\.5s/);
      expect(body).toMatch(/opacity 0\.5s/);
    }
  });
});
