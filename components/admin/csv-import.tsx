'use client';
import { busyButton } from '@/components/ui/busy-button';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { type Outcome, StatusLine } from '@/components/ui/form-kit';
import { adminFetch } from '@/lib/api/admin';
import { isApiError } from '@/lib/api/errors';
import styles from './admin.module.css';

/** `"7:country"` → line 7, column country (an import's 422 names each bad line this way). */
const byLine = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, message]) => {
      const [line, column] = key.split(':');
      return { line: Number(line), column, message };
    })
    .sort((a, b) => a.line - b.line);

export interface CsvImportTexts {
  heading: string;
  hint: string;
  file: string;
  submit: string;
  pending: string;
  chooseFile: string;
  tooLarge: string;
  errorsHeading: string;
  line: (values: { line: number; message: string }) => string;
  lineColumn: (values: { line: number; column: string; message: string }) => string;
}

/**
 * A CSV file in, all rows or none (the stores' import, the orders' shipments): what it did, or
 * every bad line with what is wrong, as the endpoint's 422 `invalid_rows` names them.
 */
export function CsvImport<R>({
  endpoint,
  maxBytes,
  texts,
  done,
  onImported,
  testId,
}: {
  endpoint: string;
  maxBytes: number;
  texts: CsvImportTexts;
  /** The success line for what the endpoint answered. */
  done: (result: R) => string;
  onImported?: (result: R) => Promise<unknown> | void;
  testId: string;
}) {
  const errors = useT('Errors');
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
    if (!chosen) return setOutcome({ kind: 'error', text: texts.chooseFile });
    if (chosen.size > maxBytes) return setOutcome({ kind: 'error', text: texts.tooLarge });
    setPending(true);
    try {
      const result = await adminFetch<R>(endpoint, { method: 'POST', body: { csv: await chosen.text() } });
      setOutcome({ kind: 'success', text: done(result) });
      await onImported?.(result);
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid_rows') setLines(byLine(error.fields));
      setOutcome({ kind: 'error', text: isApiError(error) ? (error.status === 413 ? texts.tooLarge : error.message) : errors('server') });
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-heading`} className={styles.section} data-testid={testId}>
      <h2 id={`${id}-heading`}>{texts.heading}</h2>
      <p className="field__hint" id={`${id}-hint`}>
        {texts.hint}
      </p>
      <div className="field">
        <label htmlFor={`${id}-file`}>{texts.file}</label>
        <input id={`${id}-file`} ref={file} type="file" accept=".csv,text/csv" aria-describedby={`${id}-hint`} />
      </div>
      <button type="submit" className="button button--primary" aria-busy={pending} {...busyButton(pending)}>
        {pending ? texts.pending : texts.submit}
      </button>
      <StatusLine outcome={outcome} />
      {lines.length ? (
        <section aria-labelledby={`${id}-errors`}>
          <h3 id={`${id}-errors`}>{texts.errorsHeading}</h3>
          <ul data-testid="import-errors">
            {lines.map((l) => (
              <li key={`${l.line}:${l.column ?? ''}`}>
                {l.column ? texts.lineColumn({ line: l.line, column: l.column, message: l.message }) : texts.line({ line: l.line, message: l.message })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </form>
  );
}
