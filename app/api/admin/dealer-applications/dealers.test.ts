import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { closeDb, db, schema } from '@/lib/server/db';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { dealerReference } from '@/lib/dealer-reference';
import { PATCH as update } from './[id]/route';
import { GET as list } from './route';

const staff = staffFixtures();
const { asStaff } = staff;
const made: string[] = [];
// A country no other suite's applications use, so the country filter sees only this suite's rows.
const COUNTRY = 'IS';

afterAll(async () => {
  if (made.length) await db().delete(schema.dealerApplications).where(inArray(schema.dealerApplications.id, made));
  await staff.cleanup();
  await closeDb();
});

async function application(values: { country?: string; status?: 'new' | 'contacted' | 'accepted' | 'declined'; createdAt?: Date } = {}) {
  const [row] = await db()
    .insert(schema.dealerApplications)
    .values({
      company: `Reykjavík Pets ${randomUUID().slice(0, 8)}`,
      country: values.country ?? COUNTRY,
      contactName: 'Sigrún',
      email: 'sigrun@pets.example',
      channels: ['pet_store', 'vet_clinic'],
      volume: '100_499',
      message: 'Three stores.',
      locale: 'en',
      ipHash: 'test',
      requestHash: 'test',
      ...(values.status ? { status: values.status } : {}),
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  made.push(row!.id);
  return { ...row!, updatedAt: row!.updatedAt.toISOString() };
}

type Page = { items: { id: string; company: string; status: string; note: string; updatedAt: string }[]; counts: Record<string, number>; next: string | null };
const get = async (cookie: string, query: string) => {
  const res = await list(request(`/api/admin/dealer-applications?${query}`, asStaff(cookie)));
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};
const patch = (cookie: string, id: string, body: unknown) =>
  update(request(`/api/admin/dealer-applications/${id}`, asStaff(cookie, { method: 'PATCH', body })) as NextRequest, params({ id }));

describe('dealer applications in the back office', () => {
  it('lists by status and country, newest first, a page at a time, each application once', async () => {
    const support = await staff.signedIn('support');
    const base = Date.now() - 60_000;
    const rows: { id: string }[] = [];
    for (let i = 0; i < 5; i++) rows.push(await application({ createdAt: new Date(base + i * 1000) }));
    const other = await application({ createdAt: new Date(base + 10_000), status: 'accepted' });
    const elsewhere = await application({ country: 'LI', createdAt: new Date(base + 11_000) });

    const first = await get(support.cookie, `country=${COUNTRY}&status=new&limit=2`);
    const second = await get(support.cookie, `country=${COUNTRY}&status=new&limit=2&before=${encodeURIComponent(first.next!)}`);
    const third = await get(support.cookie, `country=${COUNTRY}&status=new&limit=2&before=${encodeURIComponent(second.next!)}`);
    const ids = [...first.items, ...second.items, ...third.items].map((i) => i.id);
    expect(ids).toEqual(rows.map((r) => r.id).reverse());
    expect(third.next).toBeNull();
    expect(first.counts.new).toBeGreaterThanOrEqual(5);

    const accepted = await get(support.cookie, `country=${COUNTRY}&status=accepted`);
    expect(accepted.items.map((i) => i.id)).toEqual([other.id]);
    const all = await get(support.cookie, 'country=LI');
    expect(all.items.map((i) => i.id)).toContain(elsewhere.id);
    expect(all.items.every((i) => !rows.some((r) => r.id === i.id))).toBe(true);
  });

  it('finds an application by the reference mailed to the applicant, typed in any case (issue 32)', async () => {
    const support = await staff.signedIn('support');
    const row = await application();
    const reference = dealerReference(row.id);
    for (const typed of [reference, reference.toLowerCase(), `#${reference.slice(0, 4)} ${reference.slice(4)}`]) {
      const found = await get(support.cookie, `reference=${encodeURIComponent(typed)}`);
      expect(found.items.map((i) => i.id)).toEqual([row.id]);
    }
  });

  it('refuses an unknown status, country or reference filter with 422', async () => {
    const admin = await staff.signedIn('admin');
    for (const query of ['status=spam', 'country=XX', 'limit=0', 'reference=3F2A9C1', 'reference=nothex00']) {
      const res = await list(request(`/api/admin/dealer-applications?${query}`, asStaff(admin.cookie)));
      expect(res.status).toBe(422);
    }
  });

  it('moves an application and keeps a note over the version staff saw, audited; an old version gets 409', async () => {
    const support = await staff.signedIn('support');
    const row = await application();
    const res = await patch(support.cookie, row.id, { status: 'contacted', note: '  Called on Monday  ', updatedAt: row.updatedAt });
    expect(res.status).toBe(200);
    const changed = (await res.json()) as { status: string; note: string; updatedAt: string };
    expect(changed).toMatchObject({ status: 'contacted', note: 'Called on Monday' });
    expect(changed.updatedAt).not.toBe(row.updatedAt);

    const stale = await patch(support.cookie, row.id, { status: 'declined', updatedAt: row.updatedAt });
    expect(stale.status).toBe(409);
    const [stored] = await db().select().from(schema.dealerApplications).where(eq(schema.dealerApplications.id, row.id));
    expect(stored).toMatchObject({ status: 'contacted', note: 'Called on Monday' });

    const audit = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetType, 'dealer_application'), eq(schema.auditLog.targetId, row.id)));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'dealer.update',
        actor: support.email,
        before: { status: 'new', note: '' },
        after: { status: 'contacted', note: 'Called on Monday' },
      }),
    ]);
  });

  it('answers 422 for an unknown status or an empty change, 404 for an unknown id, and changes nothing', async () => {
    const admin = await staff.signedIn('admin');
    const row = await application();
    expect((await patch(admin.cookie, row.id, { status: 'archived', updatedAt: row.updatedAt })).status).toBe(422);
    expect((await patch(admin.cookie, row.id, { updatedAt: row.updatedAt })).status).toBe(422);
    expect((await patch(admin.cookie, row.id, { note: 'n'.repeat(5001), updatedAt: row.updatedAt })).status).toBe(422);
    expect((await patch(admin.cookie, randomUUID(), { status: 'accepted', updatedAt: row.updatedAt })).status).toBe(404);
    const [stored] = await db().select().from(schema.dealerApplications).where(eq(schema.dealerApplications.id, row.id));
    expect(stored).toMatchObject({ status: 'new', note: '' });
  });

  it('is for support and admins: an editor gets 403 and changes nothing, the signed-out 401', async () => {
    const editor = await staff.signedIn('editor');
    const row = await application();
    expect((await list(request('/api/admin/dealer-applications', asStaff(editor.cookie)))).status).toBe(403);
    expect((await patch(editor.cookie, row.id, { status: 'accepted', updatedAt: row.updatedAt })).status).toBe(403);
    expect((await list(request('/api/admin/dealer-applications', asStaff(null)))).status).toBe(401);
    const [stored] = await db().select().from(schema.dealerApplications).where(eq(schema.dealerApplications.id, row.id));
    expect(stored!.status).toBe('new');
  });
});
