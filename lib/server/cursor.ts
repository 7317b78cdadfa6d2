import 'server-only';
import { HttpError } from './http/errors';

/**
 * Opaque pagination cursors: base64url JSON that holds where the next page starts and the listing
 * it belongs to, so a cursor from one filter or sort cannot be replayed against another.
 */
export function encodeCursor(position: unknown, scope: string): string {
  return Buffer.from(JSON.stringify({ k: position, s: scope })).toString('base64url');
}

/**
 * The position held by `cursor` (undefined without one), checked by `read`, which returns null for
 * a value that cannot belong to this listing. Anything else answers 422 invalid_cursor.
 */
export function decodeCursor<T>(cursor: string | undefined, scope: string, read: (position: unknown) => T | null): T | undefined {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && 'k' in value && 's' in value && value.s === scope) {
      const position = read(value.k);
      if (position !== null) return position;
    }
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
  }
  throw new HttpError(422, 'invalid_cursor', 'invalidInput');
}
