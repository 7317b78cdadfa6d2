import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { RESET_LIMITS } from '@/lib/server/password-reset';
import { totpCode } from '@/lib/server/staff/totp';
import { request } from '@/test/http';
import { smtpInbox } from '@/test/smtp-inbox';
import { staffFixtures } from '@/test/staff-fixtures';
import { removeMailsTo } from '@/test/outbox';
import { GET as me } from '../me/route';
import { POST as confirm } from './confirm/route';
import { POST as ask } from './route';

const SITE = 'https://shop.pawtrail.example';
const mailbox = smtpInbox();
const kit = staffFixtures();
const { asStaff, passwordStep, code, signedIn, emailOf, password: OLD } = kit;
const addresses: string[] = [];

beforeAll(async () => {
  await mailbox.start();
  process.env.SITE_URL = SITE;
});

afterAll(async () => {
  await removeMailsTo(addresses);
  await kit.cleanup();
  await closeDb();
  await mailbox.stop();
});

const request202 = (email: string, init: { lang?: string; headers?: Record<string, string> } = {}) =>
  ask(request('/api/admin/password-reset', { body: { email }, ip: kit.ip(), ...init }));
const setPassword = (token: string, password: string, lang = 'en') =>
  confirm(request('/api/admin/password-reset/confirm', { body: { token, password }, ip: kit.ip(), lang }));
/** The outbox rows (their links sealed); the links themselves are read from the mails as the SMTP server got them. */
const mailsTo = (email: string) => db().select().from(schema.outbox).where(eq(schema.outbox.to, email));
const opens = async (cookie: string) => (await me(request('/api/admin/me', asStaff(cookie)))).status;
const tokenOf = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get('token')!;
const audited = async (id: string) =>
  (await db().select({ action: schema.auditLog.action }).from(schema.auditLog).where(eq(schema.auditLog.targetId, id))).map((r) => r.action);

/** A signed-in member whose reset mail has been asked for; returns the link's token. */
async function memberWithLink(role: 'editor' | 'support', lang = 'en') {
  const member = await signedIn(role);
  addresses.push(member.email);
  const res = await request202(member.email, { lang, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
  expect(res.status).toBe(202);
  const rows = await mailsTo(member.email);
  expect(rows).toHaveLength(1);
  const [mail] = await mailbox.read(member.email);
  return { ...member, row: rows[0]!, mail: mail!, token: tokenOf(mail!.text) };
}

describe('forgotten staff password', () => {
  it('answers 202 with the same body for an unknown address and sends nothing', async () => {
    const nobody = emailOf('nobody');
    addresses.push(nobody);
    const known = await signedIn('support');
    addresses.push(known.email);
    const [unknownRes, knownRes] = [await request202(nobody), await request202(known.email)];
    expect([unknownRes.status, knownRes.status]).toEqual([202, 202]);
    expect(await unknownRes.json()).toEqual(await knownRes.json());
    expect(await mailsTo(nobody)).toEqual([]);
    expect(await mailsTo(known.email)).toHaveLength(1);
  });

  it('mails one link built from SITE_URL, stored only as a hash, valid an hour at most, in the language asked in', async () => {
    const member = await memberWithLink('editor', 'de');
    expect(member.row.kind).toBe('password-reset');
    expect(member.mail.subject).toBe('Dein Pawtrail-Passwort zurücksetzen');
    expect(member.mail.text).toContain(`${SITE}/admin/reset-password?token=${member.token}`);
    expect(member.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The outbox row itself holds no working link: a copy of the database resets nobody's password.
    expect(JSON.stringify(await mailsTo(member.email))).not.toContain(member.token);
    const stored = await db().select().from(schema.staffPasswordResets).where(eq(schema.staffPasswordResets.staffId, member.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(createHash('sha256').update(member.token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(member.token);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  });

  it('sets the password once, ends every session, and the next sign-in still asks for the code', async () => {
    const member = await memberWithLink('editor');
    // Somebody had been guessing at the password: its owner, proven by the mailed link, is not kept waiting.
    const slowed = { attempts: 14, lastAttemptAt: new Date(), lockedUntil: new Date(Date.now() + 10 * 60_000) };
    await db()
      .insert(schema.staffPasswordAttempts)
      .values({ email: member.email, ...slowed })
      .onConflictDoUpdate({ target: schema.staffPasswordAttempts.email, set: slowed });
    const next = 'a new harbour lantern phrase';
    expect((await setPassword(member.token, next)).status).toBe(204);
    expect(await db().select().from(schema.staffPasswordAttempts).where(eq(schema.staffPasswordAttempts.email, member.email))).toEqual([]);
    expect(await opens(member.cookie)).toBe(401);

    const again = await setPassword(member.token, 'yet another long passphrase', 'de');
    expect(again.status).toBe(422);
    const body = (await again.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('invalid_token');
    expect(body.error.fields.token).toContain('ungültig');

    expect((await passwordStep(member.email, OLD)).res.status).toBe(401);
    const step = await passwordStep(member.email, next);
    expect(step.body).toEqual({ next: 'code' });
    expect(await opens(step.cookie!)).toBe(401);
    const signedInAgain = await code(step.cookie!, { code: totpCode(member.secret, Date.now() + 30_000) });
    expect(signedInAgain.res.status).toBe(200);
    expect(await opens(signedInAgain.cookie!)).toBe(200);

    expect(await audited(member.id)).toEqual(expect.arrayContaining(['staff.password_reset_request', 'staff.password_reset']));
    const notices = (await mailsTo(member.email)).filter((m) => m.kind === 'password-changed');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(`${SITE}/admin/reset-password`);
  });

  it('refuses an expired link and keeps the old password', async () => {
    const member = await memberWithLink('support');
    await db()
      .update(schema.staffPasswordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.staffPasswordResets.staffId, member.id));
    const res = await setPassword(member.token, 'too late for this phrase');
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_token');
    expect((await passwordStep(member.email, OLD)).res.status).toBe(200);
    expect(await opens(member.cookie)).toBe(200);
  });

  it('retires an earlier link when a new one is asked for, and sends nothing for a disabled account', async () => {
    const member = await memberWithLink('support');
    expect((await request202(member.email)).status).toBe(202);
    const latest = tokenOf((await mailbox.read(member.email, 2)).at(-1)!.text);
    expect(latest).not.toBe(member.token);
    expect((await setPassword(member.token, 'the first link phrase')).status).toBe(422);

    await db().update(schema.staff).set({ disabledAt: new Date() }).where(eq(schema.staff.id, member.id));
    expect((await request202(member.email)).status).toBe(202);
    expect(await mailsTo(member.email)).toHaveLength(2);
    expect((await setPassword(latest, 'the second link phrase')).status).toBe(422);
  });

  it("is limited per address like the customers' reset: 429 with Retry-After", async () => {
    const email = emailOf('flood');
    const { max } = RESET_LIMITS.requestPerEmail;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) statuses.push((await request202(email)).status);
    expect(statuses).toEqual([...Array<number>(max).fill(202), 429]);
    const limited = await request202(email);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
