import { expect, test } from '@playwright/test';
import { watchViolations } from './fixtures/csp';
import { Shop } from './fixtures/shop';

/**
 * The production build runs under its CSP with nothing refused (every script a file
 * from 'self'), and every response carries the security headers.
 */

test('the home page, a product page and the open drawer run with no CSP violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const shop = new Shop(page);
  await shop.goto('/');
  await expect(page.getByRole('region', { name: 'The range' })).toBeVisible();
  await shop.gotoProduct('house-blend-coffee');
  await shop.addToBasket();
  await expect(shop.drawer()).toBeVisible();
  await shop.waitForCheckoutReady();
  await shop
    .drawer()
    .getByRole('button', { name: /increase/i })
    .first()
    .click();
  await expect(shop.summary()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a script from a host the policy does not name is refused (enforced, not just sent)', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://evil.example/steal.js';
    document.head.append(script);
  });
  await expect.poll(() => violations.some((v) => /script-src/.test(v))).toBe(true);
});

test('an inline script the build did not make is refused', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.some((v) => /script-src/.test(v))).toBe(true);
});

for (const path of ['/', '/products/house-blend-coffee', '/api/health', '/favicon.svg']) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    const scripts = /script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1];
    if (path.startsWith('/api') || path.includes('.')) {
      // Not a page: no inline script to name, the build-time policy stands.
      expect(scripts).toBe("'self' 'unsafe-inline'");
    } else {
      // Pages: the build's inline scripts by hash, and no 'unsafe-inline'.
      expect(scripts).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/);
    }
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  });
}
