/**
 * Reads the build's inline-script hashes (written after `next build` by scripts/csp-hashes.mjs)
 * once per server process. A missing or unreadable file gives none: the policy then keeps
 * 'unsafe-inline' for scripts rather than blocking the page's bootstrap.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy } from './headers';
import { siteSecurityInput } from './site-policy';

export const SCRIPT_HASHES_FILE = 'csp-script-hashes.json';

let cached: readonly string[] | null = null;
let policy: string | null | undefined;

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

export function buildScriptHashes(
  distDir = process.env.NEXT_DIST_DIR || '.next',
): readonly string[] {
  if (cached) return cached;
  try {
    cached = parseScriptHashes(
      readFileSync(path.join(process.cwd(), distDir, SCRIPT_HASHES_FILE), 'utf8'),
    );
  } catch {
    cached = [];
  }
  return cached;
}

/**
 * The page CSP with this build's script hashes, for the proxy to send; null in development or
 * without hashes (next.config's policy then stands alone).
 */
export function pageSecurityPolicy(): string | null {
  if (policy !== undefined) return policy;
  const hashes = process.env.NODE_ENV === 'production' ? buildScriptHashes() : [];
  policy = hashes.length > 0 ? contentSecurityPolicy(siteSecurityInput(true, hashes)) : null;
  return policy;
}
