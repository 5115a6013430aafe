export interface E2EBuild {
  distDir: string;
  port: number;
  env: Record<string, string>;
}
export declare const SENTRY_SINK_PORT: number;
export declare const SENTRY_PROJECT: string;
export declare const E2E_BUILDS: { integrations: E2EBuild; optout: E2EBuild };
export declare function buildEnv(
  name: 'integrations' | 'optout',
): Record<string, string | undefined>;
