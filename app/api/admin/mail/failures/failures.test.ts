import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import type { MailFailurePage } from '@/lib/types/mail';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { POST as retry } from './[id]/retry/route';
import { GET as list } from './route';

const staff = staffFixtures();
const { asStaff } = staff;
const to = `failed-${randomUUID().slice(0, 8)}@mail.example`;
const ids: string[] = [];

let support: Awaited<ReturnType<typeof staff.signedIn>>;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
beforeAll(async () => {
  [support, editor] = await Promise.all([staff.signedIn('support'), staff.signedIn('editor')]);
});
afterAll(async () => {
  if (ids.length) await db().delete(schema.outbox).where(inArray(schema.outbox.id, ids));
  await staff.cleanup();
  await closeDb();
});

/** A mail the worker gave up on after its attempts, as mail.ts leaves it. */
async function givenUp(subject: string) {
  const [row] = await db()
    .insert(schema.outbox)
    .values({
      to,
      kind: 'order-confirmation',
      subject,
      text: 'Hello\n',
      attempts: 10,
      lastError: '550 5.1.1 mailbox unavailable',
      deadAt: new Date(),
      nextAttemptAt: new Date(),
    })
    .returning({ id: schema.outbox.id });
  ids.push(row!.id);
  return row!.id;
}

const failures = async (cookie: string) => (await (await list(request('/api/admin/mail/failures', asStaff(cookie)))).json()) as MailFailurePage;
const retryOf = (id: string, cookie: string | null) =>
  retry(request(`/api/admin/mail/failures/${id}/retry`, asStaff(cookie, { method: 'POST' })), params({ id }));

describe('mails given up, for staff', () => {
  it('support sees a failed mail with its last error, retries it once (audited), and it is due again', async () => {
    const id = await givenUp('Your order #1001');
    const before = await failures(support.cookie);
    const listed = before.items.find((m) => m.id === id);
    expect(listed).toMatchObject({ to, kind: 'order-confirmation', subject: 'Your order #1001', attempts: 10, lastError: '550 5.1.1 mailbox unavailable' });
    expect(before.total).toBeGreaterThanOrEqual(1);

    const res = await retryOf(id, support.cookie);
    expect(res.status).toBe(200);
    const [row] = await db().select().from(schema.outbox).where(eq(schema.outbox.id, id));
    expect(row).toMatchObject({ deadAt: null, sentAt: null, attempts: 0, lastError: '550 5.1.1 mailbox unavailable' });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await failures(support.cookie)).items.some((m) => m.id === id)).toBe(false);

    const entries = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'mail.retry'), eq(schema.auditLog.targetId, id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: support.email, targetType: 'mail', before: { kind: 'order-confirmation', domain: 'mail.example' } });

    // A second retry of the same mail (a double click, a colleague): 409, nothing changes, no second entry.
    const again = await retryOf(id, support.cookie);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBeTruthy();
    expect(
      await db()
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.action, 'mail.retry'), eq(schema.auditLog.targetId, id))),
    ).toHaveLength(1);
  });

  it('is not for editors nor anyone signed out; an unknown or malformed id is refused', async () => {
    const id = await givenUp('Reset your password');
    expect((await list(request('/api/admin/mail/failures', asStaff(editor.cookie)))).status).toBe(403);
    expect((await retryOf(id, editor.cookie)).status).toBe(403);
    expect((await retryOf(id, null)).status).toBe(401);
    expect((await retryOf(randomUUID(), support.cookie)).status).toBe(404);
    expect((await retryOf('not-a-uuid', support.cookie)).status).toBeGreaterThanOrEqual(400);
    const [row] = await db().select().from(schema.outbox).where(eq(schema.outbox.id, id));
    expect(row!.deadAt).not.toBeNull();
  });
});
