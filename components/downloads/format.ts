import { numberFormat } from '@/lib/intl';
import { localeTags, type Locale } from '@/i18n/routing';

/** A file size in the locale's format with the largest fitting unit (1.2 MB, 1,2 MB, 1.2 MB). */
export function formatBytes(locale: Locale, bytes: number): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return numberFormat(localeTags[locale], {
    style: 'unit',
    unit: units[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** The message key for a file's type, from its MIME type. */
export function fileTypeKey(mime: string): 'pdf' | 'zip' | 'image' | 'video' | 'other' {
  if (mime === 'application/pdf') return 'pdf';
  if (mime === 'application/zip') return 'zip';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  return 'other';
}
