'use client';
import { useT } from '@/components/i18n/messages-provider';
import { formatPhone } from '@/lib/marketing/format';
import { seriesText } from '@/lib/intl';
import { cityLabel, countryName, formatDistance, hoursParts } from '@/lib/stores/format';
import type { Store } from '@/lib/types/stores';
import styles from './stores.module.css';

interface Props {
  stores: Store[];
  locale: string;
  localeTag: string;
}

/** The finder's entries: in the server's HTML (no JavaScript needed), then redrawn by the finder as the visitor types. */
export function StoreList({ stores, locale, localeTag }: Props) {
  const t = useT('Stores');
  return (
    <ol className={styles.list}>
      {stores.map((s) => (
        <li key={s.id} className={styles.entry} data-store={s.id}>
          <h3 className={styles.name}>
            {s.name} <span className={styles[s.kind]}>{t(`kinds.${s.kind}`)}</span>
          </h3>
          <p className={styles.address}>
            {s.address}
            <br />
            {[s.postcode, cityLabel(s, locale)].filter(Boolean).join(' ')}
            <br />
            {seriesText(
              localeTag,
              [s.region, countryName(s.country, localeTag)].filter((part): part is string => Boolean(part)),
            )}
          </p>
          {s.distanceKm !== null ? <p className={styles.distance}>{t('item.distance', { distance: formatDistance(s.distanceKm, localeTag) })}</p> : null}
          <dl className={styles.facts}>
            <div>
              <dt>{t('item.phone')}</dt>
              <dd>
                <a href={`tel:${s.phone.replace(/[^+\d]/g, '')}`}>{formatPhone(s.phone)}</a>
              </dd>
            </div>
            {s.email ? (
              <div>
                <dt>{t('item.email')}</dt>
                <dd>
                  <a href={`mailto:${s.email}`}>{s.email}</a>
                </dd>
              </div>
            ) : null}
            {s.hours ? (
              <div>
                <dt>{t('item.hours')}</dt>
                <dd>{t('item.hoursValue', hoursParts(s.hours, locale, localeTag))}</dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ol>
  );
}
