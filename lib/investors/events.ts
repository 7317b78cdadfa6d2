/** The investor events calendar's rules: pure, shared by the pages and jest. */
import { formatDateTimeRange, withNote } from '@/lib/intl';

export interface DatedEvent {
  id: string;
  /** ISO timestamps (UTC). */
  startsAt: string;
  endsAt: string;
  /** The IANA time zone the event is held in. */
  timeZone: string;
}

/**
 * Upcoming: not yet over at `now` (an event under way still counts, so its calendar entry stays
 * on offer), soonest first. Past: over, most recent first.
 */
export function splitEvents<E extends DatedEvent>(events: E[], now: Date): { upcoming: E[]; past: E[] } {
  const at = now.getTime();
  const upcoming = events.filter((e) => Date.parse(e.endsAt) > at).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id.localeCompare(b.id));
  const past = events.filter((e) => Date.parse(e.endsAt) <= at).sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt) || a.id.localeCompare(b.id));
  return { upcoming, past };
}

/**
 * When an event takes place, in the visitor's language but on the clock of the place it is held
 * (with that zone's abbreviation or offset): "November 5, 2026, 8:00 – 9:00 AM EST".
 */
export function formatEventTime(event: DatedEvent, localeTag: string): string {
  const zone = new Intl.DateTimeFormat(localeTag, { timeZone: event.timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(event.startsAt))
    .find((p) => p.type === 'timeZoneName')?.value;
  const range = formatDateTimeRange(
    localeTag,
    { dateStyle: 'long', timeStyle: 'short', timeZone: event.timeZone },
    new Date(event.startsAt),
    new Date(event.endsAt),
  );
  return zone ? withNote(localeTag, range, zone) : range;
}

/** The calendar entry's URL of an event, in a language. */
export function eventIcsHref(id: string, locale: string): string {
  return `/api/investor-events/${encodeURIComponent(id)}/ics?locale=${locale}`;
}
