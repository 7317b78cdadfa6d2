'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useMessagesLocale, useT } from '@/components/i18n/messages-provider';
import { type Outcome, SelectField, StatusLine, SubmitButton, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { localeTags, type Locale } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { downloadSettingsFormSchema as settingsForm, newDownloadFormSchema as newForm } from '@/lib/validations/content';
import { AdminShell } from './admin-shell';
import { FileUploadField } from './file-upload-field';
import { fieldError, useSaveFailure } from './use-save-failure';
import { LoadFailure } from './load-failure';
import type { StaffDownload, StaffDownloadList, StaffUploadedFile } from '@/lib/types/staff';
import styles from './admin.module.css';

/** What GET /api/admin/downloads answers. */
type Download = StaffDownload;
type DownloadList = StaffDownloadList;
/** What POST /api/admin/downloads/files answers. */
type Uploaded = StaffUploadedFile;

/** The server's limit (DOWNLOAD_MAX_BYTES), said before sending a larger file for nothing. */
const MAX_BYTES = 25 * 1024 * 1024;
const size = (bytes: number, locale: Locale) => {
  const [unit, value] =
    bytes < 1000 ? (['byte', bytes] as const) : bytes < 1_000_000 ? (['kilobyte', bytes / 1000] as const) : (['megabyte', bytes / 1_000_000] as const);
  return new Intl.NumberFormat(localeTags[locale], { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: 1 }).format(
    value,
  );
};
const TYPES: Record<string, string> = { 'application/pdf': 'PDF', 'application/zip': 'ZIP', 'image/png': 'PNG', 'image/jpeg': 'JPEG' };
const fileName = (file: string) => file.split('/').pop() ?? file;
const today = () => new Date().toISOString().slice(0, 10);
/** Marks where a link goes in its sentence (`{link}`), to split the formatted message around it. */
const LINK = '\u2063';

/** The downloads page's files: what does not depend on the language (category, date, the file itself); their titles are under Content. */
export function Downloads() {
  const t = useT('AdminDownloads');
  return (
    <AdminShell title={t('title')} roles={['admin', 'editor']}>
      {() => <DownloadsView />}
    </AdminShell>
  );
}

function useFailure(setOutcome: (outcome: Outcome) => void) {
  const t = useT('AdminDownloads');
  return useSaveFailure(adminQueryKeys.downloads, t('conflict'), setOutcome);
}

function DownloadsView() {
  const t = useT('AdminDownloads');
  const locale = useMessagesLocale();
  const [selected, setSelected] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const list = useQuery({ queryKey: adminQueryKeys.downloads, queryFn: () => adminFetch<DownloadList>('/api/admin/downloads') });
  const items = list.data?.items ?? [];
  const current = items.find((d) => d.id === selected);
  const categoryName = (id: string) => list.data?.categories.find((c) => c.id === id)?.name ?? id;
  return (
    <>
      <StatusLine outcome={outcome} />
      <div className={styles.split}>
        <section aria-label={t('files')}>
          <LoadFailure query={list} />
          <ul className={styles.inbox} aria-busy={list.isPending} data-testid="downloads">
            {items.map((d) => (
              <li key={d.id}>
                <button
                  type="button"
                  aria-current={selected === d.id}
                  onClick={() => {
                    setSelected(d.id);
                    setOutcome(null);
                  }}
                >
                  <strong>{d.title}</strong>
                  <br />
                  <span className={styles.meta}>
                    {d.publishedAt} · {categoryName(d.categoryId)} · {TYPES[d.mime] ?? d.mime}, {size(d.bytes, locale)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {list.data ? <NewDownload categories={list.data.categories} setOutcome={setOutcome} onCreated={setSelected} /> : null}
        </section>
        {current && list.data ? (
          <DownloadEditor
            key={`${current.id}/${current.updatedAt}`}
            download={current}
            categories={list.data.categories}
            setOutcome={setOutcome}
            onDeleted={() => setSelected(null)}
          />
        ) : (
          <p>{t('choose')}</p>
        )}
      </div>
    </>
  );
}

/** The downloads' file field: a PDF, ZIP, PNG or JPEG, kept as it is once the server has checked its type by its content. */
function FileUpload({ label, current, onUploaded, error }: { label: string; current: string; onUploaded: (file: Uploaded) => void; error?: string }) {
  const t = useT('AdminDownloads');
  const locale = useMessagesLocale();
  return (
    <FileUploadField
      label={label}
      current={current}
      error={error}
      accept=".pdf,.zip,.png,.jpg,.jpeg,application/pdf,application/zip,image/png,image/jpeg"
      maxBytes={MAX_BYTES}
      endpoint="/api/admin/downloads/files"
      onUploaded={onUploaded}
      texts={{
        tooLarge: (name) => t('upload.tooLarge', { name }),
        uploading: (name) => t('upload.uploading', { name }),
        uploaded: (file) => t('upload.uploaded', { name: file.name, type: TYPES[file.mime] ?? file.mime, size: size(file.bytes, locale) }),
        failed: t('upload.failed'),
        notUploaded: (name, reason) => t('upload.notUploaded', { name, reason }),
        hint: t('upload.hint'),
        now: (file) => t('upload.now', { file }),
      }}
    />
  );
}

function CategorySelect({
  categories,
  registration,
  error,
}: { categories: DownloadList['categories'] } & Pick<Parameters<typeof SelectField>[0], 'registration' | 'error'>) {
  const t = useT('AdminDownloads');
  return (
    <SelectField label={t('category')} registration={registration} error={error}>
      {categories.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </SelectField>
  );
}

function DownloadEditor({
  download,
  categories,
  setOutcome,
  onDeleted,
}: {
  download: Download;
  categories: DownloadList['categories'];
  setOutcome: (outcome: Outcome) => void;
  onDeleted: () => void;
}) {
  const t = useT('AdminDownloads');
  const client = useQueryClient();
  const failed = useFailure(setOutcome);
  const form = useSchemaForm(settingsForm, { categoryId: download.categoryId, publishedAt: download.publishedAt, file: download.file });
  const error = fieldError(form);
  const file = form.watch('file');
  const save = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await adminFetch(`/api/admin/downloads/${download.id}`, { method: 'PATCH', body: { ...values, updatedAt: download.updatedAt } });
      await client.invalidateQueries({ queryKey: adminQueryKeys.downloads });
      setOutcome({ kind: 'success', text: t('saved', { title: download.title }) });
    } catch (e) {
      await failed(e, form as never);
    }
  });
  const remove = async () => {
    if (!window.confirm(t('confirmRemove', { title: download.title }))) return;
    try {
      await adminFetch(`/api/admin/downloads/${download.id}`, { method: 'DELETE', body: { updatedAt: download.updatedAt } });
      await client.invalidateQueries({ queryKey: adminQueryKeys.downloads });
      onDeleted();
      setOutcome({ kind: 'success', text: t('removed', { title: download.title }) });
    } catch (e) {
      await failed(e, null);
    }
  };
  const [noteBefore, noteAfter = ''] = t('contentNote', { link: LINK }).split(LINK);
  return (
    <article aria-labelledby="download-heading" className={styles.section}>
      <h2 id="download-heading">{download.title}</h2>
      <form onSubmit={save} noValidate aria-label={t('details')} className={styles.grid}>
        <CategorySelect categories={categories} registration={form.register('categoryId')} error={error('categoryId')} />
        <TextField label={t('published')} type="date" registration={form.register('publishedAt')} error={error('publishedAt')} />
        <input type="hidden" {...form.register('file')} />
        <FileUpload
          label={t('replaceFile')}
          current={file}
          error={error('file')}
          onUploaded={(uploaded) => form.setValue('file', uploaded.file, { shouldDirty: true, shouldValidate: true })}
        />
        <p>
          <a href={file} target="_blank" rel="noopener">
            {t('open', { file: fileName(file) })}
          </a>
        </p>
        <SubmitButton pending={form.formState.isSubmitting} label={t('save')} pendingLabel={t('saving')} />
      </form>
      <p className={styles.meta}>
        {noteBefore}
        <a href={`/admin/content?kind=downloads&item=${encodeURIComponent(download.id)}&locale=en&ref=ja`}>{t('contentLink')}</a>
        {noteAfter}
      </p>
      <button type="button" className="button" onClick={() => void remove()}>
        {t('remove')}
      </button>
    </article>
  );
}

function NewDownload({
  categories,
  setOutcome,
  onCreated,
}: {
  categories: DownloadList['categories'];
  setOutcome: (outcome: Outcome) => void;
  onCreated: (id: string) => void;
}) {
  const t = useT('AdminDownloads');
  const client = useQueryClient();
  const failed = useFailure(setOutcome);
  const form = useSchemaForm(newForm, { id: '', categoryId: categories[0]?.id ?? '', publishedAt: today(), file: '' });
  const error = fieldError(form);
  const create = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const created = await adminFetch<Download>('/api/admin/downloads', { method: 'POST', body: values });
      await client.invalidateQueries({ queryKey: adminQueryKeys.downloads });
      onCreated(created.id);
      setOutcome({ kind: 'success', text: t('new.added', { id: created.id }) });
    } catch (e) {
      await failed(e, form as never);
    }
  });
  return (
    <form onSubmit={create} noValidate aria-labelledby="new-download" className={styles.section}>
      <h2 id="new-download">{t('new.heading')}</h2>
      <TextField label={t('new.id')} hint={t('new.idHint')} autoComplete="off" registration={form.register('id')} error={error('id')} />
      <CategorySelect categories={categories} registration={form.register('categoryId')} error={error('categoryId')} />
      <TextField label={t('published')} type="date" registration={form.register('publishedAt')} error={error('publishedAt')} />
      <input type="hidden" {...form.register('file')} />
      <FileUpload
        label={t('new.file')}
        current=""
        error={error('file') ? t('new.uploadFirst') : undefined}
        onUploaded={(uploaded) => form.setValue('file', uploaded.file, { shouldValidate: true })}
      />
      <SubmitButton pending={form.formState.isSubmitting} label={t('new.add')} pendingLabel={t('new.adding')} />
    </form>
  );
}
