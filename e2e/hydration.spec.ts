import { expect, test, type Page } from '@playwright/test';
import { Shop } from './fixtures/shop';

// React reports a hydration mismatch as a console error (production builds: minified error
// #418/#423/#425, development: "Hydration failed" / "did not match"). #424: an update reached the
// root before its hydration (which runs in slices, components/layout/transition-hydration.ts)
// was done, and the whole page was rendered again on the client.
const HYDRATION = /hydrat|did not match|Minified React error #(418|419|421|422|423|424|425)/i;

/** Link targets inside <main> as the server sent them. */
async function serverHrefs(page: Page, path: string): Promise<string[]> {
  let html = await (await page.request.get(path)).text();
  // A part React sent out of order (after the page, hidden, moved in by its inline script before
  // the page's scripts run) is put where it goes, as that script does.
  for (const [, id, content] of html.matchAll(
    /<div hidden id="S:(\d+)">([\s\S]*?)<\/div><script>/g,
  ))
    html = html.replace(`<template id="B:${id}"></template>`, content ?? '');
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return [...main.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) =>
    (m[1] ?? '').replaceAll('&amp;', '&'),
  );
}

for (const path of [
  '/',
  '/?utm_campaign=welcome',
  '/?utm_source=x&utm_medium=email',
  '/products/house-blend-coffee?utm_source=x',
  '/pages/about?ref=footer',
]) {
  test(`no hydration mismatch on ${path}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()) && HYDRATION.test(message.text()))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (HYDRATION.test(error.message)) problems.push(error.message);
    });
    await new Shop(page).goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Production React does not report attribute mismatches; once the router is ready (it
    // re-renders with the query), the links must still be the ones the server sent.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { next?: { router?: { isReady?: boolean } } }).next?.router
              ?.isReady,
        ),
      )
      .toBe(true);
    const client = await page
      .locator('#main a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const server = await serverHrefs(page, path);
    expect(client).toEqual(server);

    // Production React keeps the server's attributes while hydrating, so a link whose href
    // depends on the browser URL would go unnoticed there (next dev reports it). What the client
    // renders on its own for this URL, after a client-side navigation, must match the server too.
    await page.goto(path.startsWith('/pages/') ? '/' : '/pages/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(async (url) => {
      const w = window as unknown as { next: { router: { push(u: string): Promise<boolean> } } };
      await w.next.router.push(url);
    }, path);
    await expect
      .poll(() => page.evaluate(() => window.location.pathname + window.location.search))
      .toBe(path.split('#')[0]);
    const rendered = await page
      .locator('#main a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(rendered).toEqual(server);
    expect(problems).toEqual([]);
  });
}

// The wrap of react-dom's hydrateRoot (components/layout/transition-hydration.ts) took effect:
// Next hydrated through it (the wrapper marks <html> when it is called), and it warned of nothing.
test('Next hydrates through the transition wrapper', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/transition-hydration/.test(message.text())) warnings.push(message.text());
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydration', 'transition');
  expect(warnings).toEqual([]);
});
