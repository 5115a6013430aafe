export declare const SCRIPT_HASHES_FILE: string;
export declare function inlineScripts(html: string): string[];
export declare function inlineScriptHashes(html: string): string[];
export declare function routeBootstrapScripts(buildManifest: unknown): string[];
export declare function reactBoundaryScripts(count: number): Promise<string[]>;
export declare function writeScriptHashes(distDir: string): Promise<string[]>;
