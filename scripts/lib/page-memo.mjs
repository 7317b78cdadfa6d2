// A micro-cache of pre-rendered pages inside the server process (issue 14: an instance serving
// visitors directly must not render, hash and compress the same bytes for every request).
//
// It follows the rules of the nginx front cache (deploy/nginx/pawtrail.conf.template), so a page
// is shared by exactly the requests nginx would share it between:
// - only plain GETs of documents: no RSC or router headers (client navigation and prefetches),
//   no conditional or range request, no Authorization, no staff or preview cookie;
// - keyed by scheme (X-Forwarded-Proto: next.config.ts adds HSTS to https answers), host, path
//   and query, and, for a path without a locale prefix, the language the visitor chose
//   (NEXT_LOCALE), so locales never mix; the encoding is chosen per request;
// - only answers that are cacheable for everyone: 200, HTML, `s-maxage` without `private`,
//   `no-store` or `no-cache`, no cookie set, not a stale copy Next.js is regenerating;
// - for at most `ttlMs` (1 s by default), and never across a revalidation: any change to Next's
//   tags manifest (a publish here, or one another instance shared through Redis) empties it;
// - an expired page is refreshed by one request while the others get the previous copy for up to
//   `lockMs` (nginx: proxy_cache_use_stale updating, proxy_cache_lock).
// Each encoding is compressed once per copy (Brotli at quality 4 and gzip at level 6, as the
// `compression` middleware does per request otherwise), and only when a client asks for it.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LOCALES } from '../../i18n/locales.mjs';
import { DRAFT_MODE_COOKIES, ROUTER_HEADERS } from './next-seam.mjs';
import { NOT_FOUND_HEADER } from './not-found-page.mjs';

const LOCALE_PREFIX = new RegExp(`^/(?:${LOCALES.join('|')})(?:/|$|\\?)`);
const CHOSEN_LOCALE = new RegExp(`(?:^|;\\s*)NEXT_LOCALE=(${LOCALES.filter((l) => l !== 'en').join('|')})(?:;|$)`);
/** Requests whose answer is not the shared document: client navigation, conditional and partial requests, signed-in traffic. */
const PASS_HEADERS = [
  ...ROUTER_HEADERS,
  'authorization',
  'if-none-match',
  'if-modified-since',
  'range',
  // The server's own request for the 404 page of an address (scripts/lib/not-found-page.mjs).
  NOT_FOUND_HEADER,
];
const PRIVATE_COOKIE = new RegExp(`(?:^|;\\s*)(?:${['pt_staff', 'pt_preview', ...DRAFT_MODE_COOKIES].join('|')})=`);
/** Paths that are never pages: the API, the back office, Next.js's own files. */
const NOT_PAGES = /^\/(?:api|admin|_next)(?:\/|$|\?)/;
/** Hop-by-hop and per-response headers, set afresh for every answer. */
const NOT_STORED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'x-page-memo', 'x-request-id']);

/** The coding a client prefers among br, gzip and none: the highest q, Brotli first on a tie. */
export function negotiateEncoding(header) {
  if (!header) return 'identity';
  const q = new Map();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (coding) => q.get(coding) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/** The memo key of a request, or null when its answer must come from the app. */
export function memoKey(req) {
  if (req.method !== 'GET') return null;
  const url = req.url ?? '/';
  if (NOT_PAGES.test(url)) return null;
  const { headers } = req;
  for (const name of PASS_HEADERS) if (headers[name] !== undefined) return null;
  const cookie = headers.cookie ?? '';
  if (PRIVATE_COOKIE.test(cookie)) return null;
  const locale = LOCALE_PREFIX.test(url) ? 'path' : (CHOSEN_LOCALE.exec(cookie)?.[1] ?? '');
  return `${headers['x-forwarded-proto'] ?? ''}|${headers.host ?? ''}${url}|${locale}`;
}

/** How long (ms, at most `ttlMs`) an answer may be shared, or 0 when it may not be. */
export function shareableFor(status, headers, ttlMs) {
  if (status !== 200) return 0;
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return 0;
  if (headers['set-cookie'] !== undefined) return 0;
  if (String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE') return 0;
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
  if (/\b(?:private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  const sMaxAge = /\bs-maxage=(\d+)/.exec(cacheControl);
  if (!sMaxAge) return 0;
  return Math.min(ttlMs, Number(sMaxAge[1]) * 1000);
}

function compress(encoding, body) {
  if (encoding === 'br') return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  return gzipSync(body);
}

/**
 * @param {object} [options]
 * @param {number} [options.ttlMs] how long a copy is served (default 1000; 0 turns the memo off)
 * @param {number} [options.lockMs] how long the others wait on one refresh before another request tries
 * @param {number} [options.maxBytes] bodies and their compressed forms, all copies together (oldest go first)
 * @param {() => number} [options.generation] changes whenever cached content may have expired (a revalidation)
 * @param {() => number} [options.now] a monotonic clock in ms
 */
export function createPageMemo({ ttlMs = 1000, lockMs = 5000, maxBytes = 64 * 1024 * 1024, generation = () => 0, now = () => performance.now() } = {}) {
  /** @type {Map<string, { body: Buffer, headers: [string, string | string[]][], expiresAt: number, refresher: object | null, refreshSince: number, variants: Map<string, Buffer>, bytes: number }>} */
  const entries = new Map();
  let bytes = 0;
  let seenGeneration = generation();

  const drop = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const evict = () => {
    for (const key of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(key);
    }
  };
  /** Forgets everything once content may have changed. */
  const current = () => {
    const g = generation();
    if (g !== seenGeneration) {
      entries.clear();
      bytes = 0;
      seenGeneration = g;
    }
    return g;
  };

  return {
    enabled: ttlMs > 0,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },

    /**
     * Answers `req` from the memo (true), or returns what the app's answer must be recorded with:
     * `{ key, generation }`, or null when the request is not one the memo serves.
     */
    serve(req, res) {
      if (ttlMs <= 0) return null;
      const key = memoKey(req);
      if (key === null) return null;
      const g = current();
      const entry = entries.get(key);
      const ticket = { key, generation: g };
      if (!entry) return ticket;
      const t = now();
      let state = 'HIT';
      if (t >= entry.expiresAt) {
        // Expired: this request refreshes it, unless another one is already doing so.
        if (entry.refresher === null || t - entry.refreshSince > lockMs) {
          entry.refresher = ticket;
          entry.refreshSince = t;
          return ticket;
        }
        state = 'STALE';
      }
      const encoding = negotiateEncoding(req.headers['accept-encoding']);
      let body = entry.body;
      if (encoding !== 'identity') {
        body = entry.variants.get(encoding);
        if (!body) {
          body = compress(encoding, entry.body);
          entry.variants.set(encoding, body);
          entry.bytes += body.length;
          bytes += body.length;
          evict();
        }
      }
      for (const [name, value] of entry.headers) res.setHeader(name, value);
      if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.setHeader('X-Page-Memo', state);
      res.writeHead(200);
      res.end(body);
      return true;
    },

    /**
     * Keeps the app's answer to a request `serve` returned a ticket for, when it may be shared.
     * Call it with the final (uncompressed) body, before the head is written.
     */
    record(ticket, res, status, body) {
      const headers = res.getHeaders();
      const ttl = shareableFor(status, headers, ttlMs);
      if (current() !== ticket.generation || ttl <= 0) {
        // Not shareable (any more): the next request asks the app again.
        drop(ticket.key);
        return;
      }
      res.setHeader('X-Page-Memo', 'MISS');
      const previous = entries.get(ticket.key);
      const variants = previous && previous.body.equals(body) ? previous.variants : new Map();
      drop(ticket.key);
      const stored = Object.entries(headers).filter(([name]) => !NOT_STORED.has(name));
      const vary = stored.find(([name]) => name === 'vary');
      if (!vary) stored.push(['vary', 'Accept-Encoding']);
      else if (!/\baccept-encoding\b/i.test(String(vary[1]))) vary[1] = `${vary[1]}, Accept-Encoding`;
      let size = body.length;
      for (const variant of variants.values()) size += variant.length;
      entries.set(ticket.key, { body, headers: stored, expiresAt: now() + ttl, refresher: null, refreshSince: 0, variants, bytes: size });
      bytes += size;
      evict();
    },

    /** The app's answer ended without being recorded (a redirect, an error, a closed connection): a refresh it held is released. */
    settle(ticket) {
      const entry = entries.get(ticket.key);
      if (entry && entry.refresher === ticket) drop(ticket.key);
    },
  };
}
