#!/usr/bin/env node
/**
 * The npm registry reachable here holds only the linux-x64 builds of packages with per-platform
 * binaries (@next/swc-*, @rollup/rollup-*, @unrs/resolver-binding-*). `npm install` silently
 * drops the optional dependencies it cannot fetch, and `npm ci` then refuses the lock file as
 * "out of sync" ("Missing: @next/swc-darwin-arm64@ from lock file").
 *
 * This adds a placeholder lock entry for every such missing optional dependency, marked with the
 * os/cpu/libc its name declares, so `npm ci` sees a complete lock and skips them on this machine,
 * exactly as it would skip them with a lock written where the registry has them.
 *
 * Run after every `npm install` that changes package-lock.json: `npm run lock:platforms`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
const OS = [
  'darwin',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'openharmony',
  'linux',
  'sunos',
  'aix',
  'netbsd',
  'wasm32',
];
let added = 0;

for (const [path, meta] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const parts = name.split('/').pop().split('-');
    const os = parts.find((p) => OS.includes(p));
    if (!os) continue; // not a per-platform binary: leave it for npm to report
    const cpu = parts[parts.indexOf(os) + 1] ?? 'unknown';
    const entry = {
      version: String(range).replace(/^[\^~=]/, ''),
      optional: true,
      os: [os],
      cpu: [cpu],
    };
    if (name.includes('musl')) entry.libc = ['musl'];
    else if (name.includes('gnu')) entry.libc = ['glibc'];
    packages[`node_modules/${name}`] = entry;
    added += 1;
  }
}

writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platforms: ${added} placeholder entries added`);
