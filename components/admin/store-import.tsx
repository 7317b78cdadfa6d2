'use client';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { type Outcome, StatusLine } from '@/components/ui/form-kit';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import type { StoreImportResult } from '@/lib/types/staff';
import styles from './admin.module.css';

const MAX_BYTES = 1024 * 1024;

/** `"7:country"` → line 7, column country (the import's 422 names each bad line this way). */
const byLine = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, message]) => {
      const [line, column] = key.split(':');
      return { line: Number(line), column, message };
    })
    .sort((a, b) => a.line - b.line);

/** A CSV file in, all rows or none: the counts, or every bad line with what is wrong. */
export function StoreImport() {
  const t = useT('AdminStores');
  const errors = useT('Errors');
  const client = useQueryClient();
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [lines, setLines] = useState<ReturnType<typeof byLine>>([]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    setLines([]);
    const chosen = file.current?.files?.[0];
    if (!chosen) return setOutcome({ kind: 'error', text: t('import.chooseFile') });
    if (chosen.size > MAX_BYTES) return setOutcome({ kind: 'error', text: t('import.tooLarge') });
    setPending(true);
    try {
      const result = await adminFetch<StoreImportResult>('/api/admin/stores/import', { method: 'POST', body: { csv: await chosen.text() } });
      setOutcome({ kind: 'success', text: t('import.done', { ...result }) });
      await client.invalidateQueries({ queryKey: adminQueryKeys.stores });
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid_rows') setLines(byLine(error.fields));
      setOutcome({ kind: 'error', text: isApiError(error) ? (error.status === 413 ? t('import.tooLarge') : error.message) : errors('server') });
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-heading`} className={styles.section} data-testid="store-import">
      <h2 id={`${id}-heading`}>{t('import.heading')}</h2>
      <p className="field__hint" id={`${id}-hint`}>
        {t('import.hint')}
      </p>
      <div className="field">
        <label htmlFor={`${id}-file`}>{t('import.file')}</label>
        <input id={`${id}-file`} ref={file} type="file" accept=".csv,text/csv" aria-describedby={`${id}-hint`} />
      </div>
      <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
        {pending ? t('import.importing') : t('import.submit')}
      </button>
      <StatusLine outcome={outcome} />
      {lines.length ? (
        <section aria-labelledby={`${id}-errors`}>
          <h3 id={`${id}-errors`}>{t('import.errorsHeading')}</h3>
          <ul data-testid="import-errors">
            {lines.map((l) => (
              <li key={`${l.line}:${l.column ?? ''}`}>
                {l.column
                  ? t('import.lineColumn', { line: l.line, column: l.column, message: l.message })
                  : t('import.line', { line: l.line, message: l.message })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </form>
  );
}
