import { formatBytes as formatSize } from '@/lib/marketing/format';
import { localeTags, type Locale } from '@/i18n/routing';

/** A file size in the locale's format (the site's one rule, lib/marketing/format.ts). */
export function formatBytes(locale: Locale, bytes: number): string {
  return formatSize(bytes, localeTags[locale]);
}

/** The message key for a file's type, from its MIME type. */
export function fileTypeKey(mime: string): 'pdf' | 'zip' | 'image' | 'video' | 'other' {
  if (mime === 'application/pdf') return 'pdf';
  if (mime === 'application/zip') return 'zip';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  return 'other';
}
