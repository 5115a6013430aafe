/**
 * Security headers for every response: a CSP from the configured origins with no
 * 'unsafe-eval', frame-ancestors, HSTS in production, nosniff, a referrer and a
 * permissions policy. Pure, so next.config.ts stays a thin caller and the table test pins it.
 */

export interface SecurityHeaderInput {
  production: boolean;
  /** Storefront API origin (the browser sends cart mutations there). */
  storefrontUrl: string;
  /** Storyblok content delivery endpoint. */
  contentEndpoint: string;
  /** Orders service (promo lookup from the browser). */
  ordersHost: string;
  /** Third-party integration origins (scripts, beacons, frames); invalid entries are dropped. */
  integrationOrigins: readonly string[];
  /** Production: the build's inline-script hashes (scripts/csp-hashes.mjs), for 'unsafe-inline'. */
  scriptHashes?: readonly string[];
  /**
   * Draft responses only: the Visual Editor's origin, which may frame the page. Published pages
   * may be framed by the shop alone.
   */
  editorOrigin?: string | null;
}

const SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

export interface Header {
  key: string;
  value: string;
}

// Product and CMS images may be shown straight from their CDNs (as next.config's remotePatterns).
const IMAGE_CDNS = ['https://cdn.shopify.com', 'https://a.storyblok.com'];

const SAFE_ORIGIN = /^https?:\/\/(\[[0-9a-f:]+\]|[a-z0-9.-]+)(:\d+)?$/;

/**
 * The origin of an http(s) URL, or null: no configured value can smuggle a space, a quote or a
 * `;` (another directive) into the policy.
 */
export function toOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    // URL accepts some punctuation in hosts (`https://a.example;x` keeps its `;`): allow only
    // host characters, so no value can end a directive.
    return SAFE_ORIGIN.test(url.origin) ? url.origin : null;
  } catch {
    return null;
  }
}

function sources(base: string[], origins: readonly string[]): string {
  const valid = origins.map(toOrigin).filter((o): o is string => o !== null);
  return [...new Set([...base, ...valid])].join(' ');
}

/**
 * The Content-Security-Policy value.
 * Production: scripts from 'self', the integrations and, by hash, the build's inline scripts
 * (Turbopack's per-route bootstraps, React's Suspense reveals: scripts/csp-hashes.mjs; statically
 * generated pages get no per-request nonce). Before
 * the hashes are known (while `next build` reads these headers) 'unsafe-inline' stands in: the
 * proxy then sends the hashed policy on every page. 'unsafe-eval' stays out.
 * Styles keep 'unsafe-inline': React and next/image write `style` attributes, which only
 * 'unsafe-inline' allows (hashes cover elements, not attributes without 'unsafe-hashes').
 * Development: `next dev` needs 'unsafe-eval' (React's dev stack traces), inline scripts (the HMR
 * version seed) and a websocket to itself; none of that is served by a production build.
 */
export function contentSecurityPolicy(input: SecurityHeaderInput): string {
  const { production, integrationOrigins } = input;
  const platform = [input.storefrontUrl, input.contentEndpoint, input.ordersHost];
  const hashes = (input.scriptHashes ?? []).filter((hash) => SCRIPT_HASH.test(hash));
  const inline = hashes.length > 0 ? hashes : ["'unsafe-inline'"];
  const script = production
    ? ["'self'", ...inline]
    : ["'self'", "'unsafe-eval'", "'unsafe-inline'"];
  const connect = production ? ["'self'"] : ["'self'", 'ws:', 'wss:'];
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', sources(script, integrationOrigins)],
    ['style-src', "'self' 'unsafe-inline'"],
    [
      'img-src',
      sources(["'self'", 'data:', 'blob:', ...IMAGE_CDNS], [...platform, ...integrationOrigins]),
    ],
    ['font-src', "'self' data:"],
    ['connect-src', sources(connect, [...platform, ...integrationOrigins])],
    ['frame-src', sources(["'self'"], integrationOrigins)],
    ['worker-src', "'self' blob:"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', sources(["'self'"], [input.storefrontUrl])],
    ['frame-ancestors', sources(["'self'"], input.editorOrigin ? [input.editorOrigin] : [])],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Every header the shop sends on every response. */
export function securityHeaders(input: SecurityHeaderInput): Header[] {
  const headers: Header[] = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(input) },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), usb=(), payment=(), browsing-topics=()',
    },
  ];
  if (!input.production) return headers;
  // nosniff only in production: `next dev` serves a dev manifest as text that Chrome then refuses.
  // HSTS only in production: browsers ignore it over http, and a dev host must stay plain http.
  return [
    ...headers,
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  ];
}
