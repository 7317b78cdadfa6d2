import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';

const email = `cli-${randomUUID().slice(0, 8)}@staff.example`;

afterAll(async () => {
  await db().delete(schema.staff).where(eq(schema.staff.email, email));
  await closeDb();
});

describe('npm run staff:add', () => {
  it('adds the member and audits it: the command line as actor, the member and role added', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/staff.mjs', '--email', email, '--role', 'editor', '--name', 'Cli Editor'], {
      env: { ...process.env, STAFF_PASSWORD: 'harbour lantern quietly 42', SUDO_USER: 'deploy-operator' },
    });
    expect(stdout).toContain(`staff:add: ${email} (editor) added as`);
    const [member] = await db().select({ id: schema.staff.id, role: schema.staff.role }).from(schema.staff).where(eq(schema.staff.email, email));
    expect(member).toEqual({ id: expect.any(String), role: 'editor' });
    const entries = await db()
      .select()
      .from(schema.auditLog)
      .where(sql`${schema.auditLog.targetId} = ${member!.id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staffId: null,
      actor: 'cli:staff:add',
      action: 'staff.create',
      targetType: 'staff',
      after: { email, name: 'Cli Editor', role: 'editor', osUser: 'deploy-operator' },
    });
  }, 60_000);
});
