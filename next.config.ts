import type { NextConfig } from 'next';
import { config } from './lib/config';

const storefrontHost = new URL(config.shopify.storeUrl);
const isLoopback = ['127.0.0.1', 'localhost', '[::1]'].includes(storefrontHost.hostname);

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The integrations e2e build (scripts/build-integrations.mjs) goes to its own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
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
    // In `next dev`, nosniff makes Chrome refuse a dev-only manifest Next serves as text; the
    // headers matter for the production server.
    if (process.env.NODE_ENV !== 'production') return [];
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

export default nextConfig;
