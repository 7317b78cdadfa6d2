import type { Locale } from '@/i18n/routing';
import { localeTags } from '@/i18n/routing';
import { formatDays, formatMoney, formatTax, POLICY_MARKETS, type PolicyLabels, type PolicyMarket } from '@/lib/server/policies';
import { sortByName } from '@/lib/collation';
import { factValues } from '@/lib/shop/fact-text';
import { MARKET_FACTS } from '@/lib/shop/market-facts';
import { currencyDigits, type Market, type MarketRuleView } from '@/lib/shop/markets';
import styles from './policies.module.css';

/** The US row with the staff's standard rate and free threshold (site setting `shipping`), as the US checkout charges. */
function withUsRule(m: PolicyMarket, usRule: MarketRuleView | null): PolicyMarket {
  if (m.country !== 'US' || !usRule) return m;
  const major = (minor: number) => minor / 10 ** currencyDigits(m.currency);
  return { ...m, standard: { ...m.standard, price: major(usRule.shipping.standard.amount) }, freeFrom: major(usRule.freeShippingFrom) };
}

/** The markets' currencies and taxes, or their shipping prices and times, formatted in the page's language. */
export function PolicyTable({
  kind,
  locale,
  labels,
  usRule = null,
}: {
  kind: 'taxes' | 'rates' | 'service';
  locale: Locale;
  labels: PolicyLabels;
  usRule?: MarketRuleView | null;
}) {
  const tag = localeTags[locale];
  const regions = new Intl.DisplayNames([tag], { type: 'region' });
  const currencies = new Intl.DisplayNames([tag], { type: 'currency' });
  if (kind === 'service') return <ServiceTable locale={locale} labels={labels} regions={regions} />;
  const caption = kind === 'taxes' ? labels.taxesCaption : labels.ratesCaption;
  return (
    // Focusable, so a keyboard can scroll the table sideways on a phone (axe scrollable-region-focusable).
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.market}</th>
            {kind === 'taxes' ? (
              <>
                <th scope="col">{labels.currency}</th>
                <th scope="col">{labels.taxes}</th>
              </>
            ) : (
              <>
                <th scope="col">{labels.standard}</th>
                <th scope="col">{labels.express}</th>
                <th scope="col">{labels.freeFrom}</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {sortByName(POLICY_MARKETS, tag, (m) => regions.of(m.country) ?? m.country)
            .map((policy) => withUsRule(policy, usRule))
            .map((m) => (
              <tr key={m.country}>
                <th scope="row">{regions.of(m.country)}</th>
                {kind === 'taxes' ? (
                  <>
                    <td>
                      {currencies.of(m.currency)} ({m.currency})
                    </td>
                    <td>{formatTax(tag, labels, m.tax)}</td>
                  </>
                ) : (
                  <>
                    <td>
                      <span className={styles.price}>{formatMoney(tag, m.currency, m.standard.price)}</span>
                      <span className={styles.days}>{formatDays(tag, labels, m.standard.days)}</span>
                    </td>
                    <td>
                      <span className={styles.price}>{formatMoney(tag, m.currency, m.express.price)}</span>
                      <span className={styles.days}>{formatDays(tag, labels, m.express.days)}</span>
                    </td>
                    <td>{formatMoney(tag, m.currency, m.freeFrom)}</td>
                  </>
                )}
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each market's device warranty and support line (number and hours), from lib/shop/market-facts.ts. */
function ServiceTable({ locale, labels, regions }: { locale: Locale; labels: PolicyLabels; regions: Intl.DisplayNames }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={labels.serviceCaption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{labels.serviceCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.market}</th>
            <th scope="col">{labels.warranty}</th>
            <th scope="col">{labels.support}</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(MARKET_FACTS) as Market[]).map((market) => {
            const values = factValues(locale, market);
            return (
              <tr key={market}>
                <th scope="row">{regions.of(market)}</th>
                <td>{values.warrantyYears}</td>
                <td>
                  <a className={styles.price} href={`tel:${MARKET_FACTS[market].support.tel}`}>
                    {values.supportPhone}
                  </a>
                  <span className={styles.days}>{values.supportHours}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
