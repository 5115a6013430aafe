export declare function contentEpoch(): number;
export declare function advanceContentEpoch(): void;
export declare function isStaleRender(value: unknown, current: number): boolean;
export declare function refusingStaleRenders<
  B extends new (...args: never[]) => {
    set(key: string, value: unknown, ctx?: unknown): Promise<unknown>;
  },
>(Base: B): B;
