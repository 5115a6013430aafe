export declare function initialScripts(html: string): string[];
export declare function chunkFiles(distDir: string, htmlFile: string): string[];
export declare function firstLoadBytes(distDir: string, htmlFile: string): number;
export declare function firstLoadKb(distDir: string, htmlFile: string): number;
export declare function routeChunkFiles(distDir: string, route: string): string[];
export declare function pageRoutes(distDir: string): string[];
export declare function routeFirstLoadBytes(distDir: string, route: string): number;
