/**
 * Shared Intl formatters. Constructing an Intl.NumberFormat or DateTimeFormat loads locale data
 * and costs far more than formatting with it (a count-up animation that built one per frame
 * spent ~40 ms of main thread on page load), so each locale and option set is built once.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(localeTag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${localeTag}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeTag, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(localeTag: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${localeTag}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTag, options);
    dateFormats.set(key, format);
  }
  return format;
}
