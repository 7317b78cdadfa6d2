import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { POST as login } from '@/app/api/auth/login/route';
import { request } from '@/test/http';
import { hashPassword } from './auth/password';
import { LOGIN_SLOWDOWN, loginDelayMs } from './accounts';
import { closeDb, db, schema } from './db';
import { closeLimiterStore, useLimiterStore } from './rate-limit';

const run = randomUUID().slice(0, 8);
let seq = 0;
const email = (tag: string) => `lim-${run}-${tag}-${(seq += 1)}@example.test`;
const ip = () => `192.0.2.${(seq += 1) % 250}`;
const PASSWORD = 'copper kettle morning 17';
const created: string[] = [];
let passwordHash: string;

async function account(): Promise<string> {
  const address = email('owner');
  const [row] = await db().insert(schema.users).values({ email: address, name: 'Ines', passwordHash, locale: 'en' }).returning({ id: schema.users.id });
  created.push(row!.id);
  return address;
}

const signIn = (address: string, password: string, from: string) => login(request('/api/auth/login', { body: { email: address, password }, ip: from }));

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

afterAll(async () => {
  await closeLimiterStore();
  if (created.length) await db().delete(schema.users).where(inArray(schema.users.id, created));
  await closeDb();
});

describe.each([
  ['in memory', undefined],
  ['in Redis', process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'],
])('login limits %s', (_name, redisUrl) => {
  beforeAll(async () => {
    await useLimiterStore({ redisUrl, prefix: `test-${run}-${(seq += 1)}` });
  });

  it('holds against a burst: of 20 concurrent wrong passwords for one account, at least 15 get 429 with Retry-After', async () => {
    const address = await account();
    const from = ip();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(address, `wrong password ${i}`, from)));
    const limited = answers.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(15);
    expect(answers.filter((r) => r.status === 401)).toHaveLength(20 - limited.length);
    for (const r of limited) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);

  it("does not let an attacker's failures from other addresses lock the owner out: the owner passes after a bounded delay", async () => {
    const address = await account();
    const attackers = [ip(), ip()];
    const answers = await Promise.all(attackers.flatMap((from) => [0, 1, 2, 3].map((i) => signIn(address, `guess ${i}`, from))));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(401));

    const started = Date.now();
    const owner = await signIn(address, PASSWORD, ip());
    const elapsed = Date.now() - started;
    expect(owner.status).toBe(200);
    expect(elapsed).toBeGreaterThanOrEqual(loginDelayMs(8) - 50);
    expect(elapsed).toBeLessThan(LOGIN_SLOWDOWN.maxMs + 5_000);
  }, 60_000);

  it('limits one address on one account to 5 attempts, and a success clears that count', async () => {
    const address = await account();
    const from = ip();
    for (let i = 0; i < 4; i += 1) expect((await signIn(address, `wrong-${i}-password`, from)).status).toBe(401);
    expect((await signIn(address, PASSWORD, from)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await signIn(address, `wrong-${i}-password`, from)).status).toBe(401);
    const blocked = await signIn(address, PASSWORD, from);
    expect(blocked.status).toBe(429);
    const body = (await blocked.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('rate_limited');
    // It says how long to wait, in minutes, matching Retry-After.
    const minutes = Math.ceil(Number(blocked.headers.get('retry-after')) / 60);
    expect(body.error.message).toBe(`Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`);
    expect((await signIn(address, PASSWORD, ip())).status).toBe(200);
  }, 60_000);
});

describe('login limits with Redis unreachable', () => {
  beforeAll(async () => {
    // Port 1 is closed: every call falls to the in-memory insurance limiter.
    await useLimiterStore({ redisUrl: 'redis://127.0.0.1:1', prefix: `test-${run}-down` });
  });

  it('still answers 401 and 200 (never 500), and still limits', async () => {
    const address = await account();
    const from = ip();
    expect((await signIn(address, 'not the password', from)).status).toBe(401);
    expect((await signIn(address, PASSWORD, from)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(address, `wrong ${i}`, from)));
    expect(answers.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(5);
    expect(answers.every((r) => r.status === 401 || r.status === 429)).toBe(true);
  }, 60_000);
});

describe('per-account slowdown', () => {
  it('grows with failures and never exceeds the cap', () => {
    expect(loginDelayMs(LOGIN_SLOWDOWN.freeFailures)).toBe(0);
    const delays = Array.from({ length: 200 }, (_, i) => loginDelayMs(i));
    for (let i = 1; i < delays.length; i += 1) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(Math.max(...delays)).toBe(LOGIN_SLOWDOWN.maxMs);
  });
});
