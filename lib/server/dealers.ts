import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { DEALER_CHANNELS, DEALER_VOLUMES, type DealerApplicationData, type DealerChannel, type DealerVolume } from '@/lib/validations/dealer';
import { getSiteSettings } from './content/settings';
import { db, schema } from './db';
import { conflict } from './http/errors';
import { translator } from './i18n';
import { log } from './log';
import { deliver, enqueueMail, type Mail } from './mail';
import { renderMail } from './mail-html';
import { dealerReference } from '@/lib/dealer-reference';
import { hashIp, submissionHash, type Submission } from './public-forms';

const a = schema.dealerApplications;

/**
 * The applicant's acknowledgement, in their language: fixed text, the reference and the partner
 * team's address, nothing the form's sender typed. Anyone can type any address into the form, so
 * a mail quoting the application (company, name, message) would carry a stranger's text to it.
 */
export function confirmationMail(id: string, to: string, locale: Locale, replyTo: string): Mail {
  const t = translator(locale, 'Dealer');
  const subject = t('mail.subject');
  const { html, text } = renderMail({
    lang: locale,
    subject,
    before: [t('mail.greeting'), t('mail.intro'), t('mail.reference', { reference: dealerReference(id) })],
    after: [t('mail.closing', { email: replyTo }), t('mail.ignore'), t('mail.signature')],
  });
  return { to, subject, text, html, kind: 'dealer-application' };
}

/**
 * Stores the application and queues the applicant's acknowledgement in one transaction (a 201 means
 * both are committed), then tries to deliver the mail; a failed delivery stays in the outbox.
 * Under an Idempotency-Key seen before, the same application answers with the first id
 * (`repeated`) and nothing new is stored or sent; a different application under it is a 409.
 */
export async function createDealerApplication(data: DealerApplicationData, meta: Submission): Promise<{ id: string; repeated: boolean }> {
  const requestHash = submissionHash({ ...data, website: undefined });
  const [ipHash, settings] = await Promise.all([hashIp(meta.ip), getSiteSettings(meta.locale)]);
  const stored = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(a)
      .values({
        company: data.company,
        country: data.country,
        contactName: data.contactName,
        email: data.email,
        phone: data.phone || null,
        companyWebsite: data.companyWebsite || null,
        channels: DEALER_CHANNELS.filter((c) => data.channels.includes(c)),
        volume: data.volume,
        message: data.message,
        locale: meta.locale,
        ipHash,
        idempotencyKey: meta.idempotencyKey ?? null,
        requestHash,
      })
      .onConflictDoNothing({ target: a.idempotencyKey })
      .returning({ id: a.id });
    if (!row) return null;
    const mailId = await enqueueMail(confirmationMail(row.id, data.email, meta.locale, settings.email), tx);
    return { id: row.id, mailId };
  });
  if (!stored) return repeatOf(meta.idempotencyKey!, requestHash);
  try {
    await deliver(stored.mailId);
  } catch (error) {
    log.error('dealer application confirmation not delivered; it stays in the outbox', { id: stored.id, mailId: stored.mailId, error });
  }
  return { id: stored.id, repeated: false };
}

async function repeatOf(key: string, requestHash: string): Promise<{ id: string; repeated: true }> {
  const [first] = await db().select({ id: a.id, requestHash: a.requestHash }).from(a).where(eq(a.idempotencyKey, key));
  if (!first || first.requestHash !== requestHash) throw conflict('idempotency_conflict');
  return { id: first.id, repeated: true };
}

export const isDealerChannel = (v: string): v is DealerChannel => (DEALER_CHANNELS as readonly string[]).includes(v);
export const isDealerVolume = (v: string): v is DealerVolume => (DEALER_VOLUMES as readonly string[]).includes(v);
