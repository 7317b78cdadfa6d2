import { dateTimeFormat } from './intl';

/**
 * Wall-clock times in a named time zone ("2026-12-07T09:00" in Asia/Tokyo) and the instants they
 * stand for. The offsets come from Intl's time-zone data (the IANA database the runtime ships),
 * never from a table of our own: the only arithmetic here is reading back what Intl prints.
 * Shared by the schedule form (browser) and the server that stores the instant.
 */

/** `YYYY-MM-DDTHH:mm` or `YYYY-MM-DDTHH:mm:ss`, the value of an `<input type="datetime-local">`. */
export const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DAY_MS = 86_400_000;

/** Whether the runtime knows the zone (an IANA name such as Europe/Berlin, or UTC). */
export function isTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(timeZone)) return false;
  try {
    return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone !== '';
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/** The zones to choose from: the runtime's list, with UTC (some engines list only Etc/UTC). */
export function timeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

/** The wall-clock time `YYYY-MM-DDTHH:mm:ss` of `timeZone` at `instant`. */
export function wallTimeAt(instant: Date | number, timeZone: string): string {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The wall time with its seconds (a datetime-local field leaves out `:00`). */
const withSeconds = (wall: string) => (wall.length === 16 ? `${wall}:00` : wall);

/** The wall time read as if it were UTC, in ms; null when it is not a real date (2026-02-30). */
function asUtc(wall: string): number | null {
  const m = WALL_TIME.exec(wall);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  return new Date(ms).toISOString().slice(0, 19) === withSeconds(wall) ? ms : null;
}

/** How far the zone's clocks are ahead of UTC at `instant` (ms), as Intl reports them. */
function offsetAt(instant: number, timeZone: string): number {
  return asUtc(wallTimeAt(instant, timeZone))! - Math.floor(instant / 1_000) * 1_000;
}

/**
 * The instant at which the clocks of `timeZone` show `wall`, or null for a malformed or unreal
 * date or an unknown zone. A time the clocks show twice (the hour repeated when summer time ends)
 * is the first of the two; a time they skip (the hour lost when it begins) is taken at the
 * offset before the change, so 02:30 on that night is 03:30 summer time (as Temporal's
 * `disambiguation: 'compatible'` does).
 */
export function instantOfWallTime(wall: string, timeZone: string): Date | null {
  const local = asUtc(wall);
  if (local === null || !isTimeZone(timeZone)) return null;
  // A zone changes its offset at most once in two days: the offsets a day either side are the candidates.
  const before = offsetAt(local - DAY_MS, timeZone);
  const after = offsetAt(local + DAY_MS, timeZone);
  // A year Intl prints outside 0000–9999: not a time anyone schedules.
  if (!Number.isFinite(before) || !Number.isFinite(after)) return null;
  const matching = [...new Set([before, after])].map((offset) => local - offset).filter((t) => wallTimeAt(t, timeZone) === withSeconds(wall));
  if (matching.length > 0) return new Date(Math.min(...matching));
  return new Date(local - before);
}
