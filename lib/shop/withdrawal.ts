import type { OrderStatus } from '@/lib/validations/order';
import type { Market } from './market-ids';

/**
 * The statutory right of withdrawal on an order, and its period (client-safe: the order page
 * and the server's check both use it). The right is the order's market's (`MarketFacts.withdrawal`:
 * the EU's 14 days, Brazil's, China's, Korea's and Russia's 7; none in the US or Japan). Its period
 * runs from the order until `days` after the day of delivery; the day of delivery does not count
 * (as §§ 187, 188 BGB and the EU's rule on periods count it), so the last day is the delivery's
 * calendar date plus `days`, and it ends at midnight.
 *
 * Which calendar date, and which midnight, depends on where the buyer is. The date of delivery is
 * taken where the market's day begins first (`DAY_BEGINS`: Kamchatka for Russia, Fernando de
 * Noronha for Brazil, the one zone elsewhere), so the page shows the last day the buyer counts
 * themselves; a statement counts until that day has ended everywhere (UTC−12), so no buyer loses
 * part of their last day to the server's clock.
 */

/** The zone a market's times are told in (its capital's): the acknowledgement says when the statement arrived in it. */
export const MARKET_TIME_ZONE: Record<Market, string> = {
  US: 'America/New_York',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  ES: 'Europe/Madrid',
  IT: 'Europe/Rome',
  JP: 'Asia/Tokyo',
  CN: 'Asia/Shanghai',
  KR: 'Asia/Seoul',
  BR: 'America/Sao_Paulo',
  RU: 'Europe/Moscow',
};

/** Where each market's calendar day begins first: the zone its buyers' dates are counted in. */
export const DAY_BEGINS: Record<Market, string> = { ...MARKET_TIME_ZONE, BR: 'America/Noronha', RU: 'Asia/Kamchatka' };

/** An order can be withdrawn from once paid, until the period after delivery ends; never when pending or cancelled. */
export const WITHDRAWABLE_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'delivered'];

/** The last day (YYYY-MM-DD) of a period of `days` that starts the day after delivery, in `market`'s calendar. */
export function withdrawalLastDay(deliveredAt: Date, days: number, market: Market): string {
  // en-CA writes dates as YYYY-MM-DD.
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: DAY_BEGINS[market], year: 'numeric', month: '2-digit', day: '2-digit' }).format(deliveredAt);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The moment a statement stops counting: the end of the last day where it ends last (UTC−12). */
export function withdrawalDeadline(lastDay: string): Date {
  return new Date(`${lastDay}T23:59:59.999-12:00`);
}

/**
 * Whether the buyer may withdraw now, and the period's last day once delivered (null before:
 * the period has not started to run out). `deliveredAt` is when the order was marked delivered.
 */
export function withdrawalWindow(
  status: OrderStatus,
  market: Market,
  right: { days: number } | null,
  deliveredAt: Date | null,
  now: Date = new Date(),
): { open: boolean; until: string | null } {
  if (!right || !WITHDRAWABLE_STATUSES.includes(status)) return { open: false, until: null };
  if (status !== 'delivered' || !deliveredAt) return { open: true, until: null };
  const until = withdrawalLastDay(deliveredAt, right.days, market);
  return { open: now.getTime() <= withdrawalDeadline(until).getTime(), until };
}
