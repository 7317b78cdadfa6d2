import type { IncomingMessage, ServerResponse } from 'node:http';

export interface MemoTicket {
  key: string;
  generation: number;
}

export interface PageMemo {
  readonly enabled: boolean;
  readonly size: number;
  readonly bytes: number;
  serve(req: IncomingMessage, res: ServerResponse): true | MemoTicket | null;
  record(ticket: MemoTicket, res: ServerResponse, status: number, body: Buffer): void;
  settle(ticket: MemoTicket): void;
}

export function negotiateEncoding(header: string | undefined): 'br' | 'gzip' | 'identity';
export function memoKey(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null;
export function shareableFor(status: number, headers: Record<string, unknown>, ttlMs: number): number;
export function createPageMemo(options?: { ttlMs?: number; lockMs?: number; maxBytes?: number; generation?: () => number; now?: () => number }): PageMemo;
