import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { closeDb, db, schema } from '../db';
import { recordAudit } from './audit';
import { createStaff } from './auth';

const run = randomUUID().slice(0, 8);
const email = `audit-${run}@staff.example`;
let staffId: string;
let entryId: number;

/** The PostgreSQL error behind drizzle's wrapper (the driver's error is the cause). */
async function refusal(query: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await query;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message: string } }).cause ?? (error as { code?: string; message: string });
    return { code: cause.code, message: cause.message };
  }
  throw new Error('the statement was not refused');
}

const entry = async () => (await db().select().from(schema.auditLog).where(eq(schema.auditLog.id, entryId)))[0];

beforeAll(async () => {
  staffId = await createStaff({ email, name: 'Audit trigger', role: 'support', password: 'audit trigger passphrase' });
  await recordAudit(db(), { actor: { id: staffId, email }, action: 'staff.sign_in', targetType: 'staff', targetId: staffId, after: { method: 'totp' } });
  entryId = (await db().select({ id: schema.auditLog.id }).from(schema.auditLog).where(eq(schema.auditLog.actor, email)))[0]!.id;
});

afterAll(async () => {
  await db().delete(schema.staff).where(eq(schema.staff.email, email));
  await closeDb();
});

describe('the audit log is append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever sends them, and the entry stays as written', async () => {
    const update = await refusal(db().update(schema.auditLog).set({ action: 'staff.nothing' }).where(eq(schema.auditLog.id, entryId)));
    expect(update).toEqual({ code: '42501', message: 'audit_log is append-only: UPDATE refused' });
    // Unlinking an entry from its member by hand is an UPDATE like any other.
    expect((await refusal(db().update(schema.auditLog).set({ staffId: null }).where(eq(schema.auditLog.id, entryId)))).code).toBe('42501');
    const remove = await refusal(db().delete(schema.auditLog).where(eq(schema.auditLog.id, entryId)));
    expect(remove).toEqual({ code: '42501', message: 'audit_log is append-only: DELETE refused' });
    expect((await refusal(db().execute(sql`truncate audit_log`))).message).toBe('audit_log is append-only: TRUNCATE refused');
    expect(await entry()).toMatchObject({ staffId, actor: email, action: 'staff.sign_in', after: { method: 'totp' } });
  });

  it('keeps the entries of a removed account, unlinked by the foreign key, with the actor it had', async () => {
    await db().delete(schema.staff).where(eq(schema.staff.id, staffId));
    expect(await entry()).toMatchObject({ staffId: null, actor: email, action: 'staff.sign_in', targetId: staffId });
  });
});
