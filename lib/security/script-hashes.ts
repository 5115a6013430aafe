/**
 * The page CSP with the build's inline-script hashes (written after `next build` by
 * scripts/csp-hashes.mjs), read once per server process. A missing or unreadable file gives none:
 * the policy then keeps 'unsafe-inline' for scripts rather than blocking the page's bootstrap.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SCRIPT_HASHES_FILE } from './script-hashes-file.mjs';
import { contentSecurityPolicy } from './headers';
import { siteSecurityInput } from './site-policy';

let policy: string | null | undefined;
const draftPolicies = new Map<string, string>();

/** Parses the file's text; anything but `{ scriptHashes: string[] }` gives none. */
export function parseScriptHashes(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    const list = (value as { scriptHashes?: unknown } | null)?.scriptHashes;
    return Array.isArray(list) ? list.filter((h): h is string => typeof h === 'string') : [];
  } catch {
    return [];
  }
}

/** The hashes the build in `distDir` wrote; none when it wrote no file. */
function readScriptHashes(distDir: string): string[] {
  try {
    // turbopackIgnore: the file is the build's own output, read at run time; without it, the
    // dynamic path makes Next trace (and copy into .next/standalone) the whole project.
    const file = path.join(/* turbopackIgnore: true */ process.cwd(), distDir, SCRIPT_HASHES_FILE);
    return parseScriptHashes(readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
}

function buildHashes(): string[] {
  return process.env.NODE_ENV === 'production'
    ? readScriptHashes(process.env.NEXT_DIST_DIR || '.next')
    : [];
}

/**
 * The page CSP for the proxy to send, computed once; null in development or without hashes
 * (next.config's policy then stands alone).
 */
export function pageSecurityPolicy(): string | null {
  if (policy !== undefined) return policy;
  const hashes = buildHashes();
  policy = hashes.length > 0 ? contentSecurityPolicy(siteSecurityInput(true, hashes)) : null;
  return policy;
}

/**
 * The CSP of a draft page: the published one, framable by the Visual Editor's origin too. Always
 * a value (in development as well), since next.config's policy allows no editor to frame.
 */
export function draftSecurityPolicy(editorOrigin: string): string {
  const cached = draftPolicies.get(editorOrigin);
  if (cached) return cached;
  const production = process.env.NODE_ENV === 'production';
  const value = contentSecurityPolicy({
    ...siteSecurityInput(production, buildHashes()),
    editorOrigin,
  });
  draftPolicies.set(editorOrigin, value);
  return value;
}
