import { and, eq } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { request } from '@/test/http';
import { removeMailsTo } from '@/test/outbox';
import { smtpInbox } from '@/test/smtp-inbox';
import { staffFixtures } from '@/test/staff-fixtures';
import { until } from '@/test/until';
import { GET as me } from '../route';
import { POST as changePassword } from './route';

const SITE = 'https://shop.pawtrail.example';
const mailbox = smtpInbox();
const kit = staffFixtures();
const { asStaff, passwordStep, code, signedIn, password: OLD } = kit;
const members: string[] = [];

beforeAll(async () => {
  await mailbox.start();
  process.env.SITE_URL = SITE;
});

afterAll(async () => {
  await removeMailsTo(members, 'password-changed mail delivery');
  await kit.cleanup();
  await closeDb();
  await mailbox.stop();
});

const change = (cookie: string, body: Record<string, string>, lang = 'en') =>
  changePassword(request('/api/admin/me/password', asStaff(cookie, { body, lang, ip: kit.ip() })));
const opens = async (cookie: string) => (await me(request('/api/admin/me', asStaff(cookie)))).status;
const auditOf = (id: string) =>
  db()
    .select({ action: schema.auditLog.action, actor: schema.auditLog.actor })
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.staffId, id), eq(schema.auditLog.action, 'staff.password_change')));
const mailsTo = (email: string) => db().select().from(schema.outbox).where(eq(schema.outbox.to, email));

/** A member signed in twice: with the authenticator here, with a recovery code on "another device". */
async function twoSessions(role: 'editor' | 'support') {
  const member = await signedIn(role);
  members.push(member.email);
  const other = await code((await passwordStep(member.email)).cookie!, { recoveryCode: member.recoveryCodes[0]! });
  expect(other.res.status).toBe(200);
  return { ...member, here: member.cookie, elsewhere: other.cookie! };
}

describe('POST /api/admin/me/password', () => {
  it('refuses a wrong current password with a localized 422 and changes nothing', async () => {
    const member = await twoSessions('support');
    const res = await change(member.here, { currentPassword: `${OLD} typo`, newPassword: 'a brand new staff passphrase' }, 'de');
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('wrong_password');
    expect(body.error.fields).toEqual({ currentPassword: 'Das aktuelle Passwort ist nicht korrekt.' });
    expect([await opens(member.here), await opens(member.elsewhere)]).toEqual([200, 200]);
    expect((await passwordStep(member.email, OLD)).res.status).toBe(200);
    expect((await passwordStep(member.email, 'a brand new staff passphrase')).res.status).toBe(401);
    expect(await auditOf(member.id)).toEqual([]);
    expect(await mailsTo(member.email)).toEqual([]);
  });

  it('holds the new password to the staff policy with localized field messages', async () => {
    const member = await twoSessions('editor');
    const short = await change(member.here, { currentPassword: OLD, newPassword: 'short one' }, 'de');
    expect(short.status).toBe(422);
    expect(((await short.json()) as { error: { fields: Record<string, string> } }).error.fields.newPassword).toMatch(/12/);
    const common = await change(member.here, { currentPassword: OLD, newPassword: 'password1234' });
    expect(common.status).toBe(422);
    expect(((await common.json()) as { error: { code: string } }).error.code).toBe('password_too_common');
    expect((await passwordStep(member.email, OLD)).res.status).toBe(200);
  });

  it('changes the password, keeps this session, ends the others, audits it and mails the member in their language', async () => {
    const member = await twoSessions('editor');
    const next = 'harbour lantern changed 2026';
    const res = await change(member.here, { currentPassword: OLD, newPassword: next }, 'de');
    expect(res.status).toBe(204);
    expect(await opens(member.here)).toBe(200);
    expect(await opens(member.elsewhere)).toBe(401);
    expect((await passwordStep(member.email, OLD)).res.status).toBe(401);
    // The second factor is still asked: the new password only opens the code step.
    const step = await passwordStep(member.email, next);
    expect(step.body).toEqual({ next: 'code' });
    expect(await opens(step.cookie!)).toBe(401);
    expect(await auditOf(member.id)).toEqual([{ action: 'staff.password_change', actor: member.email }]);

    const [mail, ...more] = await mailsTo(member.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'password-changed', subject: 'Dein Pawtrail-Passwort wurde geändert' });
    expect(mail!.text).toContain(`${SITE}/admin/reset-password`);
    await until(() => mailbox.received.some((m) => m.to === member.email), 10_000, 'the mail to leave over SMTP');
  });

  it('is only for a signed-in member', async () => {
    const res = await changePassword(request('/api/admin/me/password', { body: { currentPassword: OLD, newPassword: 'whatever it is long' } }));
    expect(res.status).toBe(401);
  });
});
