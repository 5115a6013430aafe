export declare const SCRIPT_HASHES_FILE: string;
export declare function inlineScriptHashes(html: string): string[];
export declare function writeScriptHashes(distDir: string): string[];
