import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as check } from '@/app/api/auth/password-reset/check/route';
import { POST as confirm } from '@/app/api/auth/password-reset/confirm/route';
import { POST as resetRequest } from '@/app/api/auth/password-reset/route';
import { POST as register } from '@/app/api/auth/register/route';
import { GET as me } from '@/app/api/me/route';
import { request } from '@/test/http';
import { smtpInbox } from '@/test/smtp-inbox';
import { until } from '@/test/until';
import { closeDb, db, schema } from './db';

/** A real SMTP receiver: mail leaves over SMTP_URL exactly as in production. */
const mailbox = smtpInbox('latin1');
const inbox = mailbox.received;

const SITE = 'https://shop.pawtrail.example';
const run = randomUUID().slice(0, 8);
const created: string[] = [];
const address = (tag: string) => `reset-${run}-${tag}@example.test`;
const ip = () => `192.0.2.${Math.floor(Math.random() * 250)}`;

beforeAll(async () => {
  await mailbox.start();
  process.env.SITE_URL = SITE;
});

afterAll(async () => {
  // Reset mails are delivered after the answer: wait until every one of this run was tried.
  await until(
    async () =>
      (
        await db()
          .select({ id: schema.outbox.id })
          .from(schema.outbox)
          .where(and(like(schema.outbox.to, `reset-${run}-%`), isNull(schema.outbox.sentAt), eq(schema.outbox.attempts, 0)))
      ).length === 0,
    10_000,
    'reset mail delivery',
  );
  if (created.length) await db().delete(schema.users).where(inArray(schema.users.id, created));
  await db()
    .delete(schema.outbox)
    .where(like(schema.outbox.to, `reset-${run}-%`));
  await closeDb();
  await mailbox.stop();
});

/** The text part of a raw message, quoted-printable decoded, as UTF-8. */
function textOf(raw: string): string {
  const part = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  const bytes = Buffer.from(
    part.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/**
 * The first mail to `to` after the `after`-th one whose text contains `containing`: a mail sent
 * on the side (the welcome of a new account) may arrive before or after the one a test waits for.
 */
async function waitForMail(to: string, after: number, containing: string) {
  for (let i = 0; i < 100; i += 1) {
    const found = inbox.slice(after).find((m) => m.to === to && textOf(m.raw).includes(containing));
    if (found) {
      // A plain-text part for every client, plus the HTML alternative.
      expect(found.raw).toMatch(/content-type: text\/plain; charset=utf-8/i);
      expect(found.raw).toMatch(/content-type: text\/html/i);
      return textOf(found.raw);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail for ${to} containing ${containing}`);
}

const signIn = (email: string, password: string) => login(request('/api/auth/login', { body: { email, password }, ip: ip() }));
const ask = (email: string, headers: Record<string, string> = {}) => resetRequest(request('/api/auth/password-reset', { body: { email }, ip: ip(), headers }));

describe('password reset by email', () => {
  it('sends a localized link built from SITE_URL that works once, ends all sessions and stores only a hash', async () => {
    const email = address('ja');
    const beforeWelcome = inbox.length;
    const reg = await register(
      request('/api/auth/register', { body: { email, password: 'first secret phrase', name: '花子', acceptTerms: true }, ip: ip(), lang: 'ja' }),
    );
    expect(reg.status).toBe(202);
    const { token: sessionA, user } = (await (await signIn(email, 'first secret phrase')).json()) as { token: string; user: { id: string } };
    created.push(user.id);
    const sessionB = ((await (await signIn(email, 'first secret phrase')).json()) as { token: string }).token;
    // The new account's welcome, in its language.
    await waitForMail(email, beforeWelcome, 'アカウント登録が完了しました');

    const before = inbox.length;
    const known = await ask(email, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const unknown = await ask(address('nobody'));
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());

    const text = await waitForMail(email, before, '/resetps?token=');
    expect(text).toContain('花子様');
    expect(text).toContain('60分');
    const link = /https?:\/\/[^\s"<>]+/.exec(text)![0];
    expect(link.startsWith(`${SITE}/ja/resetps?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const stored = await db().select().from(schema.passwordResets).where(eq(schema.passwordResets.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const usable = async (t: string) => (await (await check(request('/api/auth/password-reset/check', { body: { token: t }, ip: ip() }))).json()).usable;
    expect(await usable(token)).toBe(true);
    // Delivered, the outbox row keeps neither the token nor its sealed form: every text column is
    // free of it, and nothing token-shaped in it passes the check.
    const sentRow = async () =>
      (
        await db()
          .select()
          .from(schema.outbox)
          .where(and(eq(schema.outbox.to, email), eq(schema.outbox.kind, 'password-reset')))
      )[0];
    await until(async () => Boolean((await sentRow())?.sentAt), 5_000, 'reset mail marked sent');
    const dump = JSON.stringify(await sentRow());
    expect(dump).not.toContain(token);
    expect((await sentRow())!.secrets).toBeNull();
    for (const candidate of dump.match(/[A-Za-z0-9_-]{43,}/g) ?? []) expect(await usable(candidate.slice(0, 43))).toBe(false);
    const beforeDone = inbox.length;
    const done = await confirm(request('/api/auth/password-reset/confirm', { body: { token, password: 'second secret phrase' }, ip: ip() }));
    expect(done.status).toBe(204);
    // The owner is told the password changed, in the account's language.
    await waitForMail(email, beforeDone, 'パスワードが変更され');
    // The page asks before showing the form: a used link is said to be used at once.
    expect(await usable(token)).toBe(false);
    expect(await usable('b'.repeat(43))).toBe(false);
    expect((await me(request('/api/me', { token: sessionA }))).status).toBe(401);
    expect((await me(request('/api/me', { token: sessionB }))).status).toBe(401);
    expect((await signIn(email, 'first secret phrase')).status).toBe(401);
    expect((await signIn(email, 'second secret phrase')).status).toBe(200);

    const again = await confirm(request('/api/auth/password-reset/confirm', { body: { token, password: 'third secret phrase' }, ip: ip(), lang: 'ja' }));
    expect(again.status).toBe(422);
    const body = await again.json();
    expect(body.error.code).toBe('invalid_token');
    expect(body.error.fields.token).toContain('無効');
  }, 60_000);

  it('refuses an expired link', async () => {
    const email = address('expired');
    expect(
      (await register(request('/api/auth/register', { body: { email, password: 'expiring phrase one', name: 'Ana', acceptTerms: true }, ip: ip() }))).status,
    ).toBe(202);
    created.push(((await (await signIn(email, 'expiring phrase one')).json()) as { user: { id: string } }).user.id);
    const before = inbox.length;
    expect((await ask(email)).status).toBe(202);
    const text = await waitForMail(email, before, '/resetps?token=');
    const token = new URL(/https?:\/\/[^\s"<>]+/.exec(text)![0]).searchParams.get('token')!;
    expect(text).toContain(`${SITE}/resetps?token=`);
    await db()
      .update(schema.passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.passwordResets.tokenHash, createHash('sha256').update(token).digest('hex')));
    const res = await confirm(request('/api/auth/password-reset/confirm', { body: { token, password: 'expiring phrase two' }, ip: ip() }));
    expect(res.status).toBe(422);
    expect((await res.json()).error.code).toBe('invalid_token');
    expect((await signIn(email, 'expiring phrase one')).status).toBe(200);
  }, 60_000);
});
