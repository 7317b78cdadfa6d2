import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { enqueueMail } from '@/lib/server/mail';
import { smtpInbox } from '@/test/smtp-inbox';
import { until } from '@/test/until';

const inbox = smtpInbox();
const to = `worker-${randomUUID().slice(0, 8)}@test.example`;

beforeAll(async () => {
  await inbox.start();
});
afterAll(async () => {
  await db().delete(schema.outbox).where(eq(schema.outbox.to, to));
  await inbox.stop();
  await closeDb();
});

describe('npm run worker', () => {
  it('delivers a mail an app instance queued, then stops on SIGTERM and exits 0', async () => {
    // Queued as an app instance with WORKERS=off leaves it: recorded, not sent.
    const id = await enqueueMail({ to, kind: 'test-notice', subject: 'From the worker', text: 'Hello\n' });
    const worker = spawn(process.execPath, ['scripts/worker.mjs'], {
      env: { ...process.env, SMTP_URL: process.env.SMTP_URL, MAIL_WORKER_INTERVAL_MS: '200', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    worker.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      worker.once('exit', (code, signal) => resolve({ code, signal })),
    );
    try {
      // Its start (TypeScript compiled on the fly) takes a few seconds.
      await until(() => inbox.received.some((m) => m.to === to) || worker.exitCode !== null, 45_000, 'the mail from the worker');
      const [mail] = await inbox.read(to);
      expect(mail!.subject).toBe('From the worker');
      const [row] = await db().select().from(schema.outbox).where(eq(schema.outbox.id, id));
      expect(row!.sentAt).not.toBeNull();
      expect(row!.attempts).toBe(1);
    } finally {
      worker.kill('SIGTERM');
    }
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(output).toContain('"msg":"worker stopped"');
    // Delivered once: the worker did not take it again before it stopped.
    expect(inbox.received.filter((m) => m.to === to)).toHaveLength(1);
  }, 60_000);
});
