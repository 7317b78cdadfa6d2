import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { PATCH as update } from '@/app/api/admin/products/[id]/route';
import { holdContentLock } from '@/test/content-lock';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { addNotification } from '../catalogue';
import { closeDb, db, schema } from '../db';

const run = randomUUID().slice(0, 8);
const ID = `bowl-${run}`;
const EN = `Trail Bowl ${run}`;
const JA = `トレイルボウル${run}`;
const address = (tag: string) => `notify-${run}-${tag}@example.test`;
const staff = staffFixtures();
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let releaseContent: () => Promise<void>;

const current = async () => (await db().select().from(schema.products).where(eq(schema.products.id, ID)))[0]!;
async function patch(change: Partial<{ comingSoon: boolean; stock: number }>) {
  const p = await current();
  const body = { priceCents: p.priceCents, stock: p.stock, comingSoon: p.comingSoon, featured: false, updatedAt: p.updatedAt.toISOString(), ...change };
  const res = await update(request(`/api/admin/products/${ID}`, staff.asStaff(editor.cookie, { method: 'PATCH', body })), params({ id: ID }));
  expect(res.status).toBe(200);
}
const mails = () =>
  db()
    .select()
    .from(schema.outbox)
    .where(like(schema.outbox.to, `notify-${run}-%`));
const pending = () => db().select().from(schema.productNotifications).where(eq(schema.productNotifications.productId, ID));

beforeAll(async () => {
  releaseContent = await holdContentLock('shared');
  editor = await staff.signedIn('editor');
  await db().insert(schema.products).values({ id: ID, categoryId: 'catalogue', priceCents: 1_900, stock: 0, comingSoon: true, releasedAt: '2026-12-01' });
  await db()
    .insert(schema.productTexts)
    .values([
      { productId: ID, locale: 'en', name: EN },
      { productId: ID, locale: 'ja', name: JA },
    ]);
});

afterAll(async () => {
  await db()
    .delete(schema.outbox)
    .where(like(schema.outbox.to, `notify-${run}-%`));
  await db().delete(schema.products).where(eq(schema.products.id, ID));
  await db()
    .delete(schema.backOfficeEdits)
    .where(and(eq(schema.backOfficeEdits.kind, 'product'), eq(schema.backOfficeEdits.itemId, ID)));
  await staff.cleanup();
  await releaseContent();
  await closeDb();
});

describe('“notify me when available”', () => {
  it('mails each requester once, in the language asked in, in the commit that makes the product orderable', async () => {
    expect(await addNotification(ID, address('ja'), 'ja')).toBe('ok');
    expect(await addNotification(ID, address('de'), 'de')).toBe('ok');
    expect(await addNotification(ID, address('ja'), 'ja')).toBe('ok');
    expect(await pending()).toHaveLength(2);

    // Stock arrives while it is still coming soon: nothing to order yet, nobody is mailed.
    await patch({ stock: 40 });
    expect(await mails()).toEqual([]);

    await patch({ comingSoon: false });
    const sent = await mails();
    expect(sent).toHaveLength(2);
    const ja = sent.find((m) => m.to === address('ja'))!;
    expect(ja).toMatchObject({ kind: 'product-available', subject: `${JA}をご購入いただけるようになりました` });
    expect(ja.text).toContain(`/ja/productsShow?id=${ID}`);
    expect(ja.html).toContain('lang="ja"');
    // No German name yet: the English one, in a German sentence.
    expect(sent.find((m) => m.to === address('de'))).toMatchObject({ subject: `${EN} ist jetzt erhältlich` });
    expect(await pending()).toEqual([]);

    // Once: a later change mails nobody again.
    await patch({ stock: 41 });
    expect(await mails()).toHaveLength(2);
  });

  it('takes requests for a sold-out product too, and mails them when stock returns', async () => {
    expect(await addNotification(ID, address('in-stock'), 'en')).toBe('available');
    await patch({ stock: 0 });
    expect(await addNotification(ID, address('sold-out'), 'en')).toBe('ok');
    await patch({ stock: 5 });
    const [mail] = (await mails()).filter((m) => m.to === address('sold-out'));
    expect(mail).toMatchObject({ subject: `${EN} is available now` });
    expect(mail!.text).toMatch(/^Good news: .+ is available now\./);
    expect(
      await db()
        .select()
        .from(schema.productNotifications)
        .where(inArray(schema.productNotifications.email, [address('sold-out'), address('in-stock')])),
    ).toEqual([]);
  });
});
