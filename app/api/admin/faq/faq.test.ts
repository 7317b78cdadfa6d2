import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { readFaq } from '@/lib/server/content/faq';
import { closeDb, db, schema } from '@/lib/server/db';
import { BackOfficeEditsError, seed } from '@/scripts/seed';
import { params, request } from '@/test/http';
import { shopFixtures } from '@/test/shop-fixtures';
import { staffFixtures } from '@/test/staff-fixtures';
import { DELETE as remove } from './[id]/route';
import { GET as list, POST as create } from './route';
import { contentRoutesOf } from '@/test/content-kind-routes';

const { publish, save: saveDraft } = contentRoutesOf('faq');

const staff = staffFixtures();
const { asStaff } = staff;
const fixtures = shopFixtures();
const ID = `battery-${randomBytes(3).toString('hex')}`;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;

const add = (body: Record<string, unknown>, cookie = editor.cookie) => create(request('/api/admin/faq', asStaff(cookie, { body })));
const drop = (id: string, cookie = editor.cookie) => remove(request(`/api/admin/faq/${id}`, asStaff(cookie, { method: 'DELETE' })), params({ id }));
const questionsOf = async (locale: 'en' | 'de') => (await readFaq(locale)).flatMap((c) => c.items.map((i) => i.id));

beforeAll(async () => {
  [editor, support] = await Promise.all([staff.signedIn('editor'), staff.signedIn('support')]);
});

afterAll(async () => {
  await db().delete(schema.faqs).where(eq(schema.faqs.id, ID));
  for (const t of [schema.contentVersions, schema.contentDrafts, schema.translationState])
    await db()
      .delete(t)
      .where(and(eq(t.kind, 'faq'), eq(t.itemId, ID)));
  await db()
    .delete(schema.backOfficeEdits)
    .where(and(eq(schema.backOfficeEdits.kind, 'faq'), eq(schema.backOfficeEdits.itemId, ID)));
  await staff.cleanup();
  await fixtures.cleanup();
  await closeDb();
});

describe('FAQ questions added and removed in the back office', () => {
  it('adds a question last in its category; it shows once its English texts are published, and only in English', async () => {
    (revalidateTag as jest.Mock).mockClear();
    const res = await add({ id: ID, categoryId: 'orders' });
    expect(res.status).toBe(201);
    expect(revalidateTag).toHaveBeenCalledWith('faq', { expire: 0 });
    const { items } = (await (await list(request('/api/admin/faq', asStaff(editor.cookie)))).json()) as {
      items: { id: string; categoryId: string; position: number }[];
    };
    const mine = items.find((i) => i.id === ID)!;
    expect(mine.categoryId).toBe('orders');
    expect(mine.position).toBe(Math.max(...items.filter((i) => i.categoryId === 'orders').map((i) => i.position)));
    expect(await questionsOf('en')).not.toContain(ID);

    const saved = await saveDraft(
      request(
        `/api/admin/content/faq/${ID}/en`,
        asStaff(editor.cookie, {
          method: 'PUT',
          body: { fields: { question: 'How long does the battery last?', answer: 'Up to seven days between charges.' }, draftVersion: null },
        }),
      ),
      params({ id: ID, locale: 'en' }),
    );
    const { draft } = (await saved.json()) as { draft: { version: string } };
    expect(
      (
        await publish(
          request(`/api/admin/content/faq/${ID}/en/publish`, asStaff(editor.cookie, { body: { draftVersion: draft.version } })),
          params({ id: ID, locale: 'en' }),
        )
      ).status,
    ).toBe(200);
    expect(await questionsOf('en')).toContain(ID);
    expect(await questionsOf('de')).not.toContain(ID);
    const [doc] = await db()
      .select()
      .from(schema.searchDocuments)
      .where(and(eq(schema.searchDocuments.type, 'faq'), eq(schema.searchDocuments.refId, ID)));
    expect(doc).toBeDefined();
  });

  it('refuses a taken id, an unknown category, bad ids and other roles, changing nothing', async () => {
    const customer = await fixtures.user();
    expect((await add({ id: ID, categoryId: 'orders' })).status).toBe(409);
    const unknown = await add({ id: `${ID}-x`, categoryId: 'no-such-category' });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { error: { fields: Record<string, string> } }).error.fields.categoryId).toBe('Choose one of the categories.');
    // In the member's language, like every field message.
    const german = await create(
      request('/api/admin/faq', { ...asStaff(editor.cookie, { body: { id: `${ID}-x`, categoryId: 'no-such-category' } }), lang: 'de' }),
    );
    expect(((await german.json()) as { error: { fields: Record<string, string> } }).error.fields.categoryId).toBe('Wähle eine der Kategorien.');
    expect((await add({ id: 'Not An Id', categoryId: 'orders' })).status).toBe(422);
    expect((await add({ id: `${ID}-y`, categoryId: 'orders' }, support.cookie)).status).toBe(403);
    expect((await create(request('/api/admin/faq', { body: { id: `${ID}-z`, categoryId: 'orders' }, token: customer.token }))).status).toBe(403);
    expect((await drop(ID, support.cookie)).status).toBe(403);
    const ids = (await db().select({ id: schema.faqs.id }).from(schema.faqs)).map((r) => r.id);
    expect(ids.filter((id) => id.startsWith(ID))).toEqual([ID]);
  });

  it('keeps content:publish from overwriting the FAQ unless forced', async () => {
    const refused = seed(process.env.DATABASE_URL!);
    await expect(refused).rejects.toBeInstanceOf(BackOfficeEditsError);
    await expect(refused).rejects.toThrow(`faq:${ID}`);
  });

  it('removes a question with its texts and search entry, and audits it', async () => {
    expect((await drop(ID)).status).toBe(204);
    expect(await questionsOf('en')).not.toContain(ID);
    expect(await db().select().from(schema.faqTexts).where(eq(schema.faqTexts.faqId, ID))).toEqual([]);
    expect(
      await db()
        .select()
        .from(schema.searchDocuments)
        .where(and(eq(schema.searchDocuments.type, 'faq'), eq(schema.searchDocuments.refId, ID))),
    ).toEqual([]);
    const [entry] = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'faq.delete'), eq(schema.auditLog.targetId, ID), eq(schema.auditLog.actor, editor.email)));
    expect(entry).toMatchObject({ actor: editor.email, before: expect.objectContaining({ texts: { en: 'How long does the battery last?' } }) });
    expect((await drop(ID)).status).toBe(404);
  });
});
