export declare const COMPILE_HINT: string;
export declare function firstLoadChunks(buildManifest: {
  pages?: Record<string, string[]>;
}): string[];
export declare function withCompileHint(code: string): string;
export declare function shiftSourceMap<T extends object>(map: T): T;
export declare function addCompileHints(distDir: string): string[];
