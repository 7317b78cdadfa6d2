'use client';
import { busyButton } from '@/components/ui/busy-button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { type Outcome, StatusLine } from '@/components/ui/form-kit';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import { useAdminFormats } from './formats';
import { AdminShell, type Me } from './admin-shell';
import { LoadFailure } from './load-failure';
import { LoadMore, useStaffList } from './staff-list';
import { ScrollRegion } from './scroll-region';
import { addressInline } from '@/lib/shop/address-format';
import type { StaffCustomer, StaffCustomerPage } from '@/lib/types/staff';
import { useOpenParam } from './use-open-param';
import styles from './admin.module.css';
import { useUrlText } from './use-url-filter';

type Customer = StaffCustomer;

/** Customers: support finds an account and sees what the customer sees; an admin can disable it. */
export function Customers() {
  const t = useT('AdminCustomers');
  return (
    <AdminShell title={t('title')} roles={['admin', 'support']}>
      {(me) => (
        <Suspense>
          <CustomersView me={me} />
        </Suspense>
      )}
    </AdminShell>
  );
}

function CustomersView({ me }: { me: Me }) {
  const t = useT('AdminCustomers');
  const { day } = useAdminFormats();
  const [q, setQ] = useUrlText('q');
  const [search, setSearch] = useState(q);
  const [selected, setSelected] = useState<string | null>(null);
  useOpenParam(setSelected);
  const {
    list: pages,
    rows,
    busy,
  } = useStaffList({
    queryKey: [...adminQueryKeys.customers, q] as const,
    fetchPage: (before: string | undefined) =>
      adminFetch<StaffCustomerPage>(
        `/api/admin/customers?limit=30${q ? `&q=${encodeURIComponent(q)}` : ''}${before ? `&before=${encodeURIComponent(before)}` : ''}`,
      ),
    nextCursor: (last) => last.next,
  });

  return (
    <div className={styles.split}>
      <section aria-label={t('listLabel')}>
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setQ(search.trim());
          }}
        >
          <label htmlFor="customer-search">{t('searchLabel')}</label>
          <input id="customer-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />{' '}
          <button type="submit" className="button">
            {t('find')}
          </button>
        </form>
        <LoadFailure query={pages} />
        <ul className={styles.inbox} aria-busy={busy} data-testid="customers">
          {rows.map((c) => (
            <li key={c.id}>
              <button type="button" aria-current={selected === c.id} onClick={() => setSelected(c.id)}>
                <strong>{c.name}</strong> {c.disabled ? <span className={styles.meta}>· {t('disabledTag')}</span> : null}
                <br />
                <span className={styles.meta}>
                  {c.email} · {t('since', { date: day(c.createdAt) })} · {t('orderCount', { count: c.orderCount })}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {pages.isSuccess && rows.length === 0 ? <p>{t('empty')}</p> : null}
        <LoadMore list={pages} label={t('more')} />
      </section>
      {selected ? <CustomerDetail id={selected} canDisable={me.role === 'admin'} /> : <p>{t('choose')}</p>}
    </div>
  );
}

function CustomerDetail({ id, canDisable }: { id: string; canDisable: boolean }) {
  const client = useQueryClient();
  const t = useT('AdminCustomers');
  const orders = useT('AdminOrders');
  const { money, day, language } = useAdminFormats();
  const key = [...adminQueryKeys.customers, 'detail', id] as const;
  const customer = useQuery({ queryKey: key, queryFn: () => adminFetch<Customer>(`/api/admin/customers/${id}`) });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirm, setConfirm] = useState(false);
  const [pending, setPending] = useState(false);

  const setDisabled = async (disabled: boolean) => {
    if (!customer.data) return;
    setOutcome(null);
    setPending(true);
    try {
      const fresh = await adminFetch<Customer>(`/api/admin/customers/${id}`, { method: 'PATCH', body: { disabled, updatedAt: customer.data.updatedAt } });
      client.setQueryData(key, fresh);
      await client.invalidateQueries({ queryKey: adminQueryKeys.customers, predicate: (q) => q.queryKey[2] !== 'detail' });
      setOutcome({ kind: 'success', text: disabled ? t('disabledDone') : t('enabledDone') });
      setConfirm(false);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        await customer.refetch();
        setOutcome({ kind: 'error', text: t('conflict') });
      } else setOutcome({ kind: 'error', text: t('failed') });
    } finally {
      setPending(false);
    }
  };

  if (!customer.data) return <p aria-busy="true">{t('loading')}</p>;
  const c = customer.data;
  return (
    <article aria-labelledby="customer-heading" className={styles.section}>
      <h2 id="customer-heading">{c.name}</h2>
      <p>
        {c.email}
        {c.phone ? ` · ${c.phone}` : ''} · {t('writesIn', { language: language(c.locale) })} · {t('since', { date: day(c.createdAt) })}
      </p>
      <p data-testid="customer-state">
        {c.disabled ? <strong>{t('disabledState')}</strong> : t('active')} · {t('sessions', { count: c.activeSessions })}
      </p>
      <StatusLine outcome={outcome} />
      {canDisable ? (
        <div className={styles.actions}>
          {c.disabled ? (
            <button type="button" className="button" {...busyButton(pending, () => void setDisabled(false))}>
              {t('enable')}
            </button>
          ) : confirm ? (
            <p role="alert">
              {t('confirmDisable', { email: c.email })}{' '}
              <button type="button" className="button button--primary" {...busyButton(pending, () => void setDisabled(true))}>
                {t('confirmYes')}
              </button>{' '}
              <button type="button" className="button" onClick={() => setConfirm(false)}>
                {t('keep')}
              </button>
            </p>
          ) : (
            <button type="button" className="button" onClick={() => setConfirm(true)}>
              {t('disable')}
            </button>
          )}
        </div>
      ) : null}
      <h3>{t('headings.orders')}</h3>
      {c.orders.length ? (
        <ScrollRegion name={t('headings.orders')}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('columns.number')}</th>
                <th scope="col">{t('columns.placed')}</th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col">{t('columns.total')}</th>
              </tr>
            </thead>
            <tbody>
              {c.orders.map((o) => (
                <tr key={o.id}>
                  <td>#{o.number}</td>
                  <td>{day(o.createdAt)}</td>
                  <td>{orders(`status.${o.status}`)}</td>
                  <td>{money(o.totalCents, o.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p>{t('noOrders')}</p>
      )}
      <h3>{t('headings.addresses')}</h3>
      {c.addresses.length ? (
        <ul>
          {c.addresses.map((a) => (
            <li key={a.id}>
              {a.recipient}, {addressInline(a)}, {a.country}
              {a.isDefault ? ` ${t('default')}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('noAddresses')}</p>
      )}
      <h3>{t('headings.cards')}</h3>
      {c.cards.length ? (
        <ul>
          {c.cards.map((card) => (
            <li key={card.id}>
              {t('card', { brand: card.brand, last4: card.last4, month: String(card.expMonth).padStart(2, '0'), year: card.expYear })}
              {card.isDefault ? ` ${t('default')}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('noCards')}</p>
      )}
    </article>
  );
}
