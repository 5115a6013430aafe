export interface ChromiumCandidate {
  path: string;
  source: 'CHROMIUM_PATH' | 'playwright' | 'system';
}
export declare const SYSTEM_BROWSERS: string[];
export declare function playwrightChromium(): string | null;
export declare function candidates(
  env?: Record<string, string | undefined>,
  playwrightPath?: string | null,
): ChromiumCandidate[];
export declare function works(path: string): boolean;
export declare function pickChromium(
  list: ChromiumCandidate[],
  check?: (path: string) => boolean,
): ChromiumCandidate | null;
export declare function findChromium(): ChromiumCandidate | null;
export declare const CHROMIUM_PATH: string;
export declare const SYSTEM_HEADLESS_SHELLS: string[];
export declare function findHeadlessShell(
  env?: Record<string, string | undefined>,
  check?: (path: string) => boolean,
): string | null;
export declare const TEST_BROWSER_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
