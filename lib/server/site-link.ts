import 'server-only';
import { routing, type Locale } from '@/i18n/routing';
import { env } from './env';

/** The configured site URL without a trailing slash: links in mails never come from a request's Host. */
export const siteBase = (): string => env().SITE_URL.replace(/\/+$/, '');

/** Where a mail points its reader: `path` on the configured site, in their language (`/de/…`; English unprefixed). */
export function siteLink(locale: Locale, path: string): string {
  return `${siteBase()}${locale === routing.defaultLocale ? '' : `/${locale}`}${path}`;
}
