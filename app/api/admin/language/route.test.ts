import { NextRequest } from 'next/server';
import { env } from '@/lib/server/env';
import { addressHeaders, formPost as plainFormPost } from '@/test/http';
import { POST as chooseLanguage } from './route';

/** This site's origin as the server knows it (npm test sets SITE_URL to its own port). */
const SITE = new URL(env().SITE_URL).origin;

/** The back office's language form as a browser posts it from `screen`. */
function formPost(fields: Record<string, string>, { screen = '/admin/orders?status=paid', headers = {} as Record<string, string>, cookie = '' } = {}) {
  return plainFormPost('/api/admin/language', fields, screen, { ...(cookie ? { cookie } : {}), ...headers });
}

describe('POST /api/admin/language (the back office’s language form)', () => {
  it('keeps the language a year, marks it applied for a minute, and goes back to the same screen', async () => {
    const res = await chooseLanguage(formPost({ locale: 'de' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/orders?status=paid');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.getSetCookie()).toEqual([
      'pt_admin_lang=de; Path=/admin; Max-Age=31536000; SameSite=Lax',
      'pt_admin_lang_applied=1; Path=/admin; Max-Age=60; SameSite=Lax',
    ]);
  });

  it('goes back only to a back-office screen: a Referer elsewhere, or none, leads to the dashboard', async () => {
    for (const screen of ['/de/index', '/administrator', '//evil.example/admin']) {
      const res = await chooseLanguage(formPost({ locale: 'ja' }, { screen }));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/admin');
    }
    const res = await chooseLanguage(formPost({ locale: 'ja' }, { headers: { referer: 'https://evil.example/admin/staff' } }));
    expect(res.headers.get('location')).toBe('/admin');
  });

  it('refuses a language the site does not have with a page in the screen’s language, setting nothing', async () => {
    const res = await chooseLanguage(formPost({ locale: 'xx' }, { cookie: 'pt_admin_lang=fr' }));
    expect(res.status).toBe(422);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Langue</h1>');
    expect(html).toContain('<a href="/admin/orders?status=paid">');
  });

  it('refuses a post from another site (no same-origin Fetch metadata), setting nothing', async () => {
    const res = await chooseLanguage(formPost({ locale: 'de' }, { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } }));
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
    const bare = await chooseLanguage(
      new NextRequest(new URL('/api/admin/language', SITE), {
        method: 'POST',
        body: 'locale=de',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...addressHeaders('203.0.113.9') },
      }),
    );
    expect(bare.status).toBe(403);
  });

  it('refuses a body that is not a plain form (415)', async () => {
    const res = await chooseLanguage(formPost({ locale: 'de' }, { headers: { 'content-type': 'application/json' } }));
    expect(res.status).toBe(415);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});
