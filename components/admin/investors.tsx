'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useMessagesLocale, useT } from '@/components/i18n/messages-provider';
import { type Outcome, SelectField, StatusLine, SubmitButton, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { localeTags, locales, type Locale } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { formatBytes } from '@/lib/marketing/format';
import type { StaffReport, StaffReportList, StaffUploadedFile } from '@/lib/types/staff';
import { type NewReport, newReportSchema, REPORT_PERIODS } from '@/lib/validations/investors';
import { AdminShell } from './admin-shell';
import { FileUploadField } from './file-upload-field';
import { EventsView } from './investor-events';
import { InvestorFactsView } from './investor-facts';
import { LoadFailure } from './load-failure';
import { useSaveFailure } from './use-save-failure';
import styles from './admin.module.css';

/** What POST /api/admin/investors/reports/files answers. */
type Uploaded = StaffUploadedFile;

/** The server's limit (REPORT_MAX_BYTES), said before sending a larger file for nothing. */
const MAX_BYTES = 25 * 1024 * 1024;
const fileName = (file: string) => file.split('/').pop() ?? file;
const today = () => new Date().toISOString().slice(0, 10);
const emptyTitles = () => Object.fromEntries(locales.map((l) => [l, ''])) as NewReport['titles'];

/** The investor pages' financial reports (period, year, date, the PDF, its title in every language), the events calendar, and the share facts. */
export function Investors() {
  const t = useT('AdminInvestors');
  return (
    <AdminShell title={t('title')} roles={['admin', 'editor']}>
      {() => (
        <>
          <ReportsView />
          <EventsView />
          <InvestorFactsView />
        </>
      )}
    </AdminShell>
  );
}

function ReportsView() {
  const t = useT('AdminInvestors');
  const locale = useMessagesLocale();
  const [selected, setSelected] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const list = useQuery({ queryKey: adminQueryKeys.reports, queryFn: () => adminFetch<StaffReportList>('/api/admin/investors/reports') });
  const items = list.data?.items ?? [];
  const current = items.find((r) => r.id === selected);
  const tag = localeTags[locale];
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <>
      <StatusLine outcome={outcome} />
      <div className={styles.split}>
        <section aria-labelledby="reports-heading">
          <h2 id="reports-heading">{t('reports')}</h2>
          <LoadFailure query={list} />
          {list.data && !items.length ? <p>{t('empty')}</p> : null}
          <ul className={styles.inbox} aria-busy={list.isPending} data-testid="reports">
            {items.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  aria-current={selected === r.id}
                  data-report={r.id}
                  onClick={() => {
                    setSelected(r.id);
                    setOutcome(null);
                  }}
                >
                  <strong>{r.titles.en}</strong>
                  <br />
                  <span className={styles.meta}>
                    {t('meta', {
                      period: t(`period.${r.period}`),
                      year: String(r.year),
                      date: day.format(new Date(`${r.publishedAt}T00:00:00Z`)),
                      size: formatBytes(r.bytes, tag),
                    })}
                    {' · '}
                    {t('missing', { count: locales.filter((l) => !r.titles[l]).length })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {list.data ? <NewReportForm setOutcome={setOutcome} onCreated={setSelected} /> : null}
        </section>
        {current ? (
          <ReportEditor
            key={`${current.id}/${current.updatedAt}`}
            report={current}
            setOutcome={setOutcome}
            onSaved={setSelected}
            onDeleted={() => setSelected(null)}
          />
        ) : (
          <p>{t('choose')}</p>
        )}
      </div>
    </>
  );
}

function useFailure(setOutcome: (outcome: Outcome) => void) {
  const t = useT('AdminInvestors');
  return useSaveFailure(adminQueryKeys.reports, t('conflict'), setOutcome);
}

/** The report's PDF: the server checks it is one by its content and keeps it; the form then holds its address. */
function PdfUpload({ label, current, onUploaded, error }: { label: string; current: string; onUploaded: (file: Uploaded) => void; error?: string }) {
  const t = useT('AdminInvestors');
  const locale = useMessagesLocale();
  return (
    <FileUploadField
      label={label}
      current={current}
      error={error}
      accept=".pdf,application/pdf"
      maxBytes={MAX_BYTES}
      endpoint="/api/admin/investors/reports/files"
      onUploaded={onUploaded}
      texts={{
        tooLarge: (name) => t('upload.tooLarge', { name }),
        uploading: (name) => t('upload.uploading', { name }),
        uploaded: (file) => t('upload.uploaded', { name: file.name, size: formatBytes(file.bytes, localeTags[locale]) }),
        failed: t('upload.failed'),
        notUploaded: (name, reason) => t('upload.notUploaded', { name, reason }),
        hint: t('upload.hint'),
        now: (file) => t('upload.now', { file }),
      }}
    />
  );
}

/** Period, year, date, PDF and titles: the fields the new-report form and the editor share. */
function ReportFields({ form, fileLabel }: { form: UseFormReturn<NewReport>; fileLabel: string }) {
  const t = useT('AdminInvestors');
  const locale = useMessagesLocale();
  const errors = form.formState.errors;
  const message = (m: unknown) => (typeof m === 'string' ? m : undefined);
  const languages = new Intl.DisplayNames(localeTags[locale], { type: 'language' });
  return (
    <>
      <div className={styles.grid}>
        <SelectField label={t('period.label')} registration={form.register('period')} error={message(errors.period?.message)}>
          {REPORT_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`period.${p}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('year')}
          type="number"
          inputMode="numeric"
          min={2000}
          max={2100}
          registration={form.register('year', { valueAsNumber: true })}
          error={message(errors.year?.message)}
        />
        <TextField label={t('published')} type="date" registration={form.register('publishedAt')} error={message(errors.publishedAt?.message)} />
      </div>
      <input type="hidden" {...form.register('file')} />
      <PdfUpload
        label={fileLabel}
        current={form.watch('file')}
        error={message(errors.file?.message)}
        onUploaded={(uploaded) => form.setValue('file', uploaded.file, { shouldDirty: true, shouldValidate: true })}
      />
      <fieldset className={styles.grid}>
        <legend>{t('titles')}</legend>
        <p className="field__hint">{t('titlesHint')}</p>
        {locales.map((l: Locale) => (
          <TextField
            key={l}
            lang={localeTags[l]}
            label={languages.of(localeTags[l]) ?? l}
            registration={form.register(`titles.${l}`)}
            error={message(errors.titles?.[l]?.message)}
          />
        ))}
      </fieldset>
    </>
  );
}

function ReportEditor({
  report,
  setOutcome,
  onSaved,
  onDeleted,
}: {
  report: StaffReport;
  setOutcome: (outcome: Outcome) => void;
  onSaved: (id: string) => void;
  onDeleted: () => void;
}) {
  const t = useT('AdminInvestors');
  const client = useQueryClient();
  const failed = useFailure(setOutcome);
  const form = useSchemaForm(newReportSchema, {
    year: report.year,
    period: report.period,
    publishedAt: report.publishedAt,
    file: report.file,
    titles: { ...emptyTitles(), ...report.titles },
  }) as unknown as UseFormReturn<NewReport>;
  const save = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = await adminFetch<StaffReport>(`/api/admin/investors/reports/${report.id}`, {
        method: 'PATCH',
        body: { ...values, updatedAt: report.updatedAt },
      });
      await client.invalidateQueries({ queryKey: adminQueryKeys.reports });
      onSaved(saved.id);
      setOutcome({ kind: 'success', text: t('saved', { title: saved.titles.en }) });
    } catch (e) {
      await failed(e, form as never);
    }
  });
  const remove = async () => {
    if (!window.confirm(t('confirmRemove', { title: report.titles.en }))) return;
    try {
      await adminFetch(`/api/admin/investors/reports/${report.id}`, { method: 'DELETE', body: { updatedAt: report.updatedAt } });
      await client.invalidateQueries({ queryKey: adminQueryKeys.reports });
      onDeleted();
      setOutcome({ kind: 'success', text: t('removed', { title: report.titles.en }) });
    } catch (e) {
      await failed(e, null);
    }
  };
  const file = form.watch('file');
  return (
    <article aria-labelledby="report-heading" className={styles.section}>
      <h2 id="report-heading">{report.titles.en}</h2>
      <form onSubmit={save} noValidate aria-label={t('details')}>
        <ReportFields form={form} fileLabel={t('replaceFile')} />
        <p>
          <a href={file} target="_blank" rel="noopener">
            {t('open', { file: fileName(file) })}
          </a>
        </p>
        <SubmitButton pending={form.formState.isSubmitting} label={t('save')} pendingLabel={t('saving')} />
      </form>
      <button type="button" className="button" onClick={() => void remove()}>
        {t('remove')}
      </button>
    </article>
  );
}

function NewReportForm({ setOutcome, onCreated }: { setOutcome: (outcome: Outcome) => void; onCreated: (id: string) => void }) {
  const t = useT('AdminInvestors');
  const client = useQueryClient();
  const failed = useFailure(setOutcome);
  const form = useSchemaForm(newReportSchema, {
    year: new Date().getFullYear(),
    period: 'Q1',
    publishedAt: today(),
    file: '',
    titles: emptyTitles(),
  }) as unknown as UseFormReturn<NewReport>;
  const create = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const created = await adminFetch<StaffReport>('/api/admin/investors/reports', { method: 'POST', body: values });
      await client.invalidateQueries({ queryKey: adminQueryKeys.reports });
      form.reset();
      onCreated(created.id);
      setOutcome({ kind: 'success', text: t('new.added', { title: created.titles.en }) });
    } catch (e) {
      await failed(e, form as never);
    }
  });
  return (
    <form onSubmit={create} noValidate aria-labelledby="new-report" className={styles.section}>
      <h2 id="new-report">{t('new.heading')}</h2>
      <ReportFields form={form} fileLabel={t('new.file')} />
      <SubmitButton pending={form.formState.isSubmitting} label={t('new.add')} pendingLabel={t('new.adding')} />
    </form>
  );
}
