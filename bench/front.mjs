/**
 * The front the shop is deployed behind (deploy/nginx.conf), here in front of the bench's one shop
 * server, run unprivileged out of a temp folder: its upstream connections kept alive, and its
 * one-second front cache on or off (`cache`). The bench judges the server with the cache off, so
 * that what it measures is the shop's own cost per request, not the cache's. Installs nginx when
 * missing, as `npm run test:cluster` does. `stop()` stops it by its id.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nginxConfig } from '../scripts/cluster/nginx.mjs';
import { ensurePackages, start, stop } from '../scripts/cluster/processes.mjs';
import { waitFor } from './server.mjs';

/**
 * Idle upstream connections nginx keeps: deploy/nginx.conf's 64 per worker, with a worker per core
 * (two here); the bench's nginx has one worker, so twice that, more than the load's 100 client
 * connections: none is closed and reopened under load.
 */
const KEEPALIVE = 128;

export async function startFront(port, upstreamPort, { cache = false } = {}) {
  const bins = ensurePackages();
  if (!bins) throw new Error('the front needs nginx');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-front-'));
  // Readable by nginx's workers, which run as `nobody` when it is started as root: the cache's
  // files are theirs (mkdtemp makes the folder 0700).
  chmodSync(dir, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    nginxConfig({ dir, sites: [{ port, upstreams: [upstreamPort], cache }], keepalive: KEEPALIVE }),
  );
  const child = start({
    name: 'nginx',
    command: bins.nginx,
    args: ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', conf],
    logDir: dir,
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`, 15_000);
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      await stop(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
