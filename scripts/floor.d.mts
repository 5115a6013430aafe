import type { ChildProcess } from 'node:child_process';
export declare const FLOOR_PAGES: { home: string; product: string; collection: string };
export declare const FLOOR_PICTURES: string[];
export declare function commonRoot(a: string, b: string): string;
export declare function buildFloor(projectRoot: string): Promise<string>;
export declare function startFloor(dir: string, port: number): ChildProcess;
