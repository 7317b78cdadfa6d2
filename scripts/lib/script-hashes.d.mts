import type { IncomingMessage, ServerResponse } from 'node:http';

export function inlineScriptHashes(html: string): string[];
export function withScriptHashes(policy: string, hashes: string[]): string;
export function hashInlineScripts(
  req: IncomingMessage,
  res: ServerResponse,
  options?: {
    replaceErrorShell?: (req: IncomingMessage) => Promise<Buffer | null>;
    /** May return a compression of that same body to send instead. */
    onBody?: (status: number, body: Buffer) => { encoding: string; body: Buffer } | undefined | void;
    rewrite?: (html: string, res: ServerResponse) => string;
  },
): void;
