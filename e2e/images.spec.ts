import { expect, test } from '@playwright/test';
import { Shop } from './fixtures/shop';

// next.config.ts `images`: SPEC §9 device widths (320 to 3840) and the smaller image sizes, and
// the one quality the optimiser accepts, 75.
const WIDTHS = [320, 420, 640, 750, 828, 1080, 1200, 1920, 2048, 3840, 64, 96, 128, 256];

for (const path of ['/', '/products/house-blend-coffee']) {
  test(`${path}: the optimiser is asked for configured widths at quality 75; a phone gets no desktop width`, async ({
    page,
  }, testInfo) => {
    const asked: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/_next/image') asked.push(url);
    });
    await new Shop(page).goto(path);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    for (const url of asked) {
      expect(WIDTHS, url.href).toContain(Number(url.searchParams.get('w')));
      expect(url.searchParams.get('q'), url.href).toBe('75');
    }
    if (testInfo.project.name === 'mobile') {
      // A 390 px phone at 2.625× needs at most ~1024 px: never the 1920 px and wider variants.
      const widest = Math.max(...asked.map((url) => Number(url.searchParams.get('w'))));
      expect(widest).toBeLessThanOrEqual(1200);
    }
  });
}
