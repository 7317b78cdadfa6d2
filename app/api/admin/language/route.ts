import { ADMIN_LANGUAGE_APPLIED_COOKIE, ADMIN_LOCALE_COOKIE, adminLocale } from '@/lib/admin-locale';
import { backTo } from '@/lib/server/http/back-to';
import { HttpError } from '@/lib/server/http/errors';
import { readForm, refusalPage } from '@/lib/server/http/form-post';
import { handler, parseInput } from '@/lib/server/http/handler';
import { sameOriginFormPost } from '@/lib/server/http/xsrf';
import { translator } from '@/lib/server/i18n';
import { adminLanguageInput } from '@/lib/validations/staff';

/** The back-office screen the form was on (only a path under /admin; else the dashboard). */
function screenOf(path: string): string {
  return /^\/admin(?:[/?]|$)/.test(path) ? path : '/admin';
}

/**
 * POST /api/admin/language (application/x-www-form-urlencoded: locale) — the back office's
 * language form, in every screen's header and on the sign-in page, as a plain form: Apply pressed
 * before the screen's scripts have run used to submit the form to the screen itself and change
 * nothing. Sets `pt_admin_lang` for a year (the layout picks the screens' messages from it) and,
 * for a minute, `pt_admin_lang_applied` (the next screen puts focus back on the language select
 * and clears it), then 303 back to the screen the form was on. No session is needed: the cookie
 * only chooses the language of the back office's own words on this browser. A static page's form
 * cannot carry the anti-forgery token, so the post must come from this site (`sameOriginFormPost`);
 * a refusal is a page in the language the screen was in, and changes nothing.
 */
export const POST = handler({ xsrf: false }, async ({ req }) => {
  const current = adminLocale(req.cookies.get(ADMIN_LOCALE_COOKIE)?.value);
  const back = screenOf(backTo(req, '/admin'));
  try {
    const form = await readForm(req);
    if (!sameOriginFormPost(req)) throw new HttpError(403, 'xsrf_failed', 'xsrf');
    const { locale } = parseInput(adminLanguageInput, { locale: form.get('locale') ?? '' }, current);
    const secure = req.nextUrl.protocol === 'https:' ? '; Secure' : '';
    const headers = new Headers({ Location: back, 'Cache-Control': 'no-store' });
    headers.append('Set-Cookie', `${ADMIN_LOCALE_COOKIE}=${locale}; Path=/admin; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax${secure}`);
    headers.append('Set-Cookie', `${ADMIN_LANGUAGE_APPLIED_COOKIE}=1; Path=/admin; Max-Age=60; SameSite=Lax${secure}`);
    return new Response(null, { status: 303, headers });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const t = translator(current, 'AdminShell');
    return refusalPage(error, { locale: current, title: t('language'), back, backLabel: t('brand') });
  }
});
