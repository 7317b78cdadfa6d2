// A Content-Security-Policy without 'unsafe-inline' for scripts (issue 11, item 9). Next.js puts its
// bootstrap and RSC payload in inline <script> elements; pages here are pre-rendered, so they cannot
// carry per-request nonces (a nonce forces dynamic rendering). Instead, the server hashes the inline
// scripts of each HTML body it sends that Next.js, React or this server wrote (recognised by their
// shape, scripts/lib/framework-scripts.mjs) and lists exactly those hashes in that response's
// policy: any other script, one that came in with content included, has no hash and does not run.
import { createHash } from 'node:crypto';
import { isFrameworkScript } from './framework-scripts.mjs';
import { isErrorShell } from './not-found-page.mjs';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * `'sha256-…'` sources for the inline scripts the browser would execute (data blocks such as
 * JSON-LD are not) that the framework or this server wrote; others are left without a hash.
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE.has(type) || !isFrameworkScript(text)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy with the hashes added to its script-src (unchanged when there are none). */
export function withScriptHashes(policy, hashes) {
  if (hashes.length === 0) return policy;
  return policy.replace(/(^|;\s*)script-src ([^;]*)/i, (_, before, sources) => `${before}script-src ${sources} ${hashes.join(' ')}`);
}

/**
 * Makes `res` hold back an HTML body until it is complete, then send it with the hashes of its
 * inline scripts in the Content-Security-Policy header and an exact Content-Length. Other
 * responses (API JSON, RSC payloads, files, HEAD) pass through untouched, and 304s lose their policy
 * header so the one stored with the cached page stays in force. The cost: an HTML
 * page is sent once rendered instead of streamed; pages here are pre-rendered, so that is one
 * buffer copy and a scan of the body.
 *
 * `replaceErrorShell(req)` (optional) is asked for another body when a GET answers 404 with
 * Next's empty error shell (scripts/lib/not-found-page.mjs); null keeps the shell.
 * `onBody(status, body)` (optional) sees every held-back body as it is sent, with the policy set
 * and before the head is written (scripts/lib/page-memo.mjs keeps it); when it returns
 * `{ encoding, body }`, a compression of that same body, that is sent instead, with its
 * Content-Encoding (the compression middleware leaves an encoded answer alone).
 * `rewrite(html, res)` (optional) changes the HTML, and may change the headers, before its scripts
 * are hashed (scripts/lib/inline-styles.mjs).
 */
export function hashInlineScripts(req, res, { replaceErrorShell, onBody, rewrite } = {}) {
  const { writeHead, write, end, flushHeaders } = res;
  /** Chunks of the held-back body; null while passing through or before the head is known. */
  let chunks = null;
  let decided = false;
  let status = 200;

  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk);

  res.writeHead = function patchedWriteHead(statusCode, reason, headers) {
    if (decided && chunks === null) return writeHead.apply(this, arguments);
    let given = headers;
    let message = reason;
    if (typeof reason === 'object' && reason !== null) {
      given = reason;
      message = undefined;
    }
    if (Array.isArray(given)) for (let i = 0; i + 1 < given.length; i += 2) this.setHeader(given[i], given[i + 1]);
    else if (given) for (const [key, value] of Object.entries(given)) if (value !== undefined) this.setHeader(key, value);
    decided = true;
    // A 304 updates the headers the browser stored with the page; a policy without the page's
    // hashes would then block the cached page's own scripts. Without one, the stored policy stays.
    if (statusCode === 304) this.removeHeader('content-security-policy');
    const html = String(this.getHeader('content-type') ?? '').startsWith('text/html');
    if (html && !this.getHeader('content-encoding') && req.method !== 'HEAD' && statusCode !== 204 && statusCode !== 304) {
      chunks = [];
      status = statusCode;
      this.statusCode = statusCode;
      return this;
    }
    return message === undefined ? writeHead.call(this, statusCode) : writeHead.call(this, statusCode, message);
  };

  res.flushHeaders = function patchedFlushHeaders() {
    if (!decided) this.writeHead(this.statusCode);
    if (chunks === null) flushHeaders.call(this);
  };

  res.write = function patchedWrite(chunk, encoding, callback) {
    if (!decided) this.writeHead(this.statusCode);
    if (chunks === null) return write.apply(this, arguments);
    chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };

  res.end = function patchedEnd(chunk, encoding, callback) {
    if (!decided) this.writeHead(this.statusCode);
    if (chunks === null) return end.apply(this, arguments);
    let done = callback;
    if (typeof chunk === 'function') done = chunk;
    else {
      if (typeof encoding === 'function') done = encoding;
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    }
    const shell = Buffer.concat(chunks);
    chunks = null;
    const send = (rendered) => {
      const body = rewrite ? Buffer.from(rewrite(rendered.toString('utf8'), this), 'utf8') : rendered;
      const policy = this.getHeader('content-security-policy');
      if (policy) this.setHeader('Content-Security-Policy', withScriptHashes(String(policy), inlineScriptHashes(body.toString('utf8'))));
      const encoded = onBody?.(status, body);
      this.removeHeader('transfer-encoding');
      if (encoded) this.setHeader('Content-Encoding', encoded.encoding);
      const sent = encoded ? encoded.body : body;
      this.setHeader('Content-Length', sent.length);
      writeHead.call(this, status);
      return end.call(this, sent, done);
    };
    if (replaceErrorShell && status === 404 && req.method === 'GET' && isErrorShell(shell)) {
      replaceErrorShell(req).then(
        (page) => send(page ?? shell),
        () => send(shell),
      );
      return this;
    }
    return send(shell);
  };
}
