// The production HTTP server: Next.js behind node:http so that SIGTERM drains in-flight
// requests (next start exits at once) and every request is logged as one JSON line.
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { createStaticBrotli } from './lib/static-brotli.mjs';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const drainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? 25_000);
const app = next({ dev, dir: path.resolve(import.meta.dirname, '..') });
const handle = app.getRequestHandler();
await app.prepare();
// Precompressed JavaScript and CSS of the build (written by start/test after `next build`).
const serveBrotli = dev ? () => false : createStaticBrotli(path.resolve(import.meta.dirname, '..', '.next'));

let inFlight = 0;
let draining = false;

function logLine(req, res, started) {
  // The path only: query strings can hold reset tokens and search terms.
  const url = (req.url ?? '/').split('?')[0];
  process.stdout.write(`${JSON.stringify({
    t: new Date().toISOString(), level: 'info', msg: 'request', method: req.method, path: url,
    status: res.statusCode, ms: Number((Number(process.hrtime.bigint() - started) / 1e6).toFixed(1)),
  })}\n`);
}

const trustProxy = process.env.TRUST_PROXY === '1';

/** The client address for rate limits: the socket peer, or the proxy's X-Forwarded-For when trusted. */
function clientIp(req) {
  const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',').at(-1)?.trim() : '';
  return forwarded || req.socket.remoteAddress || '0.0.0.0';
}

const server = http.createServer((req, res) => {
  const started = process.hrtime.bigint();
  // Overwrite whatever the client sent: handlers trust this header for rate limiting.
  req.headers['x-pawtrail-ip'] = clientIp(req);
  inFlight += 1;
  if (draining) res.setHeader('Connection', 'close');
  res.on('close', () => {
    inFlight -= 1;
    logLine(req, res, started);
  });
  if (!serveBrotli(req, res)) handle(req, res);
});
server.keepAliveTimeout = 65_000;

// Bind the default host: binding 127.0.0.1 breaks next-intl's as-needed redirects (PRODUCT.md §10).
server.listen(port, () => {
  const since = Number(process.env.PAWTRAIL_STARTED_AT ?? Date.now());
  console.log(JSON.stringify({ t: new Date().toISOString(), level: 'info', msg: 'listening', url: `http://localhost:${port}`, startMs: Date.now() - since }));
});

function drain(signal) {
  if (draining) return;
  draining = true;
  console.log(JSON.stringify({ t: new Date().toISOString(), level: 'info', msg: 'draining', signal, inFlight }));
  server.close();
  server.closeIdleConnections();
  const deadline = Date.now() + drainMs;
  const timer = setInterval(() => {
    if (inFlight === 0 || Date.now() > deadline) {
      clearInterval(timer);
      server.closeAllConnections();
      console.log(JSON.stringify({ t: new Date().toISOString(), level: 'info', msg: 'stopped', inFlight }));
      process.exit(0);
    }
  }, 50);
}
process.on('SIGTERM', () => drain('SIGTERM'));
process.on('SIGINT', () => drain('SIGINT'));
