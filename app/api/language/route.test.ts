import { NextRequest } from 'next/server';
import { GET as chooseLanguage } from './route';

const SITE = 'http://localhost:3000';
const get = (query: string, headers: Record<string, string> = {}) =>
  chooseLanguage(new NextRequest(new URL(`/api/language${query}`, SITE), { headers: { 'sec-fetch-site': 'same-origin', ...headers } }));

describe('GET /api/language (the header’s language links without JavaScript)', () => {
  it('saves the choice and answers with the page it was used on, in that language', async () => {
    const res = await get('?locale=de', { referer: `${SITE}/productsShow?id=c4&color=coral` });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/de/productsShow?id=c4&color=coral');
    expect(res.headers.get('set-cookie')).toBe('NEXT_LOCALE=de; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // From another language's page, and back to English (no prefix: the saved cookie says English now).
    expect((await get('?locale=ja', { referer: `${SITE}/zh/brand` })).headers.get('location')).toBe('/ja/brand');
    expect((await get('?locale=en', { referer: `${SITE}/zh/brand` })).headers.get('location')).toBe('/brand');
    expect((await get('?locale=ko', { referer: `${SITE}/zh` })).headers.get('location')).toBe('/ko');
  });

  it('never leaves the site: another site’s Referer, a protocol-relative path or none goes to the home page', async () => {
    expect((await get('?locale=fr', { referer: 'https://evil.example/brand' })).headers.get('location')).toBe('/fr');
    expect((await get('?locale=fr', { referer: `${SITE}//evil.example/x` })).headers.get('location')).toBe('/fr');
    expect((await get('?locale=fr')).headers.get('location')).toBe('/fr');
  });

  it('leaves the saved language alone when another site sent the visitor', async () => {
    const res = await get('?locale=ru', { 'sec-fetch-site': 'cross-site', referer: 'https://elsewhere.example/' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/ru');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('an unknown language is a localized 422 and changes nothing', async () => {
    const res = await chooseLanguage(new NextRequest(new URL('/api/language?locale=xx', SITE), { headers: { 'x-lang': 'de' } }));
    expect(res.status).toBe(422);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('location')).toBeNull();
    const body = await res.json();
    expect(body.error.code).toBe('invalid_query');
    expect(body.error.fields.locale).toBeTruthy();
  });
});
