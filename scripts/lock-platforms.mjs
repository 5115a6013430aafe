#!/usr/bin/env node
/**
 * `npm run lock:platforms`, after any `npm install` that changes package-lock.json. The registry
 * here holds only linux-x64 builds of per-platform binaries (@next/swc-*, @rollup/rollup-*, …), so
 * npm drops the others and `npm ci` then refuses the lock as "out of sync". This fills the gaps.
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

// A placeholder entry for every missing optional dependency, marked with the os/cpu/libc its name
// declares, so `npm ci` skips it here exactly as it would with a lock written where all exist
// (without it: "Missing: @next/swc-darwin-arm64@ from lock file").
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
