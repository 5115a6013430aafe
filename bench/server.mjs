/**
 * The shop's standalone server for the benchmarks, with bench/count-requests.mjs preloaded; `stats()`
 * returns its outgoing request counts and memory.
 */
import { spawn } from 'node:child_process';
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

export async function startShop(root, port) {
  const child = spawn(
    process.execPath,
    ['--import', path.join(here, 'count-requests.mjs'), 'server.js'],
    {
      cwd: path.join(root, '.next', 'standalone'),
      env: { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const ask = (message) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send(message);
    });
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  return {
    child,
    stats: () => ask('stats'),
    reset: () => ask('reset'),
    stop: () => child.kill('SIGTERM'),
  };
}
