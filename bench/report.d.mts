export interface Row {
  metric: string;
  route: string;
  value: unknown;
  floor: unknown;
  budget: string;
  verdict: '' | 'pass' | 'FAIL';
}
export declare const BUDGETS: Record<string, number>;
export declare function rows(results: Record<string, unknown>): Row[];
export declare function table(list: Row[]): string;
export declare function keptSections(markdown: string): string[];
export declare function scriptsMarkdown(results: Record<string, unknown>): string;
