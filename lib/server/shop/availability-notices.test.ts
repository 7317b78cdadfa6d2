import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { PATCH as update } from '@/app/api/admin/products/[id]/route';
import { POST as unsubscribe } from '@/app/api/notify/unsubscribe/route';
import { locales } from '@/i18n/routing';
import { holdContentLock } from '@/test/content-lock';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { hashToken } from '../auth/tokens';
import { addNotification } from '../catalogue';
import { closeDb, db, schema } from '../db';
import { translator } from '../i18n';
import { escapeHtml } from '../mail-html';
import { siteBase, siteLink } from '../site-link';
import { availableMail } from './availability-notices';

const run = randomUUID().slice(0, 8);
const ID = `bowl-${run}`;
const EN = `Trail Bowl ${run}`;
/** Two more coming-soon products, for a visitor who waits for several at once. */
const LAMP = `lamp-${run}`;
const LEASH = `leash-${run}`;
const PRODUCTS = [ID, LAMP, LEASH];
const JA = `トレイルボウル${run}`;
const address = (tag: string) => `notify-${run}-${tag}@example.test`;
const staff = staffFixtures();
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let releaseContent: () => Promise<void>;

const current = async (id: string) => (await db().select().from(schema.products).where(eq(schema.products.id, id)))[0]!;
async function patch(change: Partial<{ comingSoon: boolean; stock: number }>, id = ID) {
  const p = await current(id);
  const body = { priceCents: p.priceCents, stock: p.stock, comingSoon: p.comingSoon, featured: false, updatedAt: p.updatedAt.toISOString(), ...change };
  const res = await update(request(`/api/admin/products/${id}`, staff.asStaff(editor.cookie, { method: 'PATCH', body })), params({ id }));
  expect(res.status).toBe(200);
}
const mails = () =>
  db()
    .select()
    .from(schema.outbox)
    .where(like(schema.outbox.to, `notify-${run}-%`));
const pending = () => db().select().from(schema.productNotifications).where(eq(schema.productNotifications.productId, ID));
/** Every pending request of this run, as `email product` pairs. */
const allPending = async () =>
  (
    await db()
      .select()
      .from(schema.productNotifications)
      .where(like(schema.productNotifications.email, `notify-${run}-%`))
  )
    .map((r) => `${r.email} ${r.productId}`)
    .sort();
let serial = 0;
/** What a mail client sends for RFC 8058 one-click unsubscribe: a form body, no cookies, no anti-forgery header; a fresh client address each time. */
const oneClick = (url: string) =>
  unsubscribe(
    request(url, {
      method: 'POST',
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      xsrf: false,
      ip: `198.51.100.${(serial++ * 17) % 250}`,
    }),
  );
const tokenOf = (text: string, page: string) => new RegExp(`${page.replace(/[/?.]/g, '\\$&')}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];

beforeAll(async () => {
  releaseContent = await holdContentLock('shared');
  editor = await staff.signedIn('editor');
  await db()
    .insert(schema.products)
    .values(PRODUCTS.map((id) => ({ id, categoryId: 'catalogue', priceCents: 1_900, stock: 0, comingSoon: true, releasedAt: '2026-12-01' })));
  await db()
    .insert(schema.productTexts)
    .values([
      { productId: ID, locale: 'en', name: EN },
      { productId: ID, locale: 'ja', name: JA },
      { productId: LAMP, locale: 'en', name: `Trail Lamp ${run}` },
      { productId: LEASH, locale: 'en', name: `Trail Leash ${run}` },
    ]);
});

afterAll(async () => {
  await db()
    .delete(schema.outbox)
    .where(like(schema.outbox.to, `notify-${run}-%`));
  await db()
    .delete(schema.noticeUnsubscribes)
    .where(like(schema.noticeUnsubscribes.email, `notify-${run}-%`));
  await db().delete(schema.products).where(inArray(schema.products.id, PRODUCTS));
  await db()
    .delete(schema.backOfficeEdits)
    .where(and(eq(schema.backOfficeEdits.kind, 'product'), inArray(schema.backOfficeEdits.itemId, PRODUCTS)));
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

  it('lets the reader stop every pending request of their address with one click, and changes nothing for anybody else', async () => {
    const reader = address('reader');
    const other = address('other');
    for (const id of PRODUCTS.slice(1)) expect(await addNotification(id, reader, 'en')).toBe('ok');
    expect(await addNotification(LEASH, other, 'en')).toBe('ok');
    // The reader waits for one more product; it arrives, and its mail carries the unsubscribe link.
    await patch({ stock: 0 });
    expect(await addNotification(ID, reader, 'en')).toBe('ok');
    await patch({ stock: 3 });
    const [mail] = (await mails()).filter((m) => m.to === reader);
    const token = tokenOf(mail!.text, `${siteBase()}/notify/unsubscribe`)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const page = siteLink('en', `/notify/unsubscribe?token=${token}`);
    expect(mail!.text).toContain(`${translator('en', 'Products')('availableMail.unsubscribe')}\n${page}\n`);
    expect(mail!.html).toContain(escapeHtml(page));
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${siteBase()}/api/notify/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Only the token's hash is kept, with the address it was mailed to.
    const stored = await db().select().from(schema.noticeUnsubscribes).where(eq(schema.noticeUnsubscribes.email, reader));
    expect(stored.map((r) => r.tokenHash)).toEqual([hashToken(token)]);

    const before = [`${other} ${LEASH}`, `${reader} ${LAMP}`, `${reader} ${LEASH}`].sort();
    expect(await allPending()).toEqual(before);
    // A token nobody was mailed: the same answer, and nothing changes.
    const unknown = await oneClick(`/api/notify/unsubscribe?token=${'x'.repeat(43)}`);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ ok: true });
    expect(await allPending()).toEqual(before);

    const res = await oneClick(`/api/notify/unsubscribe?token=${token}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await allPending()).toEqual([`${other} ${LEASH}`]);
    // Again (a second click, a mail client retrying): still fine.
    expect((await oneClick(`/api/notify/unsubscribe?token=${token}`)).status).toBe(200);
    expect(await allPending()).toEqual([`${other} ${LEASH}`]);
    // Not a token at all: refused before anything is looked up.
    expect((await oneClick('/api/notify/unsubscribe?token=short')).status).toBe(422);

    // The leash arrives: only the other visitor hears of it.
    await patch({ comingSoon: false, stock: 10 }, LEASH);
    expect((await mails()).filter((m) => m.subject === `Trail Leash ${run} is available now`).map((m) => m.to)).toEqual([other]);
  });

  it.each(locales)('puts the unsubscribe sentence and link in the %s mail', (locale) => {
    const token = 'A'.repeat(43);
    const mail = availableMail('someone@example.test', locale, { id: ID, name: EN }, token);
    const sentence = translator(locale, 'Products')('availableMail.unsubscribe');
    const page = siteLink(locale, `/notify/unsubscribe?token=${token}`);
    expect(mail.text).toContain(`${sentence}\n${page}\n`);
    // A real link in the HTML part.
    expect(mail.html).toContain(`${escapeHtml(sentence)}<br><a href="${escapeHtml(page)}"`);
    // The English sentence appears only in the English mail.
    if (locale !== 'en') expect(mail.text).not.toContain(translator('en', 'Products')('availableMail.unsubscribe'));
  });
});
