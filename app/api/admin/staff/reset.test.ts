import { eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { closeDb, db, schema } from '@/lib/server/db';
import { totpCode } from '@/lib/server/staff/totp';
import { params, request } from '@/test/http';
import { smtpInbox } from '@/test/smtp-inbox';
import { staffFixtures } from '@/test/staff-fixtures';
import { removeMailsTo } from '@/test/outbox';
import { POST as confirmReset } from '../password-reset/confirm/route';
import { GET as me } from '../me/route';
import { GET as enrol } from '../session/second-factor/route';
import { POST as reset } from './[id]/reset/route';

// An admin resets another member's second factor (lost phone) or password (may be known to someone
// else): the member's sessions end, the old factor or password stops working, the change is audited
// and the member is mailed in their language (lib/server/staff/members.ts, resetStaffSignIn).

const SITE = 'https://shop.pawtrail.example';
const mailbox = smtpInbox();
const kit = staffFixtures();
const { asStaff, passwordStep, code, signedIn, password: PASSWORD } = kit;
const addresses: string[] = [];
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  await mailbox.start();
  process.env.SITE_URL = SITE;
  admin = await signedIn('admin');
});

afterAll(async () => {
  await removeMailsTo(addresses);
  await kit.cleanup();
  await closeDb();
  await mailbox.stop();
});

const resetOf = (id: string, body: Record<string, unknown>, cookie = admin.cookie, lang = 'en') =>
  reset(request(`/api/admin/staff/${id}/reset`, asStaff(cookie, { body, lang })) as NextRequest, params({ id }));
const versionOf = async (id: string) =>
  (await db().select({ at: schema.staff.updatedAt }).from(schema.staff).where(eq(schema.staff.id, id)))[0]!.at.toISOString();
const opens = async (cookie: string) => (await me(request('/api/admin/me', asStaff(cookie)))).status;
const audited = async (id: string) =>
  (await db().select({ action: schema.auditLog.action, actor: schema.auditLog.actor }).from(schema.auditLog).where(eq(schema.auditLog.targetId, id))).map(
    (r) => `${r.action} by ${r.actor}`,
  );

/** A signed-in member whose mails about the account go out in `locale`. */
async function member(role: 'editor' | 'support', locale: string) {
  const m = await signedIn(role);
  addresses.push(m.email);
  await db().update(schema.staff).set({ locale }).where(eq(schema.staff.id, m.id));
  return m;
}

describe("an admin resets another member's sign-in", () => {
  it('second factor: sessions end, the authenticator and recovery codes go, the next sign-in enrols again, and the member is told in their language', async () => {
    const editor = await member('editor', 'de');
    const res = await resetOf(editor.id, { what: 'second_factor', updatedAt: await versionOf(editor.id) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: editor.id, enrolled: false });

    expect(await opens(editor.cookie)).toBe(401);
    const [row] = await db().select().from(schema.staff).where(eq(schema.staff.id, editor.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null, totpFailures: 0 });
    expect(await db().select().from(schema.staffRecoveryCodes).where(eq(schema.staffRecoveryCodes.staffId, editor.id))).toEqual([]);

    // The old authenticator's code no longer signs in; the password leads to a new enrolment.
    const step = await passwordStep(editor.email);
    expect(step.body).toEqual({ next: 'enrol' });
    expect((await code(step.cookie!, { code: totpCode(editor.secret, Date.now() + 30_000) })).res.status).not.toBe(200);
    const fresh = await passwordStep(editor.email);
    const { secret } = (await (await enrol(request('/api/admin/session/second-factor', asStaff(fresh.cookie)))).json()) as { secret: string };
    const enrolled = await code(fresh.cookie!, { code: totpCode(secret) });
    expect(enrolled.res.status).toBe(200);
    expect(enrolled.body.recoveryCodes).toHaveLength(10);

    expect(await audited(editor.id)).toContain(`staff.second_factor_reset by ${admin.email}`);
    const [mail] = await mailbox.read(editor.email);
    expect(mail!.subject).toBe('Die zweistufige Anmeldung deines Pawtrail-Backoffice-Kontos wurde zurückgesetzt');
    expect(mail!.text).toContain(admin.name);
  });

  it('password: the old one stops working at once, sessions end, the mailed link sets a new one, and the second factor stays', async () => {
    const support = await member('support', 'ja');
    const res = await resetOf(support.id, { what: 'password', updatedAt: await versionOf(support.id) });
    expect(res.status).toBe(200);
    expect(await opens(support.cookie)).toBe(401);
    expect((await passwordStep(support.email, PASSWORD)).res.status).toBe(401);
    expect(await audited(support.id)).toContain(`staff.password_reset_by_admin by ${admin.email}`);

    const [mail] = await mailbox.read(support.email);
    expect(mail!.subject).toBe('Pawtrail管理画面アカウントの新しいパスワードを設定してください');
    const link = /https?:\/\/\S+/.exec(mail!.text)![0];
    expect(link).toMatch(new RegExp(`^${SITE}/admin/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
    // The outbox row holds no working link: a copy of the database resets nobody's password.
    const token = new URL(link).searchParams.get('token')!;
    expect(JSON.stringify(await db().select().from(schema.outbox).where(eq(schema.outbox.to, support.email)))).not.toContain(token);

    const next = 'a lighthouse keeper’s long phrase';
    expect((await confirmReset(request('/api/admin/password-reset/confirm', { body: { token, password: next }, ip: kit.ip() }))).status).toBe(204);
    const step = await passwordStep(support.email, next);
    expect(step.body).toEqual({ next: 'code' });
    expect((await code(step.cookie!, { code: totpCode(support.secret, Date.now() + 30_000) })).res.status).toBe(200);
  });

  it('refuses other roles, the own account, an old version and bad input, and changes nothing', async () => {
    const target = await member('support', 'en');
    const editor = await member('editor', 'en');
    const version = await versionOf(target.id);
    expect((await resetOf(target.id, { what: 'password', updatedAt: version }, editor.cookie)).status).toBe(403);
    expect((await resetOf(admin.id, { what: 'second_factor', updatedAt: await versionOf(admin.id) })).status).toBe(403);

    const bad = await resetOf(target.id, { what: 'everything', updatedAt: version }, admin.cookie, 'fr');
    expect(bad.status).toBe(422);
    expect(Object.keys(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields)).toEqual(['what']);

    // Someone changed the account meanwhile (here: its role).
    await db().update(schema.staff).set({ role: 'editor', updatedAt: new Date() }).where(eq(schema.staff.id, target.id));
    expect((await resetOf(target.id, { what: 'second_factor', updatedAt: version })).status).toBe(409);

    expect(await opens(target.cookie)).toBe(200);
    const [row] = await db().select().from(schema.staff).where(eq(schema.staff.id, target.id));
    expect(row!.totpEnrolledAt).not.toBeNull();
    expect((await passwordStep(target.email, PASSWORD)).body).toEqual({ next: 'code' });
    expect(await audited(target.id)).not.toEqual(expect.arrayContaining([expect.stringMatching(/reset/)]));
    expect(await db().select().from(schema.outbox).where(eq(schema.outbox.to, target.email))).toEqual([]);
  });
});
