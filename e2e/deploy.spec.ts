import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { prepareStandalone } from '../scripts/standalone.mjs';

/**
 * The standalone server (what the Dockerfile runs) boots on its own, without the
 * project's node_modules, and serves pages and the health report.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
let server: ChildProcess;
let base = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

// One standalone server for the file: with fullyParallel, each worker's beforeAll would otherwise
// copy into the same .next/standalone at once (ENOTEMPTY while one removes what another writes).
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  expect(prepareStandalone(root), 'the build has .next/standalone/server.js').toBe(true);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const standalone = path.join(root, '.next', 'standalone');
  server = spawn(process.execPath, ['server.js'], {
    cwd: standalone,
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NODE_PATH: '',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${base}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('the standalone server serves the home page and a product page', async ({ request }) => {
  const home = await request.get(`${base}/`);
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain('House Blend Coffee');
  const product = await request.get(`${base}/products/house-blend-coffee`);
  expect(product.status()).toBe(200);
  expect(await product.text()).toMatch(/<h1[^>]*>[^<]*House Blend Coffee/);
  const asset = (await home.text()).match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect((await request.get(`${base}${asset}`)).status()).toBe(200);
});

test('the health route reports the platform and the CMS reachable', async ({ request }) => {
  const response = await request.get(`${base}/api/health`);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.json()).toMatchObject({
    status: 'ok',
    platform: { ok: true, status: 200 },
    cms: { ok: true, status: 200 },
  });
});
