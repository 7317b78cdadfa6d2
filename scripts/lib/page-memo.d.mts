import type { IncomingMessage, ServerResponse } from 'node:http';

export interface MemoTicket {
  key: string;
  generation: number;
  /** The coding the request accepts best (negotiateEncoding). */
  encoding: 'br' | 'gzip' | 'identity';
}

export interface PageMemo {
  readonly enabled: boolean;
  readonly size: number;
  readonly bytes: number;
  /** Resolves once the background compressions started so far have ended. */
  whenRefined(): Promise<void>;
  serve(req: IncomingMessage, res: ServerResponse): true | MemoTicket | null;
  /** The stored compression of `body` for the request, when the app rendered the same body again. */
  record(ticket: MemoTicket, res: ServerResponse, status: number, body: Buffer): { encoding: 'br' | 'gzip'; body: Buffer } | undefined;
  settle(ticket: MemoTicket): void;
}

export function negotiateEncoding(header: string | undefined): 'br' | 'gzip' | 'identity';
export function memoKey(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null;
export function shareableFor(status: number, headers: Record<string, unknown>, ttlMs: number): number;
export function createPageMemo(options?: { ttlMs?: number; lockMs?: number; maxBytes?: number; generation?: () => number; now?: () => number }): PageMemo;
