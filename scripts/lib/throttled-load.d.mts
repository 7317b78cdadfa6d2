export interface InPage {
  documentMs: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  scripts: number;
  lastScriptMs: number | null;
  hydratedMs: number | null;
  /** [start, duration] of each long task, ms from the navigation. */
  longTasks: [number, number][];
}

/** One load's figures: what the page reported, its long tasks summed up. */
export type LoadFigures = Omit<InPage, 'longTasks'> & { lastLongTaskEndMs: number | null; blockingMs: number | null };

export const THROTTLING: {
  network: { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number };
  cpuRate: number;
};
export const SCREEN: { viewport: { width: number; height: number }; deviceScaleFactor: number; isMobile: boolean; hasTouch: boolean };
export function collectInPage(): void;
export function readInPage(): InPage;
export function loadFigures(seen: InPage): LoadFigures;
export const FIGURES: (keyof LoadFigures)[];
