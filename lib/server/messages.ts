import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { localeNames, type Locale } from '@/i18n/routing';
import type { MessageData } from '@/lib/validations/message';
import { getSiteSettings } from './content/settings';
import { db, schema } from './db';
import { tooManyRequests } from './http/errors';
import { translator } from './i18n';
import { log } from './log';
import { deliver, enqueueMail } from './mail';
import { rateLimit } from './rate-limit';

export const MESSAGE_RATE = { max: 5, windowMs: 10 * 60_000 } as const;
const SALT_KEY = 'ipHashSalt';

const globalForSalt = globalThis as unknown as { pawtrailIpSalt?: Promise<string> };

/**
 * One random salt per database, created on first use and shared by every app instance, so
 * stored hashes can still be compared (abuse reports) but not reversed with a precomputed
 * table of all IPv4 addresses.
 */
function ipSalt(): Promise<string> {
  globalForSalt.pawtrailIpSalt ??= (async () => {
    await db()
      .insert(schema.siteSettings)
      .values({ key: SALT_KEY, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db().select().from(schema.siteSettings).where(eq(schema.siteSettings.key, SALT_KEY));
    return String(row!.value);
  })().catch((error: unknown) => {
    globalForSalt.pawtrailIpSalt = undefined;
    throw error;
  });
  return globalForSalt.pawtrailIpSalt;
}

export async function hashIp(ip: string): Promise<string> {
  return createHash('sha256')
    .update(`${await ipSalt()}:${ip}`, 'utf8')
    .digest('hex');
}

/** Counts one message from `ip`; throws 429 (with Retry-After) past 5 in 10 minutes. */
export async function limitMessages(ip: string): Promise<void> {
  const result = await rateLimit(`msg:ip:${ip}`, MESSAGE_RATE.max, MESSAGE_RATE.windowMs);
  if (!result.ok) throw tooManyRequests(result.retryAfter);
}

/** A made-up id for a submission the honeypot caught: the bot sees success, nothing is stored. */
export function decoyMessageId(): string {
  return randomUUID();
}

function staffMail(id: string, data: MessageData, locale: Locale, to: string) {
  // Staff read English; the visitor's language is noted so the reply can be written in it.
  const t = translator('en', 'OnlineMessage');
  const name = data.name || t('staffMail.anonymous');
  const contact = data.contact || t('staffMail.noContact');
  const text = [
    t('staffMail.intro'),
    '',
    `${t('staffMail.name')}: ${name}`,
    `${t('staffMail.contact')}: ${contact}`,
    `${t('staffMail.language')}: ${localeNames[locale]} (${locale})`,
    `${t('staffMail.reference')}: ${id}`,
    '',
    data.message,
  ].join('\n');
  return { to, subject: t('staffMail.subject', { name }), text, kind: 'message-notification' };
}

/**
 * Stores the message and queues the staff notification in one transaction (a 201 means both
 * are committed), then tries to deliver the mail. A failed delivery stays in the outbox.
 */
export async function createMessage(data: MessageData, meta: { locale: Locale; ip: string }): Promise<{ id: string }> {
  const [ipHash, settings] = await Promise.all([hashIp(meta.ip), getSiteSettings(meta.locale)]);
  const { id, mailId } = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.messages)
      .values({
        name: data.name || null,
        contact: data.contact || null,
        message: data.message,
        locale: meta.locale,
        ipHash,
      })
      .returning({ id: schema.messages.id });
    const mailId = await enqueueMail(staffMail(row!.id, data, meta.locale, settings.staffEmail), tx);
    return { id: row!.id, mailId };
  });
  try {
    await deliver(mailId);
  } catch (error) {
    log.error('message notification not delivered; it stays in the outbox', { id, mailId, error });
  }
  return { id };
}
