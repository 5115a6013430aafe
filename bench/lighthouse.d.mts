export interface ScriptTransfer {
  kb: number;
  chunks: { chunk: string; kb: number }[];
}
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
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
