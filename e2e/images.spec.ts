import { expect, test } from '@playwright/test';

// SPEC §9: image device widths 320 to 3840 and default quality 75, as next.config sets them; this
// checks what the browser actually asks /_next/image for.
const DEVICE_WIDTHS = [320, 420, 640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const IMAGE_WIDTHS = [64, 96, 128, 256];

test('the shop asks /_next/image for the configured widths at quality 75', async ({ page }) => {
  const asked: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/_next/image') asked.push(url);
  });
  await page.goto('/');
  const hero = page.locator('#hero-heading').locator('xpath=ancestor::section//img').first();
  const srcset = (await hero.getAttribute('srcset')) ?? '';
  const widths = [...srcset.matchAll(/[?&]w=(\d+)/g)].map((m) => Number(m[1]));
  // The hero (sizes up to 100vw) lists every device width, 320 to 3840, and the image sizes
  // above the smallest it may show at; nothing else.
  expect(widths).toEqual(expect.arrayContaining(DEVICE_WIDTHS));
  for (const width of widths) expect([...DEVICE_WIDTHS, ...IMAGE_WIDTHS]).toContain(width);
  expect([...srcset.matchAll(/[?&]q=(\d+)/g)].map((m) => m[1])).toEqual(widths.map(() => '75'));
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  for (const url of asked) {
    expect([...DEVICE_WIDTHS, ...IMAGE_WIDTHS]).toContain(Number(url.searchParams.get('w')));
    expect(url.searchParams.get('q')).toBe('75');
  }
});
