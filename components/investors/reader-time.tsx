'use client';
import { useClientValue } from '@/components/ui/use-client-value';
import { formatEventTime, type DatedEvent } from '@/lib/investors/events';

const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The offset of a zone at an instant, in minutes: two zones that agree then show the same clock. */
function offsetAt(timeZone: string, at: Date): number {
  const wall = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  })
    .formatToParts(at)
    .reduce<Record<string, number>>((parts, p) => (p.type === 'literal' ? parts : { ...parts, [p.type]: Number(p.value) }), {});
  return (Date.UTC(wall.year!, wall.month! - 1, wall.day!, wall.hour!, wall.minute!) - at.getTime()) / 60_000;
}

/**
 * The event's time on the reader's own clock, beside the venue's (issue 32): known only in the
 * browser, so the pre-rendered page has none and it appears once the page runs; nothing when the
 * reader's clock shows the venue's time anyway.
 */
export function ReaderTime({ event, localeTag, label }: { event: DatedEvent; localeTag: string; label: string }) {
  const zone = useClientValue<string | null>(readerZone, null);
  if (!zone) return null;
  const start = new Date(event.startsAt);
  if (offsetAt(zone, start) === offsetAt(event.timeZone, start)) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd data-reader-time={zone}>
        <time dateTime={event.startsAt}>{formatEventTime({ ...event, timeZone: zone }, localeTag)}</time>
      </dd>
    </>
  );
}
