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
