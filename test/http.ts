import { NextRequest } from 'next/server';

export const XSRF = 'test-xsrf-token-0123456789abcdefghijklmnopq';

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

/** A NextRequest as the browser client would send it (XSRF pair, x-lang, JSON body). */
export function request(url: string, init: Init = {}): NextRequest {
  const method = init.method ?? (init.body !== undefined || init.rawBody !== undefined ? 'POST' : 'GET');
  const headers: Record<string, string> = {
    'x-lang': init.lang ?? 'en',
    'x-pawtrail-ip': init.ip ?? '203.0.113.7',
    ...(init.token ? { 'x-auth-token': init.token } : {}),
    ...(init.xsrf === false ? {} : { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF }),
    ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...init.headers,
  };
  const body = init.rawBody ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined);
  return new NextRequest(new URL(url, 'http://localhost:3000'), { method, headers, body });
}

export function params<T extends Record<string, string>>(value: T) {
  return { params: Promise.resolve(value) };
}
