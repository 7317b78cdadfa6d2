import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import { POST as signIn } from '@/app/api/admin/session/route';
import { GET as enrol, POST as secondFactor } from '@/app/api/admin/session/second-factor/route';
import { db, schema } from '@/lib/server/db';
import { createStaff, type StaffRole } from '@/lib/server/staff/auth';
import { STAFF_COOKIE } from '@/lib/server/staff/route';
import { totpCode } from '@/lib/server/staff/totp';
import { request } from './http';

type Init = Parameters<typeof request>[1];

/** Staff accounts made by one spec file (emails carry its tag), signed in through the API as the browser does. */
export function staffFixtures() {
  const tag = randomBytes(4).toString('hex');
  const password = `staff pass ${tag} long enough`;
  let serial = 0;
  const emailOf = (label: string) => `${label}-${tag}-${serial++}@staff.example`;
  /** A distinct address per sign-in, so the per-address limits of one test do not touch another's. */
  const ip = () => `198.51.100.${(serial * 7) % 250}`;

  const cookieOf = (res: Response) => /pt_staff=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? null;
  const asStaff = (cookie: string | null | undefined, init: Init = {}): Init => ({
    ...init,
    headers: { ...init?.headers, ...(cookie ? { cookie: `${STAFF_COOKIE}=${cookie}` } : {}) },
  });

  async function passwordStep(email: string, pass = password) {
    const res = await signIn(request('/api/admin/session', { body: { email, password: pass }, ip: ip() }));
    return { res, body: (await res.json()) as { next?: string }, cookie: cookieOf(res) };
  }

  async function code(pending: string, body: Record<string, string>) {
    const res = await secondFactor(request('/api/admin/session/second-factor', asStaff(pending, { body, ip: ip() })));
    return {
      res,
      body: (await res.json()) as { recoveryCodes?: string[] | null; error?: { code: string; fields?: Record<string, string> } },
      cookie: cookieOf(res),
    };
  }

  /** A staff member who has enrolled and signed in. */
  async function signedIn(role: StaffRole) {
    const email = emailOf(role);
    const name = `${role} ${tag}`;
    const id = await createStaff({ email, name, role, password });
    const pending = (await passwordStep(email)).cookie!;
    const { secret } = (await (await enrol(request('/api/admin/session/second-factor', asStaff(pending)))).json()) as { secret: string };
    const enrolCode = totpCode(secret);
    const done = await code(pending, { code: enrolCode });
    if (done.res.status !== 200) throw new Error(`staff sign-in failed: ${done.res.status}`);
    return { id, email, name, secret, enrolCode, cookie: done.cookie!, recoveryCodes: done.body.recoveryCodes! };
  }

  /**
   * Removes the spec's accounts. Their audit entries stay: the log is append-only in the database
   * (migration 0026), and the foreign key only unlinks them (`staff_id` → null, `actor` kept).
   */
  async function cleanup() {
    await db()
      .delete(schema.staff)
      .where(like(schema.staff.email, `%-${tag}-%`));
  }

  return { tag, password, emailOf, ip, cookieOf, asStaff, passwordStep, code, signedIn, cleanup };
}
