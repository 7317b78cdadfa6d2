import './jitless';
import { z } from 'zod';

/**
 * The largest PostgreSQL `integer` (serial ids, version numbers): a bigger number would fail the
 * query instead of matching nothing.
 */
export const PG_INT_MAX = 2 ** 31 - 1;

/** A serial id or version number in a JSON body: a positive integer PostgreSQL can compare. */
export const serialId = z.number().int().positive().max(PG_INT_MAX);

/** The same in a query string (`?before=1042`): digits only (no `0x10`, `1e3` or spaces), then in range. */
export const serialIdParam = z
  .string()
  .regex(/^[1-9]\d{0,15}$/)
  .transform(Number)
  .pipe(serialId);

/** A UUID written the way PostgreSQL writes it (dashes in their places, hex only). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UTC timestamp as `toISOString()` writes it, with 0–6 decimals; years 1000–9999. */
const ISO_INSTANT = /^([1-9]\d{3})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?Z$/;

/**
 * The instant `text` names, or null. Every field must be in range: JavaScript's parser rolls
 * 30 February over to 2 March where PostgreSQL refuses it, so a cursor taken on trust could fail
 * the query.
 */
export function parseInstant(text: string): Date | null {
  const match = ISO_INSTANT.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const millis = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millis));
  const sameFields =
    at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day && at.getUTCHours() === hour && at.getUTCMinutes() === minute;
  return sameFields && at.getUTCSeconds() === second ? at : null;
}

/**
 * A keyset cursor `<ISO instant>|<id>` (where the next page of a newest-first list starts) read
 * into `{ at, id }`; anything else is an invalid field, never a query that fails.
 */
export function keysetCursor(id: z.ZodType<string>) {
  return z
    .string()
    .max(200)
    .transform((value, ctx) => {
      const bar = value.indexOf('|');
      const at = bar > 0 ? parseInstant(value.slice(0, bar)) : null;
      const key = bar > 0 ? id.safeParse(value.slice(bar + 1)) : null;
      if (!at || !key?.success) {
        ctx.addIssue({ code: 'custom', message: '@fieldInvalid', input: value });
        return z.NEVER;
      }
      return { at, id: key.data };
    });
}

/** The cursor of the back office's lists, whose rows have UUIDs. */
export const uuidCursor = keysetCursor(z.string().regex(UUID_PATTERN));
