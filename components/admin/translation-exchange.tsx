'use client';
import { busyButton } from '@/components/ui/busy-button';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { type Outcome, serverOutcome, StatusLine } from '@/components/ui/form-kit';
import type { Locale } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { EXCHANGE_KIND_SEGMENTS, TRANSLATED_LOCALES } from '@/lib/validations/content';
import type { XliffImportLine, XliffImportReport } from '@/lib/types/staff';
import styles from './admin.module.css';

type Kind = (typeof EXCHANGE_KIND_SEGMENTS)[number];
type Line = XliffImportLine;
/** What POST /api/admin/translations/xliff answers (lib/server/staff/translation-exchange.ts). */
type ImportReport = XliffImportReport;

/**
 * The exchange with a translation agency, above the matrix: download a language's missing and
 * outdated texts as XLIFF 2.0, and import the translated file back as drafts, with the report.
 */
export function TranslationExchange({ languageOf }: { languageOf: (locale: string) => string }) {
  const t = useT('AdminContent');
  const errors = useT('Errors');
  const client = useQueryClient();
  const [locale, setLocale] = useState<Locale>('ja');
  const [kinds, setKinds] = useState<ReadonlySet<Kind>>(new Set(EXCHANGE_KIND_SEGMENTS));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const chosen = EXCHANGE_KIND_SEGMENTS.filter((k) => kinds.has(k));
  const exportHref = `/api/admin/translations/xliff?${new URLSearchParams({ locale, kinds: chosen.join(',') })}`;

  const upload = async () => {
    setOutcome(null);
    setReport(null);
    const chosenFile = file.current?.files?.[0];
    if (!chosenFile) {
      setOutcome({ kind: 'error', text: t('exchange.noFile') });
      file.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await adminFetch<ImportReport>(`/api/admin/translations/xliff?locale=${locale}`, { method: 'POST', body: chosenFile });
      setReport(result);
      setOutcome({
        kind: result.rejected.length ? 'error' : 'success',
        text: t('exchange.done', {
          language: languageOf(locale),
          saved: result.saved.length,
          unchanged: result.unchanged.length,
          rejected: result.rejected.length,
        }),
      });
      await client.invalidateQueries({ queryKey: [...adminQueryKeys.content], refetchType: 'all' });
      await client.invalidateQueries({ queryKey: adminQueryKeys.dashboard });
    } catch (error) {
      setOutcome(serverOutcome(null, error, errors));
    } finally {
      setBusy(false);
    }
  };
  const lines = (heading: string, list: Line[], testId: string, reasons = false) =>
    list.length ? (
      <>
        <h4>
          {heading} ({list.length})
        </h4>
        <ul data-testid={testId}>
          {list.map((line) => (
            <li key={line.id}>
              <code>{line.id}</code>
              {reasons && line.reason ? <> — {t(`exchange.reason.${line.reason}`, { detail: line.detail ?? '' })}</> : null}
            </li>
          ))}
        </ul>
      </>
    ) : null;

  return (
    <section className={styles.section} aria-labelledby="exchange-heading">
      <h3 id="exchange-heading">{t('exchange.heading')}</h3>
      <p>{t('exchange.intro')}</p>
      <div className={styles.actions}>
        <div className="field">
          <label htmlFor="exchange-locale">{t('exchange.language')}</label>
          <select id="exchange-locale" value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
            {TRANSLATED_LOCALES.map((l) => (
              <option key={l} value={l}>
                {languageOf(l)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className={styles.actions}>
        <legend>{t('exchange.kinds')}</legend>
        {EXCHANGE_KIND_SEGMENTS.map((k) => (
          <label key={k}>
            <input
              type="checkbox"
              value={k}
              checked={kinds.has(k)}
              onChange={(e) =>
                setKinds((previous) => {
                  const next = new Set(previous);
                  if (e.target.checked) next.add(k);
                  else next.delete(k);
                  return next;
                })
              }
            />{' '}
            {t(`kinds.${k}.label`)}
          </label>
        ))}
      </fieldset>
      <p>
        {chosen.length ? (
          <a className="button" href={exportHref} download>
            {t('exchange.export')}
          </a>
        ) : (
          <span className={styles.meta}>{t('exchange.noKinds')}</span>
        )}
      </p>
      <form
        className={styles.actions}
        onSubmit={(event) => {
          event.preventDefault();
          void upload();
        }}
      >
        <div className="field">
          <label htmlFor="exchange-file">{t('exchange.file')}</label>
          <input id="exchange-file" ref={file} type="file" accept=".xlf,.xliff,.xml,application/xliff+xml" />
        </div>
        <button type="submit" className="button button--primary" aria-busy={busy} {...busyButton(busy)}>
          {busy ? t('exchange.importing') : t('exchange.upload')}
        </button>
      </form>
      <StatusLine outcome={outcome} />
      {report ? (
        <div data-testid="exchange-report">
          {lines(t('exchange.saved'), report.saved, 'exchange-saved')}
          {report.saved.length ? <p>{t('exchange.review')}</p> : null}
          {lines(t('exchange.rejected'), report.rejected, 'exchange-rejected', true)}
          {lines(t('exchange.unchanged'), report.unchanged, 'exchange-unchanged')}
        </div>
      ) : null}
    </section>
  );
}
