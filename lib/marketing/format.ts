/** Formatting shared by the marketing pages; pure so it can be unit tested. */
import { numberFormat } from '@/lib/intl';

/** A price in minor units, in the locale's number format (USD stays USD in every language). */
export function formatPrice(cents: number, currency: string, localeTag: string): string {
  return numberFormat(localeTag, { style: 'currency', currency }).format(cents / 100);
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
