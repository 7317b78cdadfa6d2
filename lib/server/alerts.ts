import 'server-only';
import { and, arrayContains, eq, gt, sql } from 'drizzle-orm';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import type { AlertTopicId } from '@/lib/validations/alerts';
import type { AlertsConfirmed } from '@/lib/types/alerts';
import { hashToken, newToken } from './auth/tokens';
import { db, schema, type Queryable } from './db';
import { invalidFields, tooManyRequests } from './http/errors';
import { translator } from './i18n';
import { escapeHtml } from './mail-html';
import { siteBase, siteLink } from './site-link';
import { log } from './log';
import { deliverLater, enqueueMail, enqueueMails, type Mail } from './mail';
import { rateLimit } from './rate-limit';

const MINUTE = 60_000;
export const ALERT_CONFIRM_TTL_MS = 48 * 60 * MINUTE;
export const ALERT_LIMITS = {
  subscribePerIp: { max: 10, windowMs: 60 * MINUTE },
  /** Confirmation mails to one address: nobody can flood someone's inbox through the form. */
  subscribePerEmail: { max: 3, windowMs: 60 * MINUTE },
  tokenPerIp: { max: 30, windowMs: 15 * MINUTE },
} as const;
/** The news category whose articles are announcements; every other category is news. */
export const ANNOUNCEMENTS_CATEGORY = 'announcements';

const subs = schema.alertSubscriptions;

/** Links of the alert mails, built from the configured site URL (never from the request's Host). */
export const alertLinks = {
  confirm: (locale: Locale, token: string) => siteLink(locale, `/alerts/confirm?token=${encodeURIComponent(token)}`),
  unsubscribe: (locale: Locale, token: string) => siteLink(locale, `/alerts/unsubscribe?token=${encodeURIComponent(token)}`),
  /** RFC 8058 one-click target: mail clients POST `List-Unsubscribe=One-Click` to it. */
  oneClick: (token: string) => `${siteBase()}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
  article: (locale: Locale, id: string) => siteLink(locale, `/newsShow?id=${encodeURIComponent(id)}`),
};

function topicList(locale: Locale, topics: readonly AlertTopicId[]): string {
  const t = translator(locale, 'Alerts');
  const names = topics.map((topic) => t(`topicName.${topic}`));
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}

/** A bordered call to action, the same in every mail. */
const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#1f2a44;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p>`;
const page = (locale: Locale, body: string) =>
  `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5;color:#1f2a44">${body}</body></html>`;

export function confirmMail(to: string, locale: Locale, topics: readonly AlertTopicId[], token: string): Mail {
  const t = translator(locale, 'Alerts');
  const brand = translator(locale, 'Metadata')('siteName');
  const signature = translator(locale, 'Email')('signature', { brand });
  const link = alertLinks.confirm(locale, token);
  const intro = t('confirmMail.intro', { brand, topics: topicList(locale, topics) });
  const text = [intro, '', t('confirmMail.action'), link, '', t('confirmMail.expiry'), t('confirmMail.ignore'), '', signature].join('\n');
  const html = page(
    locale,
    `<p>${escapeHtml(intro)}</p>${button(link, t('confirmMail.button'))}` +
      `<p style="word-break:break-all"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      `<p>${escapeHtml(t('confirmMail.expiry'))}<br>${escapeHtml(t('confirmMail.ignore'))}</p><p>${escapeHtml(signature)}</p>`,
  );
  return { to, kind: 'alert-confirm', subject: t('confirmMail.subject', { brand }), text: `${text}\n`, html };
}

export function articleAlertMail(
  to: string,
  locale: Locale,
  topic: AlertTopicId,
  article: { id: string; title: string; summary: string },
  unsubscribeToken: string,
): Mail {
  const t = translator(locale, 'Alerts');
  const brand = translator(locale, 'Metadata')('siteName');
  const link = alertLinks.article(locale, article.id);
  const unsubscribe = alertLinks.unsubscribe(locale, unsubscribeToken);
  const why = t('alertMail.why', { brand, topic: t(`topicName.${topic}`) });
  // Each label on its own line above its link: no punctuation to get wrong in any language.
  const text = [article.title, '', article.summary, '', t('alertMail.read'), link, '', '--', why, t('alertMail.unsubscribe'), unsubscribe].join('\n');
  const html = page(
    locale,
    `<h1 style="font-size:20px">${escapeHtml(article.title)}</h1><p>${escapeHtml(article.summary)}</p>${button(link, t('alertMail.read'))}` +
      `<hr style="border:0;border-top:1px solid #d5d9e2"><p style="font-size:13px;color:#4a5468">${escapeHtml(why)} ` +
      `<a href="${escapeHtml(unsubscribe)}">${escapeHtml(t('alertMail.unsubscribe'))}</a></p>`,
  );
  return {
    to,
    kind: `alert-${topic}`,
    subject: t('alertMail.subject', { brand, topic, title: article.title }),
    text: `${text}\n`,
    html,
    headers: { 'List-Unsubscribe': `<${alertLinks.oneClick(unsubscribeToken)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    secrets: [unsubscribeToken],
  };
}

/**
 * A sign-up: the address gets a confirmation link, and nothing about the subscription changes
 * until it is opened (double opt-in). The answer is the same whether the address is new,
 * pending, subscribed or unsubscribed, so the form tells nobody who subscribes.
 */
export async function subscribeToAlerts(input: { email: string; topics: readonly AlertTopicId[] }, ctx: { locale: Locale; ip: string }): Promise<void> {
  const [ipLimit, emailLimit] = await Promise.all([
    rateLimit(`alerts:ip:${ctx.ip}`, ALERT_LIMITS.subscribePerIp.max, ALERT_LIMITS.subscribePerIp.windowMs),
    rateLimit(`alerts:email:${input.email.toLowerCase()}`, ALERT_LIMITS.subscribePerEmail.max, ALERT_LIMITS.subscribePerEmail.windowMs),
  ]);
  if (!ipLimit.ok || !emailLimit.ok) throw tooManyRequests(Math.max(ipLimit.retryAfter, emailLimit.retryAfter));
  const topics = [...new Set(input.topics)].sort() as AlertTopicId[];
  const token = newToken();
  const pending = {
    pendingLocale: ctx.locale,
    pendingTopics: topics,
    confirmTokenHash: hashToken(token),
    confirmExpiresAt: new Date(Date.now() + ALERT_CONFIRM_TTL_MS),
  };
  const mailId = await db().transaction(async (tx) => {
    await tx
      .insert(subs)
      .values({ email: input.email, locale: ctx.locale, unsubscribeToken: newToken(), ...pending })
      .onConflictDoUpdate({ target: subs.email, set: pending });
    return enqueueMail({ ...confirmMail(input.email, ctx.locale, topics, token), secrets: [token] }, tx);
  });
  deliverLater([mailId]);
}

async function limitTokens(ip: string) {
  const limit = await rateLimit(`alerts-token:ip:${ip}`, ALERT_LIMITS.tokenPerIp.max, ALERT_LIMITS.tokenPerIp.windowMs);
  if (!limit.ok) throw tooManyRequests(limit.retryAfter);
}

const invalidLink = (locale: Locale) => invalidFields({ token: translator(locale, 'Alerts')('linkInvalid') }, 'invalid_token');

/** Opens a confirmation link (once, within 48 hours): the subscription takes what that sign-up asked for. */
export async function confirmAlerts(token: string, ctx: { locale: Locale; ip: string }): Promise<AlertsConfirmed> {
  await limitTokens(ctx.ip);
  const [row] = await db()
    .update(subs)
    .set({
      status: 'active',
      locale: sql`coalesce(${subs.pendingLocale}, ${subs.locale})`,
      topics: sql`coalesce(${subs.pendingTopics}, ${subs.topics})`,
      pendingLocale: null,
      pendingTopics: null,
      confirmTokenHash: null,
      confirmExpiresAt: null,
      confirmedAt: new Date(),
      unsubscribedAt: null,
    })
    .where(and(eq(subs.confirmTokenHash, hashToken(token)), gt(subs.confirmExpiresAt, new Date())))
    .returning({ topics: subs.topics, locale: subs.locale });
  if (!row) throw invalidLink(ctx.locale);
  return { topics: row.topics, locale: isLocale(row.locale) ? row.locale : routing.defaultLocale };
}

/** Ends a subscription from any alert mail's link (again: still ended, no error). */
export async function unsubscribeAlerts(token: string, ctx: { locale: Locale; ip: string }): Promise<void> {
  await limitTokens(ctx.ip);
  const [row] = await db()
    .update(subs)
    .set({
      status: 'unsubscribed',
      topics: [],
      unsubscribedAt: sql`coalesce(${subs.unsubscribedAt}, now())`,
      pendingLocale: null,
      pendingTopics: null,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(eq(subs.unsubscribeToken, token))
    .returning({ id: subs.id });
  if (!row) throw invalidLink(ctx.locale);
}

const SEND_CHUNK = 500;

/**
 * An article's text was published in `locale` for the first time: queues the alert to every
 * active subscriber of that language and topic, inside the publishing transaction (the mails
 * exist exactly when the article does). Once per article and language: republishing, restoring
 * or editing it later sends nothing. Returns the outbox ids to deliver after the commit.
 */
export async function queueArticleAlerts(tx: Queryable, newsId: string, locale: Locale): Promise<string[]> {
  const [article] = await tx
    .select({ category: schema.news.categoryId, title: schema.newsTexts.title, summary: schema.newsTexts.summary })
    .from(schema.news)
    .innerJoin(schema.newsTexts, and(eq(schema.newsTexts.newsId, schema.news.id), eq(schema.newsTexts.locale, locale)))
    .where(eq(schema.news.id, newsId));
  if (!article) return [];
  const topic: AlertTopicId = article.category === ANNOUNCEMENTS_CATEGORY ? 'announcements' : 'news';
  const claimed = await tx
    .insert(schema.alertDispatches)
    .values({ newsId, locale, topic, recipients: 0 })
    .onConflictDoNothing()
    .returning({ newsId: schema.alertDispatches.newsId });
  if (claimed.length === 0) return [];
  const recipients = await tx
    .select({ email: subs.email, token: subs.unsubscribeToken })
    .from(subs)
    .where(and(eq(subs.status, 'active'), eq(subs.locale, locale), arrayContains(subs.topics, [topic])));
  const ids: string[] = [];
  for (let i = 0; i < recipients.length; i += SEND_CHUNK) {
    const mails = recipients.slice(i, i + SEND_CHUNK).map((r) => articleAlertMail(r.email, locale, topic, { id: newsId, ...article }, r.token));
    ids.push(...(await enqueueMails(mails, tx)));
  }
  await tx
    .update(schema.alertDispatches)
    .set({ recipients: recipients.length })
    .where(and(eq(schema.alertDispatches.newsId, newsId), eq(schema.alertDispatches.locale, locale)));
  if (recipients.length > 0) log.info('article alert queued', { newsId, locale, topic, recipients: recipients.length });
  return ids;
}
