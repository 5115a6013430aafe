export declare function interleave<T>(
  targets: readonly T[],
  rounds: number,
): { target: T; index: number; round: number }[];
export declare function runInterleaved<T, R>(
  targets: readonly T[],
  rounds: number,
  run: (target: T, round: number) => Promise<R>,
): Promise<R[][]>;
