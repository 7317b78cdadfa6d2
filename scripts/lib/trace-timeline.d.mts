export interface TimelineRow {
  /** Milliseconds from the navigation's start. */
  at: number;
  text: string;
}
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: Record<string, unknown>;
}
export function traceTimeline(events: TraceEvent[], options?: { url?: string; minStepMs?: number; minTaskMs?: number; untilMs?: number }): TimelineRow[];
