// Next's defaults, no X-Powered-By. The app is generated in a folder of the project and uses the
// project's node_modules, so Turbopack's root is the project (scripts/floor.mjs).
const config = {
  poweredByHeader: false,
  // As the shop's build for the bench: browser source maps, for the first-load breakdown.
  productionBrowserSourceMaps: process.env.PROFILE_MAPS === '1',
  turbopack: { root: process.env.FLOOR_WORKSPACE_ROOT ?? process.cwd() },
  // The shop's image settings (next.config.ts; tests/bench/floor.test.ts holds them equal), so the
  // floor's largest picture is encoded at the same widths, quality and formats.
  images: {
    deviceSizes: [320, 420, 640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [64, 96, 128, 256],
    qualities: [75],
    formats: ['image/avif', 'image/webp'],
  },
};

export default config;
