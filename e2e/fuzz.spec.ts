import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { specDb } from './db';
import { codeFor, staffAccounts, STAFF_PASSWORD } from './staff';

/**
 * Malformed input against the real server, public and staff endpoints alike: none of it may get a
 * 5xx. The requests come from a seeded generator (FUZZ_SEED to try another sequence), so a failure
 * reproduces; the failure lists every request that got one.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261128);
const COUNT = 1000;
const PARALLEL = 8;

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const UUID = '0b7c2a52-5f3e-4d7a-9a51-3c1f6d2e8b90';
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** Path segments and query values, written raw into the URL: the escapes stay as malformed as they are. */
const TOKENS = {
  percent: ['%', '%E0%A4%A', '%ff', '%zz', '%ED%A0%80', '%C0%AF', '%25zz', '%25', 'x%25E0', 'a%2', '%%', '%E6%96%B0%E9%97', '%FF%FE'],
  integer: ['2147483648', '9'.repeat(30), '-1', '0', '1e400', '0x10', 'NaN', 'Infinity', '-0', '1.5', String(2 ** 53 + 1), '00000000001'],
  date: [
    `2026-02-30T00:00:00.000Z|${UUID}`,
    `2026-02-29T12:00:00.000Z|${UUID}`,
    `2026-13-01T00:00:00.000Z|${UUID}`,
    `2026-01-01T24:00:00.000Z|${UUID}`,
    `0000-01-01T00:00:00.000Z|${UUID}`,
    `9999-99-99T99:99:99.999Z|${UUID}`,
    `2026-01-01T00:00:00.000Z|${'-'.repeat(36)}`,
    `2026-01-01T00:00:00.000Z|${UUID.toUpperCase()}x`,
    '2026-01-01T00:00:00.000Z|',
    `|${UUID}`,
    '2026-04-31T00:00:00.000Z|spring-news',
  ],
  control: ['%00', '%01', 'a%00b', '%7F', '%0A%0D', '%1B%5B31m', '%E2%80%AE'],
  long: ['a'.repeat(3000), '%41'.repeat(1500), 'é'.repeat(1200), `${'/'.repeat(200)}x`],
  cursor: [
    b64({ k: 1e400, s: 'x' }),
    b64({ k: [2 ** 31, 'x'], s: 'featured' }),
    b64({ k: '2026-02-30', s: 'newest' }),
    b64({ k: { $gt: 1 }, s: 'price' }),
    b64('not json'),
    b64('{"k":'),
    '!!!',
    '====',
    b64(null),
    b64([1, 2, 3]),
  ],
  odd: ['..', '../../etc/passwd', '<script>alert(1)</script>', "' OR 1=1 --", '😀', 'null', 'undefined', '[]', '{}', ' ', '+', '%20', 'c4.png', 'CON'],
};
const ALL_TOKENS = Object.values(TOKENS).flat();

/** JSON bodies of the wrong types and sizes for every field a form sends. */
const VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  2 ** 31,
  2 ** 53,
  1e308,
  -1e308,
  1.5,
  '',
  'a\u0000b',
  '\u202e',
  'x'.repeat(20_000),
  '2026-02-30T00:00:00.000Z',
  [],
  [1, 'a', null],
  {},
  { nested: { deeper: ['x'] } },
];

/** Header values a client may send (printable, as HTTP allows), odd ones included. */
const HEADERS = {
  'x-lang': ['de', 'zz', '', 'de-DE', 'x'.repeat(500), '../en', '%ff', 'ZH'],
  'x-auth-token': ['garbage', '', 'a'.repeat(5000), '%00', "' OR 1=1 --", b64({ sub: 'admin' }), '0'.repeat(64)],
  'content-type': [
    'text/plain',
    'application/json; charset=utf-16',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
    'application/json+evil',
    '*/*',
  ],
  'x-xsrf-token': ['', 'forged', 'a.b', '.'.repeat(100)],
  // Public probes only: it replaces the staff context's session cookie.
  cookie: [
    'NEXT_LOCALE=%E0%A4%A',
    'NEXT_LOCALE=zz',
    'NEXT_LOCALE=de; NEXT_LOCALE=%ff',
    'pt_staff=%zz',
    'XSRF-TOKEN=%ED%A0%80',
    'pt_cart=%',
    'a=b; ; ;=',
    '='.repeat(50),
  ],
};

interface Probe {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  staff?: boolean;
  /** Headers in place of the defaults (x-lang de, the context's XSRF token, JSON content type). */
  headers: Record<string, string>;
}

/** Where the tokens go: `{}` is a path segment or query value, public ones first, then the back office. */
const GET_TEMPLATES = [
  '/api/products/{}',
  '/api/products/{}/related',
  '/api/products?cursor={}',
  '/api/products?sort={}&limit={}',
  '/api/products?category={}&cursor={}',
  '/api/news/{}',
  '/api/news?cursor={}',
  '/api/news?page={}&limit={}',
  '/api/news?category={}',
  '/api/search?q={}&type={}&limit={}',
  '/api/search/suggest?q={}',
  '/api/stores?q={}&page={}',
  '/api/media/{}/{}',
  '/api/{}',
  '/og/en/news/{}.png',
  '/og/{}/product/{}.png',
  '/og/de/{}/c4.png',
  '/{}',
  '/de/{}',
  '/productsShow?id={}',
  '/de/newsShow?id={}',
  '/productslist?category={}&sort={}&page={}',
  '/newsCenter?category={}&page={}',
  '/admin/{}',
];
const STAFF_GET_TEMPLATES = [
  '/api/admin/customers?before={}&q={}',
  '/api/admin/search?q={}',
  '/api/admin/customers/{}',
  '/api/admin/messages?before={}&status={}',
  '/api/admin/messages/{}',
  '/api/admin/dealer-applications?before={}&country={}',
  '/api/admin/dealer-applications/{}',
  '/api/admin/stores?after={}&q={}&country={}',
  '/api/admin/stores/export?q={}&status={}',
  '/api/admin/audit?before={}&targetId={}',
  '/api/admin/orders?before={}&q={}',
  '/api/admin/orders/{}',
  '/api/admin/returns/{}',
  '/api/admin/media?before={}',
  '/api/admin/content/products/{}/{}',
  '/api/admin/content/news/{}/de',
  '/api/admin/content/products?locale={}&status={}',
];
const POST_TEMPLATES: { url: string; fields: string[]; staff?: boolean; method?: Probe['method'] }[] = [
  { url: '/api/messages', fields: ['name', 'contact', 'message'] },
  { url: '/api/auth/login', fields: ['email', 'password'] },
  { url: '/api/news/{}/views', fields: [] },
  { url: '/api/products/{}/notify', fields: ['email'] },
  { url: '/api/cart/items', fields: ['productId', 'colorId', 'quantity'] },
  { url: '/api/admin/content/products/bowl-travel/en/restore', fields: ['versionId', 'draftVersion'], staff: true },
  { url: '/api/admin/content/news/{}/{}/restore', fields: ['versionId', 'draftVersion'], staff: true },
  { url: '/api/admin/content/faq/warranty-water-damage/de/restore', fields: ['versionId', 'draftVersion'], staff: true },
  { url: '/api/admin/messages/{}', fields: ['status', 'assignedTo', 'updatedAt'], staff: true, method: 'PATCH' },
  { url: '/api/admin/customers/{}', fields: ['disabled', 'updatedAt'], staff: true, method: 'PATCH' },
  { url: '/api/admin/dealer-applications/{}', fields: ['status', 'note', 'updatedAt'], staff: true, method: 'PATCH' },
];

/** COUNT probes from SEED: the same list on every run with the same seed. */
function probes(seed: number): Probe[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const fill = (template: string) => template.replace(/\{\}/g, () => pick(ALL_TOKENS));
  const oddHeaders = (body: boolean, staff = false) => {
    const headers: Record<string, string> = {};
    for (const [name, values] of Object.entries(HEADERS)) {
      if ((name === 'content-type' && !body) || (name === 'cookie' && staff)) continue;
      if (random() < (name === 'x-xsrf-token' ? 0.05 : 0.2)) headers[name] = pick(values);
    }
    return headers;
  };
  const list: Probe[] = [];
  while (list.length < COUNT) {
    const roll = random();
    // Now and then a method the route does not have.
    const method = (): Probe['method'] => (random() < 0.05 ? pick(['PUT', 'PATCH', 'DELETE'] as const) : 'GET');
    if (roll < 0.45) list.push({ method: method(), url: fill(pick(GET_TEMPLATES)), headers: oddHeaders(false) });
    else if (roll < 0.75) list.push({ method: method(), url: fill(pick(STAFF_GET_TEMPLATES)), staff: true, headers: oddHeaders(false, true) });
    else {
      const template = pick(POST_TEMPLATES);
      const shape = random();
      // Mostly an object of the right field names with wrong values; sometimes not an object at all.
      const body =
        shape < 0.8
          ? Object.fromEntries(template.fields.filter(() => random() < 0.8).map((field) => [field, pick(VALUES)]))
          : shape < 0.9
            ? pick(VALUES)
            : '{"unterminated": ';
      list.push({ method: template.method ?? 'POST', url: fill(template.url), body, staff: template.staff, headers: oddHeaders(true, template.staff) });
    }
  }
  return list;
}

const db = specDb();
const { insertStaff, removeStaff } = staffAccounts(db);
let staff: APIRequestContext;
let staffXsrf = '';

/** The XSRF-TOKEN cookie the context holds after GET /api/xsrf. */
async function xsrfOf(context: APIRequestContext) {
  expect((await context.get('/api/xsrf')).status()).toBe(200);
  return (await context.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
}

test.beforeAll(async ({ baseURL }) => {
  // An admin who signs in through the API as the back office does: password, then the authenticator.
  const email = await insertStaff('admin', 'Fuzz Admin');
  staff = await playwrightRequest.newContext({ baseURL });
  const headers = { 'x-xsrf-token': await xsrfOf(staff) };
  expect((await staff.post('/api/admin/session', { headers, data: { email, password: STAFF_PASSWORD } })).status()).toBe(200);
  const { secret } = (await (await staff.get('/api/admin/session/second-factor')).json()) as { secret: string };
  expect((await staff.post('/api/admin/session/second-factor', { headers, data: { code: codeFor(secret) } })).status()).toBe(200);
  staffXsrf = await xsrfOf(staff);
});

test.afterAll(async () => {
  await staff?.dispose();
  await removeStaff();
  await db.end();
});

/** Sends a probe to `origin` + its path as written: resolved against a base URL, `//x` would name another host. */
async function send(context: APIRequestContext, origin: string, xsrf: string, probe: Probe): Promise<APIResponse> {
  const url = `${origin}${probe.url}`;
  const defaults: Record<string, string> = { 'x-lang': 'de', 'x-xsrf-token': xsrf };
  if (probe.body === undefined) return context.fetch(url, { method: probe.method, headers: { ...defaults, ...probe.headers }, maxRedirects: 0 });
  // Sent as text, so a body that is not JSON at all arrives as it is.
  const data = typeof probe.body === 'string' && probe.body.startsWith('{"unterminated"') ? probe.body : JSON.stringify(probe.body);
  const headers = { ...defaults, 'content-type': 'application/json', ...probe.headers };
  return context.fetch(url, { method: probe.method, headers, data, maxRedirects: 0 });
}

test(`${COUNT} malformed requests (seed ${SEED}) get no 5xx`, async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  test.setTimeout(120_000);
  const publicXsrf = await xsrfOf(request);
  // The sign-in worked: a valid staff request is answered, so the staff probes reach the handlers.
  expect((await staff.get('/api/admin/customers?limit=1')).status()).toBe(200);

  const list = probes(SEED);
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  for (let i = 0; i < list.length; i += PARALLEL) {
    await Promise.all(
      list.slice(i, i + PARALLEL).map(async (probe, j) => {
        const response = await send(probe.staff ? staff : request, origin, probe.staff ? staffXsrf : publicXsrf, probe);
        const status = response.status();
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) {
          const body = probe.body === undefined ? '' : ` body=${JSON.stringify(probe.body).slice(0, 200)}`;
          const headers = Object.keys(probe.headers).length ? ` headers=${JSON.stringify(probe.headers).slice(0, 200)}` : '';
          failures.push(`#${i + j} ${probe.method} ${probe.url.slice(0, 300)}${probe.staff ? ' (staff)' : ''}${headers}${body} → ${status}`);
        }
        await response.dispose();
      }),
    );
  }
  expect(failures, `seed ${SEED}; statuses ${JSON.stringify(Object.fromEntries(statuses))}`).toEqual([]);
  // The probes reached the validators, not just the doors: most are refused as bad input or missing things.
  expect([400, 404, 422].reduce((n, s) => n + (statuses.get(s) ?? 0), 0)).toBeGreaterThan(COUNT / 2);
});

test('a malformed escape in an API path is a 400 in the API’s error shape, localized', async ({ request }) => {
  for (const url of ['/api/products/%E0%A4%A', '/api/news/%ff', '/api/admin/customers/%zz', '/api/%']) {
    const response = await request.get(url, { headers: { 'x-lang': 'de' } });
    expect({ url, status: response.status() }).toEqual({ url, status: 400 });
    expect(await response.json()).toEqual({ error: { code: 'bad_request', message: 'Die Anfrage konnte nicht gelesen werden.' } });
  }
});

test('a malformed escape in a page path is the localized 404 page', async ({ request }) => {
  for (const [url, lang] of [
    ['/%ff', 'en'],
    ['/de/%E0%A4%A', 'de'],
    ['/ja/newsShow/%zz', 'ja'],
    ['/og/en/news/%E0%A4.png', 'en'],
    // Escaped once, broken after one decoding: next-intl decodes before it rewrites.
    ['/%25zz', 'en'],
    ['/fr/%25E0', 'fr'],
  ] as const) {
    const response = await request.get(url);
    expect({ url, status: response.status() }).toEqual({ url, status: 404 });
    expect(await response.text()).toContain(`<html lang="${lang}"`);
  }
});

/** Files under the server's build directory (its route cache and its card cache) whose path holds `part`. */
const keptFiles = (part: string) =>
  ['.next/server/app/og', '.next/cache']
    .flatMap((dir) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : []))
    .filter((f) => f.includes(part));

test('a card of an invented id is a 404 that leaves no file behind, and %25zz is no 500', async ({ request }) => {
  const id = `invented-${randomUUID()}`;
  for (const kind of ['news', 'product', 'category', 'news-category', 'page']) {
    for (let i = 0; i < 2; i += 1) expect((await request.get(`/og/en/${kind}/${id}.png`)).status()).toBe(404);
  }
  expect(keptFiles(id)).toEqual([]);
  expect((await request.get('/og/en/news/%25zz.png')).status()).toBe(404);
});

test('staff keyset cursors and restore versions out of range are invalid fields', async () => {
  for (const list of ['customers', 'messages', 'dealer-applications']) {
    for (const before of [`2026-02-30T00:00:00.000Z|${UUID}`, `2026-01-01T00:00:00.000Z|${'-'.repeat(36)}`]) {
      const response = await staff.get(`/api/admin/${list}?before=${encodeURIComponent(before)}`);
      expect({ list, before, status: response.status() }).toEqual({ list, before, status: 422 });
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('before');
    }
  }
  const restore = await staff.post('/api/admin/content/products/bowl-travel/en/restore', {
    headers: { 'x-xsrf-token': staffXsrf },
    data: { versionId: 2 ** 31, draftVersion: null },
  });
  expect(restore.status()).toBe(422);
});
