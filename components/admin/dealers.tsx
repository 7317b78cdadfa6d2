'use client';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type Outcome, StatusLine } from '@/components/ui/form-kit';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import { COUNTRY_CODES } from '@/lib/validations/countries';
import { DEALER_STATUS_VALUES } from '@/lib/validations/dealer-admin';
import { AdminShell } from './admin-shell';
import styles from './admin.module.css';

type Status = (typeof DEALER_STATUS_VALUES)[number];
interface Application {
  id: string;
  company: string;
  country: string;
  contactName: string;
  email: string;
  phone: string | null;
  companyWebsite: string | null;
  channels: string[];
  volume: string;
  message: string;
  locale: string;
  status: Status;
  note: string;
  createdAt: string;
  updatedAt: string;
}
interface Page {
  items: Application[];
  counts: Partial<Record<Status, number>>;
  next: string | null;
}

const STATUS_LABEL: Record<Status, string> = { new: 'New', contacted: 'Contacted', accepted: 'Accepted', declined: 'Declined' };
const VOLUME_LABEL: Record<string, string> = {
  under_100: 'under 100 units a year',
  '100_499': '100–499 units a year',
  '500_1999': '500–1,999 units a year',
  '2000_9999': '2,000–9,999 units a year',
  '10000_plus': '10,000+ units a year',
};
const regions = new Intl.DisplayNames(['en'], { type: 'region' });
const country = (code: string) => regions.of(code) ?? code;
const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const href = (site: string) => (/^https?:\/\//i.test(site) ? site : `https://${site}`);

/** "Become a dealer" applications: filter by status and country, move each one along and keep a note. */
export function DealersAdmin() {
  return (
    <AdminShell title="Dealer applications" roles={['admin', 'support']}>
      {() => <DealerList />}
    </AdminShell>
  );
}

function DealerList() {
  const [status, setStatus] = useState<Status | ''>('new');
  const [place, setPlace] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const countries = useMemo(() => COUNTRY_CODES.map((code) => [code, country(code)] as const).sort((a, b) => a[1].localeCompare(b[1], 'en')), []);
  const list = useInfiniteQuery({
    queryKey: [...adminQueryKeys.dealers, status, place],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({
        limit: '20',
        ...(status ? { status } : {}),
        ...(place ? { country: place } : {}),
        ...(pageParam ? { before: pageParam } : {}),
      });
      return adminFetch<Page>(`/api/admin/dealer-applications?${query}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const counts = list.data?.pages[0]?.counts ?? {};
  return (
    <>
      <form className={styles.actions} aria-label="Filter applications" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="dealer-status">Status</label>
          <select id="dealer-status" value={status} onChange={(e) => setStatus(e.target.value as Status | '')}>
            <option value="">All</option>
            {DEALER_STATUS_VALUES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]} ({counts[s] ?? 0})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="dealer-country">Country</label>
          <select id="dealer-country" value={place} onChange={(e) => setPlace(e.target.value)}>
            <option value="">All countries</option>
            {countries.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </form>
      <StatusLine outcome={outcome} />
      {list.isSuccess && items.length === 0 ? <p>No applications match.</p> : null}
      <ul className={styles.thread} aria-busy={list.isPending}>
        {items.map((item) => (
          <li key={`${item.id}-${item.updatedAt}`}>
            <DealerCard item={item} onOutcome={setOutcome} />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <button type="button" className="button" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          Older applications
        </button>
      ) : null}
    </>
  );
}

function DealerCard({ item, onOutcome }: { item: Application; onOutcome: (o: Outcome) => void }) {
  const client = useQueryClient();
  const [status, setStatus] = useState<Status>(item.status);
  const [note, setNote] = useState(item.note);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    onOutcome(null);
    try {
      await adminFetch<Application>(`/api/admin/dealer-applications/${item.id}`, { method: 'PATCH', body: { status, note, updatedAt: item.updatedAt } });
      onOutcome({ kind: 'success', text: `${item.company}: saved (${STATUS_LABEL[status]}).` });
    } catch (error) {
      onOutcome({
        kind: 'error',
        text:
          isApiError(error) && error.status === 409
            ? `${item.company} was changed by someone else meanwhile: the list now shows their change.`
            : isApiError(error)
              ? error.message
              : 'The change could not be saved.',
      });
    } finally {
      setSaving(false);
      await Promise.all([client.invalidateQueries({ queryKey: adminQueryKeys.dealers }), client.invalidateQueries({ queryKey: adminQueryKeys.dashboard })]);
    }
  };
  const id = `dealer-${item.id}`;
  return (
    <article aria-labelledby={`${id}-name`} data-testid="dealer-application">
      <h2 id={`${id}-name`}>{item.company}</h2>
      <p className={styles.meta}>
        {country(item.country)} · received <time dateTime={item.createdAt}>{when(item.createdAt)}</time> · written in {item.locale} ·{' '}
        {STATUS_LABEL[item.status]}
      </p>
      <p>
        {item.contactName} · <a href={`mailto:${item.email}`}>{item.email}</a>
        {item.phone ? ` · ${item.phone}` : null}
        {item.companyWebsite ? (
          <>
            {' · '}
            <a href={href(item.companyWebsite)} rel="noopener noreferrer nofollow" target="_blank">
              {item.companyWebsite}
            </a>
          </>
        ) : null}
      </p>
      <p>
        Sells through {item.channels.map((c) => c.replace('_', ' ')).join(', ')}; expects {VOLUME_LABEL[item.volume] ?? item.volume}.
      </p>
      <p className={styles.original}>{item.message}</p>
      <div className={styles.actions}>
        <div className="field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as Status)}>
            {DEALER_STATUS_VALUES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-note`}>Internal note</label>
          <textarea id={`${id}-note`} rows={2} maxLength={5000} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <button type="button" className="button button--primary" onClick={() => void save()} disabled={saving}>
          Save<span className="visually-hidden">: {item.company}</span>
        </button>
      </div>
    </article>
  );
}
