/**
 * Shared Intl formatters. Constructing an Intl.NumberFormat or DateTimeFormat loads locale data
 * and costs far more than formatting with it (a count-up animation that built one per frame
 * spent ~40 ms of main thread on page load), so each locale and option set is built once.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, localeTag: string, options: object, make: () => T): T {
  const key = `${kind}|${localeTag}|${JSON.stringify(options)}`;
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function numberFormat(localeTag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', localeTag, options, () => new Intl.NumberFormat(localeTag, options));
}

export function dateTimeFormat(localeTag: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached('date', localeTag, options, () => new Intl.DateTimeFormat(localeTag, options));
}

const lists = new Map<string, Intl.ListFormat>();

/**
 * Items shown as one list, joined the way the language joins them: "Mo, Mi und Fr" (de),
 * "月、水、金" (ja, zh: the ideographic comma, never a Latin ", "), "Mon, Wed, Fri" (en). Every
 * list the site joins for display goes through here rather than `join(', ')`.
 */
export function listText(localeTag: string, items: readonly string[]): string {
  let format = lists.get(localeTag);
  if (!format) {
    format = new Intl.ListFormat(localeTag, { type: 'conjunction', style: 'narrow' });
    lists.set(localeTag, format);
  }
  return format.format(items);
}

const separators = new Map<string, string>();

/**
 * Items as an enumeration without "and" ("Mo, Mi–Fr", "月、水〜金"): joined with the separator the
 * language's list format puts between the middle items (", " in most languages, 、 in Japanese and
 * Chinese).
 */
export function seriesText(localeTag: string, items: readonly string[]): string {
  let separator = separators.get(localeTag);
  if (separator === undefined) {
    const parts = new Intl.ListFormat(localeTag, { type: 'conjunction' }).formatToParts(['a', 'b', 'c', 'd']);
    separator = parts.find((p) => p.type === 'literal')?.value ?? ', ';
    separators.set(localeTag, separator);
  }
  return items.join(separator);
}

/** Korean day periods as Korean writes them: recent ICU data abbreviates them to "AM"/"PM". */
const KOREAN_DAY_PERIOD: Record<string, string> = { AM: '오전', PM: '오후' };

/**
 * A date and/or time formatted by the locale's Intl.DateTimeFormat, with one correction: Korean
 * says 오전/오후 ("오후 5:00"), where the Intl data of Node 20+ (and recent browsers) prints
 * "PM 5:00".
 */
export function formatDateTime(localeTag: string, options: Intl.DateTimeFormatOptions, date: Date | number): string {
  const format = dateTimeFormat(localeTag, options);
  if (!localeTag.startsWith('ko')) return format.format(date);
  return format
    .formatToParts(date)
    .map((p) => (p.type === 'dayPeriod' ? (KOREAN_DAY_PERIOD[p.value.toUpperCase()] ?? p.value) : p.value))
    .join('');
}

/**
 * A text with a note in brackets, set the way the language sets them: full-width brackets and no
 * space in Japanese and Chinese ("アメリカ合衆国（USD）", "美国（USD）"), a space and ASCII brackets
 * elsewhere ("Deutschland (EUR)").
 */
export function withNote(localeTag: string, text: string, note: string): string {
  return /^(ja|zh)\b/.test(localeTag) ? `${text}（${note}）` : `${text} (${note})`;
}

/** The range mark of a language: 〜 (wave dash) in Japanese, ~ in Korean, the en dash elsewhere. */
export function rangeMark(localeTag: string): string {
  if (localeTag.startsWith('ja')) return '〜';
  if (localeTag.startsWith('ko')) return '~';
  return '–';
}

/** "3–5", "月〜金", "2~3": two ends of a range joined with the language's mark. */
export function rangeText(localeTag: string, from: string | number, to: string | number): string {
  return `${from}${rangeMark(localeTag)}${to}`;
}

/**
 * A date/time range (Intl.DateTimeFormat#formatRange) with the site's range mark (Intl writes
 * Japanese ranges with the full-width tilde ～; the site uses 〜 throughout) and Korean 오전/오후.
 */
export function formatDateTimeRange(localeTag: string, options: Intl.DateTimeFormatOptions, start: Date, end: Date): string {
  const parts = dateTimeFormat(localeTag, options).formatRangeToParts(start, end);
  return parts
    .map((p) => {
      if (p.type === 'dayPeriod' && localeTag.startsWith('ko')) return KOREAN_DAY_PERIOD[p.value.toUpperCase()] ?? p.value;
      if (p.type === 'literal' && localeTag.startsWith('ja')) return p.value.replace(/[～~]/g, '〜');
      return p.value;
    })
    .join('');
}
