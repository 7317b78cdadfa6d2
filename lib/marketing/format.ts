/** Formatting shared by the marketing pages; pure so it can be unit tested. */
import { formatDateTime, numberFormat } from '@/lib/intl';
import { currencyDigits } from '@/lib/shop/money';

/** Currencies whose prices are written in whole units when the amount is whole: "12 299 ₽", not "12 299,00 ₽". */
const WHOLE_WHEN_WHOLE = new Set(['RUB']);

/**
 * A price in its currency's minor units, in the locale's number format: 12899 EUR → "128,99 €"
 * (de), 19380 JPY → "￥19,380" (ja: yen have no minor unit), 1229900 RUB → "12 299 ₽" (ru: whole
 * roubles without kopecks), 179000 KRW → "179,000원" (ko: the way Korean shops write won; other
 * languages keep "₩179,000"). The one price format of the site: pages, cart, checkout, e-mails
 * and the back office all call it.
 */
export function formatPrice(minor: number, currency: string, localeTag: string): string {
  return formatAmount(minor / 10 ** currencyDigits(currency), currency, localeTag);
}

/**
 * An amount in major units (12.5 EUR, 179000 KRW) in the format of formatPrice; `stripIfInteger`
 * also drops ",00" from whole amounts of any currency (the policy tables' "4,99 €", "29 €").
 */
export function formatAmount(amount: number, currency: string, localeTag: string, { stripIfInteger = false } = {}): string {
  if (currency === 'KRW' && localeTag.startsWith('ko')) return `${numberFormat(localeTag, { maximumFractionDigits: 0 }).format(amount)}원`;
  const options: Intl.NumberFormatOptions = { style: 'currency', currency };
  if (stripIfInteger || WHOLE_WHEN_WHOLE.has(currency)) options.trailingZeroDisplay = 'stripIfInteger';
  return numberFormat(localeTag, options).format(amount);
}

/**
 * A file size in the largest fitting unit, localized ("1.2 MB", "1,2 MB", "512 bytes"). The one
 * rule of the site (downloads and investor pages alike): units of 1,000, as Intl's kilobyte and
 * megabyte mean, one decimal.
 */
export function formatBytes(bytes: number, localeTag: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return numberFormat(localeTag, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/zip': 'ZIP',
  'image/svg+xml': 'SVG',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'video/mp4': 'MP4',
  'text/plain': 'TXT',
};

/** The short, language-neutral name of a file type ("PDF"), from its MIME type. */
export function fileTypeLabel(mime: string): string {
  const known = TYPE_LABELS[mime.toLowerCase()];
  if (known) return known;
  const sub = mime.split('/')[1] ?? mime;
  return sub.replace(/^x-/, '').split(/[.+;]/)[0]!.toUpperCase();
}

/**
 * The hotline's hours are those of the San Francisco office. Planned: a time-zone field in the
 * site settings; until then this constant is the one place to change it.
 */
export const HOTLINE_TIME_ZONE = 'America/Los_Angeles';

/**
 * A time of day ("08:30" or "20:00", as stored in the settings) the way the locale writes it:
 * English on the 12-hour clock ("8:30 AM"), Korean with 오전/오후 ("오후 5:00"), French "8 h 30" /
 * "20 h" (non-breaking spaces), the others on the 24-hour clock without a leading zero ("8:30",
 * "20:00"). Anything else is shown as stored.
 */
export function formatClock(value: string, locale: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return value;
  const hours = Number(match[1]);
  const minutes = match[2]!;
  if (hours > 23 || Number(minutes) > 59) return value;
  if (locale === 'en') return `${hours % 12 || 12}:${minutes}\u00a0${hours < 12 ? 'AM' : 'PM'}`;
  if (locale === 'ko')
    return formatDateTime('ko', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' }, Date.UTC(2000, 0, 1, hours, Number(minutes)));
  if (locale === 'fr') return minutes === '00' ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${minutes}`;
  return `${hours}:${minutes}`;
}

/** Languages that write a time zone's name in lower case inside a sentence ("тихоокеанское время", "ora del Pacifico USA"). */
const ZONE_IN_LOWER_CASE = ['es', 'fr', 'it', 'pt', 'ru'];

/**
 * The hotline's time zone named in the locale, as it stands inside a sentence ("Pacific Time",
 * "heure du Pacifique nord-américain", "тихоокеанское время": Intl capitalizes the Russian,
 * Italian and Portuguese names as if they began a sentence).
 */
export function hotlineZone(localeTag: string): string {
  const parts = new Intl.DateTimeFormat(localeTag, { timeZone: HOTLINE_TIME_ZONE, timeZoneName: 'longGeneric' }).formatToParts(new Date(0));
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? HOTLINE_TIME_ZONE;
  return ZONE_IN_LOWER_CASE.includes(localeTag.slice(0, 2)) ? name.charAt(0).toLocaleLowerCase(localeTag) + name.slice(1) : name;
}

/** The arguments of the hours messages (Footer.hours, Contact.details.hours, OnlineMessage.hours). */
export function hoursArgs(open: string, close: string, locale: string, localeTag: string) {
  return { open: formatClock(open, locale), close: formatClock(close, locale), zone: hotlineZone(localeTag) };
}

/**
 * A phone number in the one international format of the site (ITU-T E.123): "+1 415 555 0142".
 * North American numbers are grouped 3-3-4; others keep their groups, with spaces for the
 * brackets, dots and hyphens people type. A number without a + is shown as typed.
 */
export function formatPhone(value: string): string {
  const trimmed = value.trim();
  if (!trimmed.startsWith('+')) return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  const nanp = /^1(\d{3})(\d{3})(\d{4})$/.exec(digits);
  if (nanp) return `+1 ${nanp[1]} ${nanp[2]} ${nanp[3]}`;
  return `+${trimmed
    .slice(1)
    .replace(/[().\-\s]+/g, ' ')
    .trim()}`;
}
