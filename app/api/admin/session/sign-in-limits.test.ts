import { and, eq, like } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { createStaff, ENROLMENT_SECRET_MS, MAX_FAILED_CODES } from '@/lib/server/staff/auth';
import {
  PASSWORD_DELAY_MAX_MS,
  PASSWORD_FREE_ATTEMPTS,
  signInClock,
  TOTP_LOCK_AFTER,
  TOTP_LOCK_MS,
  TOTP_SLOWDOWN_MAX_MS,
} from '@/lib/server/staff/sign-in-limits';
import { totpCode } from '@/lib/server/staff/totp';
import { request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { POST as signIn } from './route';
import { GET as enrol, POST as secondFactor } from './second-factor/route';

/**
 * Per-account limits of the staff sign-in, through the route handlers and the real database: what
 * an attacker who knows a member's password (or is guessing it) from many addresses runs into.
 */
const kit = staffFixtures();
const { password: PASSWORD, asStaff, cookieOf, signedIn } = kit;

// The sign-in's clock, moved by the tests instead of sleeping through slowdowns and locks.
let now = Date.now();
beforeEach(() => {
  now = Date.now();
  jest.spyOn(signInClock, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await db()
    .delete(schema.outbox)
    .where(like(schema.outbox.to, `%-${kit.tag}-%`));
  await db()
    .delete(schema.staffPasswordAttempts)
    .where(like(schema.staffPasswordAttempts.email, `%-${kit.tag}-%`));
  await kit.cleanup();
  await closeDb();
});

interface Answer {
  status: number;
  retryAfter: string | null;
  error?: { code: string; message: string };
  cookie: string | null;
}
async function answer(res: Response): Promise<Answer> {
  const body = (await res.json()) as { error?: { code: string; message: string } };
  return { status: res.status, retryAfter: res.headers.get('retry-after'), error: body.error, cookie: cookieOf(res) };
}
const passwordStep = async (email: string, ip: string, password = PASSWORD, lang = 'en') =>
  answer(await signIn(request('/api/admin/session', { body: { email, password }, ip, lang })));
const codeStep = async (pending: string | null, code: string, ip: string, lang = 'en') =>
  answer(await secondFactor(request('/api/admin/session/second-factor', asStaff(pending, { body: { code }, ip, lang }))));

/** A 6-digit code no window around `at` accepts. */
function wrongCode(secret: string, at: number): string {
  const valid = new Set([-1, 0, 1].map((k) => totpCode(secret, at + k * 30_000)));
  return ['000000', '111111', '222222', '333333'].find((c) => !valid.has(c))!;
}

const failures = (staffId: string) =>
  db()
    .select({ after: schema.auditLog.after, ip: schema.auditLog.ip })
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.targetId, staffId), eq(schema.auditLog.action, 'staff.sign_in_failed')));
const reasonOf = (entry: { after: unknown }) => (entry.after as { reason: string }).reason;

describe('wrong second-factor codes, per staff account', () => {
  it('locks the second factor after the threshold against 200 codes from 20 addresses in concurrent bursts, audits each failure, mails the member, and lets the owner in after the lock', async () => {
    const member = await signedIn('editor');
    // The member works in German: a sign-in in that language makes it theirs, for the mail.
    // Two steps past the code that enrolled (made on the real clock), so no code is refused as used.
    now = Date.now() + 60_000;
    const german = await passwordStep(member.email, '192.0.2.250', PASSWORD, 'de');
    expect((await codeStep(german.cookie, totpCode(member.secret, now), '192.0.2.250', 'de')).status).toBe(200);

    const addresses = Array.from({ length: 20 }, (_, i) => `192.0.2.${i + 10}`);
    const passwordAnswers: Answer[] = [];
    const codeAnswers: Answer[] = [];
    let spare: string | null = null;
    for (const ip of addresses) {
      // Past any slowdown, so that every round has codes checked until the lock.
      now += TOTP_SLOWDOWN_MAX_MS;
      const attack = await passwordStep(member.email, ip);
      passwordAnswers.push(attack);
      const [before] = await db().select({ failures: schema.staff.totpFailures }).from(schema.staff).where(eq(schema.staff.id, member.id));
      if (before!.failures === TOTP_LOCK_AFTER - 1) {
        // A pending sign-in left alone: used below to show that the lock refuses even a correct code.
        const other = await passwordStep(member.email, ip);
        passwordAnswers.push(other);
        spare = other.cookie;
      }
      const burst = await Promise.all(Array.from({ length: 10 }, () => codeStep(attack.cookie, wrongCode(member.secret, now), ip)));
      codeAnswers.push(...burst);
    }
    expect(codeAnswers).toHaveLength(200);

    const [state] = await db().select().from(schema.staff).where(eq(schema.staff.id, member.id));
    expect(state!.totpFailures).toBe(TOTP_LOCK_AFTER);
    expect(state!.totpLockedUntil!.getTime()).toBeGreaterThan(now);
    // Exactly the threshold's worth of codes was checked: the rest were refused without a check.
    const audited = await failures(member.id);
    expect(audited.filter((e) => reasonOf(e) === 'wrong_code')).toHaveLength(TOTP_LOCK_AFTER);

    // While locked: a correct code on a pending sign-in opened before the lock is refused, and so
    // is the correct password (no new pending sign-in), each 429 with Retry-After and the usual body.
    const lockedCode = await codeStep(spare, totpCode(member.secret, now), '192.0.2.99');
    const lockedPassword = await passwordStep(member.email, '192.0.2.99', PASSWORD, 'de');
    for (const refused of [lockedCode, lockedPassword]) {
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(TOTP_LOCK_MS / 1000);
    }
    const minutes = (refused: Answer) => Math.ceil(Number(refused.retryAfter) / 60);
    expect(lockedCode.error).toEqual({ code: 'rate_limited', message: `Too many attempts. Please try again in ${minutes(lockedCode)} minutes.` });
    expect(lockedPassword.error).toEqual({
      code: 'rate_limited',
      message: `Zu viele Versuche. Bitte versuche es in ${minutes(lockedPassword)} Minuten erneut.`,
    });
    expect(lockedPassword.cookie).toBeNull();

    // Every refused attempt is in the audit log, from each of the 20 addresses: each code answer
    // but those for a sign-in already over (401 unauthorized), and each password step refused.
    const refusedCodes = [...codeAnswers, lockedCode].filter((a) => a.status !== 401 || a.error?.code === 'too_many_codes');
    const refusedPasswords = [...passwordAnswers, lockedPassword].filter((a) => a.status === 429);
    expect(refusedPasswords.length).toBeGreaterThan(0);
    const all = await failures(member.id);
    expect(all).toHaveLength(refusedCodes.length + refusedPasswords.length);
    expect(new Set(all.map((e) => reasonOf(e)))).toEqual(new Set(['wrong_code', 'slowed', 'locked', 'second_factor_locked']));
    expect(new Set(all.map((e) => e.ip)).size).toBe(21);
    expect(spare).not.toBeNull();

    // The member was told once, in their language.
    const mails = await db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.to, member.email), eq(schema.outbox.kind, 'staff-code-alert')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Falsche Anmeldecodes/);
    expect(mails[0]!.text).toContain(`Hallo ${member.name}`);

    // Once the lock has run out, the owner's password and code work again.
    now += TOTP_LOCK_MS;
    const back = await passwordStep(member.email, '192.0.2.99');
    expect(back.status).toBe(200);
    expect((await codeStep(back.cookie, totpCode(member.secret, now), '192.0.2.99')).status).toBe(200);
    const [after] = await db().select().from(schema.staff).where(eq(schema.staff.id, member.id));
    expect(after).toMatchObject({ totpFailures: 0, totpLockedUntil: null });
    // Forty password checks (a slow hash each) on a shared machine.
  }, 120_000);

  it('checks at most the attempt limit of one pending sign-in, however many codes arrive at once', async () => {
    for (let round = 0; round < 3; round++) {
      now = Date.now();
      const member = await signedIn('support');
      // Two steps past the code that enrolled (made on the real clock), so no code is refused as used.
      now = Date.now() + 60_000;
      const pending = await passwordStep(member.email, '198.51.100.200');
      const codes = Array.from({ length: 40 }, () => wrongCode(member.secret, now));
      // The correct code somewhere in the burst (the probe saw it accepted at positions 8 to 40).
      codes[8 + round * 15] = totpCode(member.secret, now);
      const answers = await Promise.all(codes.map((c) => codeStep(pending.cookie, c, '198.51.100.200')));

      const checked = answers.filter((a) => a.status !== 401 || a.error?.code === 'too_many_codes');
      expect(checked.length).toBeLessThanOrEqual(MAX_FAILED_CODES);
      expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
      const audited = await failures(member.id);
      const signedInNow = answers.some((a) => a.status === 200);
      expect(audited).toHaveLength(checked.length - (signedInNow ? 1 : 0));
      if (!signedInNow) expect(audited).toHaveLength(MAX_FAILED_CODES);
    }
  }, 90_000);
});

describe('the enrolment secret', () => {
  it('cannot be confirmed once its time is over', async () => {
    const email = kit.emailOf('late');
    const id = await createStaff({ email, name: 'Late', role: 'support', password: PASSWORD });
    const pending = await passwordStep(email, '198.51.100.201');
    const shown = await enrol(request('/api/admin/session/second-factor', asStaff(pending.cookie)));
    const { secret } = (await shown.json()) as { secret: string };
    now += ENROLMENT_SECRET_MS;
    expect((await codeStep(pending.cookie, totpCode(secret, now), '198.51.100.201')).status).not.toBe(200);
    const [row] = await db().select().from(schema.staff).where(eq(schema.staff.id, id));
    expect(row).toMatchObject({ totpEnrolledAt: null, totpSecret: null });
  });
});

describe('wrong passwords, per typed email across addresses', () => {
  let serial = 0;
  const nextAddress = () => `203.0.113.${serial++ % 250}`;

  it('slows down guessing on one account spread over many addresses (429, Retry-After), refusing even the right password until the wait is over', async () => {
    const member = await signedIn('support');
    for (let i = 0; i <= PASSWORD_FREE_ATTEMPTS; i++) expect((await passwordStep(member.email, nextAddress(), `${PASSWORD} wrong`)).status).toBe(401);
    const early = await passwordStep(member.email, nextAddress());
    expect(early).toMatchObject({ status: 429, retryAfter: '1', cookie: null, error: { code: 'rate_limited' } });
    now += 1000;
    expect((await passwordStep(member.email, nextAddress())).status).toBe(200);

    const reasons = (await failures(member.id)).map(reasonOf);
    expect(reasons.filter((r) => r === 'wrong_password')).toHaveLength(PASSWORD_FREE_ATTEMPTS + 1);
    expect(reasons.filter((r) => r === 'password_slowed')).toHaveLength(1);
  }, 90_000);

  it('never makes anyone wait longer than the bound, and answers an unknown email the same way', async () => {
    const email = kit.emailOf('nobody');
    const waits: number[] = [];
    while (waits.at(-1) !== PASSWORD_DELAY_MAX_MS / 1000) {
      const guess = await passwordStep(email, nextAddress(), `${PASSWORD} wrong`);
      expect(guess.status).toBe(401);
      const next = await passwordStep(email, nextAddress(), `${PASSWORD} wrong`);
      if (waits.length === 0 && next.status === 401) continue;
      expect(next.status).toBe(429);
      waits.push(Number(next.retryAfter));
      expect(waits.length).toBeLessThan(20);
      now += Number(next.retryAfter) * 1000;
    }
    // The first wait comes after the same number of attempts as for an account, then doubles.
    expect(waits[0]).toBe(1);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(Math.max(...waits)).toBe(PASSWORD_DELAY_MAX_MS / 1000);
  }, 90_000);
});
