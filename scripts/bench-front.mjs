// `npm run bench:front`: the nginx front cache (deploy/nginx/pawtrail.conf.template) against nginx
// serving the same /index bytes from a file, side by side in one run, with wrk (issue 14: at least
// 50 % of the file's requests per second). Needs a running production server (BENCH_URL, default
// http://localhost:3000, e.g. `npm start`); installs Debian's nginx and wrk when missing.
// Rounds alternate between the two targets; the median of each is compared. Writes
// docs/front-cache.json; exits 1 when the ratio is under 0.5 (unless --no-fail).
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureNginx, startNginx } from './lib/nginx.mjs';
import { sparePort } from './lib/bare-next.mjs';
import { ensureWrk, median, wrk as wrkRps } from './lib/wrk.mjs';

const root = path.resolve(import.meta.dirname, '..');
const base = new URL(process.env.BENCH_URL ?? 'http://localhost:3000');
const page = process.env.BENCH_FRONT_PAGE ?? '/index';
const rounds = Number(process.env.BENCH_FRONT_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_FRONT_SECONDS ?? 10);
const noFail = process.argv.includes('--no-fail');
const log = (msg) => console.log(`[bench:front] ${msg}`);

ensureNginx(log);
ensureWrk(log);
/** Requests per second, asking for Brotli as browsers do. */
const wrk = (url) => wrkRps(url, { seconds, headers: { 'Accept-Encoding': 'br' } });
/** GET with Accept-Encoding: br, the body as sent (fetch would decompress it). */
const getBr = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (r) => {
        const chunks = [];
        r.on('data', (c) => chunks.push(c));
        r.on('end', () => resolve({ status: r.statusCode, headers: r.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

// The same bytes the front cache keeps and sends: the app's Brotli-compressed page.
const res = await getBr(new URL(page, base));
if (res.status !== 200) throw new Error(`${page} answered ${res.status} at ${base}: start the server first (npm start)`);
if (res.headers['content-encoding'] !== 'br') throw new Error(`${page} came back as ${res.headers['content-encoding'] ?? 'identity'}, not br`);
const html = res.body;
const dir = mkdtempSync(path.join(os.tmpdir(), 'pawtrail-front-'));
const files = path.join(dir, 'files');
mkdirSync(files);
writeFileSync(path.join(files, 'index.html.br'), html);
// nginx's workers (nobody, when started as root) must read it.
for (const d of [dir, files]) chmodSync(d, 0o755);
chmodSync(path.join(files, 'index.html.br'), 0o644);
const [frontPort, filePort] = await Promise.all([sparePort(), sparePort()]);
// The twin: the same nginx (same workers) serving those bytes from a file, as a static site would.
const twin = `  server {
    listen 127.0.0.1:${filePort};
    gzip off; brotli off;
    location = ${page} { default_type text/html; add_header Content-Encoding br; alias ${files}/index.html.br; }
  }`;
const nginx = await startNginx({
  dir: path.join(dir, 'nginx'),
  port: frontPort,
  appServers: [`${base.hostname === 'localhost' ? '127.0.0.1' : base.hostname}:${base.port || 80}`],
  extraServers: twin,
});
try {
  const front = `http://127.0.0.1:${frontPort}${page}`;
  const file = `http://127.0.0.1:${filePort}${page}`;
  const twinCheck = await getBr(file);
  if (twinCheck.status !== 200 || !twinCheck.body.equals(html)) throw new Error(`the file twin answered ${twinCheck.status} with other bytes`);
  await getBr(front);
  const check = await getBr(front);
  log(`${page}: ${html.length} bytes (Brotli); through the front cache: ${check.headers['x-cache-status']}, ${check.body.length} bytes`);
  if (check.headers['x-cache-status'] !== 'HIT' || check.headers['content-encoding'] !== 'br')
    throw new Error('the front cache did not serve the page from its cache');
  const results = { front: [], file: [] };
  for (let i = 0; i < rounds; i += 1) {
    results.file.push(wrk(file));
    results.front.push(wrk(front));
    log(`round ${i + 1}: file ${results.file.at(-1).toFixed(0)} req/s, front cache ${results.front.at(-1).toFixed(0)} req/s`);
  }
  const ratio = median(results.front) / median(results.file);
  const report = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    page,
    brotliBytes: html.length,
    tool: `wrk -t2 -c50 -d${seconds}s, Accept-Encoding: br; ${rounds} alternating rounds, median`,
    fileReqPerSec: Math.round(median(results.file)),
    frontCacheReqPerSec: Math.round(median(results.front)),
    ratio: Number(ratio.toFixed(3)),
    rounds: results,
  };
  writeFileSync(path.join(root, 'docs/front-cache.json'), `${JSON.stringify(report, null, 2)}\n`);
  log(`median: file ${report.fileReqPerSec} req/s, front cache ${report.frontCacheReqPerSec} req/s → ${(ratio * 100).toFixed(0)} % (budget ≥ 50 %)`);
  if (ratio < 0.5 && !noFail) process.exitCode = 1;
} finally {
  nginx.kill('SIGTERM');
  await new Promise((r) => nginx.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
