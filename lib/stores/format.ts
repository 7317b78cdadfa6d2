/** Formatting of the store finder's entries, shared by the server render and the browser; pure for tests. */
import { sortByName } from '@/lib/collation';
import { numberFormat, dateTimeFormat, rangeText, seriesText, withNote } from '@/lib/intl';
import { formatClock } from '@/lib/marketing/format';
import { hasCjk } from '@/lib/search/fold';
import type { Store, StoreHours } from '@/lib/types/stores';

const names = new Map<string, Intl.DisplayNames>();

/** A country or region by its ISO code, named in the reader's language (`JP` → 日本, Japan, Japon). */
export function countryName(code: string, localeTag: string): string {
  let display = names.get(localeTag);
  if (!display) {
    display = new Intl.DisplayNames([localeTag], { type: 'region', fallback: 'code' });
    names.set(localeTag, display);
  }
  return display.of(code) ?? code;
}

/** The countries as `{ code, name }`, sorted by name the way the reader's language sorts. */
export function countryOptions(codes: string[], localeTag: string): { code: string; name: string }[] {
  return sortByName(
    codes.map((code) => ({ code, name: countryName(code, localeTag) })),
    localeTag,
    (c) => c.name,
  );
}

/**
 * The city with the spelling locals use beside the English one: a Chinese, Japanese or Korean
 * reader sees a name in their script first (`東京（Tokyo）`, full-width brackets in Japanese and Chinese), everyone else the English name first
 * (`Munich (München)`, `Tokyo (東京)`).
 */
export function cityLabel(store: Pick<Store, 'city' | 'cityLocal'>, locale: string): string {
  const local = store.cityLocal;
  if (!local || local === store.city) return store.city;
  return ['ja', 'zh', 'ko'].includes(locale) && hasCjk(local) ? withNote(locale, local, store.city) : `${store.city} (${local})`;
}

/** Short weekday names, Monday first, in the reader's language. */
function weekdays(localeTag: string): string[] {
  const format = dateTimeFormat(localeTag, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2024, 0, 1 + i)));
}

/** Opening days as runs (`Mon–Sat`, `Mon–Fri`, `Mon, Wed–Fri`, `月〜土`) and the times as the locale writes them. */
export function hoursParts(hours: StoreHours, locale: string, localeTag: string): { days: string; open: string; close: string } {
  const dayNames = weekdays(localeTag);
  const days = [...new Set(hours.days)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < days.length;) {
    let j = i;
    while (j + 1 < days.length && days[j + 1] === days[j]! + 1) j++;
    runs.push(
      j - i >= 2
        ? rangeText(localeTag, dayNames[days[i]! - 1]!, dayNames[days[j]! - 1]!)
        : seriesText(
            localeTag,
            days.slice(i, j + 1).map((d) => dayNames[d - 1]!),
          ),
    );
    i = j + 1;
  }
  return { days: seriesText(localeTag, runs), open: formatClock(hours.open, locale), close: formatClock(hours.close, locale) };
}

/** A distance in kilometres, one decimal under 10 km (`2.4 km`, `2,4 km`, `830 km`). */
export function formatDistance(km: number, localeTag: string): string {
  return numberFormat(localeTag, { style: 'unit', unit: 'kilometer', unitDisplay: 'short', maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}
