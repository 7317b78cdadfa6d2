'use client';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { type Outcome, serverOutcome, StatusLine, SubmitButton, useSchemaForm } from '@/components/ui/form-kit';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import { MESSAGE_STATUS_VALUES, threadEntrySchema } from '@/lib/validations/inbox';
import { AdminShell, type Me } from './admin-shell';
import styles from './admin.module.css';

type Status = (typeof MESSAGE_STATUS_VALUES)[number];
type Filter = Status | 'open';
interface Summary {
  id: string;
  name: string | null;
  contact: string | null;
  preview: string;
  locale: string;
  status: Status;
  assignedTo: string | null;
  assignee: string | null;
  createdAt: string;
  updatedAt: string;
}
interface Detail extends Summary {
  message: string;
  replyTo: string | null;
  thread: { id: number; kind: 'note' | 'reply'; author: string; body: string; createdAt: string }[];
}
interface Page {
  items: Summary[];
  counts: Partial<Record<Status, number>>;
  next: string | null;
}

const STATUS_LABEL: Record<Status, string> = { new: 'New', in_progress: 'In progress', answered: 'Answered', spam: 'Spam', archived: 'Archived' };
const FILTERS: Filter[] = ['open', ...MESSAGE_STATUS_VALUES];
const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const languages = new Intl.DisplayNames('en', { type: 'language' });
/** The visitor's language, in English (the back office's language): "German". */
const language = (locale: string) => languages.of(locale) ?? locale;

/** Online messages from the site: triage by status and assignee, notes, replies by email in the visitor's language. */
export function Inbox() {
  return (
    <AdminShell title="Messages" roles={['admin', 'support']}>
      {(me) => <InboxView me={me} />}
    </AdminShell>
  );
}

function InboxView({ me }: { me: Me }) {
  const [filter, setFilter] = useState<Filter>('open');
  const [mine, setMine] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const key = [...adminQueryKeys.messages, filter, mine] as const;
  const pages = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) =>
      adminFetch<Page>(`/api/admin/messages?status=${filter}${mine ? '&assigned=me' : ''}${pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const counts = pages.data?.pages[0]?.counts ?? {};
  const count = (f: Filter) => (f === 'open' ? (counts.new ?? 0) + (counts.in_progress ?? 0) : (counts[f] ?? 0));
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className={styles.split}>
      <section aria-label="Inbox">
        <ul className={styles.tabs} aria-label="Show">
          {FILTERS.map((f) => (
            <li key={f}>
              <button type="button" className="button" aria-pressed={filter === f} onClick={() => setFilter(f)}>
                {f === 'open' ? 'Open' : STATUS_LABEL[f]} ({count(f)})
              </button>
            </li>
          ))}
        </ul>
        <label>
          <input type="checkbox" checked={mine} onChange={(e) => setMine(e.target.checked)} /> Assigned to me
        </label>
        <ul className={styles.inbox} aria-busy={pages.isPending} data-testid="inbox">
          {items.map((m) => (
            <li key={m.id}>
              <button type="button" aria-current={selected === m.id} onClick={() => setSelected(m.id)}>
                <strong>{m.name ?? 'Anonymous'}</strong> <span className={styles.meta}>· {STATUS_LABEL[m.status]}</span>
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
        {!pages.isPending && items.length === 0 ? <p>No messages here.</p> : null}
        {pages.hasNextPage ? (
          <button type="button" className="button" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            Older messages
          </button>
        ) : null}
      </section>
      {selected ? <MessageDetail id={selected} me={me} /> : <p>Choose a message to read it.</p>}
    </div>
  );
}

function MessageDetail({ id, me }: { id: string; me: Me }) {
  const client = useQueryClient();
  const errors = useT('Errors');
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
      setOutcome({ kind: 'success', text: 'Saved.' });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        await detail.refetch();
        setOutcome({ kind: 'error', text: 'Someone changed this message meanwhile: it now shows their change.' });
      } else setOutcome(serverOutcome(null, error, errors));
    }
  };
  const post = (kind: 'notes' | 'replies', form: typeof noteForm) =>
    form.handleSubmit(async (values) => {
      setOutcome(null);
      try {
        await settle(await adminFetch<Detail>(`/api/admin/messages/${id}/${kind}`, { method: 'POST', body: values }));
        form.reset();
        setOutcome({ kind: 'success', text: kind === 'replies' ? 'Reply sent.' : 'Note added.' });
      } catch (error) {
        setOutcome(serverOutcome(form, error, errors));
      }
    });

  if (!detail.data) return <p aria-busy="true">Loading…</p>;
  const m = detail.data;
  const replyError = replyForm.formState.errors.body?.message;
  const noteError = noteForm.formState.errors.body?.message;
  return (
    <article aria-labelledby="message-heading" className={styles.section}>
      <h2 id="message-heading">{m.name ?? 'Anonymous visitor'}</h2>
      <p className={styles.meta}>
        {when(m.createdAt)} · wrote in {language(m.locale)} · {m.contact ?? 'no contact given'}
      </p>
      <p className={styles.original}>{m.message}</p>
      <div className={styles.actions}>
        <label>
          Status{' '}
          <select value={m.status} onChange={(e) => void change({ status: e.target.value as Status })}>
            {MESSAGE_STATUS_VALUES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
        {m.assignedTo === me.id ? (
          <button type="button" className="button" onClick={() => void change({ assignedTo: null })}>
            Unassign me
          </button>
        ) : (
          <button type="button" className="button" onClick={() => void change({ assignedTo: me.id })}>
            Assign to me
          </button>
        )}
        <span className={styles.meta}>{m.assignee ? `Assigned to ${m.assignee}` : 'Nobody assigned'}</span>
      </div>
      <StatusLine outcome={outcome} />
      <h3>Thread</h3>
      {m.thread.length === 0 ? <p>No notes or replies yet.</p> : null}
      <ol className={styles.thread}>
        {m.thread.map((e) => (
          <li key={e.id} data-kind={e.kind}>
            <span className={styles.meta}>
              {e.kind === 'reply' ? 'Reply sent' : 'Internal note'} · {e.author} · {when(e.createdAt)}
            </span>
            {'\n'}
            {e.body}
          </li>
        ))}
      </ol>
      <form onSubmit={post('replies', replyForm)} noValidate aria-label="Reply by email">
        <div className="field">
          <label htmlFor="reply-body">Reply by email{m.replyTo ? ` to ${m.replyTo}` : ''}</label>
          <textarea
            id="reply-body"
            rows={6}
            disabled={!m.replyTo}
            aria-describedby="reply-hint"
            aria-invalid={replyError ? true : undefined}
            {...replyForm.register('body')}
          />
          <p id="reply-hint" className="field__hint">
            {m.replyTo
              ? `Write in ${language(m.locale)}: the subject, the signature and the quoted message go out in it.`
              : 'This visitor left no email address: answer by phone or not at all.'}
          </p>
          {typeof replyError === 'string' ? <p className="field__error">{replyError}</p> : null}
        </div>
        {m.replyTo ? <SubmitButton pending={replyForm.formState.isSubmitting} label="Send reply" pendingLabel="Sending…" /> : null}
      </form>
      <form onSubmit={post('notes', noteForm)} noValidate aria-label="Internal note">
        <div className="field">
          <label htmlFor="note-body">Internal note (never sent)</label>
          <textarea id="note-body" rows={3} aria-invalid={noteError ? true : undefined} {...noteForm.register('body')} />
          {typeof noteError === 'string' ? <p className="field__error">{noteError}</p> : null}
        </div>
        <SubmitButton pending={noteForm.formState.isSubmitting} label="Add note" pendingLabel="Adding…" />
      </form>
    </article>
  );
}
