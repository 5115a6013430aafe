import { expect, test } from '@playwright/test';
import { publishProduct } from './fixtures/catalogue';
import { watchViolations } from './fixtures/csp';
import { Shop } from './fixtures/shop';

/**
 * A page the shop renders first at run time runs under the build's CSP with nothing
 * refused. The product is published after the build (getStaticPaths fallback renders it on the
 * first request), and its long story makes React outline the page's Suspense boundaries (the
 * gallery, the buy box, the footer's form): each is revealed by an inline `$RC("B:n","S:n")`
 * script, and no page the build prerendered had more than one. Blocked, a boundary's content stays
 * in its hidden holder and the buy box never shows.
 */

const PARAGRAPH = `<p>${'Grown on the high slopes and picked by hand, then washed, dried on raised beds and rested before roasting. '.repeat(6)}</p>`;

test('a product published after the build runs with no CSP violation', async ({
  page,
  request,
}) => {
  const handle = `late-harvest-${Date.now().toString(36)}`;
  const title = 'Late Harvest Blend';
  await publishProduct(request, {
    from: 'house-blend-coffee',
    handle,
    title,
    descriptionHtml: PARAGRAPH.repeat(16),
  });
  const violations = await watchViolations(page);
  const shop = new Shop(page);

  const response = await page.goto(`/products/${handle}`);
  // Rendered for this request, not by the build.
  expect(response?.headers()['x-nextjs-cache']).toBe('MISS');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: /add to (cart|basket)/i }).first()).toBeVisible();

  // Hydrated: the buy box adds the new product to the basket.
  await shop.waitForCart();
  await shop.addToBasket();
  await expect(shop.drawer()).toBeVisible();
  await expect(shop.drawer()).toContainText(title);
  await shop.waitForCheckoutReady();
  expect(violations).toEqual([]);
});
