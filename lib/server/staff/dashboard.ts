import 'server-only';
import { sql } from 'drizzle-orm';
import { locales } from '@/i18n/routing';
import { MARKETS, type Market } from '@/lib/shop/market-ids';
import { MARKET_RULES } from '@/lib/shop/markets';
import type { StaffDashboard, StaffDashboardDay, StaffTranslationDebt } from '@/lib/types/staff';
import { db, schema } from '../db';
import type { StaffRole } from './auth';
import { translationMatrix } from './content';
import { CONTENT_SPECS } from './content-kinds';
import { missingAlt } from './media';

export const LOW_STOCK = 5;

/** The periods the dashboard's charts cover, in days. */
export const DASHBOARD_PERIODS = [30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** Orders that were paid for: a pending order was never charged, a cancelled one was refunded. */
const SOLD = sql`status in ('paid', 'shipped', 'delivered')`;

/**
 * One row per UTC day of the period, oldest first (days without any are zeros): the market's paid
 * orders and their revenue in its currency's minor unit, messages received, mails given up after
 * their last attempt, and the requests the instances answered with how many were server errors
 * (request_days, written by scripts/lib/request-days.mjs).
 */
async function days(period: DashboardPeriod, market: Market): Promise<StaffDashboardDay[]> {
  const { rows } = await db().execute<{
    day: string;
    orders: number;
    revenue: string;
    messages: number;
    mail_failures: number;
    requests: string;
    server_errors: string;
  }>(sql`
    with days as (
      select generate_series(
        date_trunc('day', now() at time zone 'UTC') - ${period - 1} * interval '1 day',
        date_trunc('day', now() at time zone 'UTC'),
        interval '1 day'
      ) as d
    ),
    sales as (
      select date_trunc('day', created_at at time zone 'UTC') as d, count(*)::int as n, sum(total_cents)::bigint as revenue
      from orders
      where market = ${market} and ${SOLD} and created_at >= now() - ${period} * interval '1 day'
      group by 1
    ),
    received as (
      select date_trunc('day', created_at at time zone 'UTC') as d, count(*)::int as n
      from messages
      where created_at >= now() - ${period} * interval '1 day'
      group by 1
    ),
    failed as (
      select date_trunc('day', dead_at at time zone 'UTC') as d, count(*)::int as n
      from outbox
      where dead_at >= now() - ${period} * interval '1 day'
      group by 1
    )
    select to_char(days.d, 'YYYY-MM-DD') as day,
      coalesce(sales.n, 0) as orders, coalesce(sales.revenue, 0)::text as revenue,
      coalesce(received.n, 0) as messages, coalesce(failed.n, 0) as mail_failures,
      coalesce(served.requests, 0)::text as requests, coalesce(served.server_errors, 0)::text as server_errors
    from days
    left join sales on sales.d = days.d
    left join received on received.d = days.d
    left join failed on failed.d = days.d
    left join request_days served on served.day = days.d::date
    order by days.d
  `);
  return rows.map((r) => ({
    day: r.day,
    orders: r.orders,
    revenue: Number(r.revenue),
    messages: r.messages,
    mailFailures: r.mail_failures,
    requests: Number(r.requests),
    serverErrors: Number(r.server_errors),
  }));
}

/**
 * Missing and outdated texts per language over every content kind, in the site's language order,
 * and the images of the library without alt text in each language.
 */
async function translationDebt(): Promise<StaffTranslationDebt[]> {
  const [matrices, altless] = await Promise.all([
    Promise.all(Object.values(CONTENT_SPECS).map((spec) => translationMatrix(spec, {}))),
    db()
      .select(Object.fromEntries(locales.map((locale) => [locale, sql<number>`(count(*) filter (where ${missingAlt(locale)}))::int`])))
      .from(schema.media),
  ]);
  const debt = new Map(locales.map((locale) => [locale, { locale, missing: 0, outdated: 0, missingAlt: Number(altless[0]?.[locale] ?? 0) }]));
  for (const matrix of matrices)
    for (const item of matrix.items)
      for (const [locale, cell] of Object.entries(item.cells)) {
        const entry = debt.get(locale as StaffTranslationDebt['locale']);
        if (entry && cell.status !== 'done') entry[cell.status] += 1;
      }
  return [...debt.values()];
}

/**
 * The first screen of the back office: what needs someone today, and how the last 30 or 90 days
 * went. Support sees messages, orders, returns and new dealer applications, editors stock and
 * translations, admins everything; a figure outside the role is null. Support and admins also see
 * mail that is not getting through: mails waiting for a retry after a failed attempt, and mails
 * given up after MAIL_MAX_ATTEMPTS (lib/server/mail.ts; the outbox row keeps the last error).
 */
export async function dashboard(role: StaffRole, options: { period?: DashboardPeriod; market?: Market } = {}): Promise<StaffDashboard> {
  const period = options.period ?? 30;
  const market = options.market ?? MARKETS[0];
  const support = role !== 'editor';
  const editor = role !== 'support';
  const count = async (query: ReturnType<typeof sql>) => ((await db().execute<{ n: number }>(query)).rows[0]?.n ?? 0) as number;
  const [messagesThisWeek, messagesWaiting, ordersToShip, returnsWaiting, newDealerApplications, lowStock, debt, mailsRetrying, mailsFailed, series] =
    await Promise.all([
      support ? count(sql`select count(*)::int as n from messages where created_at > now() - interval '7 days'`) : null,
      support ? count(sql`select count(*)::int as n from messages where status in ('new', 'in_progress')`) : null,
      support ? count(sql`select count(*)::int as n from orders where status = 'paid'`) : null,
      support ? count(sql`select count(*)::int as n from return_requests where status = 'requested'`) : null,
      support ? count(sql`select count(*)::int as n from dealer_applications where status = 'new'`) : null,
      editor ? count(sql`select count(*)::int as n from products where status = 'active' and not coming_soon and stock <= ${LOW_STOCK}`) : null,
      editor ? translationDebt() : null,
      support ? count(sql`select count(*)::int as n from outbox where sent_at is null and dead_at is null and attempts > 0`) : null,
      support ? count(sql`select count(*)::int as n from outbox where dead_at is not null`) : null,
      support ? days(period, market) : null,
    ]);
  return {
    messagesThisWeek,
    messagesWaiting,
    ordersToShip,
    returnsWaiting,
    newDealerApplications,
    lowStock,
    missingTranslations: debt ? debt.reduce((n, d) => n + d.missing, 0) : null,
    outdatedTranslations: debt ? debt.reduce((n, d) => n + d.outdated, 0) : null,
    mailsRetrying,
    mailsFailed,
    series: series ? { period, market, currency: MARKET_RULES[market].currency, days: series } : null,
    translationDebt: debt,
  };
}
