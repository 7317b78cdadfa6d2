// The test SMTP mailbox: accepts every message on a loopback port (no TLS, no auth) and keeps it as
// files under a directory, where Playwright reads them (e2e/mailbox.ts): `<id>.eml` (the raw RFC
// 822 message as received) and then `<id>.json` ({ id, from, to, receivedAt, size }), written last
// and atomically, so a reader that sees the JSON always finds the whole message beside it.
// Started by scripts/test.mjs for `npm test`, and by scripts/mail-sink.mjs by hand.
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const MAX_BYTES = 10 * 1024 * 1024;

/**
 * Starts the sink on 127.0.0.1 (`port` 0: a free one). Resolves to `{ url, port, dir, close }`;
 * `url` is the SMTP_URL for the app.
 */
export function startMailSink({ dir, port = 0, log = () => {} }) {
  mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
        try {
          const raw = Buffer.concat(chunks);
          const id = `${Date.now()}-${randomBytes(4).toString('hex')}`;
          const envelope = {
            id,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            to: session.envelope.rcptTo.map((r) => r.address),
            receivedAt: new Date().toISOString(),
            size: raw.length,
          };
          writeFileSync(path.join(dir, `${id}.eml`), raw);
          const tmp = path.join(dir, `.${id}.json.tmp`);
          writeFileSync(tmp, JSON.stringify(envelope));
          renameSync(tmp, path.join(dir, `${id}.json`));
          log(`mail for ${envelope.to.join(', ')} (${raw.length} bytes)`);
          callback();
        } catch (error) {
          callback(error);
        }
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const actual = server.server.address().port;
      resolve({
        url: `smtp://127.0.0.1:${actual}`,
        port: actual,
        dir,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}
