import { test } from '@playwright/test';
const shots = [
  ['collections', '/collections'],
  ['coffee', '/collections/coffee'],
  ['coffee-filtered', '/collections/coffee?filter.productVendor=Morrow+%26+Co.&sort=price-ascending&price_max=20'],
  ['coffee-nomatch', '/collections/coffee?price_max=1'],
  ['coffee-hostile', '/collections/coffee?sort=%3Cscript%3E&filter.colour=red'],
  ['home-end', '/'],
];
for (const width of [390, 1280]) {
  test(`screens ${width}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`); });
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of shots) {
      await page.goto(path!);
      if (width === 390 && name === 'coffee') {
        await page.screenshot({ path: `/tmp/applist-shots/${name}-${width}-closed.png` });
        await page.locator('summary', { hasText: 'Filters' }).click();
      }
      await page.screenshot({ path: `/tmp/applist-shots/${name}-${width}.png`, fullPage: name !== 'home-end' });
    }
    if (width === 390) {
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.screenshot({ path: `/tmp/applist-shots/menu-${width}.png` });
    }
    console.log(`console ${width}:`, JSON.stringify(errors));
  });
}
