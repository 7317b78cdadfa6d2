import { isLocale, type Locale } from '@/i18n/routing';

/**
 * The language of the back office's own screens, chosen by each member in the header and kept in
 * this cookie (the browser's, not the account's: a shared desk computer keeps its language). The
 * content staff edit is in every language whatever this says.
 */
export const ADMIN_LOCALE_COOKIE = 'pt_admin_lang';

/** Where the language form posts (app/api/admin/language): a plain form, so Apply works before the screen's scripts run. */
export const ADMIN_LANGUAGE_ACTION = '/api/admin/language';

/** Set for a minute by that endpoint: the screen it returns to puts focus back on the language select, and clears it. */
export const ADMIN_LANGUAGE_APPLIED_COOKIE = 'pt_admin_lang_applied';

/** The cookie's language, English when there is none or it names no language of the site. */
export function adminLocale(cookie: string | undefined): Locale {
  return isLocale(cookie) ? cookie : 'en';
}
