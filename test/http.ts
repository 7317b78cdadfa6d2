import { NextRequest } from 'next/server';
import { ADDRESS_HEADER, SECRET_VARIABLE, SIGNATURE_HEADER, signAddress } from '@/lib/server/http/client-address';
import { issueXsrfToken } from '@/lib/server/http/xsrf';
import { env } from '@/lib/server/env';

/** A valid anti-forgery token of a visitor who is not signed in (signed requests get one bound to their session). */
export const XSRF = issueXsrfToken();

interface Init {
  method?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  token?: string;
  lang?: string;
  ip?: string;
  xsrf?: boolean;
}

/** The client address as scripts/server.mjs passes it on (signed with its per-process secret). */
export function addressHeaders(ip: string): Record<string, string> {
  process.env[SECRET_VARIABLE] ??= 'jest-address-secret';
  return { [ADDRESS_HEADER]: ip, [SIGNATURE_HEADER]: signAddress(ip, process.env[SECRET_VARIABLE]!) };
}

/**
 * A NextRequest as the browser client would send it: a valid XSRF pair (bound to the session
 * when `token` is given; other cookies in `headers.cookie` are kept beside it), x-lang, JSON body.
 */
export function request(url: string, init: Init = {}): NextRequest {
  const method = init.method ?? (init.body !== undefined || init.rawBody !== undefined ? 'POST' : 'GET');
  const { cookie: extraCookies, ...extraHeaders } = init.headers ?? {};
  const others = (extraCookies ?? '').split(/;\s*/).filter((c) => c && !c.startsWith('XSRF-TOKEN='));
  const xsrf = init.token ? issueXsrfToken(init.token) : XSRF;
  const cookies = [...(init.xsrf === false ? [] : [`XSRF-TOKEN=${xsrf}`]), ...others];
  const headers: Record<string, string> = {
    'x-lang': init.lang ?? 'en',
    ...addressHeaders(init.ip ?? '203.0.113.7'),
    ...(init.token ? { 'x-auth-token': init.token } : {}),
    ...(init.xsrf === false ? {} : { 'x-xsrf-token': xsrf }),
    ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
    ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...extraHeaders,
  };
  const body = init.rawBody ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined);
  return new NextRequest(new URL(url, 'http://localhost:3000'), { method, headers, body });
}

/**
 * A plain HTML form's POST to `path` of this site (npm test sets SITE_URL to its own port) as a
 * browser sends it from the page `from`: urlencoded, no anti-forgery header, the Origin and Fetch
 * metadata of a same-origin page; `headers` add to or replace those.
 */
export function formPost(path: string, fields: Record<string, string>, from: string, headers: Record<string, string> = {}): NextRequest {
  const site = new URL(env().SITE_URL).origin;
  return new NextRequest(new URL(path, site), {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: site,
      'sec-fetch-site': 'same-origin',
      referer: `${site}${from}`,
      ...addressHeaders('203.0.113.9'),
      ...headers,
    },
  });
}

export function params<T extends Record<string, string>>(value: T) {
  return { params: Promise.resolve(value) };
}
