import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { until } from './until';

export interface ReceivedMail {
  /** The envelope's recipients, comma-joined. */
  to: string;
  /** The raw RFC 822 message as it crossed the wire. */
  raw: string;
}

/** A received mail decoded: what its reader sees (the outbox keeps no link tokens, so tests read these). */
export interface ReadMail {
  subject: string;
  text: string;
  html: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/**
 * A real SMTP receiver on a free loopback port, so mail leaves the app over SMTP_URL exactly as in
 * production. `start()` (in beforeAll, before the first env() read) listens and points SMTP_URL at
 * it; `stop()` in afterAll. `start(port)` listens on a given port: a second inbox on the port of a
 * stopped one is the mail server coming back (the app keeps its SMTP_URL). `encoding` is how the raw bytes become `raw`: 'latin1' keeps every byte
 * when a test decodes quoted-printable itself.
 */
export function smtpInbox(encoding: BufferEncoding = 'utf8') {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw: Buffer.concat(chunks).toString(encoding) });
        callback();
      });
    },
  });
  return {
    received,
    async start(port = 0): Promise<number> {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      const listening = (server.server.address() as AddressInfo).port;
      process.env.SMTP_URL = `smtp://127.0.0.1:${listening}`;
      return listening;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Waits until `to` has received `count` mails, then returns them decoded, in the order they arrived. */
    async read(to: string, count = 1): Promise<ReadMail[]> {
      const mine = () => received.filter((m) => m.to === to);
      await until(() => mine().length >= count, 5_000, `${count} mail(s) to ${to} over SMTP`);
      return Promise.all(
        mine().map(async (m) => {
          const mail = await PostalMime.parse(m.raw);
          return {
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html ?? '',
            headers: Object.fromEntries(mail.headers.map((h) => [h.key, h.value])),
          };
        }),
      );
    },
  };
}
