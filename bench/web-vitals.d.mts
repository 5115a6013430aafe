export declare const METRICS: string[];
export declare function median(values: unknown[]): number | null;
export declare function summarise(
  samples: Array<Record<string, { value: number; target: string | null } | undefined>>,
): Record<string, unknown>;
export declare function fieldWebVitals(
  targets: Array<{ route: string; url: string }>,
  options: { runs: number },
): Promise<Array<Record<string, unknown>>>;
