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
  paintHeldMs: number | null;
}
export declare function perRun(
  runs: readonly LighthouseRun[],
): Pick<LighthouseRun, 'performance' | 'lcpMs' | 'tbtMs' | 'fcpMs' | 'paintHeldMs'>[];
