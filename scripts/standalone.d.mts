export declare function distDir(env?: Record<string, string | undefined>): string;
export declare function standaloneDir(root: string): string;
export declare function prepareStandalone(root: string): boolean;
export declare function dropStaleRouteCache(dir: string, dist?: string): boolean;
export declare function serverEnv(
  args: string[],
  env?: Record<string, string | undefined>,
): { PORT: string; HOSTNAME: string };
