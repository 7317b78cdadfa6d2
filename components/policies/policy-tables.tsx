import type { Locale } from '@/i18n/routing';
import { localeTags } from '@/i18n/routing';
import { formatDays, formatMoney, formatTax, POLICY_MARKETS, type PolicyLabels } from '@/lib/server/policies';
import { sortByName } from '@/lib/collation';
import styles from './policies.module.css';

/** The markets' currencies and taxes, or their shipping prices and times, formatted in the page's language. */
export function PolicyTable({ kind, locale, labels }: { kind: 'taxes' | 'rates'; locale: Locale; labels: PolicyLabels }) {
  const tag = localeTags[locale];
  const regions = new Intl.DisplayNames([tag], { type: 'region' });
  const currencies = new Intl.DisplayNames([tag], { type: 'currency' });
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
          {sortByName(POLICY_MARKETS, tag, (m) => regions.of(m.country) ?? m.country).map((m) => (
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
