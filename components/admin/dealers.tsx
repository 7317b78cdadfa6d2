'use client';
import { busyButton } from '@/components/ui/busy-button';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { useMessagesLocale, useT } from '@/components/i18n/messages-provider';
import { type Outcome, StatusLine } from '@/components/ui/form-kit';
import { localeTags } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import { sortByName } from '@/lib/collation';
import { dealerReference, parseDealerReference } from '@/lib/dealer-reference';
import { COUNTRY_CODES } from '@/lib/validations/countries';
import { DEALER_CHANNELS, DEALER_VOLUMES } from '@/lib/validations/dealer';
import { DEALER_STATUS_VALUES } from '@/lib/validations/dealer-admin';
import { AdminShell } from './admin-shell';
import { LoadFailure } from './load-failure';
import { LoadMore, useStaffList } from './staff-list';
import type { DealerApplicationStatus, StaffDealerApplication } from '@/lib/types/staff';
import styles from './admin.module.css';
import { formatDateTime, listText } from '@/lib/intl';
import type { StaffDealerPage } from '@/lib/types/staff';
import { useUrlFilter } from './use-url-filter';

type Status = DealerApplicationStatus;
type Application = StaffDealerApplication;
type Page = StaffDealerPage;

const includes = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);
const regions = new Map<string, Intl.DisplayNames>();
/** A country's name in the language `tag`. */
const country = (code: string, tag: string) => {
  let names = regions.get(tag);
  if (!names) regions.set(tag, (names = new Intl.DisplayNames([tag], { type: 'region' })));
  return names.of(code) ?? code;
};
const languages = new Map<string, Intl.DisplayNames>();
/** A language's name in the language `tag` ("German" for `de` in English). */
const language = (code: string, tag: string) => {
  let names = languages.get(tag);
  if (!names) languages.set(tag, (names = new Intl.DisplayNames([tag], { type: 'language' })));
  return names.of(code) ?? code;
};
const when = (iso: string, tag: string) => formatDateTime(tag, { dateStyle: 'medium', timeStyle: 'short' }, new Date(iso));
/** Stands for an element in a formatted message, which is then split around it. */
const SLOT = '\u2063';
const href = (site: string) => (/^https?:\/\//i.test(site) ? site : `https://${site}`);

/** "Become a dealer" applications: filter by status and country, move each one along and keep a note. */
export function DealersAdmin() {
  const t = useT('AdminDealers');
  return (
    <AdminShell title={t('title')} roles={['admin', 'support']}>
      {() => (
        <Suspense>
          <DealerList />
        </Suspense>
      )}
    </AdminShell>
  );
}

function DealerList() {
  const t = useT('AdminDealers');
  const tag = localeTags[useMessagesLocale()];
  const [status, setStatus] = useUrlFilter<Status>('status', DEALER_STATUS_VALUES, 'new');
  const [place, setPlace] = useState('');
  const [typedReference, setTypedReference] = useState('');
  const reference = parseDealerReference(typedReference);
  const referenceError = typedReference.trim() && !reference ? t('referenceInvalid') : undefined;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const countries = useMemo(
    () =>
      sortByName(
        COUNTRY_CODES.map((code) => [code, country(code, tag)] as const),
        tag,
        ([, name]) => name,
      ),
    [tag],
  );
  const { list, rows, first, busy } = useStaffList({
    queryKey: [...adminQueryKeys.dealers, status, place, reference],
    fetchPage: (before: string | undefined) => {
      const query = new URLSearchParams({
        limit: '20',
        ...(status ? { status } : {}),
        ...(place ? { country: place } : {}),
        ...(reference ? { reference } : {}),
        ...(before ? { before } : {}),
      });
      return adminFetch<Page>(`/api/admin/dealer-applications?${query}`);
    },
    nextCursor: (last) => last.next,
  });
  const counts = first?.counts ?? {};
  return (
    <>
      <form className={styles.actions} aria-label={t('filter')} onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="dealer-status">{t('statusLabel')}</label>
          <select id="dealer-status" value={status} onChange={(e) => setStatus(e.target.value as Status | '')}>
            <option value="">{t('all')}</option>
            {DEALER_STATUS_VALUES.map((s) => (
              <option key={s} value={s}>
                {t('statusCount', { status: t(`status.${s}`), count: counts[s] ?? 0 })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="dealer-country">{t('country')}</label>
          <select id="dealer-country" value={place} onChange={(e) => setPlace(e.target.value)}>
            <option value="">{t('allCountries')}</option>
            {countries.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="dealer-reference">{t('reference')}</label>
          <input
            id="dealer-reference"
            type="search"
            value={typedReference}
            onChange={(e) => setTypedReference(e.target.value)}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={referenceError ? true : undefined}
            aria-describedby={referenceError ? 'dealer-reference-error' : undefined}
          />
          {referenceError ? (
            <p id="dealer-reference-error" className="field__error">
              {referenceError}
            </p>
          ) : null}
        </div>
      </form>
      <StatusLine outcome={outcome} />
      <LoadFailure query={list} />
      {list.isSuccess && rows.length === 0 ? <p>{t('none')}</p> : null}
      <ul className={styles.thread} aria-busy={busy}>
        {rows.map((item) => (
          <li key={`${item.id}-${item.updatedAt}`}>
            <DealerCard item={item} onOutcome={setOutcome} />
          </li>
        ))}
      </ul>
      <LoadMore list={list} label={t('older')} />
    </>
  );
}

function DealerCard({ item, onOutcome }: { item: Application; onOutcome: (o: Outcome) => void }) {
  const t = useT('AdminDealers');
  const tag = localeTags[useMessagesLocale()];
  const client = useQueryClient();
  const [status, setStatus] = useState<Status>(item.status);
  const [note, setNote] = useState(item.note);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    onOutcome(null);
    try {
      await adminFetch<Application>(`/api/admin/dealer-applications/${item.id}`, { method: 'PATCH', body: { status, note, updatedAt: item.updatedAt } });
      onOutcome({ kind: 'success', text: t('saved', { company: item.company, status: t(`status.${status}`) }) });
    } catch (error) {
      onOutcome({
        kind: 'error',
        text: isApiError(error) && error.status === 409 ? t('conflict', { company: item.company }) : isApiError(error) ? error.message : t('saveFailed'),
      });
    } finally {
      setSaving(false);
      await Promise.all([client.invalidateQueries({ queryKey: adminQueryKeys.dealers }), client.invalidateQueries({ queryKey: adminQueryKeys.dashboard })]);
    }
  };
  const id = `dealer-${item.id}`;
  const [beforeDate, afterDate = ''] = t('meta', {
    country: country(item.country, tag),
    date: SLOT,
    language: language(item.locale, tag),
    status: t(`status.${item.status}`),
  }).split(SLOT);
  const channels = listText(
    tag,
    item.channels.map((c) => (includes(DEALER_CHANNELS, c) ? t(`channel.${c}`) : c.replace('_', ' '))),
  );
  const volume = includes(DEALER_VOLUMES, item.volume) ? t(`volume.${item.volume}`) : item.volume;
  return (
    <article aria-labelledby={`${id}-name`} data-testid="dealer-application">
      <h2 id={`${id}-name`}>{item.company}</h2>
      <p className={styles.meta}>
        {beforeDate}
        <time dateTime={item.createdAt}>{when(item.createdAt, tag)}</time>
        {afterDate} · <span data-testid="dealer-reference">{t('referenceOf', { reference: dealerReference(item.id) })}</span>
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
      <p>{t('sells', { channels, volume })}</p>
      <p className={styles.original}>{item.message}</p>
      <div className={styles.actions}>
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('statusLabel')}</label>
          <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as Status)}>
            {DEALER_STATUS_VALUES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-note`}>{t('note')}</label>
          <textarea id={`${id}-note`} rows={2} maxLength={5000} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <button type="button" className="button button--primary" {...busyButton(saving, () => void save())}>
          {t('save')}
          <span className="visually-hidden">{t('saveWhich', { company: item.company })}</span>
        </button>
      </div>
    </article>
  );
}
