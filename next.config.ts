import path from 'node:path';
import type { NextConfig } from 'next';
import { config, isLocalPlatform } from './lib/config';
import { accountBuildNotice } from './lib/config/account';
import { buildTimeConsentEnv } from './lib/config/categories';
import { securityHeaders } from './lib/security/headers';
import { siteSecurityInput } from './lib/security/site-policy';
// Loading it checks NEXT_PUBLIC_SITE_URL: a build against a real shop without it stops here.
import { siteUrlNotice } from './lib/seo/site-url';

const storefrontHost = new URL(config.shopify.storeUrl);
const isLoopback = isLocalPlatform;
const siteNotice = siteUrlNotice();
if (siteNotice) console.warn(siteNotice);
// The Customer Account settings: against a real shop without a client id this throws, and the
// build stops with the message.
const accountNotice = accountBuildNotice(process.env, config.shopify.storeUrl);
if (accountNotice) console.warn(accountNotice);

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // A self-contained server (.next/standalone) for the Dockerfile and `npm start`.
  output: 'standalone',
  // `next dev` opened at http://127.0.0.1:3000 (not localhost) must still reach its HMR websocket.
  allowedDevOrigins: ['127.0.0.1'],
  poweredByHeader: false,
  // Worked out here, once: which consent categories the configured integrations need. The first
  // load reads these two inlined values (lib/config/consent-categories.ts), not the key table.
  env: buildTimeConsentEnv(),
  // ISR pages and cached data: Redis shared by every instance when REDIS_URL is set at start, else
  // Next's own file-system cache (cache-handler.mjs chooses, so one build serves both setups).
  cacheHandler: path.join(process.cwd(), 'cache-handler.mjs'),
  // PROFILE_MAPS=1 at build time publishes browser source maps, to read CPU profiles by source.
  productionBrowserSourceMaps: process.env.PROFILE_MAPS === '1',
  // Off: Next 16's pages-router dev indicator reads `window.next.router` when the ISR manifest
  // message arrives, which can be before hydration; it then logs a TypeError in `next dev`.
  devIndicators: false,
  // The browser tests' extra builds (scripts/e2e-builds.mjs) go to their own folders.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm test` (scripts/test.mjs) has run `tsc --noEmit` over the whole project, a superset of what
  // `next build` checks, before it builds; it sets NEXT_BUILD_TYPECHECK=0 so its three builds do not
  // check the same types again. A plain `npm run build` still checks them.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPECHECK === '0' },
  // Turbopack's chunker merges small chunks only below 50 kB by default, which split Next's own
  // client code into four first-load files of 1-16 kB on every route; gzip compresses each alone,
  // and each costs a request. With 400 kB they are one: 2.5 kB less first-load JS on every route,
  // 7 scripts instead of 11. Lazy chunks keep their boundaries (the cart engine and each vendor
  // still load on their own). Experimental in Next 16.3+, pinned here; see the README's framework
  // edges for its figure.
  experimental: {
    // Turbopack's build cache, on by default in Next 16.4: a rebuild of unchanged code takes 12.6 s
    // against 25 s without it, but writing the 101 MB cache costs a first build 5-7 s (29.7-32.8 s
    // against 25.0-25.7 s, two rounds side by side). NEXT_BUILD_CACHE=0 turns it off for builds that
    // are never repeated in place: npm test in a fresh clone (scripts/test.mjs), the Docker image.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== '0',
    turbopackChunking: {
      minChunkSize: 400000,
    },
    // Back returns to where the shopper was: the router keeps each history entry's scroll position
    // and restores it once the page has rendered (a listing with its loaded pages, e2e/collections).
    // Without it the router scrolls to the top after a Back whose page it had to fetch.
    scrollRestoration: true,
  },
  images: {
    // SPEC §9: device widths 320 to 3840, default quality 75.
    deviceSizes: [320, 420, 640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [64, 96, 128, 256],
    qualities: [75],
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [
      { protocol: 'https', hostname: 'cdn.shopify.com' },
      { protocol: 'https', hostname: 'a.storyblok.com' },
      {
        protocol: storefrontHost.protocol.replace(':', '') as 'http' | 'https',
        hostname: storefrontHost.hostname,
        port: storefrontHost.port,
        pathname: '/**',
      },
    ],
    // The local platform serves product images from 127.0.0.1, which Next 16 refuses to optimise
    // by default; allow it only when the storefront itself is on loopback (the demo setup).
    dangerouslyAllowLocalIP: isLoopback,
  },
  async headers() {
    // The build's script hashes do not exist yet here; the proxy adds them to page responses.
    const headers = securityHeaders(siteSecurityInput(process.env.NODE_ENV === 'production'));
    // '/(.*)', not '/:path*': a named parameter makes Next compile every header value as a path
    // template on every request (the CSP alone is ~2 kB); with no named parameter they are sent
    // as they are. Same paths matched: every one, including `/`, assets and public files.
    // X-Frame-Options only without Next's draft cookie: the Visual Editor frames draft pages (the
    // proxy then sends a CSP naming the editor's origin in frame-ancestors), and a header sent here
    // cannot be taken off later. The proxy sends it on every published page itself.
    const frameOptions = headers.filter((h) => h.key === 'X-Frame-Options');
    return [
      { source: '/(.*)', headers: headers.filter((h) => h.key !== 'X-Frame-Options') },
      {
        source: '/(.*)',
        missing: [{ type: 'cookie' as const, key: '__prerender_bypass' }],
        headers: frameOptions,
      },
    ];
  },
};

export default nextConfig;
