import { numberFormat } from '@/lib/intl';

/**
 * The company statistics of spec §9. They are fixed facts of the spec rather than editable
 * content, so they live here once and both the home and investor pages read them.
 */
export const COMPANY_STATS = [
  { id: 'years', value: 21, plus: false },
  { id: 'countries', value: 69, plus: false },
  { id: 'products', value: 50, plus: true },
  { id: 'agents', value: 300, plus: false },
  { id: 'patents', value: 300, plus: false },
  { id: 'stores', value: 1000, plus: true },
] as const;

export type CompanyStat = (typeof COMPANY_STATS)[number];

export const COUNT_UP_MS = 1200;

/** A statistic as shown: the locale's digit grouping, with "+" for open-ended figures. */
export function formatStat(value: number, localeTag: string, plus: boolean): string {
  return `${numberFormat(localeTag).format(value)}${plus ? '+' : ''}`;
}

/** The value shown `elapsed` ms into a count-up: eases out so the last digits settle slowly. */
export function countUpValue(target: number, elapsed: number, duration = COUNT_UP_MS): number {
  if (duration <= 0 || elapsed >= duration) return target;
  const t = Math.max(0, elapsed) / duration;
  const eased = 1 - (1 - t) ** 3;
  return Math.min(target, Math.round(target * eased));
}
