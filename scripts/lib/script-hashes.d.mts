import type { IncomingMessage, ServerResponse } from 'node:http';

export function inlineScriptHashes(html: string): string[];
export function withScriptHashes(policy: string, hashes: string[]): string;
export function hashInlineScripts(
  req: IncomingMessage,
  res: ServerResponse,
  options?: {
    replaceErrorShell?: (req: IncomingMessage) => Promise<Buffer | null>;
    onBody?: (status: number, body: Buffer) => void;
    rewrite?: (html: string, res: ServerResponse) => string;
  },
): void;
