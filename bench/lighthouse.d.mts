export interface ScriptTransfer {
  kb: number;
  chunks: { chunk: string; kb: number }[];
}
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo?: number | null;
  failing?: string[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  transferKb: number;
  mainThread: unknown;
  scripts?: ScriptTransfer;
  paintHeldMs: number | null;
}
export declare function perRun(runs: readonly LighthouseRun[]): (Pick<
  LighthouseRun,
  'performance' | 'lcpMs' | 'tbtMs' | 'fcpMs' | 'paintHeldMs'
> & {
  scriptKb?: number;
})[];
export declare function scriptTransfer(audits: Record<string, unknown>): ScriptTransfer;
export declare function isHeld(run: Pick<LighthouseRun, 'paintHeldMs'>): boolean;
export declare function unheldLcpMs(
  runs: readonly Pick<LighthouseRun, 'paintHeldMs' | 'lcpMs'>[],
): number | null;
export declare function withFeaturesOff(
  defaultFlags: readonly string[],
  features: string[],
): string;
export declare const BROWSERS: Record<'default' | 'paintHoldingOff', string[]>;
export interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { id: string; score: number | null; details?: { items?: unknown[] } }>;
}
export declare function failingAudits(lhr: LighthouseReport, category: string): string[];
export interface SeoResult {
  url: string;
  skipped?: string;
  seo?: number | null;
  bestPractices?: number | null;
  failing?: string[];
}
export declare function measureSeo(urls: readonly string[]): Promise<SeoResult[]>;
export declare function describeSeo(r: SeoResult, base?: string): string;
