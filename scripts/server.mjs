// The production HTTP server: Next.js behind node:http so that SIGTERM drains in-flight
// requests (next start exits at once) and every request is logged as one JSON line.
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import compression from 'compression';
import next from 'next';
import { hasMalformedPath, isApiPath, notFoundPathFor } from './lib/malformed-url.mjs';
import { createNotFoundToken, notFoundPageFetcher } from './lib/not-found-page.mjs';
import { createPageMemo } from './lib/page-memo.mjs';
import { hashInlineScripts } from './lib/script-hashes.mjs';
import { createStaticBrotli } from './lib/static-brotli.mjs';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const drainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? 25_000);
// The secret that signs the client address for lib/server/http/client-address.ts (same process).
const addressSecret = randomBytes(32).toString('base64url');
process.env.PAWTRAIL_ADDRESS_SECRET = addressSecret;
// The 404 page rendered on the server in place of Next's empty shell (scripts/lib/not-found-page.mjs).
const replaceErrorShell = notFoundPageFetcher({ port: () => server.address().port, token: createNotFoundToken() });
const app = next({ dev, dir: path.resolve(import.meta.dirname, '..') });
const handle = app.getRequestHandler();
await app.prepare();
// Precompressed JavaScript and CSS of the build (written by start/test after `next build`).
const compress = compression();
const serveBrotli = dev ? () => false : createStaticBrotli(path.resolve(import.meta.dirname, '..', '.next'));

/**
 * Every revalidation goes through Next's tags manifest (one map in the process, which the Redis
 * cache handler also writes when another instance revalidates): counting its writes tells the page
 * memo when what it holds may be out of date.
 */
const { tagsManifest } = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
let tagWrites = 0;
const setTag = tagsManifest.set.bind(tagsManifest);
tagsManifest.set = (tag, entry) => {
  tagWrites += 1;
  return setTag(tag, entry);
};
/** Pre-rendered pages shared between requests for a second (scripts/lib/page-memo.mjs); PAGE_MEMO_MS=0 turns it off. */
const pageMemo = createPageMemo({ ttlMs: dev ? 0 : Number(process.env.PAGE_MEMO_MS ?? 1000), generation: () => tagWrites });

let inFlight = 0;
let draining = false;

/**
 * Bodies over 1 MB are refused from their Content-Length, before a byte of them is read
 * (handler.ts counts chunked ones). The three upload routes take files, with their own limits, which
 * they enforce again while reading (lib/server/uploads.ts): AVATAR_MAX_BYTES, MEDIA_MAX_BYTES and
 * DOWNLOAD_MAX_BYTES.
 */
const MAX_BODY_BYTES = 1024 * 1024;
const UPLOAD_LIMITS = new Map([
  ['/api/me/avatar', 2 * 1024 * 1024],
  ['/api/admin/media', 10 * 1024 * 1024],
  ['/api/admin/downloads/files', 25 * 1024 * 1024],
]);
const bodyLimit = (url = '') => UPLOAD_LIMITS.get(url.split('?')[0]) ?? MAX_BODY_BYTES;
/** The whole request (headers and body) must arrive within this time, else 408: a slow body cannot hold a slot. */
const requestTimeoutMs = Number(process.env.REQUEST_TIMEOUT_MS ?? 30_000);
/** After SIGTERM, /api/ready answers 503 while everything else is still served, so a load balancer can take the instance out. */
const readyDelayMs = Number(process.env.SHUTDOWN_READY_DELAY_MS ?? (dev ? 0 : 5_000));
const root = path.resolve(import.meta.dirname, '..');
const errorTexts = Object.fromEntries(
  ['en', 'zh', 'de', 'ja', 'fr', 'es', 'ko', 'pt', 'ru', 'it'].map((l) => [
    l,
    JSON.parse(readFileSync(path.join(root, 'messages', `${l}.json`), 'utf8')).Errors,
  ]),
);

/** An error in the API's shape, localized by x-lang, on a connection that closes afterwards. */
function refuse(req, res, status, code, key) {
  const lang = String(req.headers['x-lang'] ?? '').slice(0, 2);
  const message = (errorTexts[lang] ?? errorTexts.en)[key];
  const body = JSON.stringify({ error: { code, message } });
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(body);
}

/**
 * Request log lines are written once per turn of the event loop, not once per request: under load
 * that is one write for many lines (a write to a file is a system call each). Flushed on exit.
 */
let pendingLog = '';
function flushLog() {
  if (pendingLog === '') return;
  const text = pendingLog;
  pendingLog = '';
  process.stdout.write(text);
}
process.on('exit', flushLog);

function logLine(req, res, started) {
  // The path only: query strings can hold reset tokens and search terms.
  const url = (req.url ?? '/').split('?')[0];
  const line = JSON.stringify({
    t: new Date().toISOString(),
    level: 'info',
    msg: 'request',
    method: req.method,
    path: url,
    status: res.statusCode,
    ms: Number((Number(process.hrtime.bigint() - started) / 1e6).toFixed(1)),
  });
  if (pendingLog === '') setImmediate(flushLog);
  pendingLog += `${line}\n`;
}

const trustProxy = process.env.TRUST_PROXY === '1';

/** The client address for rate limits: the socket peer, or the proxy's X-Forwarded-For when trusted. */
function clientIp(req) {
  const forwarded = trustProxy
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')
        .at(-1)
        ?.trim()
    : '';
  return forwarded || req.socket.remoteAddress || '0.0.0.0';
}

const server = http.createServer(
  { requestTimeout: requestTimeoutMs, headersTimeout: Math.min(requestTimeoutMs, 20_000), connectionsCheckingInterval: 500 },
  (req, res) => {
    const started = process.hrtime.bigint();
    inFlight += 1;
    // While draining, every answer closes its connection, so no client reuses one the server is about to close.
    if (draining) res.setHeader('Connection', 'close');
    res.on('close', () => {
      inFlight -= 1;
      logLine(req, res, started);
    });
    if (Number(req.headers['content-length'] ?? 0) > bodyLimit(req.url)) {
      refuse(req, res, 413, 'payload_too_large', 'tooLarge');
      return;
    }
    // A path that cannot be decoded names nothing, and Next would answer it with a 500 (scripts/lib/malformed-url.mjs).
    if (hasMalformedPath(req.url)) {
      if (isApiPath(req.url)) {
        refuse(req, res, 400, 'bad_request', 'badRequest');
        return;
      }
      req.url = notFoundPathFor(req.url, Object.keys(errorTexts));
    }
    if (serveBrotli(req, res)) return;
    // A page another request has just rendered (scripts/lib/page-memo.mjs), or the ticket to keep this one.
    const memo = pageMemo.serve(req, res);
    if (memo === true) return;
    // Overwrite whatever the client sent, and sign it: handlers trust only a signed address.
    const ip = clientIp(req);
    req.headers['x-pawtrail-ip'] = ip;
    req.headers['x-pawtrail-ip-sig'] = createHmac('sha256', addressSecret).update(ip).digest('base64url');
    if (dev) {
      handle(req, res);
      return;
    }
    if (memo) res.on('close', () => pageMemo.settle(memo));
    const onBody = memo ? (status, body) => pageMemo.record(memo, res, status, body) : undefined;
    // Compression here instead of inside Next.js (compress: false in next.config.ts), so that it
    // wraps the script hashing: the hashes are taken from the HTML before it is compressed.
    compress(req, res, () => {
      // Production pages list the hashes of their own inline scripts in their CSP (no 'unsafe-inline').
      hashInlineScripts(req, res, { replaceErrorShell, onBody });
      handle(req, res);
    });
  },
);
server.keepAliveTimeout = 65_000;

// Bind the default host: binding 127.0.0.1 breaks next-intl's as-needed redirects (PRODUCT.md §10).
server.listen(port, () => {
  const since = Number(process.env.PAWTRAIL_STARTED_AT ?? Date.now());
  console.log(JSON.stringify({ t: new Date().toISOString(), level: 'info', msg: 'listening', url: `http://localhost:${port}`, startMs: Date.now() - since }));
});

const say = (msg, fields = {}) => {
  flushLog();
  console.log(JSON.stringify({ t: new Date().toISOString(), level: 'info', msg, ...fields }));
};

/**
 * SIGTERM/SIGINT: report not ready at once (app/api/ready reads PAWTRAIL_DRAINING) and keep
 * serving for SHUTDOWN_READY_DELAY_MS, with `Connection: close` on every answer; then stop
 * accepting, let every request in flight finish, close keep-alive connections only while they
 * are idle, and exit 0 (or when SHUTDOWN_DRAIN_MS runs out).
 */
function drain(signal) {
  if (draining) return;
  draining = true;
  process.env.PAWTRAIL_DRAINING = '1';
  say('draining', { signal, inFlight, readyDelayMs });
  setTimeout(() => {
    server.close();
    server.closeIdleConnections();
    const deadline = Date.now() + drainMs;
    const timer = setInterval(() => {
      server.closeIdleConnections();
      if (inFlight === 0 || Date.now() > deadline) {
        clearInterval(timer);
        server.closeAllConnections();
        say('stopped', { inFlight });
        process.exit(0);
      }
    }, 50);
  }, readyDelayMs);
}
process.on('SIGTERM', () => drain('SIGTERM'));
process.on('SIGINT', () => drain('SIGINT'));
