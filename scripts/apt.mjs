/**
 * Debian packages for the tools the tests and the bench run (Chromium, redis-server, nginx),
 * installed with apt-get where that is possible: Linux, as root, on Debian or Ubuntu. Used by
 * scripts/setup-browser.mjs and scripts/cluster/processes.mjs.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

function canInstall() {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  try {
    return /^ID(_LIKE)?=.*\b(debian|ubuntu)\b/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

let listsUpdated = false;

/**
 * `apt-get install -y` of `packages` (the package lists updated first, once a process); true when
 * it succeeded, false when it failed or apt-get cannot be used here. `tag` prefixes the log line.
 */
export function aptInstall(packages, tag) {
  if (!canInstall()) return false;
  console.log(`[${tag}] apt-get install -y ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const options = { stdio: 'inherit', env, timeout: 10 * 60_000 };
  if (!listsUpdated) spawnSync('apt-get', ['update', '-qq'], options);
  listsUpdated = true;
  return spawnSync('apt-get', ['install', '-y', '-qq', ...packages], options).status === 0;
}
