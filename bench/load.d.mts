interface Hammered {
  url: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  total: number;
}

export declare function combineRounds(
  rounds: { page: Hammered; asStatic: Hammered }[],
): Hammered & {
  staticRequestsPerSecond: number;
  staticP99Ms: number;
  staticErrors: number;
  ratioToStatic: number;
  rounds: number;
};
