import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { request } from '@/test/http';
import { smtpInbox } from '@/test/smtp-inbox';
import { cartCookieFrom, cookieWith, shopFixtures } from '@/test/shop-fixtures';
import { until } from '@/test/until';
import { POST as addItem } from '@/app/api/cart/items/route';
import { POST as guestOrder } from '@/app/api/orders/guest/route';
import { env } from './env';
import { deliver, enqueueMail, runMailQueue, sendMail } from './mail';
import { dashboard } from './staff/dashboard';

/**
 * Every mail is a job (lib/server/mail.ts): an attempt that fails leaves it to the worker, which
 * tries again after a backoff that doubles, and gives it up after MAIL_MAX_ATTEMPTS attempts. The
 * mail server here is a real SMTP receiver, stopped and started again on the same port; the
 * worker's clock is moved forward instead of waiting for the backoff.
 */
const fx = shopFixtures();
let port = 0;
/** SMTP comes back: a receiver on the port the app mails to. */
async function smtpBack() {
  const inbox = smtpInbox();
  await inbox.start(port);
  return inbox;
}

beforeAll(async () => {
  // Before the first env() read: four attempts, the first retry a minute after the first failure.
  process.env.MAIL_MAX_ATTEMPTS = '4';
  process.env.MAIL_RETRY_BASE_MS = '60000';
  process.env.MAIL_RETRY_MAX_MS = '600000';
  // SMTP is down: SMTP_URL names a port where the mail server was and is no more.
  const gone = smtpInbox();
  port = await gone.start();
  await gone.stop();
});
afterAll(async () => {
  await fx.cleanup();
  await closeDb();
});

const outboxOf = (to: string) => db().select().from(schema.outbox).where(eq(schema.outbox.to, to));
const address = (what: string) => `${what}-${fx.tag}-${randomUUID().slice(0, 8)}@test.example`;
const seconds = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 1000);

describe('mail delivery as a job with retries', () => {
  it('with the mail server down, a guest order succeeds and its confirmation arrives once the server is back', async () => {
    const p = await fx.product({ stock: 3, priceCents: 4900 });
    const added = await addItem(request('/api/cart/items', { body: { productId: p, colorId: 'midnight', quantity: 1 }, lang: 'en' }));
    const email = address('guest');
    const res = await guestOrder(
      request('/api/orders/guest', {
        lang: 'en',
        headers: { ...cookieWith(cartCookieFrom(added)!), 'idempotency-key': randomUUID() },
        body: {
          email,
          recipient: 'Sam Rivera',
          phone: '+1 415 555 0100',
          country: 'US',
          city: 'San Francisco',
          line1: '1 Market St',
          postalCode: '94105',
          region: 'CA',
          number: '4242 4242 4242 4242',
          expMonth: 12,
          expYear: new Date().getUTCFullYear() + 3,
          cvc: '123',
          holder: 'Sam Rivera',
          shippingMethod: 'standard',
        },
      }),
    );
    expect(res.status).toBe(201);
    const order = (await res.json()) as { number: string; lookupToken: string };

    // The attempt right after the order failed; the mail waits a minute for its retry.
    await until(async () => (await outboxOf(email)).some((m) => m.attempts === 1), 10_000, 'the first attempt');
    const [failed] = await outboxOf(email);
    expect(failed).toMatchObject({ kind: 'order-confirmation', attempts: 1, sentAt: null, deadAt: null });
    expect(failed!.lastError).toMatch(/ECONNREFUSED/);
    expect(seconds(failed!.createdAt, failed!.nextAttemptAt)).toBeGreaterThanOrEqual(59);
    // Support sees it waiting.
    expect((await dashboard('support')).mailsRetrying).toBeGreaterThanOrEqual(1);

    const inbox = await smtpBack();
    try {
      // Not due yet: the worker leaves it.
      expect(await runMailQueue({ to: [email] })).toEqual({ taken: 0, sent: 0, failed: 0 });
      // A minute on, the worker delivers it, with its working link.
      expect(await runMailQueue({ now: new Date(failed!.nextAttemptAt.getTime() + 1000), to: [email] })).toEqual({ taken: 1, sent: 1, failed: 0 });
      const [mail] = await inbox.read(email);
      expect(mail!.subject).toContain(`#${order.number}`);
      expect(mail!.text).toContain(`/order#${order.lookupToken}`);
      const [sent] = await outboxOf(email);
      expect(sent).toMatchObject({ attempts: 2, secrets: null, deadAt: null });
      expect(sent!.sentAt).not.toBeNull();
      // Delivered once: a later pass sends nothing more.
      expect(await runMailQueue({ now: new Date(Date.now() + 86_400_000), to: [email] })).toMatchObject({ taken: 0 });
      expect(inbox.received.filter((m) => m.to === email)).toHaveLength(1);
    } finally {
      await inbox.stop();
    }
  });

  it('a mail is due the moment it is recorded, to the millisecond of the clock that delivers it at once', async () => {
    const to = address('instant');
    const id = await enqueueMail({ to, kind: 'test-notice', subject: 'Now', text: 'Hello\n' });
    const [row] = await outboxOf(to);
    // This process's clock reads milliseconds: a time stored finer than that was not yet due, and the
    // first attempt was skipped (seen in CI as a mail with 0 attempts after sendMail).
    await deliver(id, new Date(row!.nextAttemptAt.getTime()));
    const [after] = await outboxOf(to);
    expect(after).toMatchObject({ attempts: 1, sentAt: null });
  });

  it('retries after 1, 2, 4 minutes, then gives the mail up after MAIL_MAX_ATTEMPTS attempts; the dashboard counts it', async () => {
    expect(env().MAIL_MAX_ATTEMPTS).toBe(4);
    const before = (await dashboard('admin')).mailsFailed!;
    const to = address('bounce');
    await sendMail({ to, kind: 'test-notice', subject: 'Your notice', text: 'Hello\n' });
    const waits: number[] = [];
    for (let attempt = 1; attempt < 4; attempt++) {
      const [row] = await outboxOf(to);
      expect(row).toMatchObject({ attempts: attempt, deadAt: null, sentAt: null });
      const at = new Date(row!.nextAttemptAt.getTime());
      // A second short of its time the mail is left alone; at its time it is tried.
      expect(await runMailQueue({ now: new Date(at.getTime() - 1000), to: [to] })).toMatchObject({ taken: 0 });
      expect(await runMailQueue({ now: at, to: [to] })).toEqual({ taken: 1, sent: 0, failed: 1 });
      const [next] = await outboxOf(to);
      if (next!.deadAt === null) waits.push(seconds(at, next!.nextAttemptAt));
    }
    expect(waits).toEqual([120, 240]);
    const [dead] = await outboxOf(to);
    expect(dead).toMatchObject({ attempts: 4, sentAt: null });
    expect(dead!.deadAt).not.toBeNull();
    expect(dead!.lastError).toMatch(/ECONNREFUSED/);
    // Given up: not even the server coming back and a day passing brings it back.
    const inbox = await smtpBack();
    try {
      expect(await runMailQueue({ now: new Date(Date.now() + 86_400_000), to: [to] })).toMatchObject({ taken: 0 });
      expect(inbox.received.filter((m) => m.to === to)).toHaveLength(0);
    } finally {
      await inbox.stop();
    }
    expect((await dashboard('admin')).mailsFailed).toBeGreaterThanOrEqual(before + 1);
    expect((await dashboard('editor')).mailsFailed).toBeNull();
  });

  it('two workers running at once deliver each mail once', async () => {
    const to = [address('a'), address('b'), address('c')];
    for (const addr of to) for (const n of [1, 2]) await enqueueMail({ to: addr, kind: 'test-notice', subject: `Notice ${n}`, text: `Notice ${n}\n` });
    const inbox = await smtpBack();
    try {
      const runs = await Promise.all([runMailQueue({ to }), runMailQueue({ to }), runMailQueue({ to })]);
      expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(6);
      expect(runs.reduce((n, r) => n + r.taken, 0)).toBe(6);
      for (const addr of to) expect((await inbox.read(addr, 2)).map((m) => m.subject).sort()).toEqual(['Notice 1', 'Notice 2']);
      expect(inbox.received).toHaveLength(6);
      const rows = await db()
        .select()
        .from(schema.outbox)
        .where(and(eq(schema.outbox.kind, 'test-notice'), eq(schema.outbox.to, to[0]!)));
      expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
    } finally {
      await inbox.stop();
    }
  });
});
