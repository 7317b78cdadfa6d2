'use client';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useT } from '@/components/i18n/messages-provider';
import { type Outcome, serverOutcome, StatusLine, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { isLocale, locales, type Locale } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import {
  brandTextsSchema,
  categoryTextsSchema,
  certificateTextsSchema,
  downloadTextsSchema,
  faqTextsSchema,
  investorTextsSchema,
  newsTextsSchema,
  productTextsSchema,
  slideTextsSchema,
  timelineTextsSchema,
  TRANSLATION_STATUSES,
} from '@/lib/validations/content';
import { AdminShell } from './admin-shell';
import styles from './admin.module.css';

type Status = (typeof TRANSLATION_STATUSES)[number];
type Kind = 'products' | 'categories' | 'news' | 'faq' | 'slides' | 'brand' | 'timeline' | 'certificates' | 'investors' | 'downloads';
type Texts = Record<string, unknown>;

/** What each kind of content edits: its fields in order, how each is entered, and its words. */
const KINDS: Record<
  Kind,
  {
    label: string;
    one: string;
    schema:
      | typeof productTextsSchema
      | typeof categoryTextsSchema
      | typeof newsTextsSchema
      | typeof faqTextsSchema
      | typeof slideTextsSchema
      | typeof brandTextsSchema
      | typeof timelineTextsSchema
      | typeof certificateTextsSchema
      | typeof investorTextsSchema
      | typeof downloadTextsSchema;
    fields: { name: string; label: string; kind: 'text' | 'area' | 'rich'; rows?: number; required?: boolean; hint?: string }[];
    specs: boolean;
    empty: Texts;
  }
> = {
  products: {
    label: 'Products',
    one: 'product',
    schema: productTextsSchema,
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true },
      { name: 'tagline', label: 'Tagline', kind: 'text' },
      { name: 'summary', label: 'Summary', kind: 'area', rows: 3 },
      { name: 'description', label: 'Description', kind: 'area', rows: 10, hint: 'Plain text. A blank line starts a new paragraph.' },
    ],
    specs: true,
    empty: { name: '', tagline: '', summary: '', description: '', specs: [] },
  },
  categories: {
    label: 'Categories',
    one: 'category',
    schema: categoryTextsSchema,
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true },
      { name: 'description', label: 'Introduction', kind: 'area', rows: 3, hint: 'Shown at the top of the category’s product list.' },
    ],
    specs: false,
    empty: { name: '', description: '' },
  },
  news: {
    label: 'News',
    one: 'article',
    schema: newsTextsSchema,
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: true },
      { name: 'summary', label: 'Summary', kind: 'area', rows: 3 },
      { name: 'source', label: 'Source', kind: 'text' },
      { name: 'body', label: 'Article', kind: 'area', rows: 14, hint: 'Plain text. A blank line starts a new paragraph.' },
    ],
    specs: false,
    empty: { title: '', summary: '', source: '', body: '' },
  },
  faq: {
    label: 'FAQ',
    one: 'question',
    schema: faqTextsSchema,
    fields: [
      { name: 'question', label: 'Question', kind: 'text', required: true },
      { name: 'answer', label: 'Answer', kind: 'area', rows: 8 },
    ],
    specs: false,
    empty: { question: '', answer: '' },
  },
  slides: {
    label: 'Home slider',
    one: 'slide',
    schema: slideTextsSchema,
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: true },
      { name: 'text', label: 'Text', kind: 'area', rows: 3 },
      { name: 'cta', label: 'Button', kind: 'text', required: true, hint: 'A few words: where the button leads.' },
      { name: 'alt', label: 'Image description', kind: 'text', required: true, hint: 'What the image shows, for visitors who cannot see it.' },
    ],
    specs: false,
    empty: { title: '', text: '', cta: '', alt: '' },
  },
  brand: {
    label: 'Brand page',
    one: 'section',
    schema: brandTextsSchema,
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: true },
      {
        name: 'body',
        label: 'Text',
        kind: 'rich',
        hint: 'Paragraphs, headings, bold, italic, lists, quotes and links. Anything else (scripts, styles, images) is removed when saved.',
      },
    ],
    specs: false,
    empty: { title: '', body: '' },
  },
  timeline: {
    label: 'Brand history',
    one: 'event',
    schema: timelineTextsSchema,
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: true },
      { name: 'text', label: 'Text', kind: 'area', rows: 3, required: true, hint: 'A sentence or two, shown under the year.' },
    ],
    specs: false,
    empty: { title: '', text: '' },
  },
  certificates: {
    label: 'Certificates',
    one: 'certificate',
    schema: certificateTextsSchema,
    fields: [
      {
        name: 'title',
        label: 'Name',
        kind: 'text',
        required: true,
        hint: 'As the certificate or award is known in this language; it also describes the image in the gallery and the viewer.',
      },
    ],
    specs: false,
    empty: { title: '' },
  },
  investors: {
    label: 'Investor page',
    one: 'page',
    schema: investorTextsSchema,
    fields: [
      { name: 'business', label: 'Business', kind: 'text', required: true, hint: 'What the company does, in one line (company facts).' },
      { name: 'platform', label: 'Operating platform', kind: 'area', rows: 8, required: true, hint: 'Plain text. A blank line starts a new paragraph.' },
    ],
    specs: false,
    empty: { business: '', platform: '' },
  },
  downloads: {
    label: 'Downloads',
    one: 'file',
    schema: downloadTextsSchema,
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: true },
      { name: 'description', label: 'Description', kind: 'area', rows: 3, hint: 'One or two sentences: what the file holds and who it is for.' },
    ],
    specs: false,
    empty: { title: '', description: '' },
  },
};

/** The rich-text editor's code loads with the first kind that has a rich-text field, not before. */
const RichTextEditor = dynamic(() => import('./rich-text-editor').then((m) => m.RichTextEditor), {
  ssr: false,
  loading: () => <p role="status">Loading the editor…</p>,
});
const isKind = (value: string | null): value is Kind => value !== null && Object.hasOwn(KINDS, value);
interface Matrix {
  locales: Locale[];
  source: Locale;
  totals: Record<Status, number>;
  items: { id: string; name: string; cells: Partial<Record<Locale, { status: Status; draft: boolean }>> }[];
}
/** What GET /api/admin/content/products/{id}/{locale} answers. */
interface EditorView {
  id: string;
  kind: Kind;
  locale: Locale;
  reference: Locale;
  source: { locale: Locale; revision: number };
  status: Status;
  published: Texts | null;
  referenceTexts: Texts | null;
  draft: { fields: Texts; version: string; by: string | null } | null;
  versions: { id: number; name: string; publishedAt: string; by: string | null; origin: 'files' | 'back_office' }[];
}

const languages = new Intl.DisplayNames('en', { type: 'language' });
const languageOf = (l: string) => languages.of(l) ?? l;
const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const STATUS_LABEL: Record<Status, string> = { missing: 'Missing', outdated: 'Outdated', done: 'Done' };
/** Texts in ten languages: the translation matrix of each kind, and the side-by-side editor of one item in one locale. */
export function Content() {
  return (
    <AdminShell title="Content" roles={['admin', 'editor']}>
      {() => <ContentView />}
    </AdminShell>
  );
}

function ContentView() {
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
      <ul className={styles.tabs} aria-label="Content">
        {(Object.keys(KINDS) as Kind[]).map((k) => (
          <li key={k}>
            <button type="button" className="button" aria-pressed={kind === k} onClick={() => go({ kind: k })}>
              {KINDS[k].label}
            </button>
          </li>
        ))}
      </ul>
      <TranslationMatrix key={kind} kind={kind} onOpen={(id, l) => go({ item: id, locale: l, ref: l === 'en' ? 'ja' : 'en' })} />
    </>
  );
}

function TranslationMatrix({ kind, onOpen }: { kind: Kind; onOpen: (id: string, locale: Locale) => void }) {
  const [locale, setLocale] = useState<Locale | ''>('');
  const [status, setStatus] = useState<Status | ''>('');
  const matrix = useQuery({
    queryKey: [...adminQueryKeys.content, 'matrix', kind, locale, status] as const,
    queryFn: () => adminFetch<Matrix>(`/api/admin/content/${kind}?${new URLSearchParams({ ...(locale ? { locale } : {}), ...(status ? { status } : {}) })}`),
  });
  const data = matrix.data;
  return (
    <section aria-labelledby="matrix-heading" className={styles.section}>
      <h2 id="matrix-heading">{KINDS[kind].label}: translations</h2>
      <p>
        Each cell is one {KINDS[kind].one} in one language. <strong>Outdated</strong>: the English text changed after the translation was published.{' '}
        <strong>Missing</strong>: the site shows the English text there. Choose a cell to edit it beside another language.
      </p>
      <div className={styles.actions}>
        <LanguageSelect id="matrix-locale" label="Language" value={locale} all="All languages" onChange={(l) => setLocale(l ?? '')} />
        <div className="field">
          <label htmlFor="matrix-status">Status</label>
          <select id="matrix-status" value={status} onChange={(e) => setStatus((e.target.value || '') as Status | '')}>
            <option value="">Any status</option>
            {TRANSLATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {data ? (
        <p className={styles.meta} data-testid="matrix-totals">
          {data.totals.missing} missing · {data.totals.outdated} outdated · {data.totals.done} done
        </p>
      ) : null}
      <div className={styles.scroll}>
        <table className={`${styles.table} ${styles.matrix}`} aria-busy={matrix.isPending} data-testid="translation-matrix">
          <thead>
            <tr>
              <th scope="col">{KINDS[kind].one.replace(/^./, (c) => c.toUpperCase())}</th>
              {(data?.locales ?? []).map((l) => (
                <th scope="col" key={l}>
                  <abbr title={languageOf(l)}>{l}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(data?.items ?? []).map((item) => (
              <tr key={item.id}>
                <th scope="row">{item.name}</th>
                {data!.locales.map((l) => {
                  const cell = item.cells[l];
                  if (!cell) return <td key={l} />;
                  return (
                    <td key={l} data-status={cell.status}>
                      <button
                        type="button"
                        className={styles.cell}
                        aria-label={`${item.name} in ${languageOf(l)}: ${STATUS_LABEL[cell.status].toLowerCase()}${cell.draft ? ', draft waiting' : ''}`}
                        onClick={() => onOpen(item.id, l)}
                      >
                        {STATUS_LABEL[cell.status]}
                        {cell.draft ? ' ✎' : ''}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && data.items.length === 0 ? <p>Nothing in this status.</p> : null}
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
  const key = [...adminQueryKeys.content, 'editor', kind, id, locale, reference] as const;
  // Another reference language keeps the form (and unsaved text) while its texts load.
  const view = useQuery({
    queryKey: key,
    queryFn: () => adminFetch<EditorView>(`/api/admin/content/${kind}/${id}/${locale}?reference=${reference}`),
    placeholderData: keepPreviousData,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <article aria-labelledby="editor-heading" className={styles.section}>
      <p>
        <button type="button" className={styles.linkButton} onClick={onClose}>
          ← All translations
        </button>
      </p>
      <h2 id="editor-heading" ref={heading} tabIndex={-1}>
        {view.data ? `${String((view.data.published ?? view.data.referenceTexts)?.[KINDS[kind].fields[0]!.name] ?? id)} — ${languageOf(locale)}` : 'Loading…'}
      </h2>
      <div className={styles.actions}>
        <LanguageSelect id="editor-locale" label="Edit language" value={locale} onChange={(l) => onChange({ locale: l ?? locale })} />
        <LanguageSelect id="editor-reference" label="Beside it" value={reference} onChange={(l) => onChange({ ref: l ?? reference })} />
      </div>
      {view.data ? <EditorForm view={view.data} queryKey={key} /> : <p aria-busy="true">Loading…</p>}
    </article>
  );
}

const textsOf = (view: EditorView): Texts => view.draft?.fields ?? view.published ?? KINDS[view.kind].empty;

function EditorForm({ view, queryKey }: { view: EditorView; queryKey: readonly unknown[] }) {
  const client = useQueryClient();
  const errors = useT('Errors');
  const spec = KINDS[view.kind];
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
  const { id, locale, reference } = view;
  const base = `/api/admin/content/${view.kind}/${id}/${locale}`;
  const dirty = form.formState.isDirty;

  /** Runs a change; the answer's view replaces the cached one and the form shows its text. */
  const run = async (action: () => Promise<EditorView | void>, success: string, keepForm = false) => {
    setOutcome(null);
    setBusy(true);
    try {
      await action();
      const fresh = await client.fetchQuery({ queryKey, queryFn: () => adminFetch<EditorView>(`${base}?reference=${reference}`), staleTime: 0 });
      await client.invalidateQueries({ queryKey: [...adminQueryKeys.content, 'matrix'] });
      await client.invalidateQueries({ queryKey: adminQueryKeys.dashboard });
      if (!keepForm) resetTo(textsOf(fresh));
      setOutcome({ kind: 'success', text: success });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        await client.invalidateQueries({ queryKey });
        setOutcome({
          kind: 'error',
          text: 'Another editor changed this draft meanwhile. Your text is still here: save again to replace theirs, or reload to see it.',
        });
      } else if (isApiError(error) && error.status === 422) {
        let first = true;
        for (const [field, message] of Object.entries(error.fields)) {
          const name = field.replace(/^fields\./, '') as Parameters<typeof form.setError>[0];
          form.setError(name, { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
        setOutcome({ kind: 'error', text: error.message });
      } else setOutcome(serverOutcome(null, error, errors));
    } finally {
      setBusy(false);
    }
  };

  const save = form.handleSubmit((fields) =>
    run(
      () => adminFetch<EditorView>(base, { method: 'PUT', body: { fields, draftVersion: view.draft?.version ?? null } }),
      'Draft saved. The site is unchanged until you publish it.',
    ),
  );
  const publish = () =>
    run(
      () => adminFetch<EditorView>(`${base}/publish`, { method: 'POST', body: { draftVersion: view.draft!.version } }),
      `Published. The ${languageOf(locale)} page shows it within seconds.`,
    );
  const discard = () => run(() => adminFetch<void>(base, { method: 'DELETE', body: { draftVersion: view.draft!.version } }), 'Draft discarded.');
  const confirm = () =>
    run(
      () => adminFetch<EditorView>(`${base}/confirm`, { method: 'POST', body: { revision: view.source.revision } }),
      'Marked as up to date with the English text.',
      true,
    );
  const restore = (versionId: number, publishedAt: string) =>
    run(
      () => adminFetch<EditorView>(`${base}/restore`, { method: 'POST', body: { versionId, draftVersion: view.draft?.version ?? null } }),
      `The version of ${when(publishedAt)} is now the draft: preview it, then publish.`,
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
        <strong>{STATUS_LABEL[view.status]}</strong>
        {view.status === 'outdated' ? ' — the English text changed after this translation was published.' : ''}
        {view.status === 'missing' ? ` — there is no ${name} text yet; the site shows English.` : ''}
        {view.draft ? ` · Draft saved${view.draft.by ? ` by ${view.draft.by}` : ''} ${when(view.draft.version)}, not published.` : ''}
      </p>
      <StatusLine outcome={outcome} />
      <form onSubmit={save} noValidate aria-label={`${name} texts`}>
        <div className={styles.pairs}>
          <p className={styles.pairHead}>{refName} (reference)</p>
          <p className={styles.pairHead}>{name}</p>
          {spec.fields.map((f) => (
            <Pair key={f.name} reference={ref?.[f.name]} lang={reference} rich={f.kind === 'rich'}>
              {f.kind === 'text' ? (
                <TextField label={`${f.label} (${name})`} lang={locale} required={f.required} registration={form.register(f.name)} error={fieldError(f.name)} />
              ) : f.kind === 'rich' ? (
                <RichTextEditor
                  label={`${f.label} (${name})`}
                  hint={f.hint}
                  lang={locale}
                  value={String(form.watch(f.name) ?? '')}
                  error={fieldError(f.name)}
                  onChange={(html) => form.setValue(f.name, html, { shouldDirty: true })}
                />
              ) : (
                <TextArea label={`${f.label} (${name})`} hint={f.hint} lang={locale} rows={f.rows ?? 4} form={form} name={f.name} error={fieldError(f.name)} />
              )}
            </Pair>
          ))}
        </div>
        {spec.specs ? (
          <fieldset className={styles.specs}>
            <legend>Specifications ({name})</legend>
            {Array.from({ length: specCount }, (_, i) => (
              <div key={i} className={styles.specRow}>
                <TextField
                  label={`Label ${i + 1}`}
                  lang={locale}
                  registration={form.register(`specs.${i}.label`)}
                  error={fieldError(`specs.${i}.label`)}
                  hint={referenceSpecs[i]?.label}
                />
                <TextField
                  label={`Value ${i + 1}`}
                  lang={locale}
                  registration={form.register(`specs.${i}.value`)}
                  error={fieldError(`specs.${i}.value`)}
                  hint={referenceSpecs[i]?.value}
                />
                <button
                  type="button"
                  className="button"
                  onClick={() => setSpecs(specsOf(form.getValues()).filter((_, j) => j !== i))}
                  aria-label={`Remove specification ${i + 1}`}
                >
                  Remove
                </button>
              </div>
            ))}
            <button type="button" className="button" onClick={() => setSpecs([...specsOf(form.getValues()), { label: '', value: '' }])}>
              Add a specification
            </button>
          </fieldset>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={busy}>
            Save draft
          </button>
          {view.draft && !dirty ? (
            <>
              <a className="button" href={`/api/admin/preview/${view.kind}/${encodeURIComponent(id)}/${locale}`} target="_blank" rel="noopener">
                Preview the draft
              </a>
              <button type="button" className="button button--primary" disabled={busy} onClick={() => void publish()}>
                Publish
              </button>
              <button type="button" className="button" disabled={busy} onClick={() => void discard()}>
                Discard the draft
              </button>
            </>
          ) : null}
          {view.draft && dirty ? <p className={styles.meta}>Save the draft to preview or publish it.</p> : null}
          {view.status === 'outdated' && !view.draft ? (
            <button type="button" className="button" disabled={busy} onClick={() => void confirm()}>
              Still correct: mark as up to date
            </button>
          ) : null}
        </div>
      </form>
      <h3>Published versions</h3>
      {view.versions.length ? (
        <ol className={styles.thread}>
          {view.versions.map((v, i) => (
            <li key={v.id}>
              <span lang={locale}>{v.name}</span> · {when(v.publishedAt)}
              {v.origin === 'files' ? ' · from the content files' : v.by ? ` · ${v.by}` : ''}
              {i === 0 ? ' · live' : ''}{' '}
              {i > 0 ? (
                <button type="button" className={styles.linkButton} disabled={busy} onClick={() => void restore(v.id, v.publishedAt)}>
                  Restore into the draft
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p>Not yet changed in the back office: the text comes from the content files.</p>
      )}
    </>
  );
}

/** A labelled choice of one of the ten languages, named in English; `all` adds a first "any" option (null). */
function LanguageSelect({
  id,
  label,
  value,
  all,
  onChange,
}: {
  id: string;
  label: string;
  value: Locale | '';
  all?: string;
  onChange: (locale: Locale | null) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(isLocale(e.target.value) ? e.target.value : null)}>
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
  const text = typeof reference === 'string' && reference ? reference : null;
  return (
    <>
      {/* Rich text as the server sanitised it when it was saved. */}
      {text && rich ? (
        <div className={styles.reference} lang={lang} dangerouslySetInnerHTML={{ __html: text }} />
      ) : (
        <div className={styles.reference} lang={lang}>
          {text ?? <span className={styles.meta}>(empty)</span>}
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
