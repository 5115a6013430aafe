import type { Redirect } from '@/lib/content/settings';

function normalise(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * The target of the CMS redirect whose `from` equals `pathname` (a trailing slash is ignored on
 * both sides), or null. A redirect whose target is itself a redirect source (a → a, or a → b with
 * b → a) is ignored, so a marketer's mistake cannot send a visitor round in circles.
 */
export function findRedirect(pathname: string, redirects: readonly Redirect[]): string | null {
  const path = normalise(pathname);
  const match = redirects.find((r) => normalise(r.from) === path);
  if (!match) return null;
  const target = normalise(match.to.split('?')[0] ?? match.to);
  if (redirects.some((r) => normalise(r.from) === target)) return null;
  return match.to;
}

export interface RedirectCache {
  get(now?: number): Promise<Redirect[]>;
}

/**
 * Memoises a redirects loader for `ttlMs`, sharing one in-flight load between concurrent
 * requests. The loader is expected to fail open (return []), as `getRedirects` does.
 */
export function createRedirectCache(
  load: () => Promise<Redirect[]>,
  ttlMs = 60_000,
): RedirectCache {
  let value: { at: number; list: Promise<Redirect[]> } | null = null;
  return {
    get(now = Date.now()) {
      if (!value || now - value.at > ttlMs) value = { at: now, list: load() };
      return value.list;
    },
  };
}
