import 'server-only';
import { sql } from 'drizzle-orm';
import type { StaffDashboard } from '@/lib/types/staff';
import { db } from '../db';
import type { StaffRole } from './auth';
import { translationMatrix } from './content';
import { CONTENT_SPECS } from './content-kinds';

export const LOW_STOCK = 5;

/**
 * The first screen of the back office: what needs someone today. Support sees messages, orders and new dealer applications,
 * editors stock and translations, admins everything. Support and admins also see mail that is not getting
 * through: mails waiting for a retry after a failed attempt, and mails given up after MAIL_MAX_ATTEMPTS
 * (lib/server/mail.ts; the outbox row keeps the last error).
 */
export async function dashboard(role: StaffRole): Promise<StaffDashboard> {
  const support = role !== 'editor';
  const editor = role !== 'support';
  const count = async (query: ReturnType<typeof sql>) => ((await db().execute<{ n: number }>(query)).rows[0]?.n ?? 0) as number;
  const [messagesThisWeek, ordersToShip, newDealerApplications, lowStock, translations, mailsRetrying, mailsFailed] = await Promise.all([
    support ? count(sql`select count(*)::int as n from messages where created_at > now() - interval '7 days'`) : null,
    support ? count(sql`select count(*)::int as n from orders where status = 'paid'`) : null,
    support ? count(sql`select count(*)::int as n from dealer_applications where status = 'new'`) : null,
    editor ? count(sql`select count(*)::int as n from products where status = 'active' and not coming_soon and stock <= ${LOW_STOCK}`) : null,
    editor
      ? Promise.all(Object.values(CONTENT_SPECS).map((spec) => translationMatrix(spec, {}))).then((all) => ({
          missing: all.reduce((n, m) => n + m.totals.missing, 0),
          outdated: all.reduce((n, m) => n + m.totals.outdated, 0),
        }))
      : null,
    support ? count(sql`select count(*)::int as n from outbox where sent_at is null and dead_at is null and attempts > 0`) : null,
    support ? count(sql`select count(*)::int as n from outbox where dead_at is not null`) : null,
  ]);
  return {
    messagesThisWeek,
    ordersToShip,
    newDealerApplications,
    lowStock,
    missingTranslations: translations?.missing ?? null,
    outdatedTranslations: translations?.outdated ?? null,
    mailsRetrying,
    mailsFailed,
  };
}
