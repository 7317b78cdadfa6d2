import 'server-only';
import { HttpError } from './http/errors';

/**
 * Opaque pagination cursors: base64url JSON that names the position and the listing it belongs
 * to, so a cursor from one filter or sort cannot be replayed against another.
 */
export function encodeCursor(offset: number, scope: string): string {
  return Buffer.from(JSON.stringify({ o: offset, s: scope })).toString('base64url');
}

export function decodeCursor(cursor: string | undefined, scope: string): number {
  if (!cursor) return 0;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && 'o' in value && 's' in value) {
      const { o, s } = value as { o: unknown; s: unknown };
      if (Number.isInteger(o) && (o as number) >= 0 && (o as number) <= 100_000 && s === scope) return o as number;
    }
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
  }
  throw new HttpError(422, 'invalid_cursor', 'invalidInput');
}
