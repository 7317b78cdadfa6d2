'use client';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Outcome, StatusLine } from '@/components/ui/form-kit';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import { AdminShell, type Me } from './admin-shell';
import styles from './admin.module.css';

interface Row {
  id: string;
  email: string;
  name: string;
  locale: string;
  createdAt: string;
  disabled: boolean;
  orderCount: number;
}
/** What GET /api/admin/customers/{id} answers: never a password hash or a card token. */
interface Customer {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  locale: string;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
  activeSessions: number;
  addresses: { id: string; recipient: string; line1: string; postalCode: string; city: string; country: string; isDefault: boolean }[];
  cards: { id: string; brand: string; last4: string; expMonth: number; expYear: number; isDefault: boolean }[];
  orders: { id: string; number: number; status: string; totalCents: number; currency: string; createdAt: string }[];
}

const money = (cents: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' });
const languages = new Intl.DisplayNames('en', { type: 'language' });

/** Customers: support finds an account and sees what the customer sees; an admin can disable it. */
export function Customers() {
  return (
    <AdminShell title="Customers" roles={['admin', 'support']}>
      {(me) => <CustomersView me={me} />}
    </AdminShell>
  );
}

function CustomersView({ me }: { me: Me }) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const pages = useInfiniteQuery({
    queryKey: [...adminQueryKeys.customers, q] as const,
    queryFn: ({ pageParam }) =>
      adminFetch<{ items: Row[]; next: string | null }>(
        `/api/admin/customers?limit=30${q ? `&q=${encodeURIComponent(q)}` : ''}${pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const rows = pages.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className={styles.split}>
      <section aria-label="Customer list">
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setQ(search.trim());
          }}
        >
          <label htmlFor="customer-search">Email or name</label>
          <input id="customer-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />{' '}
          <button type="submit" className="button">
            Find
          </button>
        </form>
        <ul className={styles.inbox} aria-busy={pages.isPending} data-testid="customers">
          {rows.map((c) => (
            <li key={c.id}>
              <button type="button" aria-current={selected === c.id} onClick={() => setSelected(c.id)}>
                <strong>{c.name}</strong> {c.disabled ? <span className={styles.meta}>· disabled</span> : null}
                <br />
                <span className={styles.meta}>
                  {c.email} · since {day(c.createdAt)} · {c.orderCount} order{c.orderCount === 1 ? '' : 's'}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {!pages.isPending && rows.length === 0 ? <p>No customers match.</p> : null}
        {pages.hasNextPage ? (
          <button type="button" className="button" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            More customers
          </button>
        ) : null}
      </section>
      {selected ? <CustomerDetail id={selected} canDisable={me.role === 'admin'} /> : <p>Choose a customer to see the account.</p>}
    </div>
  );
}

function CustomerDetail({ id, canDisable }: { id: string; canDisable: boolean }) {
  const client = useQueryClient();
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
      setOutcome({ kind: 'success', text: disabled ? 'The account is disabled and signed out everywhere.' : 'The account can sign in again.' });
      setConfirm(false);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        await customer.refetch();
        setOutcome({ kind: 'error', text: 'This account changed meanwhile: it now shows its current state.' });
      } else setOutcome({ kind: 'error', text: 'That did not work. Try again.' });
    } finally {
      setPending(false);
    }
  };

  if (!customer.data) return <p aria-busy="true">Loading…</p>;
  const c = customer.data;
  return (
    <article aria-labelledby="customer-heading" className={styles.section}>
      <h2 id="customer-heading">{c.name}</h2>
      <p>
        {c.email}
        {c.phone ? ` · ${c.phone}` : ''} · writes in {languages.of(c.locale) ?? c.locale} · since {day(c.createdAt)}
      </p>
      <p data-testid="customer-state">
        {c.disabled ? <strong>Disabled: cannot sign in.</strong> : 'Active'} · signed in on {c.activeSessions} device{c.activeSessions === 1 ? '' : 's'}
      </p>
      <StatusLine outcome={outcome} />
      {canDisable ? (
        <div className={styles.actions}>
          {c.disabled ? (
            <button type="button" className="button" disabled={pending} onClick={() => void setDisabled(false)}>
              Enable the account
            </button>
          ) : confirm ? (
            <p role="alert">
              Disable {c.email}? Every session ends now and sign-in is refused.{' '}
              <button type="button" className="button button--primary" disabled={pending} onClick={() => void setDisabled(true)}>
                Yes, disable
              </button>{' '}
              <button type="button" className="button" onClick={() => setConfirm(false)}>
                Keep it active
              </button>
            </p>
          ) : (
            <button type="button" className="button" onClick={() => setConfirm(true)}>
              Disable the account…
            </button>
          )}
        </div>
      ) : null}
      <h3>Orders</h3>
      {c.orders.length ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Placed</th>
              <th scope="col">Status</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {c.orders.map((o) => (
              <tr key={o.id}>
                <td>#{o.number}</td>
                <td>{day(o.createdAt)}</td>
                <td>{o.status}</td>
                <td>{money(o.totalCents, o.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No orders yet.</p>
      )}
      <h3>Addresses</h3>
      {c.addresses.length ? (
        <ul>
          {c.addresses.map((a) => (
            <li key={a.id}>
              {a.recipient}, {a.line1}, {a.postalCode} {a.city}, {a.country}
              {a.isDefault ? ' (default)' : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>No saved addresses.</p>
      )}
      <h3>Cards</h3>
      {c.cards.length ? (
        <ul>
          {c.cards.map((card) => (
            <li key={card.id}>
              {card.brand} •••• {card.last4}, expires {String(card.expMonth).padStart(2, '0')}/{card.expYear}
              {card.isDefault ? ' (default)' : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>No saved cards.</p>
      )}
    </article>
  );
}
