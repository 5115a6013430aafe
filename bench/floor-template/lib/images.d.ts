// Types for tests/bench/floor.test.ts (scripts/floor.mjs leaves declaration files out of the floor).
export declare const HERO: Record<string, unknown> & { src: string };
export declare const PRODUCT: Record<string, unknown> & {
  src: string;
  loading: string;
  fetchPriority: string;
};
export declare const COLLECTION: Record<string, unknown> & { src: string };
export declare function imgAttributes(picture: object, alt: string): Record<string, unknown>;
