export declare const HELD_PAINT_MS: number;
export declare function heldPaintMs(
  traceEvents: readonly {
    name: string;
    pid?: number;
    tid?: number;
    ts: number;
    args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
  }[],
): number | null;
