// The production HTTP server: Next.js behind node:http so that SIGTERM drains in-flight
// requests (next start exits at once) and every request is logged as one JSON line.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import compression from 'compression';
import next from 'next';
import { LOCALES } from '../i18n/locales.mjs';
import { hasMalformedPath, isApiPath, notFoundPathFor } from './lib/malformed-url.mjs';
import { tagsManifest } from './lib/next-seam.mjs';
import { createNotFoundToken, notFoundPageFetcher } from './lib/not-found-page.mjs';
import { createPageMemo } from './lib/page-memo.mjs';
import { requestMetrics } from './lib/metrics.mjs';
import { inlineStylesheets, stylesheetText, withoutInlinedPreloads } from './lib/inline-styles.mjs';
import { hashInlineScripts } from './lib/script-hashes.mjs';
import { parseServerEnv } from './lib/server-env.mjs';
import { requestDays } from './lib/request-days.mjs';
import { createStaticBrotli } from './lib/static-brotli.mjs';

const dev = process.argv.includes('--dev');
const settings = (() => {
  try {
    return parseServerEnv(process.env, { dev });
  } catch (error) {
    console.error(`[server] ${error.message}`);
    process.exit(1);
  }
})();
const port = settings.PORT;
const drainMs = settings.SHUTDOWN_DRAIN_MS;
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
const distDir = path.resolve(import.meta.dirname, '..', '.next');
const serveBrotli = dev ? () => false : createStaticBrotli(distDir);
// Each page's stylesheets travel inside its HTML (scripts/lib/inline-styles.mjs); INLINE_CSS=0 keeps
// Next's links, to measure the difference.
const rewrite =
  process.env.INLINE_CSS === '0'
    ? undefined
    : (html, res) => {
        const inlined = inlineStylesheets(html, (href) => stylesheetText(distDir, href));
        const link = res.getHeader('link');
        if (link) {
          const kept = withoutInlinedPreloads(Array.isArray(link) ? link.join(', ') : String(link), inlined);
          if (kept) res.setHeader('Link', kept);
          else res.removeHeader('Link');
        }
        return inlined;
      };

/**
 * Every revalidation goes through Next's tags manifest (one map in the process, which the Redis
 * cache handler also writes when another instance revalidates): counting its writes tells the page
 * memo when what it holds may be out of date.
 */
let tagWrites = 0;
const setTag = tagsManifest.set.bind(tagsManifest);
tagsManifest.set = (tag, entry) => {
  tagWrites += 1;
  return setTag(tag, entry);
};
/** Pre-rendered pages shared between requests for a second (scripts/lib/page-memo.mjs); PAGE_MEMO_MS=0 turns it off. */
const pageMemo = createPageMemo({ ttlMs: dev ? 0 : settings.PAGE_MEMO_MS, generation: () => tagWrites });
/** Prometheus counters of requests and the page memo (scripts/lib/metrics.mjs; served by /api/metrics). */
const metrics = requestMetrics({ distDir: path.resolve(import.meta.dirname, '..', '.next') });
/** Requests and 5xx answers per UTC day, added to PostgreSQL every minute for the dashboard (scripts/lib/request-days.mjs). */
const daily = process.env.DATABASE_URL
  ? requestDays({
      databaseUrl: process.env.DATABASE_URL,
      onError: (error) =>
        console.error(JSON.stringify({ t: new Date().toISOString(), level: 'warn', msg: 'request counts not written', error: String(error) })),
    })
  : null;

let inFlight = 0;
let draining = false;

/**
 * Bodies over 1 MB are refused from their Content-Length, before a byte of them is read
 * (handler.ts counts chunked ones). The four upload routes take files, with their own limits, which
 * they enforce again while reading (lib/server/uploads.ts): AVATAR_MAX_BYTES, MEDIA_MAX_BYTES,
 * DOWNLOAD_MAX_BYTES and REPORT_MAX_BYTES.
 */
const MAX_BODY_BYTES = 1024 * 1024;
const UPLOAD_LIMITS = new Map([
  ['/api/me/avatar', 2 * 1024 * 1024],
  ['/api/admin/media', 10 * 1024 * 1024],
  ['/api/admin/downloads/files', 25 * 1024 * 1024],
  ['/api/admin/investors/reports/files', 25 * 1024 * 1024],
]);
const bodyLimit = (url = '') => UPLOAD_LIMITS.get(url.split('?')[0]) ?? MAX_BODY_BYTES;
/** The whole request (headers and body) must arrive within this time, else 408: a slow body cannot hold a slot. */
const requestTimeoutMs = settings.REQUEST_TIMEOUT_MS;
/** After SIGTERM, /api/ready answers 503 while everything else is still served, so a load balancer can take the instance out. */
const readyDelayMs = settings.SHUTDOWN_READY_DELAY_MS;
const root = path.resolve(import.meta.dirname, '..');
const errorTexts = Object.fromEntries(LOCALES.map((l) => [l, JSON.parse(readFileSync(path.join(root, 'messages', `${l}.json`), 'utf8')).Errors]));

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

/**
 * OpenTelemetry, when instrumentation.ts has started it (lib/server/tracing.ts installs this
 * global; undefined when OTEL_EXPORTER_OTLP_ENDPOINT is unset).
 */
const tracing = () => globalThis[Symbol.for('pawtrail.tracing')];

function logLine(req, res, started, traceIds) {
  // The path only: query strings can hold reset tokens and search terms.
  const url = (req.url ?? '/').split('?')[0];
  const line = JSON.stringify({
    t: new Date().toISOString(),
    level: 'info',
    msg: 'request',
    id: req.headers['x-request-id'],
    ...traceIds,
    method: req.method,
    path: url,
    status: res.statusCode,
    ms: Number((Number(process.hrtime.bigint() - started) / 1e6).toFixed(1)),
  });
  if (pendingLog === '') setImmediate(flushLog);
  pendingLog += `${line}\n`;
}

const trustProxy = settings.TRUST_PROXY === '1';

/**
 * The request's id: the one nginx sent (X-Request-Id, `$request_id`) when the proxy is trusted, a
 * new UUID otherwise. It is on the request for the app (instrumentation.ts logs errors with it), in
 * the request's log line, and in the response's X-Request-Id for a visitor's or operator's report.
 */
function requestId(req) {
  const sent = trustProxy ? String(req.headers['x-request-id'] ?? '') : '';
  return /^[\w.-]{8,128}$/.test(sent) ? sent : randomUUID();
}

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
    const id = requestId(req);
    req.headers['x-request-id'] = id;
    res.setHeader('X-Request-Id', id);
    // The request's span (instrumentation-http) is the active one here: its ids go in the log line.
    const traceIds = tracing()?.ids();
    inFlight += 1;
    const measured = metrics.start(req);
    res.on('close', () => {
      inFlight -= 1;
      logLine(req, res, started, traceIds);
      measured(res);
      daily?.count(req.url, res.statusCode);
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
    metrics.memo(memo);
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
      hashInlineScripts(req, res, { replaceErrorShell, onBody, rewrite });
      handle(req, res);
    });
  },
);
server.keepAliveTimeout = 65_000;

// Bind the default host: binding 127.0.0.1 breaks next-intl's as-needed redirects.
server.listen(port, () => {
  // The publishing scheduler (lib/server/publish-scheduler.ts) calls this server on its own port.
  process.env.PAWTRAIL_SELF_PORT = String(server.address().port);
  const since = Number(process.env.PAWTRAIL_STARTED_AT ?? Date.now());
  console.log(JSON.stringify({ t: new Date().toISOString(), level: 'info', msg: 'listening', url: `http://localhost:${port}`, startMs: Date.now() - since }));
});

const say = (msg, fields = {}) => {
  flushLog();
  console.log(JSON.stringify({ t: new Date().toISOString(), level: 'info', msg, ...fields }));
};

/**
 * Each open connection with its requests not yet answered and the time it last became idle, so
 * that shutdown closes a keep-alive connection only once its client has had time to use it.
 */
const connections = new Map();
/** Answers not yet sent in full: the ones whose head is still to come get `Connection: close` at shutdown. */
const openResponses = new Set();
/** Set once the listener has closed: from then on every answer closes its connection. */
let closing = false;
/**
 * After the listener has closed, a keep-alive connection is closed once it has been idle this
 * long. Closing one at once races a request its client may be sending on it at that moment,
 * which the client then sees reset; a client that sends it within this time gets an answer
 * with `Connection: close` instead.
 */
const IDLE_CLOSE_MS = 1_000;

server.on('connection', (socket) => {
  connections.set(socket, { active: 0, idleSince: Date.now() });
  socket.once('close', () => connections.delete(socket));
});
// Ahead of the handler, so that the header is set before anything is written.
server.prependListener('request', (req, res) => {
  const connection = connections.get(req.socket);
  if (connection) connection.active += 1;
  if (closing) res.setHeader('Connection', 'close');
  openResponses.add(res);
  res.once('close', () => {
    openResponses.delete(res);
    if (!connection) return;
    connection.active -= 1;
    connection.idleSince = Date.now();
  });
});

/** Stops accepting and lets every connection end by itself: answered with `Connection: close`, or idle for IDLE_CLOSE_MS. */
function stopAccepting() {
  closing = true;
  // http.Server#close would also close every idle keep-alive connection at once, resetting the
  // requests clients are sending on them right then; net.Server#close only stops listening.
  net.Server.prototype.close.call(server);
  for (const res of openResponses) if (!res.headersSent) res.setHeader('Connection', 'close');
  say('not accepting', { inFlight, connections: connections.size });
}

function closeIdleConnections() {
  const idleBefore = Date.now() - IDLE_CLOSE_MS;
  for (const [socket, { active, idleSince }] of connections) if (active === 0 && idleSince <= idleBefore) socket.destroy();
}

/**
 * SIGTERM/SIGINT: report not ready at once (app/api/ready reads PAWTRAIL_DRAINING) and keep
 * serving as before for SHUTDOWN_READY_DELAY_MS, keep-alive included (so that clients are not
 * sent to open new connections just as the listener closes: connections waiting to be accepted
 * then are reset); then stop accepting, answer every request in flight or still arriving on an
 * open connection with `Connection: close`, close keep-alive connections once idle for
 * IDLE_CLOSE_MS, and exit 0 when none is left (or when SHUTDOWN_DRAIN_MS runs out).
 */
function drain(signal) {
  if (draining) return;
  draining = true;
  process.env.PAWTRAIL_DRAINING = '1';
  say('draining', { signal, inFlight, readyDelayMs });
  setTimeout(() => {
    stopAccepting();
    const deadline = Date.now() + drainMs;
    const timer = setInterval(() => {
      closeIdleConnections();
      if ((inFlight === 0 && connections.size === 0) || Date.now() > deadline) {
        clearInterval(timer);
        server.closeAllConnections();
        say('stopped', { inFlight });
        // The last request counts, and spans not yet exported (lib/server/otel.ts), for at most 3 s.
        const last = Promise.all([daily?.stop(), tracing()?.shutdown()]);
        Promise.race([last, new Promise((resolve) => setTimeout(resolve, 3_000))])
          .catch(() => {})
          .finally(() => process.exit(0));
      }
    }, 50);
  }, readyDelayMs);
}
process.on('SIGTERM', () => drain('SIGTERM'));
process.on('SIGINT', () => drain('SIGINT'));
