import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { PATCH as update } from '@/app/api/admin/products/[id]/route';
import { POST as confirmRoute } from '@/app/api/notify/confirm/route';
import { POST as unsubscribe } from '@/app/api/notify/unsubscribe/route';
import { locales, type Locale } from '@/i18n/routing';
import { sentForm } from '@/test/outbox';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { until } from '@/test/until';
import { hashToken } from '../auth/tokens';
import { addNotification } from '../catalogue';
import { closeDb, db, schema } from '../db';
import { translator } from '../i18n';
import { escapeHtml } from '../mail-html';
import { siteBase, siteLink } from '../site-link';
import { availableMail } from './availability-notices';
import { NOTICE_CONFIRM_HOURS } from '@/lib/validations/notify';
import { noticeConfirmMail } from './notice-requests';

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

const current = async (id: string) => (await db().select().from(schema.products).where(eq(schema.products.id, id)))[0]!;
async function patch(change: Partial<{ comingSoon: boolean; stock: number }>, id = ID) {
  const p = await current(id);
  const body = { priceCents: p.priceCents, stock: p.stock, comingSoon: p.comingSoon, featured: false, updatedAt: p.updatedAt.toISOString(), ...change };
  const res = await update(request(`/api/admin/products/${id}`, staff.asStaff(editor.cookie, { method: 'PATCH', body })), params({ id }));
  expect(res.status).toBe(200);
}
/** This run's mails as they are sent (the stored rows hold placeholders where the tokens are). */
const stored = () =>
  db()
    .select()
    .from(schema.outbox)
    .where(like(schema.outbox.to, `notify-${run}-%`));
/** The "available now" mails of this run, as sent. */
const mails = async () => (await stored()).filter((m) => m.kind === 'product-available').map(sentForm);
/** The confirmation mails `email` was sent, as sent, oldest first. */
const confirmMails = async (email: string) =>
  (await stored())
    .filter((m) => m.to === email && m.kind === 'product-notify-confirm')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map(sentForm);
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
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };
const confirmLink = (token: string, lang = 'en') =>
  confirmRoute(request('/api/notify/confirm', { body: { token }, lang, ip: `203.0.113.${(serial++ * 7) % 250}` }));
/** The token of the last confirmation mail sent to `email`. */
const confirmToken = async (email: string) => tokenOf((await confirmMails(email)).at(-1)!.text, '/notify/confirm')!;
/** Asks for `id` as `email` and opens the mailed link: an active request. */
async function confirmedRequest(id: string, email: string, locale: Locale = 'en') {
  expect(await addNotification(id, email, locale)).toBe('ok');
  expect((await confirmLink(await confirmToken(email), locale)).status).toBe(200);
}

beforeAll(async () => {
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
  await closeDb();
});

describe('“notify me when available”', () => {
  it('mails each requester once, in the language asked in, in the commit that makes the product orderable', async () => {
    await confirmedRequest(ID, address('ja'), 'ja');
    await confirmedRequest(ID, address('de'), 'de');
    // Asking again once confirmed: the same answer, no second row and no second mail.
    expect(await addNotification(ID, address('ja'), 'ja')).toBe('ok');
    expect(await pending()).toHaveLength(2);
    expect(await confirmMails(address('ja'))).toHaveLength(1);

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
    await confirmedRequest(ID, address('sold-out'));
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
    for (const id of PRODUCTS.slice(1)) await confirmedRequest(id, reader);
    await confirmedRequest(LEASH, other);
    // The reader waits for one more product; it arrives, and its mail carries the unsubscribe link.
    await patch({ stock: 0 });
    await confirmedRequest(ID, reader);
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

describe('“notify me”: double opt-in', () => {
  it('stores nothing active and mails nothing but the localized confirmation until its link is opened, once', async () => {
    const email = address('opt-in');
    await patch({ stock: 0, comingSoon: true });
    expect(await addNotification(ID, email, 'ja')).toBe('ok');
    const [confirm] = await confirmMails(email);
    const t = translator('ja', 'Products');
    expect(confirm).toMatchObject({ subject: t('notifyConfirmMail.subject', { name: JA }) });
    expect(confirm!.text).toContain(t('notifyConfirmMail.expiry', { hours: NOTICE_CONFIRM_HOURS }));
    expect(confirm!.html).toContain('lang="ja"');
    const token = tokenOf(confirm!.text, siteLink('ja', '/notify/confirm'))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored, and the outbox row keeps no usable link.
    const [request] = (await pending()).filter((r) => r.email === email);
    expect(request).toMatchObject({ confirmedAt: null, confirmTokenHash: hashToken(token) });
    expect(request!.confirmExpiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(NOTICE_CONFIRM_HOURS * 3_600_000);
    expect(JSON.stringify(await stored())).not.toContain(token);

    // Unconfirmed, the product's arrival mails it nothing.
    await patch({ stock: 4, comingSoon: false });
    expect((await mails()).filter((m) => m.to === email)).toEqual([]);
    expect((await pending()).filter((r) => r.email === email)).toHaveLength(1);

    // Confirmed after the product arrived: the "available now" mail goes at once, and the request ends.
    const opened = await confirmLink(token, 'ja');
    expect(opened.status).toBe(200);
    await until(async () => (await mails()).some((m) => m.to === email), 5_000, 'available mail after the late confirmation');
    expect((await mails()).filter((m) => m.to === email).map((m) => m.subject)).toEqual([t('availableMail.subject', { name: JA })]);
    expect((await pending()).filter((r) => r.email === email)).toEqual([]);

    // The link works once.
    const again = await confirmLink(token, 'ja');
    expect(again.status).toBe(422);
    expect(((await again.json()) as ErrorBody).error).toMatchObject({ code: 'invalid_token', fields: { token: t('notifyConfirm.invalid') } });
    await patch({ stock: 0, comingSoon: true });
  });

  it('lets an unconfirmed request lapse: its link stops working and asking again mails a new one', async () => {
    const email = address('lapsed');
    expect(await addNotification(LAMP, email, 'de')).toBe('ok');
    const first = await confirmToken(email);
    await db()
      .update(schema.productNotifications)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.productNotifications.email, email));
    const late = await confirmLink(first, 'de');
    expect(late.status).toBe(422);
    expect(((await late.json()) as ErrorBody).error.fields).toEqual({ token: translator('de', 'Products')('notifyConfirm.invalid') });

    expect(await addNotification(LAMP, email, 'de')).toBe('ok');
    const second = await confirmToken(email);
    expect(second).not.toBe(first);
    expect((await confirmLink(first, 'de')).status).toBe(422);
    expect((await confirmLink(second, 'de')).status).toBe(200);
    const [active] = await db().select().from(schema.productNotifications).where(eq(schema.productNotifications.email, email));
    expect(active).toMatchObject({ productId: LAMP, confirmTokenHash: null, confirmExpiresAt: null });
    expect(active!.confirmedAt).toBeInstanceOf(Date);
  });

  it('mails one address at most three confirmations an hour, with the same answer after', async () => {
    const email = address('flood');
    for (let i = 0; i < 5; i++) expect(await addNotification(LAMP, email, 'en')).toBe('ok');
    expect(await confirmMails(email)).toHaveLength(3);
  });

  it('refuses a link that is not a token with a field error', async () => {
    const res = await confirmLink('short', 'fr');
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty('token');
  });

  it.each(locales)('writes the %s confirmation mail in that language, with its link', (locale) => {
    const token = 'B'.repeat(43);
    const mail = noticeConfirmMail('someone@example.test', locale, EN, token);
    const t = translator(locale, 'Products');
    expect(mail.subject).toBe(t('notifyConfirmMail.subject', { name: EN }));
    expect(mail.text).toContain(`${t('notifyConfirmMail.action')}\n${siteLink(locale, `/notify/confirm?token=${token}`)}\n`);
    expect(mail.secrets).toEqual([token]);
    if (locale !== 'en') expect(mail.text).not.toContain(translator('en', 'Products')('notifyConfirmMail.action'));
  });
});
