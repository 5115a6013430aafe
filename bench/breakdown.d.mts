export declare function groupOf(source: string): string;
export interface Share {
  name: string;
  kb: number;
}
export declare function firstLoadModules(
  distDir: string,
  htmlFile: string,
): { mapped: boolean; groups: Share[]; files: Share[]; chunks: Record<string, string> };
