import { notFound } from 'next/navigation';
import { PolicyPage } from '@/components/policies/policy-page';
import { PolicyText, type PolicyFacts } from '@/components/policies/policy-text';
import type { Locale } from '@/i18n/routing';
import { hasLegalPage, type LegalPage as Page } from '@/lib/legal-pages';
import type { SiteSettings } from '@/lib/server/content/settings';
import { LEGAL_TEXTS } from '@/lib/server/legal';
import { PRIVACY_EMAIL, type PolicyText as Text } from '@/lib/server/policies';
import { MARKET_FACTS } from '@/lib/shop/market-facts';
import { marketOf } from '@/lib/shop/markets';
import styles from './legal.module.css';

/** The site settings and the market's support line the Korean footer names (`{company}`, `{supportPhone}` …). */
export function legalFacts(locale: Locale, settings: SiteSettings): PolicyFacts {
  const support = MARKET_FACTS[marketOf(locale)].support;
  return {
    supportPhone: support.phone,
    supportTel: support.tel,
    company: settings.companyName,
    address: settings.address,
    email: settings.email,
    privacyEmail: PRIVACY_EMAIL,
    hotline: settings.hotline,
    hotlineTel: settings.hotlineTel,
  };
}

/**
 * A legal page (lib/legal-pages.ts) in the reader's language, for the language's market: heading,
 * the demo notice, last change, contents, then its sections, from the text staff published (the
 * content kind `policy`) or `preview`, a draft shown to staff. 404 where the page does not exist.
 */
export async function LegalPage({ locale, page, preview }: { locale: Locale; page: Page; preview?: Text }) {
  if (!hasLegalPage(locale, page)) notFound();
  return (
    <PolicyPage
      locale={locale}
      page={page}
      preview={preview}
      notice={
        <p className={styles.notice} role="note" data-testid="demo-notice">
          {LEGAL_TEXTS[locale].labels.demoNotice}
        </p>
      }
    />
  );
}

/** "Label: value" lines as a description list (the Korean footer's business information). */
export function LegalRows({ rows, facts, className }: { rows: [string, string][]; facts: PolicyFacts; className: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <PolicyText text={value} facts={facts} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
