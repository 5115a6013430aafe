// @vitest-environment jsdom
// jsdom, not happy-dom: happy-dom's native showModal() does not move focus into the dialog, as
// browsers do; jsdom with tests/setup.ts's dialog stand-in does.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { galleryViews } from '@/components/product/gallery-views';
import { ProductGallery } from '@/components/product/ProductGallery';
import { imgProps } from '@/lib/images/img-props';
import type { Image } from '@/lib/shopify/types';
import { resetShopStore, useShopStore } from '@/stores/shop-store';
import { FakeRouter } from '../fake-router';

const images: Image[] = [1, 2, 3, 4, 5, 6].map((n) => ({
  url: `http://127.0.0.1:4010/images/products/breakfast-tea-${n}.webp`,
  altText: `Breakfast tea, view ${n}`,
  width: 1200,
  height: 1200,
}));
const views = galleryViews(images.slice(0, 5), 'Organic Breakfast Tea', imgProps);

const renderGallery = () =>
  render(
    <FakeRouter>
      <ProductGallery images={images} views={views} title="Organic Breakfast Tea" variants={[]} />
    </FakeRouter>,
  );

afterEach(() => {
  cleanup();
  resetShopStore();
});

describe('<ProductGallery> and the image modal', () => {
  it('shows the first 5 images as thumbnails', () => {
    renderGallery();
    expect(screen.getAllByRole('button', { name: /^Show image \d of 5$/ })).toHaveLength(5);
  });

  it('opens the modal from the main image (layout store showImageModal), Esc closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderGallery();
    const enlarge = screen.getByRole('button', { name: 'Enlarge image' });
    await user.click(enlarge);
    expect(useShopStore.getState().showImageModal).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Organic Breakfast Tea images' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useShopStore.getState().showImageModal).toBe(false);
    expect(document.activeElement).toBe(enlarge);
  });

  it('steps through the images with the buttons and the arrow keys, wrapping round', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Show image 3 of 5' }));
    await user.click(screen.getByRole('button', { name: 'Enlarge image' }));
    const dialog = await screen.findByRole('dialog');
    const current = () => dialog.querySelector('img')?.getAttribute('alt');
    expect(current()).toBe('Breakfast tea, view 3');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(current()).toBe('Breakfast tea, view 4');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(current()).toBe('Breakfast tea, view 1');
    await user.keyboard('{ArrowLeft}');
    expect(current()).toBe('Breakfast tea, view 5');
    await user.click(screen.getByRole('button', { name: 'Close images' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
