/**
 * The origin a request was made to, and whether a mutation came from it. Account mutations
 * (sign-out, the cart's buyer identity) are plain POSTs a foreign page could send with the
 * shopper's cookie; SameSite=Lax already keeps the cookie off cross-site POSTs, and the Origin
 * check refuses them even where it would not (same-site subdomains, old browsers).
 */
import type { IncomingMessage } from 'node:http';

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Whether `host` (a Host header: name and optional port) is a loopback name. */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/:\d+$/, '').toLowerCase();
  return name === 'localhost' || name === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(name);
}

/**
 * The request's own origin from its Host header: `http:` on a loopback host (the dev server and
 * the browser tests), `https:` everywhere else (a deployment behind TLS). Null without a Host.
 */
export function requestOrigin(req: Pick<IncomingMessage, 'headers'>): string | null {
  const host = firstHeader(req.headers.host)?.trim();
  if (!host || !/^[a-z0-9.\-[\]:]+$/i.test(host)) return null;
  return `${isLoopbackHost(host) ? 'http' : 'https'}://${host.toLowerCase()}`;
}

/**
 * Whether a mutation's `Origin` header names this shop: the request's own host, or one of
 * `allowed` (the configured public origin, behind a proxy that rewrites Host). A missing Origin
 * is refused: every browser sends one on a POST.
 */
export function isSameOriginPost(
  req: Pick<IncomingMessage, 'headers' | 'method'>,
  allowed: readonly string[] = [],
): boolean {
  if (req.method !== 'POST') return false;
  const origin = firstHeader(req.headers.origin);
  if (!origin || origin === 'null') return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  const host = firstHeader(req.headers.host)?.toLowerCase();
  if (host && parsed.host === host) return true;
  return allowed.some((entry) => {
    try {
      return new URL(entry).origin === parsed.origin;
    } catch {
      return false;
    }
  });
}
