/**
 * The processes of `npm run test:cluster`, each started here and stopped here by its process id:
 * on success, on failure, and on Ctrl-C or SIGTERM (never by name: other servers may run on the
 * same machine).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { aptInstall } from '../apt.mjs';

const running = new Set();

/**
 * Starts a process with its output in `logDir/<name>.log`; `onLine` sees each line of it.
 *
 * @param {{ name: string, command: string, args: string[], logDir: string, cwd?: string,
 *   env?: NodeJS.ProcessEnv, onLine?: (line: string) => void }} spec
 */
export function start({ name, command, args, logDir, cwd, env, onLine }) {
  const log = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(command, args, { cwd, env: env ?? process.env, stdio: 'pipe' });
  running.add(child);
  let partial = '';
  const read = (chunk) => {
    log.write(chunk);
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) onLine?.(line);
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  child.on('exit', () => running.delete(child));
  return child;
}

/** Stops one process by its id: SIGTERM, then SIGKILL if it is still there after `graceMs`. */
export async function stop(child, signal = 'SIGTERM', graceMs = 3000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(child.pid, signal);
  const timer = setTimeout(() => {
    if (child.exitCode === null && child.signalCode === null) process.kill(child.pid, 'SIGKILL');
  }, graceMs);
  await exited;
  clearTimeout(timer);
}

/** Stops every process still running (the `finally` of the test, and its signal handlers). */
export async function stopAll() {
  await Promise.all([...running].map((child) => stop(child).catch(() => undefined)));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });
}

/** Polls `check` every 100 ms until it returns a truthy value or `timeoutMs` passes (then null). */
export async function poll(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function which(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim();
}

/**
 * The paths of redis-server and nginx, installed with apt-get when missing (../apt.mjs, as
 * scripts/setup-browser.mjs installs Chromium); null with a message otherwise.
 */
export function ensurePackages() {
  const find = () => ({
    redis: which('redis-server') || null,
    nginx: which('nginx') || (which('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null),
  });
  let found = find();
  if (found.redis && found.nginx) return found;
  aptInstall(['redis-server', 'nginx'], 'cluster');
  found = find();
  if (found.redis && found.nginx) return found;
  console.error(
    '[cluster] needs redis-server and nginx (Debian/Ubuntu: `sudo apt-get install -y redis-server nginx`)',
  );
  return null;
}
