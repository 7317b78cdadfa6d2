import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { POST as confirm } from '@/app/api/alerts/confirm/route';
import { POST as subscribe } from '@/app/api/alerts/route';
import { POST as unsubscribe } from '@/app/api/alerts/unsubscribe/route';
import { params, request } from '@/test/http';
import { smtpInbox } from '@/test/smtp-inbox';
import { staffFixtures } from '@/test/staff-fixtures';
import { until } from '@/test/until';
import { ANNOUNCEMENTS_CATEGORY } from './alerts';
import { closeDb, db, schema } from './db';
import { rebuildSearchIndex } from './search/indexer';
import { translator } from './i18n';
import { contentRoutesOf } from '@/test/content-kind-routes';

const { publish: publishNews, save: saveNews } = contentRoutesOf('news');

/** A real SMTP receiver: mail leaves over SMTP_URL exactly as in production. */
const mailbox = smtpInbox();

const SITE = 'https://shop.pawtrail.example';
const run = randomUUID().slice(0, 8);
const address = (tag: string) => `alerts-${run}-${tag}@example.test`;
let serial = 0;
/** A fresh client address per request group, so the per-address limits of one test do not touch another's. */
const ip = () => `192.0.2.${(serial++ * 13) % 250}`;
const subs = schema.alertSubscriptions;
const staff = staffFixtures();
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let createdCategory = false;
const articles: string[] = [];

/** An alert about an article (not a confirmation mail). */
const isAlert = (m: { kind: string }) => m.kind === 'alert-announcements' || m.kind === 'alert-news';
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

const signUp = (email: string, topics: string[], lang = 'en', from = ip()) => subscribe(request('/api/alerts', { body: { email, topics }, lang, ip: from }));
const confirmLink = (token: string, lang = 'en') => confirm(request('/api/alerts/confirm', { body: { token }, lang, ip: ip() }));
/** What a mail client sends for RFC 8058 one-click unsubscribe: a form body, no cookies, no anti-forgery header. */
const oneClick = (url: string) =>
  unsubscribe(
    request(url, {
      method: 'POST',
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      xsrf: false,
      ip: ip(),
    }),
  );

const mailsTo = (email: string) => db().select().from(schema.outbox).where(eq(schema.outbox.to, email)).orderBy(schema.outbox.createdAt);
const row = async (email: string) => (await db().select().from(subs).where(eq(subs.email, email)))[0];
const tokenOf = (text: string, path: string) => new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];

/** Signs `email` up and opens the emailed link: an active subscription. */
async function subscribed(email: string, topics: string[], lang: string) {
  expect((await signUp(email, topics, lang)).status).toBe(202);
  const [mail] = await mailbox.read(email);
  const token = tokenOf(mail!.text, `${lang === 'en' ? '' : `/${lang}`}/alerts/confirm`)!;
  expect((await confirmLink(token, lang)).status).toBe(200);
}

/** A new article in `category`, its text written and published in `locale` through the back office. */
async function publishArticle(category: string, locale: string, title: string, id = `alerts-${run}-${articles.length}`) {
  if (!articles.includes(id)) {
    // The article as the back office's "new article" makes it: settings, no text in any language yet.
    const [image] = await db().select({ image: schema.news.image }).from(schema.news).limit(1);
    await db()
      .insert(schema.news)
      .values({ id, categoryId: category, publishedAt: new Date('2026-11-20T09:30:00Z'), image: image!.image });
    articles.push(id);
  }
  const path = `/api/admin/content/news/${id}/${locale}`;
  const fields = { title, summary: `${title}: the summary.`, source: 'Pawtrail', body: '<p>Text.</p>' };
  const saved = await saveNews(request(path, staff.asStaff(editor.cookie, { method: 'PUT', body: { fields, draftVersion: null } })), params({ id, locale }));
  expect(saved.status).toBe(200);
  const { draft } = (await saved.json()) as { draft: { version: string } };
  const published = await publishNews(
    request(`${path}/publish`, staff.asStaff(editor.cookie, { body: { draftVersion: draft.version } })),
    params({ id, locale }),
  );
  expect(published.status).toBe(200);
  return id;
}

beforeAll(async () => {
  await mailbox.start();
  process.env.SITE_URL = SITE;
  editor = await staff.signedIn('editor');
  const made = await db()
    .insert(schema.newsCategories)
    .values({ id: ANNOUNCEMENTS_CATEGORY, position: 99 })
    .onConflictDoNothing()
    .returning({ id: schema.newsCategories.id });
  createdCategory = made.length > 0;
});

afterAll(async () => {
  // Mails are delivered after the answer: wait until every one of this run was tried.
  await until(
    async () =>
      (
        await db()
          .select()
          .from(schema.outbox)
          .where(and(like(schema.outbox.to, `alerts-${run}-%`), eq(schema.outbox.attempts, 0)))
      ).length === 0,
    10_000,
    'alert mail delivery',
  );
  if (articles.length) {
    // The articles and what publishing them left: history, translation state (the seed would take
    // them for back-office edits), and their rows in the search index.
    for (const t of [schema.contentVersions, schema.contentDrafts, schema.translationState])
      await db()
        .delete(t)
        .where(and(eq(t.kind, 'news'), inArray(t.itemId, articles)));
    await db().delete(schema.news).where(inArray(schema.news.id, articles));
    await db().transaction((tx) => rebuildSearchIndex(tx));
  }
  if (createdCategory) await db().delete(schema.newsCategories).where(eq(schema.newsCategories.id, ANNOUNCEMENTS_CATEGORY));
  await db()
    .delete(subs)
    .where(like(subs.email, `alerts-${run}-%`));
  await db()
    .delete(schema.outbox)
    .where(like(schema.outbox.to, `alerts-${run}-%`));
  await staff.cleanup();
  await mailbox.stop();
  await closeDb();
});

describe('email alerts: double opt-in', () => {
  it('subscribes nobody until the emailed link is confirmed, in the language of the sign-up', async () => {
    const email = address('opt-in');
    const res = await signUp(email, ['news', 'announcements'], 'ja');
    expect(res.status).toBe(202);
    expect(await row(email)).toMatchObject({ status: 'pending', topics: [], pendingTopics: ['announcements', 'news'], pendingLocale: 'ja' });

    const [mail] = await mailsTo(email);
    const t = translator('ja', 'Alerts');
    expect(mail).toMatchObject({ kind: 'alert-confirm', subject: t('confirmMail.subject', { brand: 'Pawtrail' }) });
    expect(mail!.html).toContain('<html lang="ja">');
    // The mail as delivered carries the link; the link is the credential: only its hash is stored,
    // and the outbox row (queued, then delivered) keeps no trace of it.
    const [sent] = await mailbox.read(email);
    const token = tokenOf(sent!.text, `${SITE}/ja/alerts/confirm`);
    expect(token).toBeDefined();
    expect(JSON.stringify(await row(email))).not.toContain(token);
    await until(async () => (await mailsTo(email))[0]!.sentAt !== null, 5_000, 'outbox row marked sent');
    expect(JSON.stringify(await mailsTo(email))).not.toContain(token);

    const opened = await confirmLink(token!, 'ja');
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({ topics: ['announcements', 'news'], locale: 'ja' });
    expect(await row(email)).toMatchObject({ status: 'active', locale: 'ja', topics: ['announcements', 'news'], pendingTopics: null, confirmTokenHash: null });

    const again = await confirmLink(token!, 'ja');
    expect(again.status).toBe(422);
    expect(((await again.json()) as ErrorBody).error).toMatchObject({ code: 'invalid_token', fields: { token: t('linkInvalid') } });
  });

  it('answers an existing address the same way and changes its subscription only through the new link', async () => {
    const email = address('change');
    await subscribed(email, ['announcements', 'news'], 'ja');
    const res = await signUp(email, ['news'], 'de');
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true });
    // Someone else typing this address changes nothing.
    expect(await row(email)).toMatchObject({ status: 'active', locale: 'ja', topics: ['announcements', 'news'] });
    expect(await mailsTo(email)).toHaveLength(2);
    const mails = await mailbox.read(email, 2);
    const token = tokenOf(mails[1]!.text, `${SITE}/de/alerts/confirm`)!;
    expect((await confirmLink(token, 'de')).status).toBe(200);
    expect(await row(email)).toMatchObject({ status: 'active', locale: 'de', topics: ['news'] });
  });

  it('refuses bad input with localized field messages and stores nothing', async () => {
    const errors = translator('fr', 'Errors');
    const bad = await signUp('not an address', ['news'], 'fr');
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as ErrorBody).error.fields).toEqual({ email: errors('fieldEmail') });
    const none = await signUp(address('no-topic'), [], 'fr');
    expect(none.status).toBe(422);
    expect(((await none.json()) as ErrorBody).error.fields).toEqual({ topics: errors('alertTopics') });
    expect((await signUp(address('odd-topic'), ['weather'], 'fr')).status).toBe(422);
    // The honeypot: a bot sees success, nothing is stored or sent.
    const bot = await subscribe(request('/api/alerts', { body: { email: address('bot'), topics: ['news'], website: 'http://spam.example' }, ip: ip() }));
    expect(bot.status).toBe(202);
    for (const tag of ['no-topic', 'odd-topic', 'bot']) {
      expect(await row(address(tag))).toBeUndefined();
      expect(await mailsTo(address(tag))).toEqual([]);
    }
    expect((await confirmLink('short')).status).toBe(422);
  });

  it('refuses an expired link', async () => {
    const email = address('expired');
    await signUp(email, ['news']);
    const token = tokenOf((await mailbox.read(email))[0]!.text, `${SITE}/alerts/confirm`)!;
    await db()
      .update(subs)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(subs.email, email));
    expect((await confirmLink(token)).status).toBe(422);
    expect(await row(email)).toMatchObject({ status: 'pending', topics: [] });
  });

  it('sends one address at most three confirmation mails an hour, from any client', async () => {
    const email = address('flood');
    for (let i = 0; i < 3; i++) expect((await signUp(email, ['news'])).status).toBe(202);
    const fourth = await signUp(email, ['news']);
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await mailsTo(email)).toHaveLength(3);
  });
});

describe('email alerts: publishing', () => {
  it('emails a new announcement once to the subscribers of its language and topic, with one-click unsubscribe', async () => {
    const [reader, newsOnly, german, unconfirmed] = ['reader', 'news-only', 'german', 'unconfirmed'].map(address) as [string, string, string, string];
    await subscribed(reader, ['announcements'], 'ja');
    await subscribed(newsOnly, ['news'], 'ja');
    await subscribed(german, ['announcements', 'news'], 'de');
    await signUp(unconfirmed, ['announcements'], 'ja');

    const id = await publishArticle(ANNOUNCEMENTS_CATEGORY, 'ja', `第3四半期決算 ${run}`);
    const alerts = (
      await db()
        .select()
        .from(schema.outbox)
        .where(inArray(schema.outbox.to, [reader, newsOnly, german, unconfirmed]))
    ).filter(isAlert);
    expect(alerts.map((m) => m.to)).toEqual([reader]);
    const [alert] = alerts;
    const t = translator('ja', 'Alerts');
    expect(alert!.subject).toBe(t('alertMail.subject', { brand: 'Pawtrail', topic: 'announcements', title: `第3四半期決算 ${run}` }));
    expect(alert!.text).toContain(`${SITE}/ja/newsShow?id=${id}`);
    // The alert as received (the second mail, after the confirmation) carries the unsubscribe link and headers.
    const received = (await mailbox.read(reader, 2))[1]!;
    const unsubscribePage = tokenOf(received.text, `${SITE}/ja/alerts/unsubscribe`);
    expect(unsubscribePage).toBe((await row(reader))!.unsubscribeToken);
    expect(received.headers['list-unsubscribe']).toBe(`<${SITE}/api/alerts/unsubscribe?token=${unsubscribePage}>`);
    expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(JSON.stringify(alert)).not.toContain(unsubscribePage);

    // Publishing the same article again in Japanese (a correction) sends nothing more.
    await publishArticle(ANNOUNCEMENTS_CATEGORY, 'ja', `第3四半期決算（訂正） ${run}`, id);
    expect((await mailsTo(reader)).filter((m) => m.kind === 'alert-announcements')).toHaveLength(1);
    // Its German text reaches the German subscriber; nobody else hears of it.
    await publishArticle(ANNOUNCEMENTS_CATEGORY, 'de', `Ergebnisse Q3 ${run}`, id);
    expect((await mailsTo(german)).filter((m) => m.kind === 'alert-announcements').map((m) => m.subject)).toEqual([
      translator('de', 'Alerts')('alertMail.subject', { brand: 'Pawtrail', topic: 'announcements', title: `Ergebnisse Q3 ${run}` }),
    ]);
    expect((await mailsTo(newsOnly)).filter((m) => isAlert(m))).toHaveLength(0);
    expect((await mailsTo(unconfirmed)).filter((m) => m.kind === 'alert-announcements')).toHaveLength(0);

    // An article of another category is news.
    await publishArticle('corporate', 'ja', `新しいお知らせ ${run}`);
    expect((await mailsTo(newsOnly)).filter((m) => m.kind === 'alert-news')).toHaveLength(1);
    expect((await mailsTo(reader)).filter((m) => m.kind === 'alert-news')).toHaveLength(0);
  });

  it('ends a subscription with one click from the mail client, again without error, and sends it nothing more', async () => {
    const email = address('leaver');
    await subscribed(email, ['announcements'], 'ko');
    const token = (await row(email))!.unsubscribeToken;
    const res = await oneClick(`/api/alerts/unsubscribe?token=${token}`);
    expect(res.status).toBe(200);
    expect(await row(email)).toMatchObject({ status: 'unsubscribed', topics: [] });
    expect((await oneClick(`/api/alerts/unsubscribe?token=${token}`)).status).toBe(200);
    expect((await oneClick(`/api/alerts/unsubscribe?token=${'x'.repeat(43)}`)).status).toBe(422);
    expect((await oneClick('/api/alerts/unsubscribe')).status).toBe(422);

    await publishArticle(ANNOUNCEMENTS_CATEGORY, 'ko', `공시 ${run}`);
    expect((await mailsTo(email)).filter((m) => isAlert(m))).toHaveLength(0);
    // Subscribing again needs a new confirmation.
    await signUp(email, ['announcements'], 'ko');
    expect(await row(email)).toMatchObject({ status: 'unsubscribed' });
  });
});
