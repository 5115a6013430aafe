/**
 * The standalone server (`output: 'standalone'`): Next leaves the static assets and public/ out of
 * .next/standalone (a CDN may serve them), so they are copied in before it starts. `next start`
 * refuses this output with a warning; run.mjs starts server.js instead, as the Dockerfile does.
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SCRIPT_HASHES_FILE } from './csp-hashes.mjs';

/** The build folder: `.next`, or NEXT_DIST_DIR for the browser tests' extra builds. */
export function distDir(env = process.env) {
  return env.NEXT_DIST_DIR || '.next';
}

export function standaloneDir(root) {
  return path.join(root, distDir(), 'standalone');
}

/**
 * Copies .next/static, the CSP script hashes and public/ into the standalone tree (fresh, so no
 * stale chunks linger).
 */
export function prepareStandalone(root) {
  const dir = standaloneDir(root);
  if (!existsSync(path.join(dir, 'server.js'))) return false;
  const staticTarget = path.join(dir, distDir(), 'static');
  rmSync(staticTarget, { recursive: true, force: true });
  cpSync(path.join(root, distDir(), 'static'), staticTarget, { recursive: true });
  const hashes = path.join(distDir(), SCRIPT_HASHES_FILE);
  if (existsSync(path.join(root, hashes))) cpSync(path.join(root, hashes), path.join(dir, hashes));
  if (existsSync(path.join(root, 'public'))) {
    cpSync(path.join(root, 'public'), path.join(dir, 'public'), { recursive: true });
  }
  return true;
}

/** `next start`'s -p/--port and -H/--hostname, as the PORT and HOSTNAME server.js reads. */
export function serverEnv(args, env = process.env) {
  const out = { PORT: env.PORT ?? '3000', HOSTNAME: '0.0.0.0' };
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '-p' || args[i] === '--port') out.PORT = args[i + 1];
    if (args[i] === '-H' || args[i] === '--hostname') out.HOSTNAME = args[i + 1];
  }
  return out;
}
