import { dateTimeFormat } from '@/lib/intl';
import { localeTags, type Locale } from '@/i18n/routing';

/**
 * The published date in the locale's long format. Dates are shown in UTC so a pre-rendered
 * page reads the same wherever it was built.
 */
export function formatNewsDate(locale: Locale, iso: string): string {
  return dateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
