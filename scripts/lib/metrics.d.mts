import type { IncomingMessage, ServerResponse } from 'node:http';
import type client from 'prom-client';
import type { Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface ProcessMetrics {
  client: typeof client;
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  inFlight: Gauge;
  serverErrors: Counter<'route'>;
  pageMemo: Counter<'result'>;
}

export function processMetrics(): ProcessMetrics;
export function apiSegments(distDir: string): Set<string>;
export function routeGroup(url: string | undefined, segments: Set<string>): string;
export function statusClass(status: number): string;
export function methodLabel(method: string | undefined): string;
export function requestMetrics(options: { distDir: string }): {
  start(req: IncomingMessage): (res: ServerResponse) => void;
  memo(result: unknown): void;
};
