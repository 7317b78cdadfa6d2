'use client';
import { busyButton } from '@/components/ui/busy-button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { type Outcome, serverOutcome, StatusLine } from '@/components/ui/form-kit';
import type { Locale } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { TRANSLATED_LOCALES } from '@/lib/validations/content';
import styles from './admin.module.css';
import type { BulkConfirmResult } from '@/lib/types/staff';

type BulkResult = BulkConfirmResult;

/**
 * "Still correct" for the rows selected in the translation matrix, in one language or all: one
 * request, one transaction; the summary says how many were marked and names each refusal.
 */
export function BulkConfirm({
  kind,
  selected,
  languageOf,
  onDone,
}: {
  kind: string;
  selected: { id: string; name: string; revision: number }[];
  languageOf: (locale: string) => string;
  onDone: () => void;
}) {
  const t = useT('AdminContent');
  const errors = useT('Errors');
  const client = useQueryClient();
  const [locale, setLocale] = useState<Locale | 'all'>('all');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [refused, setRefused] = useState<{ key: string; text: string }[]>([]);
  const names = new Map(selected.map((s) => [s.id, s.name]));

  const submit = async () => {
    setOutcome(null);
    setRefused([]);
    if (selected.length === 0) {
      setOutcome({ kind: 'error', text: t('bulk.none') });
      return;
    }
    setBusy(true);
    try {
      const result = await adminFetch<BulkResult>(`/api/admin/content/${kind}/confirm`, {
        method: 'POST',
        body: { items: selected.map(({ id, revision }) => ({ id, revision })), locale },
      });
      setRefused(
        result.refused.map((r) => {
          const item = names.get(r.id) ?? r.id;
          const reason = t(`bulk.reason.${r.reason}`);
          return {
            key: `${r.id}/${r.locale ?? ''}`,
            text: r.locale ? t('bulk.refusal', { item, language: languageOf(r.locale), reason }) : t('bulk.refusalItem', { item, reason }),
          };
        }),
      );
      setOutcome(result.applied ? { kind: 'success', text: t('bulk.done', { count: result.confirmed.length }) } : { kind: 'error', text: t('bulk.stopped') });
      await client.invalidateQueries({ queryKey: [...adminQueryKeys.content], refetchType: 'all' });
      await client.invalidateQueries({ queryKey: adminQueryKeys.dashboard });
      if (result.applied) onDone();
    } catch (error) {
      setOutcome(serverOutcome(null, error, errors));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.section}
      aria-labelledby="bulk-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id="bulk-heading">{t('bulk.heading')}</h3>
      <p>{t('bulk.intro')}</p>
      <div className={styles.actions}>
        <div className="field">
          <label htmlFor="bulk-locale">{t('matrix.language')}</label>
          <select id="bulk-locale" value={locale} onChange={(e) => setLocale(e.target.value as Locale | 'all')}>
            <option value="all">{t('matrix.allLanguages')}</option>
            {TRANSLATED_LOCALES.map((l) => (
              <option key={l} value={l}>
                {languageOf(l)}
              </option>
            ))}
          </select>
        </div>
        <p className={styles.meta}>{t('bulk.selected', { count: selected.length })}</p>
        <button type="submit" className="button button--primary" aria-busy={busy} {...busyButton(busy)}>
          {t('bulk.submit')}
        </button>
      </div>
      <StatusLine outcome={outcome} />
      {refused.length ? (
        <>
          <p>{t('bulk.refusedHeading')}</p>
          <ul data-testid="bulk-refused">
            {refused.map((r) => (
              <li key={r.key}>{r.text}</li>
            ))}
          </ul>
        </>
      ) : null}
    </form>
  );
}
