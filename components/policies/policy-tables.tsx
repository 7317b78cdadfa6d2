import type { Locale } from '@/i18n/routing';
import { localeTags } from '@/i18n/routing';
import { formatDays, formatMoney, formatTax, policyMarket, type PolicyLabels } from '@/lib/server/policies';
import type { MarketView } from '@/lib/server/shop/shipping';
import { sortByName } from '@/lib/collation';
import { factValues } from '@/lib/shop/fact-text';
import { MARKETS, type Market } from '@/lib/shop/markets';
import styles from './policies.module.css';

/**
 * The markets' currencies and taxes, their shipping prices and times, or their warranty and support
 * line, formatted in the page's language. `markets`: each market's effective rule and facts (the
 * staff's settings over the tables), as its checkout charges and its pages state.
 */
export function PolicyTable({
  kind,
  locale,
  labels,
  markets,
}: {
  kind: 'taxes' | 'rates' | 'service';
  locale: Locale;
  labels: PolicyLabels;
  markets: Record<Market, MarketView>;
}) {
  const tag = localeTags[locale];
  const regions = new Intl.DisplayNames([tag], { type: 'region' });
  const currencies = new Intl.DisplayNames([tag], { type: 'currency' });
  if (kind === 'service') return <ServiceTable locale={locale} labels={labels} regions={regions} markets={markets} />;
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
          {sortByName(
            MARKETS.map((market) => policyMarket(market, markets[market].rule)),
            tag,
            (m) => regions.of(m.country) ?? m.country,
          ).map((m) => (
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

/** Each market's device warranty and support line (number and hours). */
function ServiceTable({
  locale,
  labels,
  regions,
  markets,
}: {
  locale: Locale;
  labels: PolicyLabels;
  regions: Intl.DisplayNames;
  markets: Record<Market, MarketView>;
}) {
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
          {MARKETS.map((market) => {
            const { rule, facts } = markets[market];
            const values = factValues(locale, market, rule, facts);
            return (
              <tr key={market}>
                <th scope="row">{regions.of(market)}</th>
                <td>{values.warrantyYears}</td>
                <td>
                  <a className={styles.price} href={`tel:${facts.support.tel}`}>
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
