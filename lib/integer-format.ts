/**
 * Whole numbers in a locale's format without building an Intl formatter in the browser. The
 * first Intl.NumberFormat of a page costs ~20 ms of main thread on a phone (locale data is
 * loaded), which is a long task during hydration; live counters only need digit grouping. The
 * server (or the build) derives the grouping once with Intl and passes it down as a prop.
 */
export interface IntegerFormat {
  /** The group separator ("," en, "." de, U+202F fr, U+00A0 ru). */
  group: string;
  /** Digits a number needs before it is grouped at all: 5 in es ("1000", "10.000"), else 4. */
  minDigits: number;
}

/** The grouping of `localeTag`, read from Intl (call on the server). */
export function integerFormatOf(localeTag: string): IntegerFormat {
  const format = new Intl.NumberFormat(localeTag, { maximumFractionDigits: 0 });
  const group = format.formatToParts(1234567).find((p) => p.type === 'group')?.value ?? '';
  return { group, minDigits: format.format(1000).length > 4 ? 4 : 5 };
}

/** `value` grouped by threes with the locale's separator, as Intl formats it. */
export function formatInteger(value: number, { group, minDigits }: IntegerFormat): string {
  const n = Math.trunc(value);
  const digits = String(Math.abs(n));
  const grouped = group && digits.length >= minDigits ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, group) : digits;
  return n < 0 ? `-${grouped}` : grouped;
}
