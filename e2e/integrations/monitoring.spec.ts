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
  expect(received.every((r) => r.path === `/api/${SENTRY_PROJECT}/envelope/`)).toBe(true);
});

test('/monitoring refuses other projects, other organisations and bodies over 1 MB', async ({
  request,
}) => {
  // Pages in other workers report through the tunnel too; these envelopes carry a marker.
  const marker = `refusal-test-${Date.now()}`;
  const envelope = (dsn: string) => `{"dsn":"${dsn}"}\n{"type":"event"}\n{"message":"${marker}"}`;
  const arrived = () => received.filter((r) => r.body.includes(marker)).length;
  const ours = `http://e2ekey@127.0.0.1:${SENTRY_SINK_PORT}/${SENTRY_PROJECT}`;
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
  return heading;
}

// pages/e2e/faults exists in this build only (E2E_FAULT_PAGE, scripts/e2e-builds.mjs).
const FAULTS = '/e2e/faults';
const envelopesWith = (text: string) => received.filter((r) => r.body.includes(text));

test('a page that breaks while rendering: the notice in the shell, "Try again", the report', async ({
  page,
}) => {
  await answerThirdParties(page);
  await page.goto(FAULTS);
  const tunnelled = page.waitForRequest(
    (r) =>
      new URL(r.url()).pathname === '/monitoring' &&
      (r.postData() ?? '').includes('e2e render error'),
  );
  await page.getByRole('button', { name: 'Break this page' }).click();
  const heading = await expectErrorNotice(page);
  await expect(heading).toBeFocused();
  expect(await violations(page)).toEqual([]);
  // The report reaches the DSN through the tunnel, once Sentry has loaded (after the click).
  expect(new URL((await tunnelled).url()).searchParams.get('p')).toBe(SENTRY_PROJECT);
  await expect.poll(() => envelopesWith('e2e render error').length, VENDOR_WAIT).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Faults for browser tests' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Break this page' })).toBeVisible();
});

test('a failing data request: the notice in the shell, the server report, "Try again" recovers', async ({
  page,
}) => {
  await answerThirdParties(page);
  await page.goto(FAULTS);
  await expect(page.getByRole('heading', { name: 'Faults for browser tests' })).toBeVisible();
  // From now on the server fails this page's requests, as with a platform that does not answer.
  await page.context().addCookies([{ name: 'e2e-outage', value: '1', url: page.url() }]);
  const failedData = page.waitForResponse(
    (r) => r.url().includes('/_next/data/') && r.url().includes('faults.json'),
  );
  await page.getByRole('link', { name: 'Open the failing page' }).click();
  expect((await failedData).status()).toBe(500);
  const heading = await expectErrorNotice(page);
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/\/e2e\/faults\?outage=1$/);
  expect(await violations(page)).toEqual([]);
  // The server reported it straight to the DSN, with the route.
  await expect
    .poll(() => envelopesWith('e2e outage: the platform did not answer').length, VENDOR_WAIT)
    .toBeGreaterThan(0);
  expect(envelopesWith('e2e outage: the platform did not answer')[0]!.body).toContain(
    '"router_path":"/e2e/faults"',
  );

  // Still failing: the server's own error page (pages/500), with the shell, answered 500.
  const stillDown = page.waitForResponse((r) => r.request().isNavigationRequest());
  await page.getByRole('button', { name: 'Try again' }).click();
  expect((await stillDown).status()).toBe(500);
  await expectErrorNotice(page);
  expect(await violations(page)).toEqual([]);

  // The platform is back: "Try again" shows the page.
  await page.context().clearCookies({ name: 'e2e-outage' });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Faults for browser tests' })).toBeVisible();
});
