import 'server-only';
import { localeNames, type Locale } from '@/i18n/routing';
import type { MessageData } from '@/lib/validations/message';
import { getSiteSettings } from './content/settings';
import { db, schema } from './db';
import { translator } from './i18n';
import { log } from './log';
import { deliver, enqueueMail } from './mail';
import { hashIp, type Submission } from './public-forms';

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
export async function createMessage(data: MessageData, meta: Submission): Promise<{ id: string }> {
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
