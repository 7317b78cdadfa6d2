import { isLocale, type Locale } from '@/i18n/routing';

/**
 * The language of the back office's own screens, chosen by each member in the header and kept in
 * this cookie (the browser's, not the account's: a shared desk computer keeps its language). The
 * content staff edit is in every language whatever this says.
 */
export const ADMIN_LOCALE_COOKIE = 'pt_admin_lang';

/** The cookie's language, English when there is none or it names no language of the site. */
export function adminLocale(cookie: string | undefined): Locale {
  return isLocale(cookie) ? cookie : 'en';
}
