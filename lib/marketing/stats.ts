import { numberFormat } from '@/lib/intl';

// The figures themselves are site settings (staff change them in the back office; the demo
// content's are spec §9's): see lib/server/content/settings.ts.

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
