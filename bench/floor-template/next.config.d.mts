// Types for tests/bench/floor.test.ts (scripts/floor.mjs leaves declaration files out of the floor).
declare const config: {
  images: { deviceSizes: number[]; imageSizes: number[]; qualities: number[]; formats: string[] };
};
export default config;
