import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { POST as check } from '@/app/api/auth/password-reset/check/route';
import { POST as resetRequest } from '@/app/api/auth/password-reset/route';
import { POST as register } from '@/app/api/auth/register/route';
import { request } from '@/test/http';
import { sentForm } from '@/test/outbox';
import { closeDb, db, schema } from './db';
import { enqueueMail, revealOutboxMail } from './mail';

/**
 * Without SMTP_URL the outbox row is the delivery: a queued mail stays there. Its link tokens must
 * not: the stored row (every text column) holds placeholders, and the token comes back only
 * through the sealed secrets, opened with MAIL_SECRET_KEY by delivery (here: the test helper).
 */
const run = randomUUID().slice(0, 8);
const address = (tag: string) => `sealed-${run}-${tag}@example.test`;
const ip = () => `198.51.100.${Math.floor(Math.random() * 250)}`;
const created: string[] = [];

afterAll(async () => {
  if (created.length) await db().delete(schema.users).where(inArray(schema.users.email, created));
  await db()
    .delete(schema.outbox)
    .where(like(schema.outbox.to, `sealed-${run}-%`));
  await closeDb();
});

const usable = async (token: string) =>
  ((await (await check(request('/api/auth/password-reset/check', { body: { token }, ip: ip() }))).json()) as { usable: boolean }).usable;

describe('mails in the outbox keep no working credentials', () => {
  it('a queued reset mail: no usable token in any column, while the mail as sent carries a working link', async () => {
    const email = address('reset');
    created.push(email);
    expect(
      (await register(request('/api/auth/register', { body: { email, password: 'sealed secret phrase', name: 'Robin', acceptTerms: true }, ip: ip() }))).status,
    ).toBe(202);
    expect((await resetRequest(request('/api/auth/password-reset', { body: { email }, ip: ip() }))).status).toBe(202);

    const [row] = await db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.to, email), eq(schema.outbox.kind, 'password-reset')));
    expect(row!.sentAt).toBeNull();
    const link = /https?:\/\/\S+/.exec(sentForm(row!).text)![0];
    const token = new URL(link).searchParams.get('token')!;
    expect(await usable(token)).toBe(true);
    expect(sentForm(row!).html).toContain(`token=${token}`);

    const dump = JSON.stringify(row);
    expect(dump).not.toContain(token);
    expect(row!.text).toContain('/resetps?token=[secret 0 removed]');
    for (const candidate of dump.match(/[A-Za-z0-9_-]{43,}/g) ?? []) expect(await usable(candidate.slice(0, 43))).toBe(false);
  });

  it('sealed links open only in their own row, for their own recipient', async () => {
    const secret = `tok-${randomUUID()}`;
    const id = await enqueueMail({ to: address('victim'), kind: 'test', subject: 'Link', text: `https://x.example/?t=${secret}\n`, secrets: [secret] });
    const [row] = await db().select().from(schema.outbox).where(eq(schema.outbox.id, id));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(revealOutboxMail(row!)!.text).toContain(secret);
    // Someone who can write the table moves the sealed value to a mail of their own: it does not open.
    expect(revealOutboxMail({ ...row!, to: address('attacker') })).toBeNull();
    expect(revealOutboxMail({ ...row!, id: randomUUID() })).toBeNull();
  });
});

describe('the key that seals them', () => {
  it('is the same in another process with the same settings, so a retry after a restart still opens the mail', async () => {
    const to = address('restart');
    const token = `tok_${randomUUID()}`;
    const id = await enqueueMail({ to, kind: 'password-reset', subject: 'Reset', text: `https://pawtrail.example/reset#${token}\n`, secrets: [token] });
    const [row] = await db().select().from(schema.outbox).where(eq(schema.outbox.id, id));
    expect(row!.text).not.toContain(token);
    // A fresh copy of the modules stands for another process (or this one restarted): no state is shared.
    let reopened: ReturnType<typeof revealOutboxMail> = null;
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./mail')>('./mail');
      reopened = fresh.revealOutboxMail(row!);
    });
    expect(reopened).not.toBeNull();
    expect(reopened!.text).toContain(`reset#${token}`);
  });
});
