// A test SMTP mailbox for a server started by hand (`npm test` starts its own):
//   node scripts/mail-sink.mjs [--port 2525] [--dir .data/mailbox]
// prints the SMTP_URL to give the server and the TEST_MAILBOX_DIR to give Playwright; Ctrl+C stops
// it. What it keeps and how: scripts/lib/mail-sink.mjs.
import path from 'node:path';
import { startMailSink } from './lib/mail-sink.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const dir = path.resolve(arg('dir', path.join(import.meta.dirname, '..', '.data', 'mailbox')));
const sink = await startMailSink({ dir, port: Number(arg('port', '2525')), log: (line) => console.log(`[mail-sink] ${line}`) });
console.log(`SMTP_URL=${sink.url}`);
console.log(`TEST_MAILBOX_DIR=${sink.dir}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void sink.close().then(() => process.exit(0)));
