'use client';
import { busyButton } from '@/components/ui/busy-button';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import useSWR from 'swr';
import { useT } from '@/components/i18n/messages-provider';
import { useHydrated } from '@/components/ui/use-hydrated';
import { isApiError } from '@/lib/api/errors';
import { queryKeys } from '@/lib/api/query-keys';
import { useDebouncedValue } from '@/lib/client/use-debounced-value';
import { queryString, type FinderQuery } from '@/lib/stores/query';
import type { StorePage } from '@/lib/types/stores';
import { StoreList } from './store-list';
import styles from './stores.module.css';

interface Props {
  locale: string;
  localeTag: string;
  /** The page's own address (`/ja/stores`): the form's action and the base of page links. */
  action: string;
  countries: { code: string; name: string }[];
  query: FinderQuery;
  /** What the server found for `query`; null when the query was refused (`errors`). */
  initial: StorePage | null;
  errors: Record<string, string>;
}

type Geo = 'idle' | 'locating' | 'active' | 'denied' | 'unavailable';

/**
 * The store finder: a GET form that works without JavaScript (the server renders the results of
 * `/stores?…`); with it, results follow the typing (debounced, SWR over GET /api/stores) and
 * "Near me" asks for the position only when pressed, then sorts by distance. The position never
 * enters the address bar, so a shared link does not carry it.
 */
export function StoreFinder({ locale, localeTag, action, countries, query, initial, errors }: Props) {
  const t = useT('Stores');
  const id = useId();
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  const [form, setForm] = useState({ q: query.q, country: query.country, kind: query.kind });
  const [page, setPage] = useState(query.page);
  const [position, setPosition] = useState<{ lat: number; lon: number } | null>(null);
  const [geo, setGeo] = useState<Geo>('idle');
  const q = useDebouncedValue(form.q);
  const current = { ...form, q, page };
  const initialKey = queryString(query);
  const key = queryString(current, position);
  const changed = key !== initialKey;
  const { data, error, isLoading } = useSWR<StorePage>(changed ? queryKeys.stores(key) : null, { keepPreviousData: true });
  const result = changed ? (data ?? null) : initial;
  const fieldErrors = changed ? (isApiError(error) ? error.fields : {}) : errors;

  // The address follows the search (without the position), so reload and back show the same list.
  const address = queryString(current);
  useEffect(() => {
    if (!changed && !position) return;
    window.history.replaceState(window.history.state, '', address ? `${action}?${address}` : action);
  }, [action, address, changed, position]);

  const update = (field: 'q' | 'country' | 'kind', value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setPage(1);
  };

  function nearMe() {
    if (!('geolocation' in navigator)) return setGeo('unavailable');
    setGeo('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        // Three decimals (about 100 m) are plenty to sort stores and say less about the visitor.
        setPosition({ lat: Math.round(coords.latitude * 1000) / 1000, lon: Math.round(coords.longitude * 1000) / 1000 });
        setPage(1);
        setGeo('active');
      },
      (failure) => setGeo(failure.code === failure.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { maximumAge: 10 * 60_000, timeout: 20_000 },
    );
  }

  function goTo(event: MouseEvent<HTMLAnchorElement>, target: number) {
    if (!hydrated) return;
    event.preventDefault();
    setPage(target);
    heading.current?.focus();
  }

  const field = (name: 'q' | 'country' | 'kind') => (fieldErrors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {});
  const fieldError = (name: 'q' | 'country' | 'kind') =>
    fieldErrors[name] ? (
      <p id={`${id}-${name}-error`} className="field__error">
        {fieldErrors[name]}
      </p>
    ) : null;
  const pageLink = (target: number) => `${action}?${queryString({ ...current, page: target })}`;
  const geoMessage = geo === 'idle' ? '' : t(geo === 'active' ? 'near.active' : `near.${geo}`);

  return (
    <div data-ready={hydrated || undefined}>
      <form role="search" aria-label={t('form.label')} method="get" action={action} className={styles.search} onSubmit={(e) => hydrated && e.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-country`}>{t('form.country')}</label>
          <select id={`${id}-country`} name="country" value={form.country} onChange={(e) => update('country', e.target.value)} {...field('country')}>
            <option value="">{t('form.allCountries')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          {fieldError('country')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('form.q')}</label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            value={form.q}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => update('q', e.target.value)}
            aria-describedby={fieldErrors.q ? `${id}-q-error` : `${id}-q-hint`}
            aria-invalid={fieldErrors.q ? true : undefined}
          />
          <p id={`${id}-q-hint`} className="field__hint">
            {t('form.qHint')}
          </p>
          {fieldError('q')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t('form.kind')}</label>
          <select id={`${id}-kind`} name="kind" value={form.kind} onChange={(e) => update('kind', e.target.value)} {...field('kind')}>
            <option value="">{t('form.allKinds')}</option>
            <option value="store">{t('kinds.store')}</option>
            <option value="agent">{t('kinds.agent')}</option>
          </select>
          {fieldError('kind')}
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            {t('form.submit')}
          </button>
          {hydrated ? (
            position ? (
              <button
                type="button"
                className="button"
                onClick={() => {
                  setPosition(null);
                  setGeo('idle');
                }}
              >
                {t('near.clear')}
              </button>
            ) : (
              // The same button as "Sort by place instead": focus stays on it through the search.
              <button type="button" className="button" {...busyButton(geo === 'locating', nearMe)}>
                {t('near.button')}
              </button>
            )
          ) : null}
        </div>
      </form>
      <p role="status" className={geo === 'denied' || geo === 'unavailable' ? 'status status--error' : undefined}>
        {geoMessage}
      </p>

      <section aria-labelledby={`${id}-results`}>
        <h2 id={`${id}-results`} ref={heading} tabIndex={-1}>
          {t('results.heading')}
        </h2>
        <p role="status" className={styles.summary}>
          {isLoading && !result ? t('results.loading') : result ? t('results.count', { count: result.total }) : t('results.invalid')}
        </p>
        {result && result.total === 0 ? <p>{t('results.empty')}</p> : null}
        {result ? <StoreList stores={result.stores} locale={locale} localeTag={localeTag} /> : null}
        {result && result.pages > 1 ? (
          <nav aria-label={t('pager.label')} className={styles.pager}>
            {result.page > 1 ? (
              <a className="button" href={pageLink(result.page - 1)} onClick={(e) => goTo(e, result.page - 1)}>
                {t('pager.previous')}
              </a>
            ) : null}
            <p>{t('pager.status', { page: result.page, pages: result.pages })}</p>
            {result.page < result.pages ? (
              <a className="button" href={pageLink(result.page + 1)} onClick={(e) => goTo(e, result.page + 1)}>
                {t('pager.next')}
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
