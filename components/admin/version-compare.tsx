'use client';
import { busyButton } from '@/components/ui/busy-button';
import { useId, useMemo, useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import type { Locale } from '@/i18n/routing';
import { fieldText, wordDiff, type DiffPart } from './text-diff';
import styles from './admin.module.css';

export interface ComparedVersion {
  id: number;
  fields: Record<string, unknown>;
  publishedAt: string;
  by: string | null;
  origin: 'files' | 'back_office';
}

/**
 * Two published versions of one item in one language, compared word by word, field by field:
 * removed words struck through in <del>, added ones underlined in <ins>, each also named in words
 * for screen readers (WCAG 1.4.1: not by colour alone). Rich text is compared as its words and
 * rendered as text, never as HTML. Either version that is not the live one can be restored from here.
 */
export function VersionCompare({
  versions,
  fields,
  locale,
  busy,
  when,
  onRestore,
}: {
  /** Newest first; the first is the live text. */
  versions: ComparedVersion[];
  fields: { name: string; label: string; rich: boolean }[];
  locale: Locale;
  busy: boolean;
  when: (iso: string) => string;
  onRestore: (version: ComparedVersion) => void;
}) {
  const t = useT('AdminContent');
  const id = useId();
  const [fromId, setFromId] = useState(versions[1]?.id ?? 0);
  const [toId, setToId] = useState(versions[0]?.id ?? 0);
  const from = versions.find((v) => v.id === fromId);
  const to = versions.find((v) => v.id === toId);
  const changes = useMemo(
    () =>
      from && to ? fields.map((f) => ({ ...f, parts: wordDiff(fieldText(from.fields[f.name], f.rich), fieldText(to.fields[f.name], f.rich), locale) })) : [],
    [from, to, fields, locale],
  );
  if (versions.length < 2) return null;
  const optionLabel = (v: ComparedVersion, i: number) =>
    [when(v.publishedAt), v.origin === 'files' ? t('compare.files') : v.by, i === 0 ? t('compare.live') : null].filter(Boolean).join(' · ');
  const select = (key: 'from' | 'to', value: number, set: (n: number) => void) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{t(`compare.${key}`)}</label>
      <select id={`${id}-${key}`} value={value} onChange={(e) => set(Number(e.target.value))}>
        {versions.map((v, i) => (
          <option key={v.id} value={v.id}>
            {optionLabel(v, i)}
          </option>
        ))}
      </select>
    </div>
  );
  const restorable = [from, to].filter((v, i, all): v is ComparedVersion => v !== undefined && v.id !== versions[0]!.id && all.indexOf(v) === i);

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section} data-testid="version-compare">
      <h3 id={`${id}-heading`}>{t('compare.heading')}</h3>
      <div className={styles.actions}>
        {select('from', fromId, setFromId)}
        {select('to', toId, setToId)}
      </div>
      <p className={`${styles.meta} ${styles.diffLegend}`}>
        <del>{t('compare.legendRemoved')}</del> <ins>{t('compare.legendAdded')}</ins>
      </p>
      {from && to && from.id === to.id ? <p>{t('compare.same')}</p> : null}
      {from && to && from.id !== to.id ? (
        <dl>
          {changes.map((c) => (
            <div key={c.name}>
              <dt>
                <strong>{c.label}</strong>
              </dt>
              <dd className={styles.diff} lang={locale} data-field={c.name}>
                {c.parts.some((p) => p.kind !== 'same') ? <Parts parts={c.parts} /> : <span className={styles.meta}>{t('compare.unchanged')}</span>}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className={styles.actions}>
        {restorable.map((v) => (
          <button key={v.id} type="button" className="button" {...busyButton(busy, () => onRestore(v))}>
            {t('compare.restore', { date: when(v.publishedAt) })}
          </button>
        ))}
      </div>
    </section>
  );
}

function Parts({ parts }: { parts: DiffPart[] }) {
  const t = useT('AdminContent');
  return parts.map((p, i) =>
    p.kind === 'same' ? (
      <span key={i}>{p.text}</span>
    ) : p.kind === 'removed' ? (
      <del key={i}>
        <span className="visually-hidden">{t('compare.removedStart')} </span>
        {p.text}
        <span className="visually-hidden"> {t('compare.removedEnd')}</span>
      </del>
    ) : (
      <ins key={i}>
        <span className="visually-hidden">{t('compare.addedStart')} </span>
        {p.text}
        <span className="visually-hidden"> {t('compare.addedEnd')}</span>
      </ins>
    ),
  );
}
