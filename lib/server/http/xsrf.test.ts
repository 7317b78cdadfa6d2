import { NextRequest } from 'next/server';
import { handler, json } from './handler';
import { issueXsrfToken, xsrfTokenValid } from './xsrf';
import { GET as xsrfEndpoint } from '@/app/api/xsrf/route';
import { request } from '@/test/http';

/**
 * Issue 11, item 8: the anti-forgery pair is a signed double-submit token bound to the session,
 * and cross-site requests are refused whatever they carry.
 */
const post = handler({}, async () => json({ ok: true }));

function unsafe(headers: Record<string, string>) {
  return new NextRequest('http://localhost:3000/api/x', { method: 'POST', headers: { 'x-lang': 'en', ...headers } });
}

describe('signed anti-forgery tokens', () => {
  it('accepts our own token, bound to the session it was issued for', () => {
    const anonymous = issueXsrfToken();
    expect(xsrfTokenValid(anonymous, null)).toBe(true);
    const bound = issueXsrfToken('session-a');
    expect(xsrfTokenValid(bound, 'session-a')).toBe(true);
    expect(xsrfTokenValid(bound, 'session-b')).toBe(false);
    expect(xsrfTokenValid(bound, null)).toBe(false);
    expect(xsrfTokenValid(anonymous, 'session-a')).toBe(false);
  });

  it('refuses an equal pair the server never signed, and a tampered one', async () => {
    const forged = 'AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';
    const res = await post(unsafe({ cookie: `XSRF-TOKEN=${forged}`, 'x-xsrf-token': forged }));
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('xsrf_failed');
    const good = issueXsrfToken();
    const tampered = `${good.slice(0, -2)}${good.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await post(unsafe({ cookie: `XSRF-TOKEN=${tampered}`, 'x-xsrf-token': tampered }))).status).toBe(403);
    expect((await post(unsafe({ cookie: `XSRF-TOKEN=${good}`, 'x-xsrf-token': good }))).status).toBe(200);
  });

  it("refuses a signed-in request carrying a visitor's or another session's token", async () => {
    const anonymous = issueXsrfToken();
    expect((await post(unsafe({ cookie: `XSRF-TOKEN=${anonymous}`, 'x-xsrf-token': anonymous, 'x-auth-token': 'session-a' }))).status).toBe(403);
    const other = issueXsrfToken('session-b');
    expect((await post(unsafe({ cookie: `XSRF-TOKEN=${other}`, 'x-xsrf-token': other, 'x-auth-token': 'session-a' }))).status).toBe(403);
    expect((await post(request('/api/x', { method: 'POST', token: 'session-a' }))).status).toBe(200);
  });

  it('refuses cross-site requests and foreign origins even with a valid pair', async () => {
    const good = issueXsrfToken();
    const pair = { cookie: `XSRF-TOKEN=${good}`, 'x-xsrf-token': good, host: 'localhost:3000' };
    expect((await post(unsafe({ ...pair, 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
    expect((await post(unsafe({ ...pair, origin: 'https://evil.example' }))).status).toBe(403);
    expect((await post(unsafe({ ...pair, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }))).status).toBe(200);
  });

  it('GET /api/xsrf hands out a no-store cookie bound to the session in x-auth-token', async () => {
    const res = await xsrfEndpoint(request('/api/xsrf', { token: 'session-a' }));
    expect(res.headers.get('cache-control')).toBe('no-store');
    const token = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
    expect(xsrfTokenValid(token, 'session-a')).toBe(true);
    expect(res.headers.get('set-cookie')).toContain('SameSite=Lax');
  });
});
