import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as login } from '@/app/api/auth/login/route';
import { request } from '@/test/http';
import { hashPassword, verifyPassword } from './auth/password';
import { closeDb, db, schema } from './db';

jest.mock('./auth/password', () => {
  const actual = jest.requireActual<typeof import('./auth/password')>('./auth/password');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});
const { verifyPassword: realVerify } = jest.requireActual<typeof import('./auth/password')>('./auth/password');

const PASSWORD = 'violet harbour lantern 42';
const created: string[] = [];

afterAll(async () => {
  for (const id of created) await db().delete(schema.users).where(eq(schema.users.id, id));
  await closeDb();
});

/** An enabled account with PASSWORD, removed after the file. */
async function newAccount() {
  const email = `race-${randomUUID().slice(0, 8)}@example.test`;
  const [user] = await db()
    .insert(schema.users)
    .values({ email, passwordHash: await hashPassword(PASSWORD), name: 'Ada' })
    .returning({ id: schema.users.id });
  created.push(user!.id);
  return { email, id: user!.id };
}

/** What the back office's "Disable account" does (lib/server/staff/customers.ts): row locked, disabled, sessions deleted. */
async function disable(userId: string) {
  await db().transaction(async (tx) => {
    await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, userId)).for('update');
    await tx.update(schema.users).set({ disabledAt: new Date() }).where(eq(schema.users.id, userId));
    await tx.delete(schema.sessions).where(eq(schema.sessions.userId, userId));
  });
}

it('an account disabled while its owner signs in gets no session: the sign-in is refused like a wrong password', async () => {
  const { email, id } = await newAccount();
  // The disable lands between the password check and the new session (the time a slow hash leaves).
  jest.mocked(verifyPassword).mockImplementationOnce(async (password, encoded) => {
    const ok = await realVerify(password, encoded);
    await disable(id);
    return ok;
  });
  const res = await login(request('/api/auth/login', { body: { email, password: PASSWORD }, ip: '198.51.100.77' }));
  expect(res.status).toBe(401);
  expect(await db().select({ id: schema.sessions.id }).from(schema.sessions).where(eq(schema.sessions.userId, id))).toEqual([]);
});

it('an enabled account still signs in and gets its session', async () => {
  const { email, id } = await newAccount();
  const res = await login(request('/api/auth/login', { body: { email, password: PASSWORD }, ip: '198.51.100.78' }));
  expect(res.status).toBe(200);
  expect(await db().select({ id: schema.sessions.id }).from(schema.sessions).where(eq(schema.sessions.userId, id))).toHaveLength(1);
});
