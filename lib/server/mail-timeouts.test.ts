import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { until } from '@/test/until';
import { sendMail } from './mail';

/**
 * A mail server that accepts the connection and then says nothing: the attempt ends at the
 * transport's greeting timeout (10 s), not nodemailer's own (30 s; 10 min of silence later on),
 * which applied while SMTP_URL was handed over as `{ url, … }` and the timeouts beside it dropped.
 */
let server: Server;
const sockets: Socket[] = [];
const to = `silent-${randomUUID().slice(0, 8)}@test.example`;

beforeAll(async () => {
  server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
  await db().delete(schema.outbox).where(eq(schema.outbox.to, to));
  await closeDb();
});

it('a mail server that never greets ends the attempt within the 10 s greeting timeout', async () => {
  const started = Date.now();
  const id = await sendMail({ to, kind: 'test-notice', subject: 'Silence', text: 'Hello\n' });
  const elapsed = Date.now() - started;
  expect(elapsed).toBeGreaterThanOrEqual(9_000);
  expect(elapsed).toBeLessThan(20_000);
  const [row] = await db().select().from(schema.outbox).where(eq(schema.outbox.id, id));
  expect(row).toMatchObject({ attempts: 1, sentAt: null });
  expect(row!.lastError).toMatch(/greeting/i);
  // The attempt leaves no connection behind: the transport closed it.
  await until(async () => sockets.length === 1 && sockets[0]!.closed, 2_000, 'the silent connection closed');
}, 40_000);
