import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { closeDb, db } from '@/lib/server/db';
import { handler, json } from '@/lib/server/http/handler';
import { request } from '@/test/http';
import { log, queryName } from './log';

/**
 * Issue 11, item 2: a failed query must not write its parameters (password hashes, payment tokens,
 * names, emails, addresses) to the log. The query fails in PostgreSQL for real (a NUL byte in
 * text, which PostgreSQL refuses), through Drizzle, inside a route handler, as in production.
 */
const secrets = {
  hash: `scrypt$32768$8$1$${randomBytes(16).toString('base64')}$${randomBytes(32).toString('base64')}`,
  token: `tok_sandbox_${randomBytes(12).toString('hex')}`,
  email: `log-secret-${randomBytes(4).toString('hex')}@example.test`,
  name: `Robin Secretname ${randomBytes(3).toString('hex')}`,
};

let captured = '';
beforeEach(() => {
  captured = '';
  for (const stream of [process.stdout, process.stderr]) {
    jest.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      captured += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      return true;
    });
  }
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => closeDb());

const failingInsert = () =>
  db().execute(
    sql`select ${secrets.hash}::text as hash, ${secrets.token}::text as token, ${secrets.email}::text as email, ${`${secrets.name}\u0000`}::text as name`,
  );

function expectNoSecrets() {
  for (const value of Object.values(secrets)) expect(captured).not.toContain(value);
  expect(captured).not.toContain('params');
}

describe('log lines of failed queries', () => {
  it('a route whose query fails logs the SQLSTATE and the statement name, never the parameters', async () => {
    const route = handler({}, async () => {
      await failingInsert();
      return json({});
    });
    const res = await route(request('/api/x'));
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain(secrets.email);
    const line = JSON.parse(captured.trim().split('\n').at(-1)!);
    expect(line).toMatchObject({ level: 'error', msg: 'unhandled error in route handler', error: { code: '22021', query: 'select' } });
    expect(line.error.stack).toMatch(/^ {4}at /);
    expectNoSecrets();
  });

  it('any log call with such an error, or with an email in a message, stays clean', async () => {
    const error = await failingInsert().catch((e: unknown) => e);
    log.error('background job failed', { error, wrapped: new Error('wrapper', { cause: error }) });
    log.warn('delivery failed', { error: new Error(`550 mailbox ${secrets.email} unavailable`) });
    log.info('mail kept in outbox', { to: secrets.email });
    expectNoSecrets();
    expect(captured).toContain('[email]');
  });

  it('names statements without their values', () => {
    expect(queryName('insert into "users" ("email", "password_hash") values ($1, $2)')).toBe('insert into users');
    expect(queryName('select "id" from "cards" where "user_id" = $1')).toBe('select cards');
    expect(queryName('update "addresses" set "line1" = $1')).toBe('update addresses');
    expect(queryName('vacuum')).toBe('query');
  });
});
