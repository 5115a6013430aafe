import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { SENTRY_PROJECT, SENTRY_SINK_PORT } from '../../scripts/e2e-builds.mjs';
import { answerThirdParties } from '../fixtures/third-parties';

// The build's DSN points at this listener, so the tunnel's relay is exercised for real.
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
