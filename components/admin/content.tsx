'use client';
import { busyButton } from '@/components/ui/busy-button';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type Ref, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useMessagesLocale, useT } from '@/components/i18n/messages-provider';
import { type Outcome, serverOutcome, StatusLine, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { isLocale, localeTags, locales, type Locale } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import { CONTENT_FORMS, emptyContentTexts } from '@/lib/content-forms';
import { TRANSLATION_STATUSES, type productTextsSchema } from '@/lib/validations/content';
import { AdminShell } from './admin-shell';
import { BulkConfirm } from './bulk-confirm';
import { ConfirmDialog } from './confirm-dialog';
import { LoadFailure } from './load-failure';
import { PublishSchedule } from './publish-schedule';
import type { StaffContentEditor, StaffContentMatrix } from '@/lib/types/staff';
import type { ContentSegment } from '@/lib/validations/content';
import { ScrollRegion } from './scroll-region';
import { TranslationExchange } from './translation-exchange';
import { VersionCompare } from './version-compare';
import styles from './admin.module.css';
import { formatDateTime } from '@/lib/intl';
import { useUrlFilter } from './use-url-filter';

type Status = (typeof TRANSLATION_STATUSES)[number];
type Kind = ContentSegment;
type Texts = Record<string, unknown>;
/** The rich-text editor's code loads with the first kind that has a rich-text field, not before. */
const RichTextEditor = dynamic(() => import('./rich-text-editor').then((m) => m.RichTextEditor), {
  ssr: false,
  loading: () => <EditorLoading />,
});
function EditorLoading() {
  const t = useT('AdminContent');
  return <p role="status">{t('loadingEditor')}</p>;
}
const isKind = (value: string | null): value is Kind => value !== null && Object.hasOwn(CONTENT_FORMS, value);
/** What GET /api/admin/content/{kind} answers. */
type Matrix = StaffContentMatrix;
/** What GET /api/admin/content/{kind}/{id}/{locale} answers. */
type EditorView = StaffContentEditor;

/** A language's name in the back office's language. */
function useLanguageOf(): (l: string) => string {
  const tag = localeTags[useMessagesLocale()];
  return useMemo(() => {
    const languages = new Intl.DisplayNames(tag, { type: 'language' });
    return (l: string) => languages.of(l) ?? l;
  }, [tag]);
}
const when = (iso: string, tag: string) => formatDateTime(tag, { dateStyle: 'medium', timeStyle: 'short' }, new Date(iso));
/** Texts in ten languages: the translation matrix of each kind, and the side-by-side editor of one item in one locale. */
export function Content() {
  const t = useT('AdminContent');
  return (
    <AdminShell title={t('title')} roles={['admin', 'editor']}>
      {() => <ContentView />}
    </AdminShell>
  );
}

function ContentView() {
  const t = useT('AdminContent');
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const rawKind = search.get('kind');
  const kind: Kind = isKind(rawKind) ? rawKind : 'products';
  const item = search.get('item');
  const rawLocale = search.get('locale');
  const rawReference = search.get('ref');
  const locale = isLocale(rawLocale) ? rawLocale : null;
  const reference: Locale = isLocale(rawReference) ? rawReference : 'en';
  const go = (next: Record<string, string | null>) => {
    const params = new URLSearchParams(search.toString());
    for (const [key, value] of Object.entries(next)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    router.replace(`${pathname}?${params.toString()}`, { scroll: false });
  };
  if (item && locale) {
    return (
      <ItemEditor
        key={`${kind}/${item}/${locale}`}
        kind={kind}
        id={item}
        locale={locale}
        reference={reference}
        onChange={(next) => go(next)}
        onClose={() => go({ item: null, locale: null, ref: null })}
      />
    );
  }
  return (
    <>
      <ul className={styles.tabs} aria-label={t('tabs')}>
        {(Object.keys(CONTENT_FORMS) as Kind[]).map((k) => (
          <li key={k}>
            <button type="button" className="button" aria-pressed={kind === k} onClick={() => go({ kind: k })}>
              {t(`kinds.${k}.label`)}
            </button>
          </li>
        ))}
      </ul>
      <TranslationMatrix key={kind} kind={kind} onOpen={(id, l) => go({ item: id, locale: l, ref: l === 'en' ? 'ja' : 'en' })} />
    </>
  );
}

function TranslationMatrix({ kind, onOpen }: { kind: Kind; onOpen: (id: string, locale: Locale) => void }) {
  const t = useT('AdminContent');
  const languageOf = useLanguageOf();
  // In the address (?lang=&status=), so the dashboard's translation debt links to the cells it counts.
  const [locale, setLocale] = useUrlFilter<Locale>('lang', locales, '');
  const [status, setStatus] = useUrlFilter<Status>('status', TRANSLATION_STATUSES, '');
  const matrix = useQuery({
    queryKey: [...adminQueryKeys.content, 'matrix', kind, locale, status] as const,
    queryFn: () => adminFetch<Matrix>(`/api/admin/content/${kind}?${new URLSearchParams({ ...(locale ? { locale } : {}), ...(status ? { status } : {}) })}`),
  });
  const data = matrix.data;
  // Rows chosen for a bulk "still correct"; only the rows on screen count.
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const shownRows = data?.items ?? [];
  const selected = shownRows.filter((i) => chosen.has(i.id));
  const allChosen = shownRows.length > 0 && selected.length === shownRows.length;
  const choose = (id: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <section aria-labelledby="matrix-heading" className={styles.section}>
      <h2 id="matrix-heading">{t('matrix.heading', { kind: t(`kinds.${kind}.label`) })}</h2>
      <p>
        {t(`kinds.${kind}.cells`)} <strong>{t('status.outdated')}</strong>
        {t('matrix.outdated')} <strong>{t('status.missing')}</strong>
        {t('matrix.missing')}
      </p>
      <div className={styles.actions}>
        <LanguageSelect id="matrix-locale" label={t('matrix.language')} value={locale} all={t('matrix.allLanguages')} onChange={(l) => setLocale(l ?? '')} />
        <div className="field">
          <label htmlFor="matrix-status">{t('matrix.status')}</label>
          <select id="matrix-status" value={status} onChange={(e) => setStatus((e.target.value || '') as Status | '')}>
            <option value="">{t('matrix.anyStatus')}</option>
            {TRANSLATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {data ? (
        <p className={styles.meta} data-testid="matrix-totals">
          {t('matrix.totals', { missing: data.totals.missing, outdated: data.totals.outdated, done: data.totals.done })}
        </p>
      ) : null}
      <LoadFailure query={matrix} />
      <ScrollRegion name={t('matrix.heading', { kind: t(`kinds.${kind}.label`) })}>
        <table className={`${styles.table} ${styles.matrix}`} aria-busy={matrix.isPending} data-testid="translation-matrix">
          <thead>
            <tr>
              <td>
                <input
                  type="checkbox"
                  aria-label={t('bulk.selectAll')}
                  checked={allChosen}
                  onChange={(e) => setChosen(new Set(e.target.checked ? shownRows.map((i) => i.id) : []))}
                />
              </td>
              <th scope="col">{t(`kinds.${kind}.column`)}</th>
              {(data?.locales ?? []).map((l) => (
                <th scope="col" key={l}>
                  {/* The code fits the column; the language's name is what a screen reader reads. */}
                  <abbr title={languageOf(l)} aria-hidden="true">
                    {l}
                  </abbr>
                  <span className="visually-hidden">{languageOf(l)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(data?.items ?? []).map((item) => (
              <tr key={item.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('bulk.select', { item: item.name })}
                    checked={chosen.has(item.id)}
                    onChange={(e) => choose(item.id, e.target.checked)}
                  />
                </td>
                <th scope="row">{item.name}</th>
                {data!.locales.map((l) => {
                  const cell = item.cells[l];
                  // An item that exists in some languages only (the withdrawal page) has no cell in the others.
                  if (!cell)
                    return (
                      <td key={l} data-status="none">
                        <span title={t('matrix.notOffered', { item: item.name, language: languageOf(l) })}>
                          <span aria-hidden="true">—</span>
                          <span className="visually-hidden">{t('matrix.notOffered', { item: item.name, language: languageOf(l) })}</span>
                        </span>
                      </td>
                    );
                  return (
                    <td key={l} data-status={cell.status}>
                      <button
                        type="button"
                        className={styles.cell}
                        aria-label={t(cell.draft ? 'matrix.cellDraft' : 'matrix.cell', {
                          item: item.name,
                          language: languageOf(l),
                          status: t(`cellStatus.${cell.status}`),
                        })}
                        onClick={() => onOpen(item.id, l)}
                      >
                        {t(`status.${cell.status}`)}
                        {cell.draft ? ' ✎' : ''}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {data && data.items.length === 0 ? <p>{t('matrix.empty')}</p> : null}
      <BulkConfirm kind={kind} selected={selected} languageOf={languageOf} onDone={() => setChosen(new Set())} />
      <TranslationExchange languageOf={languageOf} />
    </section>
  );
}

interface EditorProps {
  kind: Kind;
  id: string;
  locale: Locale;
  reference: Locale;
  onChange: (next: Record<string, string | null>) => void;
  onClose: () => void;
}

function ItemEditor({ kind, id, locale, reference, onChange, onClose }: EditorProps) {
  const t = useT('AdminContent');
  const languageOf = useLanguageOf();
  const key = [...adminQueryKeys.content, 'editor', kind, id, locale, reference] as const;
  // Another reference language keeps the form (and unsaved text) while its texts load.
  const view = useQuery({
    queryKey: key,
    queryFn: () => adminFetch<EditorView>(`/api/admin/content/${kind}/${id}/${locale}?reference=${reference}`),
    placeholderData: keepPreviousData,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // The language to edit is chosen in the select (arrows only browse, WCAG 3.2.2) and switched by
  // its button; unsaved text is dropped by a switch only once the editor has said yes.
  const [choice, setChoice] = useState<Locale>(locale);
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState<Locale | null>(null);
  const editLanguage = useRef<HTMLSelectElement>(null);
  const onDirty = useCallback((next: boolean) => setDirty(next), []);
  const switchLanguage = () => {
    if (choice === locale) return;
    if (dirty) setAsking(choice);
    else onChange({ locale: choice });
  };
  return (
    <article aria-labelledby="editor-heading" className={styles.section}>
      <p>
        <button type="button" className={styles.linkButton} onClick={onClose}>
          {t('editor.back')}
        </button>
      </p>
      <h2 id="editor-heading" ref={heading} tabIndex={-1}>
        {view.data
          ? t('editor.heading', {
              title: String((view.data.published ?? view.data.referenceTexts)?.[CONTENT_FORMS[kind].fields[0]!.name] ?? id),
              language: languageOf(locale),
            })
          : t('loading')}
      </h2>
      <div className={styles.actions}>
        <form
          className={styles.actions}
          onSubmit={(event) => {
            event.preventDefault();
            switchLanguage();
          }}
        >
          <LanguageSelect
            id="editor-locale"
            label={t('editor.editLanguage')}
            value={choice}
            selectRef={editLanguage}
            onChange={(l) => setChoice(l ?? locale)}
          />
          <button type="submit" className="button">
            {t('editor.switchLanguage')}
          </button>
        </form>
        <LanguageSelect id="editor-reference" label={t('editor.reference')} value={reference} onChange={(l) => onChange({ ref: l ?? reference })} />
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t('editor.unsaved.title')}
        text={t('editor.unsaved.text', { language: languageOf(locale), next: languageOf(asking ?? choice) })}
        cancelLabel={t('editor.unsaved.keep')}
        confirmLabel={t('editor.unsaved.discard')}
        returnFocus={editLanguage}
        onCancel={() => {
          setAsking(null);
          setChoice(locale);
        }}
        onConfirm={() => {
          const next = asking;
          setAsking(null);
          if (next) onChange({ locale: next });
        }}
      />
      {view.data ? <EditorForm view={view.data} queryKey={key} onDirty={onDirty} /> : <p aria-busy="true">{t('loading')}</p>}
    </article>
  );
}

const textsOf = (view: EditorView): Texts => view.draft?.fields ?? view.published ?? emptyContentTexts(view.kind);

function EditorForm({ view, queryKey, onDirty }: { view: EditorView; queryKey: readonly unknown[]; onDirty: (dirty: boolean) => void }) {
  const client = useQueryClient();
  const errors = useT('Errors');
  const t = useT('AdminContent');
  const languageOf = useLanguageOf();
  const tag = localeTags[useMessagesLocale()];
  const spec = CONTENT_FORMS[view.kind];
  // One form for every kind: the fields come from the kind's schema and field list.
  const form = useSchemaForm(spec.schema as typeof productTextsSchema, textsOf(view) as never) as unknown as UseFormReturn<FieldValues>;
  // The specification rows are kept with the form's own reset: react-hook-form's useFieldArray
  // would add its code to the react-hook-form chunk that every public form loads (about 1.5 KB).
  const specsOf = (texts: Texts) => (texts.specs as { label: string; value: string }[] | undefined) ?? [];
  const [specCount, setSpecCount] = useState(() => specsOf(textsOf(view)).length);
  const setSpecs = (list: { label: string; value: string }[]) => {
    form.reset({ ...form.getValues(), specs: list }, { keepDefaultValues: true, keepTouched: true });
    setSpecCount(list.length);
  };
  const resetTo = (texts: Texts) => {
    form.reset(texts);
    setSpecCount(specsOf(texts).length);
  };
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  // After an action, the button that ran it may be gone (Publish, Discard, "Still correct" and
  // "Send for review" leave with the draft or the state they act on): focus then stays among the
  // actions, on "Save draft", instead of falling to <body> (WCAG 2.4.3).
  const saveButton = useRef<HTMLButtonElement>(null);
  const [actionsDone, setActionsDone] = useState(0);
  useEffect(() => {
    if (actionsDone > 0 && (document.activeElement === null || document.activeElement === document.body)) saveButton.current?.focus();
  }, [actionsDone]);
  const { id, locale, reference } = view;
  const base = `/api/admin/content/${view.kind}/${id}/${locale}`;
  const dirty = form.formState.isDirty;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  /**
   * Runs a change; the answer's view replaces the cached one and the form shows its text (unless
   * `keepForm`). Field errors of a 422 go to `fieldsOf` (the schedule's own form), else to the texts.
   */
  const run = async (
    action: () => Promise<EditorView | void>,
    success: string,
    { keepForm = false, fieldsOf = form }: { keepForm?: boolean; fieldsOf?: UseFormReturn<FieldValues> } = {},
  ) => {
    setOutcome(null);
    setBusy(true);
    try {
      await action();
      const fresh = await client.fetchQuery({ queryKey, queryFn: () => adminFetch<EditorView>(`${base}?reference=${reference}`), staleTime: 0 });
      // Every matrix kept in the cache is fetched again now, not only the one on screen: the editor
      // goes back to a matrix that is not mounted, and a merely invalidated one would first show
      // the states from before this change (a translation still "outdated" after the English text
      // it was made from came back) until its own refetch answered.
      await client.invalidateQueries({ queryKey: [...adminQueryKeys.content, 'matrix'], refetchType: 'all' });
      await client.invalidateQueries({ queryKey: adminQueryKeys.dashboard });
      if (!keepForm) resetTo(textsOf(fresh));
      setOutcome({ kind: 'success', text: success });
    } catch (error) {
      if (isApiError(error) && error.code === 'review_required') {
        await client.invalidateQueries({ queryKey });
        setOutcome({ kind: 'error', text: error.message });
      } else if (isApiError(error) && error.status === 409) {
        await client.invalidateQueries({ queryKey });
        setOutcome({
          kind: 'error',
          text: t('outcome.conflict'),
        });
      } else if (isApiError(error) && error.status === 422) {
        let first = true;
        for (const [field, message] of Object.entries(error.fields)) {
          const name = field.replace(/^fields\./, '') as Parameters<typeof form.setError>[0];
          fieldsOf.setError(name, { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
        setOutcome({ kind: 'error', text: error.message });
      } else setOutcome(serverOutcome(null, error, errors));
    } finally {
      setBusy(false);
      setActionsDone((n) => n + 1);
    }
  };

  const save = form.handleSubmit((fields) =>
    run(() => adminFetch<EditorView>(base, { method: 'PUT', body: { fields, draftVersion: view.draft?.version ?? null } }), t('outcome.saved')),
  );
  const publish = () =>
    run(
      () => adminFetch<EditorView>(`${base}/publish`, { method: 'POST', body: { draftVersion: view.draft!.version } }),
      t('outcome.published', { language: languageOf(locale) }),
    );
  const sendForReview = () =>
    run(
      () => adminFetch<EditorView>(`${base}/review`, { method: 'POST', body: { draftVersion: view.draft!.version } }),
      t('outcome.sentForReview', { language: languageOf(locale) }),
      { keepForm: true },
    );
  const discard = () => run(() => adminFetch<void>(base, { method: 'DELETE', body: { draftVersion: view.draft!.version } }), t('outcome.discarded'));
  const confirm = () =>
    run(() => adminFetch<EditorView>(`${base}/confirm`, { method: 'POST', body: { revision: view.source.revision } }), t('outcome.confirmed'), {
      keepForm: true,
    });
  const schedule = (values: { at: string; timeZone: string }, fieldsOf: UseFormReturn<FieldValues>) =>
    void run(() => adminFetch<EditorView>(`${base}/schedule`, { method: 'PUT', body: values }), t('outcome.scheduled', { language: languageOf(locale) }), {
      keepForm: true,
      fieldsOf,
    });
  const unschedule = () => run(() => adminFetch<EditorView>(`${base}/schedule`, { method: 'DELETE' }), t('outcome.unscheduled'), { keepForm: true });
  const restore = (versionId: number, publishedAt: string) =>
    run(
      () => adminFetch<EditorView>(`${base}/restore`, { method: 'POST', body: { versionId, draftVersion: view.draft?.version ?? null } }),
      t('outcome.restored', { date: when(publishedAt, tag) }),
    );

  const fieldError = (name: string) => {
    const parts = name.split('.');
    let node: unknown = form.formState.errors;
    for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
    const message = (node as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? message : undefined;
  };
  const ref = view.referenceTexts;
  const referenceSpecs = (ref?.specs ?? []) as { label: string; value: string }[];
  const refName = languageOf(reference);
  const name = languageOf(locale);

  return (
    <>
      <p data-testid="editor-status">
        <strong>{t(`status.${view.status}`)}</strong>
        {view.status === 'outdated' ? t('editor.outdated') : ''}
        {view.status === 'missing' ? t('editor.missing', { language: name }) : ''}
        {view.draft
          ? view.draft.by
            ? t('editor.draftBy', { by: view.draft.by, date: when(view.draft.version, tag) })
            : t('editor.draft', { date: when(view.draft.version, tag) })
          : ''}
      </p>
      <StatusLine outcome={outcome} />
      <form onSubmit={save} noValidate aria-label={t('editor.formLabel', { language: name })}>
        <div className={styles.pairs}>
          <p className={styles.pairHead}>{t('editor.referenceHead', { language: refName })}</p>
          <p className={styles.pairHead}>{name}</p>
          {spec.fields.map((f) => (
            <Pair key={f.name} reference={ref?.[f.name]} lang={reference} rich={f.kind === 'rich'}>
              {f.kind === 'text' ? (
                <TextField
                  label={t('editor.fieldIn', { field: t(`field.${f.label}`), language: name })}
                  lang={locale}
                  required={f.required}
                  registration={form.register(f.name)}
                  error={fieldError(f.name)}
                />
              ) : f.kind === 'rich' ? (
                <RichTextEditor
                  label={t('editor.fieldIn', { field: t(`field.${f.label}`), language: name })}
                  hint={f.hint ? t(`hint.${f.hint}`) : undefined}
                  lang={locale}
                  value={String(form.watch(f.name) ?? '')}
                  error={fieldError(f.name)}
                  onChange={(html) => form.setValue(f.name, html, { shouldDirty: true })}
                />
              ) : (
                <TextArea
                  label={t('editor.fieldIn', { field: t(`field.${f.label}`), language: name })}
                  hint={f.hint ? t(`hint.${f.hint}`) : undefined}
                  lang={locale}
                  rows={f.rows ?? 4}
                  form={form}
                  name={f.name}
                  error={fieldError(f.name)}
                />
              )}
            </Pair>
          ))}
        </div>
        {spec.specs ? (
          <fieldset className={styles.specs}>
            <legend>{t('specs.legend', { language: name })}</legend>
            {Array.from({ length: specCount }, (_, i) => (
              <div key={i} className={styles.specRow}>
                <TextField
                  label={t('specs.label', { number: i + 1 })}
                  lang={locale}
                  registration={form.register(`specs.${i}.label`)}
                  error={fieldError(`specs.${i}.label`)}
                  hint={referenceSpecs[i]?.label}
                />
                <TextField
                  label={t('specs.value', { number: i + 1 })}
                  lang={locale}
                  registration={form.register(`specs.${i}.value`)}
                  error={fieldError(`specs.${i}.value`)}
                  hint={referenceSpecs[i]?.value}
                />
                <button
                  type="button"
                  className="button"
                  onClick={() => setSpecs(specsOf(form.getValues()).filter((_, j) => j !== i))}
                  aria-label={t('specs.removeLabel', { number: i + 1 })}
                >
                  {t('specs.remove')}
                </button>
              </div>
            ))}
            <button type="button" className="button" onClick={() => setSpecs([...specsOf(form.getValues()), { label: '', value: '' }])}>
              {t('specs.add')}
            </button>
          </fieldset>
        ) : null}
        <div className={styles.actions}>
          <button ref={saveButton} type="submit" className="button button--primary" {...busyButton(busy)}>
            {t('editor.saveDraft')}
          </button>
          {view.draft && !dirty ? (
            <>
              <a className="button" href={`/api/admin/preview/${view.kind}/${encodeURIComponent(id)}/${locale}`} target="_blank" rel="noopener">
                {t('editor.preview')}
              </a>
              {view.review.canPublish ? (
                <button type="button" className="button button--primary" {...busyButton(busy, () => void publish())}>
                  {t('editor.publish')}
                </button>
              ) : null}
              {view.review.required && !view.review.requestedAt ? (
                <button type="button" className="button" {...busyButton(busy, () => void sendForReview())}>
                  {t('editor.sendForReview')}
                </button>
              ) : null}
              <button type="button" className="button" {...busyButton(busy, () => void discard())}>
                {t('editor.discard')}
              </button>
            </>
          ) : null}
          {view.draft && view.review.required ? (
            <p className={styles.meta} data-testid="review-state">
              {view.review.requestedAt
                ? `${t('editor.inReview', { by: view.review.requestedBy ?? '—', date: when(view.review.requestedAt, tag) })}${view.review.canPublish ? '' : ` ${t('editor.reviewOthers')}`}`
                : t('editor.reviewNeeded')}
            </p>
          ) : null}
          {view.draft && dirty ? <p className={styles.meta}>{t('editor.saveFirst')}</p> : null}
          {view.status === 'outdated' && !view.draft ? (
            <button type="button" className="button" {...busyButton(busy, () => void confirm())}>
              {t('editor.stillCorrect')}
            </button>
          ) : null}
        </div>
      </form>
      <PublishSchedule
        schedule={view.schedule}
        canSchedule={view.draft !== null && !dirty && view.review.canPublish}
        busy={busy}
        onSchedule={schedule}
        onCancel={() => void unschedule()}
      />
      <h3>{t('versions.heading')}</h3>
      {view.versions.length ? (
        <ol className={styles.thread}>
          {view.versions.map((v, i) => (
            <li key={v.id}>
              <span lang={locale}>{v.name}</span> · {when(v.publishedAt, tag)}
              {v.origin === 'files' ? t('versions.fromFiles') : v.by ? ` · ${v.by}` : ''}
              {i === 0 ? t('versions.live') : ''}{' '}
              {i > 0 ? (
                <button type="button" className={styles.linkButton} {...busyButton(busy, () => void restore(v.id, v.publishedAt))}>
                  {t('versions.restore')}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p>{t('versions.none')}</p>
      )}
      <VersionCompare
        key={view.versions[0]?.id}
        versions={view.versions}
        fields={spec.fields
          .map((f) => ({ name: f.name, label: t(`field.${f.label}`), rich: f.kind === 'rich' }))
          .concat(spec.specs ? [{ name: 'specs', label: t('compare.specs'), rich: false }] : [])}
        locale={locale}
        busy={busy}
        when={(iso) => when(iso, tag)}
        onRestore={(v) => void restore(v.id, v.publishedAt)}
      />
    </>
  );
}

/** A labelled choice of one of the ten languages, named in the back office's language; `all` adds a first "any" option (null). */
function LanguageSelect({
  id,
  label,
  value,
  all,
  selectRef,
  onChange,
}: {
  id: string;
  label: string;
  value: Locale | '';
  all?: string;
  selectRef?: Ref<HTMLSelectElement>;
  onChange: (locale: Locale | null) => void;
}) {
  const languageOf = useLanguageOf();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} ref={selectRef} value={value} onChange={(e) => onChange(isLocale(e.target.value) ? e.target.value : null)}>
        {all ? <option value="">{all}</option> : null}
        {locales.map((l) => (
          <option key={l} value={l}>
            {languageOf(l)}
          </option>
        ))}
      </select>
    </div>
  );
}

function Pair({ reference, lang, rich = false, children }: { reference: unknown; lang: Locale; rich?: boolean; children: ReactNode }) {
  const t = useT('AdminContent');
  const text = typeof reference === 'string' && reference ? reference : null;
  return (
    <>
      {/* Rich text as the server sanitised it when it was saved. */}
      {text && rich ? (
        <div className={styles.reference} lang={lang} dangerouslySetInnerHTML={{ __html: text }} />
      ) : (
        <div className={styles.reference} lang={lang}>
          {text ?? <span className={styles.meta}>{t('editor.emptyReference')}</span>}
        </div>
      )}
      <div>{children}</div>
    </>
  );
}

function TextArea({
  label,
  hint,
  lang,
  rows,
  form,
  name,
  error,
}: {
  label: string;
  hint?: string;
  lang: string;
  rows: number;
  form: UseFormReturn<FieldValues>;
  name: string;
  error?: string;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} lang={lang} rows={rows} {...form.register(name)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {hint ? (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
