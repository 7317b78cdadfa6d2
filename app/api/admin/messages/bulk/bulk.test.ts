import { and, eq, inArray } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import type { BulkMessagesResult } from '@/lib/types/staff';
import { request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import de from '@/messages/de.json';
import { POST as bulk } from './route';

const staff = staffFixtures();
const { asStaff } = staff;
const made: string[] = [];
let support: Awaited<ReturnType<typeof staff.signedIn>>;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;

beforeAll(async () => {
  [support, editor] = await Promise.all([staff.signedIn('support'), staff.signedIn('editor')]);
});

afterAll(async () => {
  if (made.length) await db().delete(schema.messages).where(inArray(schema.messages.id, made));
  await staff.cleanup();
  await closeDb();
});

/** Messages as the public form stores them. */
async function messages(count: number) {
  const rows = await db()
    .insert(schema.messages)
    .values(Array.from({ length: count }, (_, i) => ({ name: `Bulk ${staff.tag} ${i}`, contact: null, message: `Frage ${i}`, locale: 'de', ipHash: 'test' })))
    .returning();
  made.push(...rows.map((r) => r.id));
  return rows;
}
const post = (body: unknown, cookie = support.cookie, lang = 'en') => bulk(request('/api/admin/messages/bulk', asStaff(cookie, { body, lang })));
const stored = async (ids: string[]) =>
  (await db().select().from(schema.messages).where(inArray(schema.messages.id, ids))).sort((a, b) => a.id.localeCompare(b.id));
const audits = (ids: string[]) =>
  db()
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, 'message.update'), inArray(schema.auditLog.targetId, ids)));
const versions = (rows: { id: string; updatedAt: Date }[]) => rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt.toISOString() }));

describe('bulk actions on the inbox', () => {
  it('assigns and archives many messages in one step, audited per message', async () => {
    const rows = await messages(3);
    const assigned = await post({ items: versions(rows), change: { assignedTo: support.id } });
    expect(assigned.status).toBe(200);
    const result = (await assigned.json()) as BulkMessagesResult;
    expect(result).toEqual({ applied: true, changed: rows.map((r) => r.id).sort(), refused: [] });
    const after = await stored(rows.map((r) => r.id));
    expect(after.map((r) => r.assignedTo)).toEqual([support.id, support.id, support.id]);

    const archived = await post({ items: versions(after), change: { status: 'archived' } });
    expect(((await archived.json()) as BulkMessagesResult).applied).toBe(true);
    expect((await stored(rows.map((r) => r.id))).map((r) => [r.status, r.assignedTo])).toEqual(rows.map(() => ['archived', support.id]));
    const entries = await audits(rows.map((r) => r.id));
    expect(entries).toHaveLength(6);
    expect(entries.every((e) => e.actor === support.email && (e.after as { bulk?: boolean }).bulk === true)).toBe(true);
  });

  it('changes none when one message changed meanwhile or is gone, and names each with its reason', async () => {
    const rows = await messages(3);
    const [first, second, third] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    // Someone else answers the second one after this member loaded the list.
    await db()
      .update(schema.messages)
      .set({ status: 'answered', updatedAt: new Date(Date.now() + 1000) })
      .where(eq(schema.messages.id, second.id));
    await db().delete(schema.messages).where(eq(schema.messages.id, third.id));
    const before = await stored([first.id, second.id]);
    const res = await post({ items: versions(rows), change: { status: 'spam' } });
    expect(res.status).toBe(200);
    const result = (await res.json()) as BulkMessagesResult;
    expect(result.applied).toBe(false);
    expect(result.changed).toEqual([]);
    expect(result.refused).toEqual(
      expect.arrayContaining([
        { id: second.id, reason: 'changed' },
        { id: third.id, reason: 'not_found' },
      ]),
    );
    expect(result.refused).toHaveLength(2);
    expect(await stored([first.id, second.id])).toEqual(before);
    expect(await audits(rows.map((r) => r.id))).toEqual([]);
  });

  it('refuses an assignee who cannot work the inbox, bad input and other roles, in the member’s language, changing nothing', async () => {
    const rows = await messages(2);
    const before = await stored(rows.map((r) => r.id));
    const editorAsAssignee = await post({ items: versions(rows), change: { assignedTo: editor.id } }, support.cookie, 'de');
    expect(editorAsAssignee.status).toBe(422);
    expect(((await editorAsAssignee.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ assignedTo: de.Errors.fieldInvalid });
    for (const body of [
      { items: [], change: { status: 'spam' } },
      { items: versions(rows), change: { status: 'deleted' } },
      { items: versions(rows), change: { status: 'spam', assignedTo: null } },
      { items: versions(rows), change: {} },
      { items: Array.from({ length: 101 }, () => versions(rows)[0]), change: { status: 'spam' } },
    ])
      expect((await post(body)).status).toBe(422);
    expect((await post({ items: versions(rows), change: { status: 'spam' } }, editor.cookie)).status).toBe(403);
    expect(await stored(rows.map((r) => r.id))).toEqual(before);
  });
});
