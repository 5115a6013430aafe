import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
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
let output = '';

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
  // A fresh deploy: no optimised image yet (the browser tests' own servers do not warm images).
  rmSync(path.join(standalone, '.next', 'cache', 'images'), { recursive: true, force: true });
  server = spawn(process.execPath, ['server.js'], {
    cwd: standalone,
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NODE_PATH: '',
      WARM_IMAGES: '1',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
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

test('the preloaded hero is optimised at start, before the first shopper asks for it', async ({
  request,
}) => {
  test.setTimeout(120_000);
  await expect.poll(() => output, { timeout: 100_000 }).toMatch(/\[images\] warmed \d+ variants/);
  // The widest variant of the home page's preloaded hero that a reference screen picks (1440 px
  // at 2×: 60vw → 1728 px → 1920w); no other request of these tests asks for it.
  const home = await (await request.get(`${base}/`)).text();
  const srcset = home.match(/<link[^>]*as="image"[^>]*imageSrcSet="([^"]+)"/)?.[1] ?? '';
  const variant = srcset
    .replace(/&amp;/g, '&')
    .split(/,\s+/)
    .find((entry) => entry.endsWith(' 1920w'))
    ?.split(' ')[0];
  expect(variant, 'the hero is preloaded with a 1920w candidate').toBeTruthy();
  const image = await request.get(`${base}${variant}`, {
    headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
  });
  expect(image.status()).toBe(200);
  expect(image.headers()['x-nextjs-cache']).toBe('HIT');
});
