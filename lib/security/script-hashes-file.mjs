/**
 * The file, inside a build's folder, that lists its inline-script hashes: written after
 * `next build` by scripts/csp-hashes.mjs, read by the server (./script-hashes.ts). Plain JavaScript,
 * so the build script (plain Node) and the app share the one name; lib/ imports nothing from scripts/.
 */
export const SCRIPT_HASHES_FILE = 'csp-script-hashes.json';
