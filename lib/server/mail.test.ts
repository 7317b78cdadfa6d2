import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { closeDb, db, schema } from './db';
import { sendMail } from './mail';

/**
 * Mail subjects quote visitors (a message's sender, a dealer's company): the log names a mail by
 * its id, kind and the recipient's domain, never by its subject or address.
 */
const name = `Robin Secretname ${randomBytes(3).toString('hex')}`;
const to = `robin-${randomBytes(4).toString('hex')}@visitor.example`;
let captured = '';
let id: string | undefined;

beforeEach(() => {
  captured = '';
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    captured += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  });
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  if (id) await db().delete(schema.outbox).where(eq(schema.outbox.id, id));
  await closeDb();
});

describe('the log line of a mail', () => {
  it('names its id, kind and recipient domain, not the visitor named in its subject', async () => {
    id = await sendMail({ to, kind: 'message-notification', subject: `New message from ${name}`, text: `${name} wrote: hello\n` });
    const line = JSON.parse(captured.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(line).toMatchObject({ msg: 'mail kept in outbox (no SMTP_URL)', id, kind: 'message-notification', domain: 'visitor.example' });
    expect(captured).not.toContain('Secretname');
    expect(captured).not.toContain(to.split('@')[0]);
  });
});
