export declare const STRESS_SPEC: string;
export interface StressRow {
  scenario: string;
  runs: number;
  failures: number;
}
export declare function countFailures(report: unknown): StressRow[];
export declare function quickClickStress(
  root: string,
  port: number,
  runs: number,
): Promise<StressRow[]>;
