// Brotli for the build's immutable assets (/_next/static: JavaScript and CSS).
//
// Next.js compresses responses with gzip at its default level. The hashed chunks never change for a
// build, so they are compressed once, after the build, at Brotli's highest quality (about 14 % fewer
// bytes than gzip for this site's JavaScript), and served as they are to every client that accepts
// br. Anything else (no .br file, a client without br, a Range request) goes on to Next.js as before.
import { createReadStream, promises as fs, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);

/** Brotli's options for a text body at `quality`: text mode and the body's size as the hint (here and scripts/lib/page-memo.mjs). */
export function textBrotliOptions(body, quality) {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
}
const COMPRESSIBLE = new Set(['.js', '.css']);
const CONTENT_TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' };
const PREFIX = '/_next/static/';

async function* walk(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `<file>.br` next to every .js and .css file of `.next/static` that has none yet or an older
 * one, at quality 11. Returns what it did, for the start log.
 */
export async function precompressStatic(nextDir) {
  const staticDir = path.join(nextDir, 'static');
  const stats = { files: 0, written: 0, rawBytes: 0, brBytes: 0 };
  const pending = [];
  try {
    await fs.access(staticDir);
  } catch {
    return stats;
  }
  for await (const file of walk(staticDir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    pending.push(
      (async () => {
        const source = await fs.stat(file);
        const target = `${file}.br`;
        const existing = await fs.stat(target).catch(() => null);
        stats.files += 1;
        stats.rawBytes += source.size;
        if (existing && existing.mtimeMs >= source.mtimeMs) {
          stats.brBytes += existing.size;
          return;
        }
        const body = await fs.readFile(file);
        const compressed = await brotli(body, textBrotliOptions(body, zlib.constants.BROTLI_MAX_QUALITY));
        // Written under a temporary name and renamed: a server never sees half a file.
        const temporary = `${target}.${process.pid}.tmp`;
        await fs.writeFile(temporary, compressed);
        await fs.rename(temporary, target);
        stats.written += 1;
        stats.brBytes += compressed.length;
      })(),
    );
  }
  await Promise.all(pending);
  return stats;
}

/** True when the Accept-Encoding header allows br (present, and not with q=0). */
export function acceptsBrotli(header) {
  if (typeof header !== 'string') return false;
  for (const part of header.split(',')) {
    const [coding, ...params] = part
      .trim()
      .toLowerCase()
      .split(';')
      .map((s) => s.trim());
    if (coding !== 'br') continue;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * The headers next.config.ts declares (security headers), as the build compiled them into
 * routes-manifest.json, so a file served here carries exactly what Next.js would have sent.
 */
function configuredHeaders(nextDir) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(nextDir, 'routes-manifest.json'), 'utf8'));
  } catch {
    return null;
  }
  return (manifest.headers ?? []).map((rule) => ({
    regex: new RegExp(rule.regex),
    has: rule.has ?? [],
    missing: rule.missing ?? [],
    headers: rule.headers,
  }));
}

function headerCondition(req, condition) {
  if (condition.type !== 'header') return false;
  const value = req.headers[condition.key.toLowerCase()];
  if (value === undefined) return false;
  return condition.value === undefined || new RegExp(`^${condition.value}$`).test(String(value));
}

/**
 * A request handler for the precompressed assets. Returns true when it answered the request,
 * false when Next.js should handle it.
 */
export function createStaticBrotli(nextDir) {
  const staticDir = path.join(nextDir, 'static');
  const rules = configuredHeaders(nextDir);
  // Without the manifest the configured headers are unknown: leave everything to Next.js.
  if (!rules) return () => false;
  /**
   * URL path → the asset, or null for Next.js. The build's files never change while the server
   * runs (start and test compress before they start it), so answers are kept, bounded in number.
   */
  const known = new Map();

  function lookup(urlPath) {
    if (known.has(urlPath)) return known.get(urlPath);
    let found = null;
    try {
      const relative = decodeURIComponent(urlPath.slice(PREFIX.length));
      const source = path.resolve(staticDir, relative);
      if (source.startsWith(staticDir + path.sep) && COMPRESSIBLE.has(path.extname(source))) {
        const sourceStat = statSync(source);
        const brStat = statSync(`${source}.br`);
        if (brStat.mtimeMs >= sourceStat.mtimeMs) {
          found = {
            file: `${source}.br`,
            size: brStat.size,
            type: CONTENT_TYPES[path.extname(source)],
            etag: `W/"br-${brStat.size.toString(16)}-${Math.floor(brStat.mtimeMs).toString(16)}"`,
            lastModified: sourceStat.mtime.toUTCString(),
          };
        }
      }
    } catch {
      found = null;
    }
    if (known.size < 10_000) known.set(urlPath, found);
    return found;
  }

  return function serve(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const urlPath = (req.url ?? '').split('?')[0];
    if (!urlPath.startsWith(PREFIX) || req.headers.range || !acceptsBrotli(req.headers['accept-encoding'])) return false;
    const asset = lookup(urlPath);
    if (!asset) return false;

    for (const rule of rules) {
      if (!rule.regex.test(urlPath)) continue;
      if (!rule.has.every((c) => headerCondition(req, c))) continue;
      if (rule.missing.some((c) => headerCondition(req, c))) continue;
      for (const { key, value } of rule.headers) res.setHeader(key, value);
    }
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', asset.etag);
    res.setHeader('Last-Modified', asset.lastModified);
    res.setHeader('Content-Type', asset.type);

    const inm = req.headers['if-none-match'];
    if (typeof inm === 'string' && inm.split(',').some((tag) => tag.trim() === asset.etag)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.statusCode = 200;
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Length', asset.size);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    const stream = createReadStream(asset.file);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
    return true;
  };
}
