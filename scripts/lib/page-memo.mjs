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
// Each encoding is compressed only when a client asks for it, once per version of a page: at once at
// the `compression` middleware's levels (Brotli quality 4, gzip level 6), so that answer waits for
// nothing, then again at a high level on libuv's thread pool (Brotli quality 10, gzip level 9),
// which replaces it while the page stays the same. A pre-rendered page's body does not change
// between refreshes, so the second compression is paid once per page and encoding, not per
// refresh, and a refresh that renders the same body again is sent in the stored copy too (`record`
// returns it), so a page visited less than once a second gets it as well. On the C4 page the good
// compression took 91 ms of a thread and made the Brotli document 16 % smaller (24.1 → 20.2 KB;
// quality 11 saved 0.4 KB more for twice the time). A page is compressed well once it is asked for
// a second time (one seen once is not worth the thread's time), and sent so from then on.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync } from 'node:zlib';
import { LOCALES } from '../../i18n/locales.mjs';
import { DRAFT_MODE_COOKIES, ROUTER_HEADERS } from './next-seam.mjs';
import { NOT_FOUND_HEADER } from './not-found-page.mjs';
import { textBrotliOptions } from './static-brotli.mjs';

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

/** Quick: at once, for the answer in hand; well: on libuv's pool, for every later one. */
const LEVELS = { quick: { br: 4, gzip: 6 }, well: { br: 10, gzip: 9 } };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compress(encoding, body) {
  return encoding === 'br' ? brotliCompressSync(body, textBrotliOptions(body, LEVELS.quick.br)) : gzipSync(body, { level: LEVELS.quick.gzip });
}

/** The same at the high level, off the event loop; null when it fails (the quick copy stays). */
function compressWell(encoding, body) {
  const work = encoding === 'br' ? brotliAsync(body, textBrotliOptions(body, LEVELS.well.br)) : gzipAsync(body, { level: LEVELS.well.gzip });
  return work.catch(() => null);
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
  /** The encodings of a version of a page (its variants map) already compressed well, or being so. */
  const refined = new WeakMap();
  /** Compressions under way (`whenRefined`). */
  const refining = new Set();
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

  /**
   * Compresses a page's body well in the background; the result replaces the quick copy in the
   * page's variants if that version of the page is still kept (a refresh with the same body keeps
   * the same variants map, a changed body or a revalidation drops it) and the result is smaller.
   */
  const refine = (key, variants, encoding, body) => {
    const done = refined.get(variants) ?? new Set();
    refined.set(variants, done);
    if (done.has(encoding)) return;
    done.add(encoding);
    const work = compressWell(encoding, body).then((better) => {
      refining.delete(work);
      current();
      const entry = entries.get(key);
      const quick = variants.get(encoding);
      if (!better || !entry || entry.variants !== variants || (quick && better.length >= quick.length)) return;
      variants.set(encoding, better);
      const added = better.length - (quick?.length ?? 0);
      entry.bytes += added;
      bytes += added;
      evict();
    });
    refining.add(work);
  };

  return {
    enabled: ttlMs > 0,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },

    /** Resolves once the background compressions started so far have ended (tests, shutdown). */
    async whenRefined() {
      while (refining.size) await Promise.all(refining);
    },

    /**
     * Answers `req` from the memo (true), or returns what the app's answer must be recorded with:
     * `{ key, generation, encoding }`, or null when the request is not one the memo serves.
     */
    serve(req, res) {
      if (ttlMs <= 0) return null;
      const key = memoKey(req);
      if (key === null) return null;
      const g = current();
      const entry = entries.get(key);
      const ticket = { key, generation: g, encoding: negotiateEncoding(req.headers['accept-encoding']) };
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
      const { encoding } = ticket;
      let body = entry.body;
      if (encoding !== 'identity') {
        body = entry.variants.get(encoding);
        if (!body) {
          body = compress(encoding, entry.body);
          entry.variants.set(encoding, body);
          entry.bytes += body.length;
          bytes += body.length;
          evict();
          refine(key, entry.variants, encoding, entry.body);
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
     * Call it with the final (uncompressed) body, before the head is written. When the app rendered
     * the same body as the copy it refreshes, returns the stored compression of it for the
     * request's encoding, if there is one, to send instead of compressing it again.
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
      const same = !!previous && previous.body.equals(body);
      const variants = same ? previous.variants : new Map();
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
      if (!same || ticket.encoding === 'identity') return undefined;
      const ready = variants.get(ticket.encoding);
      if (ready) return { encoding: ticket.encoding, body: ready };
      refine(ticket.key, variants, ticket.encoding, body);
      return undefined;
    },

    /** The app's answer ended without being recorded (a redirect, an error, a closed connection): a refresh it held is released. */
    settle(ticket) {
      const entry = entries.get(ticket.key);
      if (entry && entry.refresher === ticket) drop(ticket.key);
    },
  };
}
