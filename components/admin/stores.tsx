'use client';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useMessagesLocale, useT } from '@/components/i18n/messages-provider';
import { type Outcome, StatusLine } from '@/components/ui/form-kit';
import { localeTags } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import { sortByName } from '@/lib/collation';
import type { StaffStore, StaffStorePage } from '@/lib/types/staff';
import { COUNTRY_CODES } from '@/lib/validations/countries';
import { STORE_STATUS_VALUES } from '@/lib/validations/store-admin';
import { STORE_KINDS } from '@/lib/validations/stores';
import { AdminShell } from './admin-shell';
import { LoadFailure } from './load-failure';
import { LoadMore, useStaffList } from './staff-list';
import { ScrollRegion } from './scroll-region';
import { StoreForm } from './store-form';
import { StoreImport } from './store-import';
import styles from './admin.module.css';
import { useUrlText } from './use-url-filter';

type Page = StaffStorePage;

/** The store finder's list: search, filter, add, edit, close and reopen, CSV export and import (editors, admins). */
export function StoresAdmin() {
  const t = useT('AdminStores');
  return (
    <AdminShell title={t('title')} roles={['admin', 'editor']}>
      {() => (
        <Suspense>
          <StoreList />
        </Suspense>
      )}
    </AdminShell>
  );
}

function StoreList() {
  const t = useT('AdminStores');
  const errors = useT('Errors');
  const tag = localeTags[useMessagesLocale()];
  const client = useQueryClient();
  // The search and filters live in the address, so a filtered view can be shared and reloaded.
  const [urlQ, setUrlQ] = useUrlText('q');
  const [typed, setTyped] = useState(urlQ);
  const q = useDeferredValue(typed.trim());
  const [country, setCountry] = useUrlText('country', 2);
  const [kind, setKind] = useUrlText('kind', 10);
  const [status, setStatus] = useUrlText('status', 10);
  const [editing, setEditing] = useState<StaffStore | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const regionName = useMemo(() => new Intl.DisplayNames([tag], { type: 'region' }), [tag]);
  const countries = useMemo(
    () =>
      sortByName(
        COUNTRY_CODES.map((code) => [code, regionName.of(code) ?? code] as const),
        tag,
        ([, name]) => name,
      ),
    [tag, regionName],
  );
  // Monday to Sunday in the member's language (1 January 2024 was a Monday).
  const weekdays = useMemo(
    () => Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + i))),
    [tag],
  );
  const filters = new URLSearchParams({ ...(q ? { q } : {}), ...(country ? { country } : {}), ...(kind ? { kind } : {}), ...(status ? { status } : {}) });
  const { list, rows, first, busy } = useStaffList({
    queryKey: [...adminQueryKeys.stores, q, country, kind, status],
    fetchPage: (after: string | undefined) =>
      adminFetch<Page>(`/api/admin/stores?${new URLSearchParams([...filters, ['limit', '50'], ...(after ? [['after', after]] : [])])}`),
    nextCursor: (last) => last.next,
  });
  const total = first?.total;

  const move = async (store: StaffStore, next: 'open' | 'closed') => {
    setOutcome(null);
    try {
      await adminFetch(`/api/admin/stores/${store.id}/status`, { method: 'POST', body: { status: next, updatedAt: store.updatedAt } });
      setOutcome({ kind: 'success', text: t(next === 'closed' ? 'closed' : 'reopened', { name: store.name }) });
    } catch (error) {
      setOutcome({
        kind: 'error',
        text: isApiError(error) && error.status === 409 ? t('conflict', { name: store.name }) : isApiError(error) ? error.message : errors('server'),
      });
    } finally {
      await client.invalidateQueries({ queryKey: adminQueryKeys.stores });
    }
  };

  const select = (id: string, label: string, value: string, set: (v: string) => void, all: string, options: [string, string][]) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => set(e.target.value)}>
        <option value="">{all}</option>
        {options.map(([v, name]) => (
          <option key={v} value={v}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <>
      <form className={styles.actions} aria-label={t('filter')} role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="store-q">{t('search')}</label>
          <input
            id="store-q"
            type="search"
            value={typed}
            maxLength={100}
            onChange={(e) => {
              setTyped(e.target.value);
              setUrlQ(e.target.value.trim());
            }}
            autoComplete="off"
          />
        </div>
        {select(
          'store-country',
          t('country'),
          country,
          setCountry,
          t('allCountries'),
          countries.map(([c, n]) => [c, n]),
        )}
        {select(
          'store-kind',
          t('kind'),
          kind,
          setKind,
          t('allKinds'),
          STORE_KINDS.map((k) => [k, t(`kinds.${k}`)]),
        )}
        {select(
          'store-status',
          t('status'),
          status,
          setStatus,
          t('allStatuses'),
          STORE_STATUS_VALUES.map((s) => [s, t(`statuses.${s}`)]),
        )}
      </form>
      <p>
        <a className="button" href={`/api/admin/stores/export?${filters}`} download aria-describedby="store-export-hint">
          {t('export')}
        </a>{' '}
        <span id="store-export-hint" className="field__hint">
          {t('exportHint')}
        </span>
      </p>
      <StatusLine outcome={outcome} />
      <LoadFailure query={list} />
      {total !== undefined ? <p aria-live="polite">{t('count', { count: total })}</p> : null}
      <ScrollRegion name={t('title')}>
        <table className={styles.table} data-testid="stores" aria-busy={busy}>
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.kind')}</th>
              <th scope="col">{t('columns.city')}</th>
              <th scope="col">{t('columns.country')}</th>
              <th scope="col">{t('columns.status')}</th>
              <th scope="col">{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s.id} data-store-id={s.id}>
                <th scope="row">
                  {s.name}
                  <span className={styles.meta}> {s.id}</span>
                </th>
                <td>{t(`kinds.${s.kind}`)}</td>
                <td>{s.cityLocal ? `${s.city} (${s.cityLocal})` : s.city}</td>
                <td>{regionName.of(s.country) ?? s.country}</td>
                <td>{t(`statuses.${s.status}`)}</td>
                <td>
                  <button type="button" className="button" onClick={() => setEditing(s)}>
                    {t('edit')}
                    <span className="visually-hidden">{t('which', { name: s.name })}</span>
                  </button>{' '}
                  <button type="button" className="button" onClick={() => void move(s, s.status === 'open' ? 'closed' : 'open')}>
                    {s.status === 'open' ? t('close') : t('reopen')}
                    <span className="visually-hidden">{t('which', { name: s.name })}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <LoadMore list={list} label={t('more')} />
      {editing ? (
        <StoreForm
          key={`${editing.id}-${editing.updatedAt}`}
          store={editing}
          countries={countries}
          weekdays={weekdays}
          onDone={() => setEditing(null)}
          onOutcome={setOutcome}
        />
      ) : null}
      <StoreForm store={null} countries={countries} weekdays={weekdays} onDone={() => undefined} onOutcome={setOutcome} />
      <StoreImport />
    </>
  );
}
