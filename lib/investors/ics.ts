/**
 * A minimal iCalendar (RFC 5545) writer for one event, written here rather than taken from npm
 * (docs/architecture.md, "Investor relations"): the output must fold at 75 octets without
 * splitting a UTF-8 sequence (CJK titles), use CRLF throughout and carry the properties the IR
 * calendar needs, and nothing else. Pure: the route handler and jest use it alike.
 */

export interface IcsEvent {
  /** Globally unique and stable across downloads (RFC 5545 §3.8.4.7). */
  uid: string;
  /** When this calendar object was last changed (DTSTAMP); stable, so the file is cacheable. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** BCP 47 tag of the texts (LANGUAGE parameter). */
  language?: string;
}

export const ICS_PRODID = '-//Pawtrail//Investor Relations//EN';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT value escaping (§3.3.11): backslash, semicolon, comma, newlines; other control characters are dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/**
 * Folds one content line (§3.1): no line longer than 75 octets (CRLF not counted), continuation
 * lines start with one space (which counts), and a cut never falls inside a character's UTF-8
 * bytes or between the halves of a surrogate pair (iteration is by code point).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A UTC DATE-TIME value (§3.3.5, form #2): 20261105T130000Z. */
export function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A whole VCALENDAR with one VEVENT, CRLF line endings, folded. */
export function buildIcs(event: IcsEvent): string {
  if (!(event.end.getTime() > event.start.getTime())) throw new RangeError('an event must end after it starts');
  const lang = event.language ? `;LANGUAGE=${event.language}` : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY${lang}:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION${lang}:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION${lang}:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
