/**
 * CSP hashes of the inline scripts in a build's prerendered pages: Turbopack's
 * per-route bootstrap <script> is known only after the build, so the build writes its hashes to
 * `<distDir>/csp-script-hashes.json` and the proxy names them in script-src, not 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SCRIPT_HASHES_FILE } from '../lib/security/script-hashes-file.mjs';

export { SCRIPT_HASHES_FILE };

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const JS_TYPES = new Set(['text/javascript', 'application/javascript', 'module']);

/** The 'sha256-…' sources of the executable inline scripts in `html` (JSON data blocks aside). */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    const type = TYPE.exec(attrs)?.[1]?.toLowerCase();
    if (/\bsrc\s*=/i.test(attrs) || (type && !JS_TYPES.has(type)) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

function htmlFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Writes the distinct hashes of every prerendered page of `distDir`; returns them. */
export function writeScriptHashes(distDir) {
  const hashes = new Set();
  for (const file of htmlFiles(path.join(distDir, 'server', 'pages')))
    for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(hash);
  const scriptHashes = [...hashes].sort();
  writeFileSync(path.join(distDir, SCRIPT_HASHES_FILE), JSON.stringify({ scriptHashes }) + '\n');
  return scriptHashes;
}
