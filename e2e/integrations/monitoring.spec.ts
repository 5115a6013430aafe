import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { SENTRY_PROJECT, SENTRY_SINK_PORT } from '../../scripts/e2e-builds.mjs';
import { violations } from '../fixtures/axe';
import { answerThirdParties, VENDOR_WAIT } from '../fixtures/third-parties';

// The build's DSN points at this listener, so the tunnel's relay is exercised for real; the
// server's own reports (instrumentation.ts) arrive here too. One file, so one listener on its port.
test.describe.configure({ mode: 'serial' });

const received: Array<{ path: string; body: string }> = [];
let sink: Server;

test.beforeAll(async () => {
  sink = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => sink.listen(SENTRY_SINK_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => sink.close(resolve));
});

test('an error thrown before Sentry loads reaches the DSN through /monitoring', async ({
  page,
}) => {
  await answerThirdParties(page);
  // Thrown once the app's scripts have run (they are deferred) but before the SDK, which loads
  // only after the page has loaded and the browser is idle.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      setTimeout(() => {
        throw new Error('e2e error before the SDK');
      }, 0);
    });
  });
  const tunnelled = page.waitForRequest((r) => new URL(r.url()).pathname === '/monitoring');
  await page.goto('/');
  const request = await tunnelled;
  expect(new URL(request.url()).searchParams.get('p')).toBe(SENTRY_PROJECT);
  await expect
    .poll(() => received.filter((r) => r.body.includes('e2e error before the SDK')).length, {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  // The server's own SDK (instrumentation.ts) posts there too, with its key in the query.
  expect(
    received.every(
      (r) => new URL(r.path, 'http://sink').pathname === `/api/${SENTRY_PROJECT}/envelope/`,
    ),
  ).toBe(true);
});

test('/monitoring refuses other projects, other organisations and bodies over 1 MB', async ({
  request,
}) => {
  // Pages in other workers report through the tunnel too; these envelopes carry a marker. The
  // server's own SDK reports these requests as well (a transaction each, which may quote the
  // body): only an envelope relayed as it was sent, header first, counts.
  const marker = `refusal-test-${Date.now()}`;
  const envelope = (dsn: string) => `{"dsn":"${dsn}"}\n{"type":"event"}\n{"message":"${marker}"}`;
  const ours = `http://e2ekey@127.0.0.1:${SENTRY_SINK_PORT}/${SENTRY_PROJECT}`;
  const relayed = (body: string) => body.startsWith('{"dsn":"') && body.includes(marker);
  const arrived = () => received.filter((r) => relayed(r.body)).length;
  const post = (query: string, data: string) => request.post(`/monitoring?${query}`, { data });

  expect((await post(`p=${SENTRY_PROJECT}`, envelope(ours))).status()).toBe(200);
  expect(arrived()).toBe(1);
  expect((await post('p=43', envelope(ours))).status()).toBe(403);
  expect((await post(`o=1&p=${SENTRY_PROJECT}`, envelope(ours))).status()).toBe(403);
  expect(
    (await post(`p=${SENTRY_PROJECT}`, envelope('https://k@o1.ingest.sentry.io/42'))).status(),
  ).toBe(403);
  expect((await post(`p=${SENTRY_PROJECT}`, 'x'.repeat(1024 * 1024 + 1))).status()).toBe(413);
  expect((await request.get(`/monitoring?p=${SENTRY_PROJECT}`)).status()).toBe(405);
  expect(arrived()).toBe(1);
});

/** The shell around an error notice: the header, the footer and the notice's parts. */
async function expectErrorNotice(page: Page) {
  const heading = page.getByRole('heading', { level: 1, name: 'Something went wrong' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  return heading;
}

const envelopesWith = (text: string) => received.filter((r) => r.body.includes(text));
const tunnelledWith = (page: Page, text: string) =>
  page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/monitoring' && (r.postData() ?? '').includes(text),
    VENDOR_WAIT,
  );

test('a page that breaks while rendering: the notice in the shell, the report, "Try again"', async ({
  page,
}) => {
  await answerThirdParties(page);
  // The product page's data, fetched by a client navigation (or its prefetch), always comes
  // without its product: the page throws while rendering it. The page loaded anew is the server's
  // HTML, with its own data. (How many data requests the router makes depends on when its
  // prefetches land, so the test does not count on a number of them.)
  let broken = 0;
  await page.route('**/_next/data/**/products/house-blend-coffee.json*', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // A prefetch the router drops (or a HEAD request) has no body to break.
    if (!body) return route.fulfill({ response });
    broken += 1;
    const json = JSON.parse(body) as { pageProps: Record<string, unknown> };
    await route.fulfill({
      response,
      json: { ...json, pageProps: { ...json.pageProps, product: null } },
    });
  });
  await page.goto('/');
  const tunnelled = tunnelledWith(page, 'TypeError');
  await page
    .getByRole('main')
    .getByRole('link', { name: /house blend coffee/i })
    .first()
    .click();
  const heading = await expectErrorNotice(page);
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/\/products\/house-blend-coffee$/);
  expect(await violations(page)).toEqual([]);
  // The report reaches the DSN through the tunnel, once Sentry has loaded (after the click).
  expect(new URL((await tunnelled).url()).searchParams.get('p')).toBe(SENTRY_PROJECT);
  await expect
    .poll(() => envelopesWith('house-blend-coffee').length, VENDOR_WAIT)
    .toBeGreaterThan(0);

  // Moving to another page clears the error.
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(heading).toBeHidden();
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /house blend coffee/i })
      .first(),
  ).toBeVisible();

  // Back to the product, whose data is broken again. Rendered afresh with it, the page breaks
  // again; the next "Try again" loads the page anew, from the server.
  await page
    .getByRole('main')
    .getByRole('link', { name: /house blend coffee/i })
    .first()
    .click();
  await expectErrorNotice(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(await expectErrorNotice(page)).toBeFocused();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'House Blend Coffee' })).toBeVisible();
  expect(broken).toBeGreaterThan(0);
});

test('a failing data request: the server error page in the shell, "Try again" recovers', async ({
  page,
}) => {
  await answerThirdParties(page);
  // The server fails the search, as when the platform does not answer: the client navigation's
  // data request is answered 500, so the router loads the address as a document, which the
  // server answers with its error page (pages/500, served as Next serves it on a failure).
  const serverErrorPage = await (await page.request.get('/500')).text();
  const failing = ['**/_next/data/**/search.json*', '**/search?q=*'];
  // Which of the two failed (the router may ask for the data more than once before it gives up).
  const failed = new Set<string>();
  for (const pattern of failing)
    await page.route(pattern, (route) => {
      failed.add(pattern);
      return route.fulfill({ status: 500, contentType: 'text/html', body: serverErrorPage });
    });
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('searchbox', { name: /search/i })
    .click();
  const combobox = page.getByRole('banner').getByRole('combobox', { name: /search/i });
  await expect(combobox).toBeFocused();
  await combobox.fill('tea');
  await combobox.press('Enter');
  await expectErrorNotice(page);
  await expect(page).toHaveURL(/\/search\?q=tea$/);
  // The data request failed, then the document the router fell back to.
  expect([...failed].sort()).toEqual([...failing].sort());
  expect(await violations(page)).toEqual([]);

  // "Try again" asks for the page afresh: the server answers it now.
  for (const pattern of failing) await page.unroute(pattern);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /tea/i })).toBeVisible();
});

test('the server error page (pages/500) keeps the shell and passes axe', async ({ page }) => {
  await page.goto('/500');
  await expectErrorNotice(page);
  expect(await violations(page)).toEqual([]);
});
