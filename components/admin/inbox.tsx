'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { busyButton } from '@/components/ui/busy-button';
import { type Outcome, serverOutcome, StatusLine, SubmitButton, useSchemaForm } from '@/components/ui/form-kit';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import { MESSAGE_STATUS_VALUES, threadEntrySchema } from '@/lib/validations/inbox';
import { useAdminFormats } from './formats';
import { AdminShell, type Me } from './admin-shell';
import { LoadFailure } from './load-failure';
import { LoadMore, useStaffList } from './staff-list';
import styles from './admin.module.css';
import type { BulkMessagesResult, StaffMessage, StaffMessagePage, StaffMessageSummary } from '@/lib/types/staff';
import { useOpenParam } from './use-open-param';
import { useUrlFilter } from './use-url-filter';

type Status = (typeof MESSAGE_STATUS_VALUES)[number];
type Filter = Status | 'open';
type Detail = StaffMessage;
type Page = StaffMessagePage;

const FILTERS: Filter[] = ['open', ...MESSAGE_STATUS_VALUES];

/** Online messages from the site: triage by status and assignee, notes, replies by email in the visitor's language. */
export function Inbox() {
  const t = useT('AdminInbox');
  return (
    <AdminShell title={t('title')} roles={['admin', 'support']}>
      {(me) => (
        <Suspense>
          <InboxView me={me} />
        </Suspense>
      )}
    </AdminShell>
  );
}

function InboxView({ me }: { me: Me }) {
  const t = useT('AdminInbox');
  const { when, language } = useAdminFormats();
  const [chosen, setFilter] = useUrlFilter<Filter>('status', FILTERS, 'open');
  const filter: Filter = chosen || 'open';
  const [assigned, setAssigned] = useUrlFilter('assigned', ['me'] as const, '');
  const mine = assigned === 'me';
  const setMine = (on: boolean) => setAssigned(on ? 'me' : '');
  const [selected, setSelected] = useState<string | null>(null);
  // Messages picked for a bulk action, by id; a new filter starts a new selection.
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  useOpenParam(setSelected);
  const key = [...adminQueryKeys.messages, filter, mine] as const;
  const {
    list: pages,
    rows: items,
    first,
    busy,
  } = useStaffList({
    queryKey: key,
    fetchPage: (before: string | undefined) =>
      adminFetch<Page>(`/api/admin/messages?status=${filter}${mine ? '&assigned=me' : ''}${before ? `&before=${encodeURIComponent(before)}` : ''}`),
    nextCursor: (last) => last.next,
  });
  const counts = first?.counts ?? {};
  const count = (f: Filter) => (f === 'open' ? (counts.new ?? 0) + (counts.in_progress ?? 0) : (counts[f] ?? 0));

  return (
    <div className={styles.split}>
      <section aria-label={t('listLabel')}>
        <ul className={styles.tabs} aria-label={t('show')}>
          {FILTERS.map((f) => (
            <li key={f}>
              <button
                type="button"
                className="button"
                aria-pressed={filter === f}
                onClick={() => {
                  setFilter(f);
                  setPicked(new Set());
                }}
              >
                {t('tab', { status: f === 'open' ? t('open') : t(`status.${f}`), count: count(f) })}
              </button>
            </li>
          ))}
        </ul>
        <label>
          <input type="checkbox" checked={mine} onChange={(e) => setMine(e.target.checked)} /> {t('assignedToMe')}
        </label>
        <LoadFailure query={pages} />
        <BulkBar items={items} picked={picked} setPicked={setPicked} me={me} />
        <ul className={styles.inbox} aria-busy={busy} data-testid="inbox">
          {items.map((m) => (
            <li key={m.id} className={styles.pickable}>
              <input
                type="checkbox"
                checked={picked.has(m.id)}
                onChange={(e) => setPicked((p) => toggled(p, m.id, e.target.checked))}
                aria-label={t('bulk.pick', { name: m.name ?? t('anonymous'), date: when(m.createdAt) })}
              />
              <button type="button" aria-current={selected === m.id} onClick={() => setSelected(m.id)}>
                <strong>{m.name ?? t('anonymous')}</strong> <span className={styles.meta}>· {t(`status.${m.status}`)}</span>
                <br />
                <span>{m.preview}</span>
                <br />
                <span className={styles.meta}>
                  {when(m.createdAt)} · {language(m.locale)}
                  {m.assignee ? ` · ${m.assignee}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {pages.isSuccess && items.length === 0 ? <p>{t('empty')}</p> : null}
        <LoadMore list={pages} label={t('older')} />
      </section>
      {selected ? <MessageDetail id={selected} me={me} /> : <p>{t('choose')}</p>}
    </div>
  );
}

const toggled = (set: ReadonlySet<string>, id: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

/**
 * What can be done to the picked messages at once: assign them to oneself or to nobody, or give them
 * one status. All or none (the server refuses the lot when one changed meanwhile, and says which).
 */
function BulkBar({
  items,
  picked,
  setPicked,
  me,
}: {
  items: StaffMessageSummary[];
  picked: ReadonlySet<string>;
  setPicked: (next: ReadonlySet<string>) => void;
  me: Me;
}) {
  const t = useT('AdminInbox');
  const errors = useT('Errors');
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [status, setStatus] = useState<Status>('archived');
  const [busy, setBusy] = useState(false);
  const chosen = items.filter((m) => picked.has(m.id));
  const all = items.length > 0 && chosen.length === items.length;
  const run = async (change: { status: Status } | { assignedTo: string | null }) => {
    setOutcome(null);
    setBusy(true);
    try {
      const result = await adminFetch<BulkMessagesResult>('/api/admin/messages/bulk', {
        method: 'POST',
        body: { items: chosen.map((m) => ({ id: m.id, updatedAt: m.updatedAt })), change },
      });
      if (result.applied) {
        setPicked(new Set());
        setOutcome({ kind: 'success', text: t('bulk.done', { count: result.changed.length }) });
      } else setOutcome({ kind: 'error', text: t('bulk.refused', { count: result.refused.length }) });
      await client.invalidateQueries({ queryKey: adminQueryKeys.messages });
    } catch (error) {
      setOutcome(serverOutcome(null, error, errors));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.actions} role="group" aria-label={t('bulk.label')}>
      <label>
        <input
          type="checkbox"
          checked={all}
          disabled={items.length === 0}
          onChange={(e) => setPicked(e.target.checked ? new Set(items.map((m) => m.id)) : new Set())}
        />{' '}
        {t('bulk.all')}
      </label>
      {chosen.length ? (
        <>
          <span className={styles.meta}>{t('bulk.picked', { count: chosen.length })}</span>
          <button type="button" className="button" {...busyButton(busy, () => void run({ assignedTo: me.id }))}>
            {t('bulk.assignToMe')}
          </button>
          <button type="button" className="button" {...busyButton(busy, () => void run({ assignedTo: null }))}>
            {t('bulk.unassign')}
          </button>
          <label>
            {t('bulk.statusField')}{' '}
            <select value={status} onChange={(e) => setStatus(e.target.value as Status)}>
              {MESSAGE_STATUS_VALUES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="button" {...busyButton(busy, () => void run({ status }))}>
            {t('bulk.setStatus')}
          </button>
        </>
      ) : null}
      <StatusLine outcome={outcome} />
    </div>
  );
}

function MessageDetail({ id, me }: { id: string; me: Me }) {
  const client = useQueryClient();
  const t = useT('AdminInbox');
  const errors = useT('Errors');
  const { when, language } = useAdminFormats();
  const key = [...adminQueryKeys.messages, 'detail', id] as const;
  const detail = useQuery({ queryKey: key, queryFn: () => adminFetch<Detail>(`/api/admin/messages/${id}`) });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const noteForm = useSchemaForm(threadEntrySchema, { body: '' });
  const replyForm = useSchemaForm(threadEntrySchema, { body: '' });

  const settle = async (fresh: Detail) => {
    client.setQueryData(key, fresh);
    await client.invalidateQueries({ queryKey: adminQueryKeys.messages, predicate: (q) => q.queryKey[2] !== 'detail' });
  };
  const change = async (patch: { status?: Status; assignedTo?: string | null }) => {
    if (!detail.data) return;
    setOutcome(null);
    try {
      await settle(await adminFetch<Detail>(`/api/admin/messages/${id}`, { method: 'PATCH', body: { ...patch, updatedAt: detail.data.updatedAt } }));
      setOutcome({ kind: 'success', text: t('saved') });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        await detail.refetch();
        setOutcome({ kind: 'error', text: t('conflict') });
      } else setOutcome(serverOutcome(null, error, errors));
    }
  };
  const post = (kind: 'notes' | 'replies', form: typeof noteForm) =>
    form.handleSubmit(async (values) => {
      setOutcome(null);
      try {
        await settle(await adminFetch<Detail>(`/api/admin/messages/${id}/${kind}`, { method: 'POST', body: values }));
        form.reset();
        setOutcome({ kind: 'success', text: kind === 'replies' ? t('replySent') : t('noteAdded') });
      } catch (error) {
        setOutcome(serverOutcome(form, error, errors));
      }
    });

  if (!detail.data) return <p aria-busy="true">{t('loading')}</p>;
  const m = detail.data;
  const replyError = replyForm.formState.errors.body?.message;
  const noteError = noteForm.formState.errors.body?.message;
  return (
    <article aria-labelledby="message-heading" className={styles.section}>
      <h2 id="message-heading">{m.name ?? t('anonymousVisitor')}</h2>
      <p className={styles.meta}>
        {when(m.createdAt)} · {t('wroteIn', { language: language(m.locale) })} · {m.contact ?? t('noContact')}
      </p>
      <p className={styles.original}>{m.message}</p>
      <div className={styles.actions}>
        <label>
          {t('statusField')}{' '}
          <select value={m.status} onChange={(e) => void change({ status: e.target.value as Status })}>
            {MESSAGE_STATUS_VALUES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        {m.assignedTo === me.id ? (
          <button type="button" className="button" onClick={() => void change({ assignedTo: null })}>
            {t('unassignMe')}
          </button>
        ) : (
          <button type="button" className="button" onClick={() => void change({ assignedTo: me.id })}>
            {t('assignToMe')}
          </button>
        )}
        <span className={styles.meta}>{m.assignee ? t('assignedTo', { name: m.assignee }) : t('nobodyAssigned')}</span>
      </div>
      <StatusLine outcome={outcome} />
      <h3>{t('thread')}</h3>
      {m.thread.length === 0 ? <p>{t('noThread')}</p> : null}
      <ol className={styles.thread}>
        {m.thread.map((e) => (
          <li key={e.id} data-kind={e.kind}>
            <span className={styles.meta}>
              {t(`entry.${e.kind}`)} · {e.author} · {when(e.createdAt)}
            </span>
            {'\n'}
            {e.body}
          </li>
        ))}
      </ol>
      <form onSubmit={post('replies', replyForm)} noValidate aria-label={t('reply')}>
        <div className="field">
          <label htmlFor="reply-body">{m.replyTo ? t('replyTo', { email: m.replyTo }) : t('reply')}</label>
          <textarea
            id="reply-body"
            rows={6}
            disabled={!m.replyTo}
            aria-describedby="reply-hint"
            aria-invalid={replyError ? true : undefined}
            {...replyForm.register('body')}
          />
          <p id="reply-hint" className="field__hint">
            {m.replyTo ? t('replyHint', { language: language(m.locale) }) : t('noEmail')}
          </p>
          {typeof replyError === 'string' ? <p className="field__error">{replyError}</p> : null}
        </div>
        {m.replyTo ? <SubmitButton pending={replyForm.formState.isSubmitting} label={t('sendReply')} pendingLabel={t('sending')} /> : null}
      </form>
      <form onSubmit={post('notes', noteForm)} noValidate aria-label={t('note')}>
        <div className="field">
          <label htmlFor="note-body">{t('noteLabel')}</label>
          <textarea id="note-body" rows={3} aria-invalid={noteError ? true : undefined} {...noteForm.register('body')} />
          {typeof noteError === 'string' ? <p className="field__error">{noteError}</p> : null}
        </div>
        <SubmitButton pending={noteForm.formState.isSubmitting} label={t('addNote')} pendingLabel={t('adding')} />
      </form>
    </article>
  );
}
