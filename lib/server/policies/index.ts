import 'server-only';
import type { Locale } from '@/i18n/routing';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { pt } from './pt';
import { ru } from './ru';
import type { PolicyPage, PolicyTexts } from './types';
import { zh } from './zh';

export { POLICY_MARKETS, formatDays, formatMoney, formatTax, type PolicyMarket } from './markets';
export {
  POLICY_PAGES,
  POLICY_SECTIONS,
  POLICY_UPDATED,
  type Block,
  type PolicyDocument,
  type PolicyLabels,
  type PolicyPage,
  type PolicySection,
} from './types';

/**
 * The policy texts live here, on the server, rather than in messages/*.json: they are long, read by
 * server components only, and must not travel in any page's client bundle.
 */
export const POLICY_TEXTS: Record<Locale, PolicyTexts> = { en, zh, de, ja, fr, es, ko, pt, ru, it };

/** The privacy team's address (the support address and hotline come from the site settings). */
export const PRIVACY_EMAIL = 'privacy@pawtrail.example';

export function policyTexts(locale: Locale): PolicyTexts {
  return POLICY_TEXTS[locale];
}

export function isPolicyPage(value: string): value is PolicyPage {
  return (['terms', 'privacy', 'shipping', 'returns'] as const).includes(value as PolicyPage);
}
