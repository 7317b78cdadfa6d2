import { and, asc, eq, sql } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { closeDb, db, schema } from '@/lib/server/db';
import { queryProduct } from '@/lib/server/catalogue';
import { BackOfficeEditsError, seed } from '@/scripts/seed';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { GET as one, PATCH as update } from './[id]/route';
import { GET as list } from './route';

// The product this file changes; no other suite reads its price or stock.
const ID = 'harness-comfort';
const staff = staffFixtures();
const { asStaff } = staff;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;
type Settings = {
  priceCents: number;
  prices: Record<string, number>;
  stock: number;
  comingSoon: boolean;
  featured: boolean;
  updatedAt: string;
  lowStock: boolean;
};
let original: Settings;

const read = async () => (await (await one(request(`/api/admin/products/${ID}`, asStaff(editor.cookie)), params({ id: ID }))).json()) as Settings;
const patch = (body: Record<string, unknown>, cookie = editor.cookie) =>
  update(request(`/api/admin/products/${ID}`, asStaff(cookie, { method: 'PATCH', body })), params({ id: ID }));
const values = ({ priceCents, stock, comingSoon, featured }: Settings) => ({ priceCents, stock, comingSoon, featured });

beforeAll(async () => {
  [editor, support] = await Promise.all([staff.signedIn('editor'), staff.signedIn('support')]);
  original = await read();
});

afterAll(async () => {
  await db().update(schema.products).set(values(original)).where(eq(schema.products.id, ID));
  for (const [market, amount] of Object.entries(original.prices)) {
    await db()
      .update(schema.productPrices)
      .set({ amount })
      .where(and(eq(schema.productPrices.productId, ID), eq(schema.productPrices.market, market)));
  }
  await db()
    .delete(schema.backOfficeEdits)
    .where(and(eq(schema.backOfficeEdits.kind, 'product'), eq(schema.backOfficeEdits.itemId, ID)));
  await staff.cleanup();
  await closeDb();
});

describe('price, stock and flags in the back office', () => {
  it('lists every product for editors, none for support', async () => {
    const res = await list(request('/api/admin/products', asStaff(editor.cookie)));
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { id: string; name: string }[] };
    expect(items).toContainEqual(expect.objectContaining({ id: ID, name: 'Comfort Padded Harness' }));
    expect((await list(request('/api/admin/products', asStaff(support.cookie)))).status).toBe(403);
    expect((await patch({ ...values(original), stock: 1, updatedAt: original.updatedAt }, support.cookie)).status).toBe(403);
    expect((await read()).stock).toBe(original.stock);
  });

  it('changes price and stock: the shop sells at the new price, the pages expire, the audit keeps before and after', async () => {
    (revalidateTag as jest.Mock).mockClear();
    const res = await patch({ ...values(original), priceCents: 3450, stock: 3, updatedAt: original.updatedAt });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ priceCents: 3450, stock: 3, lowStock: true });
    expect(await queryProduct('en', ID)).toMatchObject({ priceCents: 3450, currency: 'USD', stock: 3 });
    expect(revalidateTag).toHaveBeenCalledWith('products', { expire: 0 });
    const [entry] = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'product.update'), eq(schema.auditLog.targetId, ID), eq(schema.auditLog.actor, editor.email)));
    expect(entry).toMatchObject({
      before: expect.objectContaining({ priceCents: original.priceCents }),
      after: expect.objectContaining({ priceCents: 3450, stock: 3 }),
    });
  });

  it('keeps content:publish from overwriting the changed price unless forced', async () => {
    const refused = seed(process.env.DATABASE_URL!);
    await expect(refused).rejects.toBeInstanceOf(BackOfficeEditsError);
    await expect(refused).rejects.toThrow(`product:${ID}`);
    expect((await read()).priceCents).toBe(3450);
  });

  it('answers 409 when an order moved the stock after the editor loaded it, and keeps the sale', async () => {
    const seen = await read();
    // A buyer's order reserves one (the same statement the checkout runs).
    await db().execute(sql`update products set stock = stock - 1, updated_at = now() where id = ${ID}`);
    const res = await patch({ ...values(seen), stock: 50, updatedAt: seen.updatedAt });
    expect(res.status).toBe(409);
    expect((await read()).stock).toBe(seen.stock - 1);
  });

  it('sets the price of one market: the German shop sells at it, the others keep theirs, the audit names it', async () => {
    const seen = await read();
    expect(Object.keys(seen.prices).sort()).toEqual(['BR', 'CN', 'DE', 'ES', 'FR', 'IT', 'JP', 'KR', 'RU']);
    const res = await patch({ ...values(seen), prices: { DE: 3999, JP: seen.prices.JP }, updatedAt: seen.updatedAt });
    expect(res.status).toBe(200);
    const now = (await res.json()) as Settings;
    expect(now.prices).toEqual({ ...seen.prices, DE: 3999 });
    expect(await queryProduct('de', ID)).toMatchObject({ priceCents: 3999, currency: 'EUR' });
    expect(await queryProduct('fr', ID)).toMatchObject({ priceCents: seen.prices.FR, currency: 'EUR' });
    expect(await queryProduct('ja', ID)).toMatchObject({ priceCents: seen.prices.JP, currency: 'JPY' });
    const entries = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'product.update'), eq(schema.auditLog.targetId, ID), eq(schema.auditLog.actor, editor.email)))
      // The newest entry is this change's: without an order PostgreSQL may return the rows in any order.
      .orderBy(asc(schema.auditLog.id));
    // Only the price that changed is recorded, with its value before.
    expect(entries.at(-1)).toMatchObject({
      before: expect.objectContaining({ prices: { DE: seen.prices.DE } }),
      after: expect.objectContaining({ prices: { DE: 3999 } }),
    });
  });

  it('refuses bad values with field errors, changing nothing', async () => {
    const seen = await read();
    for (const bad of [
      { stock: -1 },
      { priceCents: 12.5 },
      { comingSoon: 'yes' },
      { stock: 2_000_000 },
      { prices: { DE: -1 } },
      { prices: { XX: 100 } },
      { prices: { US: 100 } },
    ]) {
      const res = await patch({ ...values(seen), ...bad, updatedAt: seen.updatedAt });
      expect(res.status).toBe(422);
      const fields = Object.keys(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields);
      // The field itself, or the market's price within `prices` ("prices.DE").
      expect(fields.some((f) => f === Object.keys(bad)[0] || f.startsWith(`${Object.keys(bad)[0]}.`))).toBe(true);
    }
    expect(await read()).toEqual(seen);
    expect((await one(request('/api/admin/products/nope', asStaff(editor.cookie)), params({ id: 'nope' }))).status).toBe(404);
  });
});
