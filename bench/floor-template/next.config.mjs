// Next's defaults, no X-Powered-By. The app is generated in a temp dir that uses the project's
// node_modules through a symlink, so Turbopack's root must be a folder holding both.
const config = {
  poweredByHeader: false,
  // As the shop's build for the bench: browser source maps, for the first-load breakdown.
  productionBrowserSourceMaps: process.env.PROFILE_MAPS === '1',
  turbopack: { root: process.env.FLOOR_WORKSPACE_ROOT ?? process.cwd() },
};

export default config;
