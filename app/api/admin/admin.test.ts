import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { locales } from '@/i18n/routing';
import { closeDb, db, schema } from '@/lib/server/db';
import type { StaffDashboard } from '@/lib/types/staff';
import { createStaff, MAX_FAILED_CODES, type StaffRole } from '@/lib/server/staff/auth';
import { totpCode } from '@/lib/server/staff/totp';
import { params, request } from '@/test/http';
import { shopFixtures } from '@/test/shop-fixtures';
import { staffFixtures } from '@/test/staff-fixtures';
import { GET as audit } from './audit/route';
import { GET as dashboard } from './dashboard/route';
import { PATCH as updateDealer } from './dealer-applications/[id]/route';
import { GET as dealerApplications } from './dealer-applications/route';
import { GET as downloads } from './downloads/route';
import { GET as faq } from './faq/route';
import { GET as mediaList } from './media/route';
import { GET as me } from './me/route';
import { DELETE as signOut } from './session/route';
import { GET as enrol } from './session/second-factor/route';
import { GET as settings } from './settings/route';
import { GET as exportStores } from './stores/export/route';
import { GET as stores } from './stores/route';
import { PATCH as updateStaff } from './staff/[id]/route';
import { GET as listStaff, POST as addStaff } from './staff/route';
import { contentRoutesOf } from '@/test/content-kind-routes';

const { matrix: certificateTexts } = contentRoutesOf('certificates');
const { matrix: downloadTexts } = contentRoutesOf('downloads');
const { matrix: investorTexts } = contentRoutesOf('investors');
const { matrix: timelineTexts } = contentRoutesOf('timeline');

const staffKit = staffFixtures();
const dealerIds: string[] = [];
/** A stored dealer application to change (removed after the suite). */
async function dealerApplication() {
  const [row] = await db()
    .insert(schema.dealerApplications)
    .values({
      company: 'Matrix Pets',
      country: 'NL',
      contactName: 'Sam',
      email: 'sam@matrix.example',
      channels: ['pet_store'],
      volume: 'under_100',
      message: 'Hello',
      locale: 'en',
      ipHash: 'test',
      requestHash: 'test',
    })
    .returning();
  dealerIds.push(row!.id);
  return { id: row!.id, updatedAt: row!.updatedAt.toISOString() };
}
const { password: PASSWORD, emailOf, asStaff, passwordStep, code, signedIn } = staffKit;
const fixtures = shopFixtures();

afterAll(async () => {
  if (dealerIds.length) await db().delete(schema.dealerApplications).where(inArray(schema.dealerApplications.id, dealerIds));
  await staffKit.cleanup();
  await fixtures.cleanup();
  await closeDb();
});

describe('staff sign-in with a second factor', () => {
  it('enrols on the first sign-in: QR and secret, then ten recovery codes once, then a signed-in session', async () => {
    const email = emailOf('enrol');
    await createStaff({ email, name: 'Enrolling', role: 'editor', password: PASSWORD });
    const step1 = await passwordStep(email);
    expect(step1.res.status).toBe(200);
    expect(step1.body).toEqual({ next: 'enrol' });
    expect(step1.res.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Strict/);
    expect(step1.res.headers.get('set-cookie')).toMatch(/Path=\/api\/admin/);
    // The password alone opens nothing.
    expect((await me(request('/api/admin/me', asStaff(step1.cookie)))).status).toBe(401);

    const enrolment = (await (await enrol(request('/api/admin/session/second-factor', asStaff(step1.cookie)))).json()) as {
      secret: string;
      uri: string;
      qr: string;
    };
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/Pawtrail:.*secret=/);
    expect(enrolment.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    // Each display shows a new secret, and only the last one shown can be confirmed: a secret seen
    // once (over a shoulder, in a screenshot) is of no use afterwards.
    const again = (await (await enrol(request('/api/admin/session/second-factor', asStaff(step1.cookie)))).json()) as { secret: string };
    expect(again.secret).not.toBe(enrolment.secret);
    const stale = await code(step1.cookie!, { code: totpCode(enrolment.secret) });
    expect(stale.res.status).toBe(422);
    expect(stale.body.error).toMatchObject({ code: 'invalid_code', fields: { code: expect.any(String) } });

    const done = await code(step1.cookie!, { code: totpCode(again.secret) });
    expect(done.res.status).toBe(200);
    expect(done.body.recoveryCodes).toHaveLength(10);
    expect(done.cookie).not.toBe(step1.cookie);
    expect((await me(request('/api/admin/me', asStaff(step1.cookie)))).status).toBe(401);
    const who = await me(request('/api/admin/me', asStaff(done.cookie)));
    expect(await who.json()).toMatchObject({ email, role: 'editor' });

    // Next sign-in asks for a code, and the enrolment is closed.
    const next = await passwordStep(email);
    expect(next.body).toEqual({ next: 'code' });
    expect((await enrol(request('/api/admin/session/second-factor', asStaff(next.cookie)))).status).toBe(409);
  });

  it('refuses a wrong code, a code already used, and ends the attempt at the fifth wrong code', async () => {
    const member = await signedIn('support');
    const pending = (await passwordStep(member.email)).cookie!;
    // The code that enrolled cannot be used again (the exact code: computing it afresh could land
    // in the next 30-second step, which is a new, valid code).
    const reused = await code(pending, { code: member.enrolCode });
    expect(reused.res.status).toBe(422);
    expect(reused.body.error).toMatchObject({ code: 'invalid_code', fields: { code: expect.any(String) } });
    const wrong = await code(pending, { code: totpCode(member.secret, Date.now() - 10 * 60_000) });
    expect(wrong.res.status).toBe(422);
    // The next step's code is good (one step of drift is allowed) and ends the pending session.
    const good = await code(pending, { code: totpCode(member.secret, Date.now() + 30_000) });
    expect(good.res.status).toBe(200);
    expect(good.body.recoveryCodes).toBeNull();

    const guessing = (await passwordStep(member.email)).cookie!;
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILED_CODES; i++)
      statuses.push((await code(guessing, { code: '000000' === totpCode(member.secret) ? '111111' : '000000' })).res.status);
    expect(statuses).toEqual([422, 422, 422, 422, 401]);
    expect((await code(guessing, { code: totpCode(member.secret, Date.now() + 60_000) })).res.status).toBe(401);
  });

  it('takes each recovery code once, typed in any case and spacing', async () => {
    const member = await signedIn('editor');
    const [first] = member.recoveryCodes;
    const pending = (await passwordStep(member.email)).cookie!;
    const used = await code(pending, { recoveryCode: ` ${first!.toLowerCase().replace('-', ' ')} ` });
    expect(used.res.status).toBe(200);
    const again = await code((await passwordStep(member.email)).cookie!, { recoveryCode: first! });
    expect(again.res.status).toBe(422);
    expect(again.body.error?.fields).toHaveProperty('recoveryCode');
  });

  it('answers the same 401 for an unknown email, a wrong password and a disabled account', async () => {
    const member = await signedIn('support');
    await db().update(schema.staff).set({ disabledAt: new Date() }).where(eq(schema.staff.id, member.id));
    for (const [email, password] of [
      [emailOf('nobody'), PASSWORD],
      [member.email, `${PASSWORD}x`],
      [member.email, PASSWORD],
    ] as const) {
      const { res, cookie } = await passwordStep(email, password);
      expect(res.status).toBe(401);
      expect(cookie).toBeNull();
    }
    // The disabled member's open session ended with the account.
    expect((await me(request('/api/admin/me', asStaff(member.cookie)))).status).toBe(401);
  });

  it('signs out: the cookie is cleared, the session ends, and the audit log has it', async () => {
    const member = await signedIn('support');
    const res = await signOut(request('/api/admin/session', asStaff(member.cookie, { method: 'DELETE', ip: '192.0.2.77' })));
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/pt_staff=;.*Max-Age=0/);
    expect((await me(request('/api/admin/me', asStaff(member.cookie)))).status).toBe(401);
    const entries = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'staff.sign_out'), eq(schema.auditLog.staffId, member.id)));
    expect(entries).toEqual([expect.objectContaining({ actor: member.email, targetId: member.id, ip: '192.0.2.77' })]);
  });

  it('audits a wrong password, a wrong code and a wrong recovery code under the account they were for', async () => {
    const member = await signedIn('editor');
    expect((await passwordStep(member.email, `${PASSWORD}x`)).res.status).toBe(401);
    const pending = (await passwordStep(member.email)).cookie!;
    expect((await code(pending, { code: '000000' === totpCode(member.secret) ? '111111' : '000000' })).res.status).toBe(422);
    expect((await code(pending, { recoveryCode: 'AAAAA-AAAAA' })).res.status).toBe(422);
    const entries = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'staff.sign_in_failed'), eq(schema.auditLog.targetId, member.id)))
      .orderBy(schema.auditLog.id);
    expect(entries.map((e) => e.after)).toEqual([
      { step: 'password', reason: 'wrong_password' },
      { step: 'code', method: 'code', reason: 'wrong_code', failures: 1, locked: false },
      { step: 'code', method: 'recovery_code', reason: 'wrong_recovery_code', failures: 2, locked: false },
    ]);
    expect(entries.every((e) => e.ip)).toBe(true);
  });

  it('keeps second-factor secrets out of the database: the TOTP secret sealed, recovery codes as salted keyed hashes', async () => {
    const member = await signedIn('support');
    const [row] = await db().select().from(schema.staff).where(eq(schema.staff.id, member.id));
    expect(row!.totpSecret).toMatch(/^v1\./);
    expect(row!.totpSecret).not.toContain(member.secret);
    const stored = await db().select().from(schema.staffRecoveryCodes).where(eq(schema.staffRecoveryCodes.staffId, member.id));
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored) expect(codeHash).toMatch(/^r1\./);
  });

  it('still signs in with a secret and recovery codes stored the old way (plain, unsalted SHA-256), sealing the secret on the way', async () => {
    const member = await signedIn('editor');
    const legacyCode = 'ABCDE-FGHJK';
    await db().update(schema.staff).set({ totpSecret: member.secret, totpLastStep: null }).where(eq(schema.staff.id, member.id));
    await db()
      .insert(schema.staffRecoveryCodes)
      .values({ staffId: member.id, codeHash: createHash('sha256').update('ABCDEFGHJK', 'utf8').digest('hex') });

    const withCode = await code((await passwordStep(member.email)).cookie!, { code: totpCode(member.secret) });
    expect(withCode.res.status).toBe(200);
    const [row] = await db().select().from(schema.staff).where(eq(schema.staff.id, member.id));
    expect(row!.totpSecret).toMatch(/^v1\./);
    const withRecovery = await code((await passwordStep(member.email)).cookie!, { recoveryCode: legacyCode });
    expect(withRecovery.res.status).toBe(200);
  });
});

describe('roles × endpoints', () => {
  type Caller = 'anonymous' | 'customer' | 'pending' | StaffRole;
  const callers: Record<Caller, { cookie?: string | null; token?: string }> = {} as never;

  beforeAll(async () => {
    const [admin, editor, support] = await Promise.all([signedIn('admin'), signedIn('editor'), signedIn('support')]);
    const pendingEmail = emailOf('pending');
    await createStaff({ email: pendingEmail, name: 'Pending', role: 'admin', password: PASSWORD });
    Object.assign(callers, {
      anonymous: {},
      customer: { token: (await fixtures.user()).token },
      pending: { cookie: (await passwordStep(pendingEmail)).cookie },
      admin: { cookie: admin.cookie },
      editor: { cookie: editor.cookie },
      support: { cookie: support.cookie },
    });
  });

  const newMember = () => ({ email: emailOf('new'), name: 'New Member', role: 'support', password: PASSWORD });
  const endpoints: { name: string; allowed: StaffRole[]; call: (init: Parameters<typeof request>[1]) => Promise<Response>; email?: string }[] = [
    { name: 'GET me', allowed: ['admin', 'editor', 'support'], call: (init) => me(request('/api/admin/me', init)) },
    { name: 'GET dashboard', allowed: ['admin', 'editor', 'support'], call: (init) => dashboard(request('/api/admin/dashboard', init)) },
    { name: 'GET staff', allowed: ['admin'], call: (init) => listStaff(request('/api/admin/staff', init)) },
    { name: 'GET audit', allowed: ['admin'], call: (init) => audit(request('/api/admin/audit', init)) },
    { name: 'GET settings', allowed: ['admin', 'editor'], call: (init) => settings(request('/api/admin/settings', init)) },
    { name: 'GET downloads', allowed: ['admin', 'editor'], call: (init) => downloads(request('/api/admin/downloads', init)) },
    { name: 'GET download texts', allowed: ['admin', 'editor'], call: (init) => downloadTexts(request('/api/admin/content/downloads', init)) },
    { name: 'GET history texts', allowed: ['admin', 'editor'], call: (init) => timelineTexts(request('/api/admin/content/timeline', init)) },
    { name: 'GET certificate texts', allowed: ['admin', 'editor'], call: (init) => certificateTexts(request('/api/admin/content/certificates', init)) },
    { name: 'GET investor texts', allowed: ['admin', 'editor'], call: (init) => investorTexts(request('/api/admin/content/investors', init)) },
    { name: 'GET faq', allowed: ['admin', 'editor'], call: (init) => faq(request('/api/admin/faq', init)) },
    { name: 'GET images', allowed: ['admin', 'editor'], call: (init) => mediaList(request('/api/admin/media', init)) },
    {
      name: 'GET dealer applications',
      allowed: ['admin', 'support'],
      call: (init) => dealerApplications(request('/api/admin/dealer-applications', init)),
    },
    {
      name: 'GET stores',
      allowed: ['admin', 'editor'],
      call: (init) => stores(request('/api/admin/stores?limit=1', init)),
    },
    {
      name: 'GET stores export',
      allowed: ['admin', 'editor'],
      call: (init) => exportStores(request('/api/admin/stores/export?country=IS', init)),
    },
    {
      name: 'PATCH dealer application',
      allowed: ['admin', 'support'],
      call: async (init) => {
        const { id, updatedAt } = await dealerApplication();
        const body = { status: 'contacted', note: 'Called back', updatedAt };
        return updateDealer(request(`/api/admin/dealer-applications/${id}`, { ...init, method: 'PATCH', body }) as NextRequest, params({ id }));
      },
    },
  ];

  const expected = (caller: Caller, allowed: StaffRole[]) =>
    caller === 'anonymous' || caller === 'pending' ? 401 : caller === 'customer' ? 403 : allowed.includes(caller) ? 200 : 403;

  for (const endpoint of endpoints) {
    it.each(['anonymous', 'customer', 'pending', 'admin', 'editor', 'support'] as const)(`${endpoint.name} as %s`, async (caller) => {
      const { cookie, token } = callers[caller];
      const res = await endpoint.call(asStaff(cookie ?? null, token ? { token } : {}));
      expect(res.status).toBe(expected(caller, endpoint.allowed));
    });
  }

  it.each(['anonymous', 'customer', 'pending', 'admin', 'editor', 'support'] as const)(
    'POST staff as %s: only an admin adds, nobody else changes anything',
    async (caller) => {
      const { cookie, token } = callers[caller];
      const body = newMember();
      const res = await addStaff(request('/api/admin/staff', asStaff(cookie ?? null, { body, ...(token ? { token } : {}) })));
      expect(res.status).toBe(caller === 'admin' ? 201 : expected(caller, ['admin']));
      const rows = await db().select().from(schema.staff).where(eq(schema.staff.email, body.email));
      expect(rows).toHaveLength(caller === 'admin' ? 1 : 0);
    },
  );

  it('checks roles before reading the body: a refused caller learns nothing from validation', async () => {
    const res = await addStaff(request('/api/admin/staff', asStaff(callers.editor.cookie!, { body: { email: 'not-an-email' } })));
    expect(res.status).toBe(403);
  });

  it('shows each role only its part of the dashboard', async () => {
    const read = async (caller: Caller) =>
      (await (await dashboard(request('/api/admin/dashboard', asStaff(callers[caller].cookie!)))).json()) as Record<string, number | null>;
    const [admin, editor, support] = await Promise.all([read('admin'), read('editor'), read('support')]);
    const { series, translationDebt, ...counts } = admin as unknown as StaffDashboard;
    expect(Object.values(counts).every((v) => typeof v === 'number')).toBe(true);
    expect(series).not.toBeNull();
    expect(translationDebt).not.toBeNull();
    expect(editor).toMatchObject({
      messagesThisWeek: null,
      messagesWaiting: null,
      returnsWaiting: null,
      series: null,
      ordersToShip: null,
      newDealerApplications: null,
      lowStock: expect.any(Number),
      missingTranslations: expect.any(Number),
      outdatedTranslations: expect.any(Number),
      mailsRetrying: null,
      mailsFailed: null,
    });
    expect(support).toMatchObject({
      messagesThisWeek: expect.any(Number),
      messagesWaiting: expect.any(Number),
      returnsWaiting: expect.any(Number),
      translationDebt: null,
      ordersToShip: expect.any(Number),
      newDealerApplications: expect.any(Number),
      lowStock: null,
      missingTranslations: null,
      outdatedTranslations: null,
      mailsRetrying: expect.any(Number),
      mailsFailed: expect.any(Number),
    });
  });
});

describe('the dashboard over time', () => {
  const sessions = new Map<'admin' | 'editor', Promise<{ cookie: string }>>();
  const read = async (query: string, caller: 'admin' | 'editor' = 'admin') => {
    if (!sessions.has(caller)) sessions.set(caller, signedIn(caller));
    const { cookie } = await sessions.get(caller)!;
    return dashboard(request(`/api/admin/dashboard${query}`, asStaff(cookie)));
  };
  const order = async (userId: string, values: { status: 'paid' | 'pending' | 'cancelled' | 'shipped'; market: string; currency: string; total: number }) =>
    db()
      .insert(schema.orders)
      .values({
        userId,
        idempotencyKey: randomUUID(),
        requestHash: 'dashboard-test',
        status: values.status,
        market: values.market,
        currency: values.currency,
        subtotalCents: values.total,
        shippingCents: 0,
        totalCents: values.total,
        address: { recipient: 'Test', line1: '1 Test St', city: 'Seoul', postalCode: '04524', country: 'KR' },
        cardBrand: 'visa',
        cardLast4: '4242',
      });

  it('draws one point per day of the period up to today, and counts a paid order of the market on today with its total', async () => {
    const before = (await (await read('?period=30&market=KR')).json()) as StaffDashboard;
    const days = before.series!.days;
    expect(days).toHaveLength(30);
    expect(before.series).toMatchObject({ period: 30, market: 'KR', currency: 'KRW' });
    expect(days.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
    for (let i = 1; i < days.length; i++) expect(Date.parse(days[i]!.day) - Date.parse(days[i - 1]!.day)).toBe(86_400_000);

    const buyer = await fixtures.user();
    await order(buyer.id, { status: 'paid', market: 'KR', currency: 'KRW', total: 179_000 });
    await order(buyer.id, { status: 'shipped', market: 'KR', currency: 'KRW', total: 21_000 });
    // Never charged, refunded, or another market's: not in Korea's figures.
    await order(buyer.id, { status: 'pending', market: 'KR', currency: 'KRW', total: 5_000 });
    await order(buyer.id, { status: 'cancelled', market: 'KR', currency: 'KRW', total: 7_000 });
    await order(buyer.id, { status: 'paid', market: 'US', currency: 'USD', total: 12_900 });

    const message = await db()
      .insert(schema.messages)
      .values({ name: 'Dana', contact: 'dana@dashboard.example', message: 'Does the C4 fit a cat?', locale: 'en', ipHash: 'test' })
      .returning({ id: schema.messages.id });
    const after = (await (await read('?period=30&market=KR')).json()) as StaffDashboard;
    await db().delete(schema.messages).where(eq(schema.messages.id, message[0]!.id));
    expect(after.messagesWaiting! - before.messagesWaiting!).toBe(1);
    // What the app instances counted today (scripts/lib/request-days.mjs) is today's requests and server errors.
    await db().execute(
      sql`insert into request_days (day, requests, server_errors) values ((now() at time zone 'UTC')::date, 40, 2)
          on conflict (day) do update set requests = request_days.requests + 40, server_errors = request_days.server_errors + 2`,
    );
    const served = (await (await read('?period=30&market=KR')).json()) as StaffDashboard;
    expect(served.series!.days.at(-1)!.requests - after.series!.days.at(-1)!.requests).toBe(40);
    expect(served.series!.days.at(-1)!.serverErrors - after.series!.days.at(-1)!.serverErrors).toBe(2);
    expect(after.series!.days.at(-1)!.messages - before.series!.days.at(-1)!.messages).toBe(1);
    const [was, now] = [before.series!.days.at(-1)!, after.series!.days.at(-1)!];
    expect(now.orders - was.orders).toBe(2);
    expect(now.revenue - was.revenue).toBe(200_000);
  });

  it('covers 90 days on request, refuses other periods and unknown markets, and shows editors the translation debt per language', async () => {
    const ninety = (await (await read('?period=90&market=DE')).json()) as StaffDashboard;
    expect(ninety.series!.days).toHaveLength(90);
    expect(ninety.series!.currency).toBe('EUR');
    expect((await read('?period=7')).status).toBe(422);
    expect((await read('?market=XX')).status).toBe(422);

    const editor = (await (await read('', 'editor')).json()) as StaffDashboard;
    expect(editor.series).toBeNull();
    expect(editor.translationDebt!.map((d) => d.locale)).toEqual([...locales]);
    expect(editor.translationDebt!.reduce((n, d) => n + d.missing, 0)).toBe(editor.missingTranslations);
    expect(editor.translationDebt!.reduce((n, d) => n + d.outdated, 0)).toBe(editor.outdatedTranslations);
  });
});

describe('staff management and the audit log', () => {
  let admin: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    admin = await signedIn('admin');
  });

  const add = (body: Record<string, unknown>, lang = 'en') => addStaff(request('/api/admin/staff', asStaff(admin.cookie, { body, lang })));
  const patch = (id: string, body: Record<string, unknown>) =>
    updateStaff(request(`/api/admin/staff/${id}`, asStaff(admin.cookie, { method: 'PATCH', body })) as NextRequest, params({ id }));

  it('refuses bad input with localized field errors and adds nothing', async () => {
    const email = emailOf('bad');
    const res = await add({ email, name: '', role: 'owner', password: 'short' }, 'de');
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(['name', 'password', 'role']);
    expect(body.error.fields.password).toMatch(/12/);
    const common = await add({ email, name: 'X', role: 'support', password: 'passwordpassword' });
    expect(common.status).toBe(422);
    expect(await db().select().from(schema.staff).where(eq(schema.staff.email, email))).toHaveLength(0);
    const taken = await add({ email: admin.email, name: 'X', role: 'support', password: PASSWORD });
    expect(taken.status).toBe(409);
  });

  it('logs who added whom, who changed what (before and after), and every sign-in', async () => {
    const email = emailOf('logged');
    const created = (await (await add({ email, name: 'Logged Member', role: 'support', password: PASSWORD })).json()) as { id: string; updatedAt: string };
    const changed = await patch(created.id, { role: 'editor', updatedAt: created.updatedAt });
    expect(changed.status).toBe(200);
    const page = (await (await audit(request(`/api/admin/audit?targetType=staff&targetId=${created.id}`, asStaff(admin.cookie)))).json()) as {
      items: { action: string; actor: string; before: unknown; after: unknown; at: string }[];
    };
    expect(page.items.map((i) => i.action)).toEqual(['staff.update', 'staff.create']);
    expect(page.items[0]).toMatchObject({ actor: admin.email, before: { role: 'support', disabled: false }, after: { role: 'editor', disabled: false } });
    expect(page.items[1]).toMatchObject({ actor: admin.email, after: { email, role: 'support' } });
    expect(JSON.stringify(page.items)).not.toContain(PASSWORD);

    const signIns = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'staff.sign_in'), eq(schema.auditLog.staffId, admin.id)));
    expect(signIns).toEqual([expect.objectContaining({ after: { method: 'enrolment' } })]);
  });

  it('answers 409 to a change based on an old version, and changes nothing', async () => {
    const created = (await (await add({ email: emailOf('race'), name: 'Race', role: 'support', password: PASSWORD })).json()) as {
      id: string;
      updatedAt: string;
    };
    const first = await patch(created.id, { role: 'editor', updatedAt: created.updatedAt });
    expect(first.status).toBe(200);
    const second = await patch(created.id, { disabled: true, updatedAt: created.updatedAt });
    expect(second.status).toBe(409);
    const [row] = await db().select().from(schema.staff).where(eq(schema.staff.id, created.id));
    expect(row).toMatchObject({ role: 'editor', disabledAt: null });
  });

  it('ends the sessions of a member whose account is disabled or whose role changes', async () => {
    const [demoted, disabled] = await Promise.all([signedIn('editor'), signedIn('support')]);
    const version = async (id: string) =>
      (await db().select({ at: schema.staff.updatedAt }).from(schema.staff).where(eq(schema.staff.id, id)))[0]!.at.toISOString();
    expect((await patch(demoted.id, { role: 'support', updatedAt: await version(demoted.id) })).status).toBe(200);
    expect((await patch(disabled.id, { disabled: true, updatedAt: await version(disabled.id) })).status).toBe(200);
    for (const member of [demoted, disabled]) expect((await me(request('/api/admin/me', asStaff(member.cookie)))).status).toBe(401);
    const rows = await db()
      .select()
      .from(schema.staffSessions)
      .where(inArray(schema.staffSessions.staffId, [demoted.id, disabled.id]));
    expect(rows).toHaveLength(0);
  });

  it('does not let an admin disable or demote themselves', async () => {
    const [row] = await db().select({ at: schema.staff.updatedAt }).from(schema.staff).where(eq(schema.staff.id, admin.id));
    expect((await patch(admin.id, { disabled: true, updatedAt: row!.at.toISOString() })).status).toBe(403);
  });
});
