/**
 * The shop's standalone server for the benchmarks, with bench/count-requests.mjs preloaded; `stats()`
 * returns its outgoing request counts and memory.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function waitFor(url, ms = 120_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * The standalone server, as deployed. `warmed` resolves at once: Next optimises each image on its
 * first request, which Lighthouse's unrecorded warm-up run makes before any recorded one.
 */

export async function startShop(root, port) {
  const child = spawn(
    process.execPath,
    // --expose-gc: bench/count-requests.mjs collects before it reads the retained heap.
    ['--expose-gc', '--import', path.join(here, 'count-requests.mjs'), 'server.js'],
    {
      cwd: path.join(root, '.next', 'standalone'),
      env: { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  child.stdout.resume();
  const ask = (message) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send(message);
    });
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  return {
    child,
    warmed: Promise.resolve(),
    stats: () => ask('stats'),
    statsAfterGc: () => ask('stats-after-gc'),
    reset: () => ask('reset'),
    stop: () => child.kill('SIGTERM'),
  };
}

/**
 * The local platform the shop talks to (as `npm start` would start it): reused when one already
 * answers on PLATFORM_PORT, else started here; `stop()` stops only one started here.
 */
export async function startPlatform(root) {
  const url = `http://127.0.0.1:${process.env.PLATFORM_PORT ?? 4010}/v2/cdn/spaces/me`;
  const answers = () =>
    fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      () => true,
      () => false,
    );
  if (await answers()) return { stop: () => {} };
  const require = createRequire(import.meta.url);
  const tsx = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs');
  const child = spawn(process.execPath, [tsx, 'emulators/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (!(await answers())) {
    if (Date.now() > deadline) throw new Error(`the local platform did not answer on ${url}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { stop: () => child.kill('SIGTERM') };
}
