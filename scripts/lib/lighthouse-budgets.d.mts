export interface Run {
  scores: { performance: number | null; accessibility: number | null; 'best-practices': number | null; seo: number | null };
  tbtMs: number;
  lcpMs: number;
  cls: number;
}
export interface Summary {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  runs: number;
}
export interface Budgets {
  performancePoints: number;
  tbtRatio: number;
  lcpExtraMs: number;
  maxCls: number;
  perfect: string[];
}
export const BUDGETS: Budgets;
export function median(values: (number | null)[]): number | null;
export function summarize(runs: Run[]): Summary;
export function judge(
  page: Summary,
  bare: Summary,
  budgets?: Budgets,
): { performanceGap: number; tbtRatio: number; lcpExtraMs: number; misses: string[]; pass: boolean };
