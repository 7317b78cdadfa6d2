/** The pages the budgets are judged on, in English and Chinese. */
export const BUDGETED_PAGES: string[];
/** A comma-separated list of pages, or the budgeted pages when it is empty. */
export function pageList(value: string | undefined): string[];

export interface Run {
  scores: { performance: number | null; accessibility: number | null; 'best-practices': number | null; seo: number | null };
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Null when Lighthouse found no quiet window before it stopped watching. */
  ttiMs: number | null;
  cls: number;
}
export interface Summary {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Null when the median run had none (medianUnmeasuredLast). */
  ttiMs: number | null;
  cls: number;
  runs: number;
}
export interface Budgets {
  fcpExtraMs: number;
  lcpImageExtraMs: number;
  lcpTextExtraMs: number;
  ttiExtraMs: number;
  tbtRatio: number;
  maxCls: number;
  perfect: string[];
}
export const BUDGETS: Budgets;
export function median(values: (number | null)[]): number | null;
export function medianUnmeasuredLast(values: (number | null)[]): number | null;
export function summarize(runs: Run[]): Summary;
export function isImageElement(snippet: string | null | undefined): boolean;
export function judge(
  page: Summary,
  bare: Summary,
  lcp?: { lcpIsImage?: boolean },
  budgets?: Budgets,
): { fcpExtraMs: number; lcpExtraMs: number; lcpBudgetMs: number; ttiExtraMs: number; tbtRatio: number; misses: string[]; pass: boolean };
