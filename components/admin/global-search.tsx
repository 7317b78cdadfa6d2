'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import type { StaffSearch, StaffSearchHit } from '@/lib/types/staff';
import type { StaffSearchKind } from '@/lib/validations/staff';
import { LoadFailure } from './load-failure';
import styles from './admin.module.css';

/** The screen a result opens: the item itself where the screen takes it from the address. */
function hrefOf(kind: StaffSearchKind, hit: StaffSearchHit): string {
  const id = encodeURIComponent(hit.id);
  const locale = hit.locale ?? 'en';
  switch (kind) {
    case 'orders':
      return `/admin/orders?status=all&open=${id}`;
    case 'customers':
      return `/admin/customers?open=${id}`;
    case 'messages':
      return `/admin/messages?status=all&open=${id}`;
    case 'products':
    case 'news':
      return `/admin/content?kind=${kind}&item=${id}&locale=${locale}&ref=${locale === 'en' ? 'ja' : 'en'}`;
    case 'media':
      return `/admin/media`;
  }
}

/** Whether a key typed here is text the member is writing ("/" then is a character, not the shortcut). */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The back office's global search, in the header of every screen: a button, "/" (outside a field)
 * or Ctrl/Cmd+K open a modal dialog with a search field; results come as the member types, grouped
 * by kind under headings, each a link to its screen. Down arrow goes from the field to the results;
 * Escape closes and focus returns to the button.
 */
export function GlobalSearch() {
  const t = useT('AdminSearch');
  const sections = useT('AdminShell');
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');

  const open = () => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    input.current?.focus();
    input.current?.select();
  };
  const close = () => {
    dialog.current?.close();
    opener.current?.focus();
  };
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const k = event.key.toLowerCase();
      if ((event.ctrlKey || event.metaKey) && k === 'k') {
        event.preventDefault();
        open();
      } else if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target)) {
        event.preventDefault();
        open();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  // Asks once the member pauses typing, not at every key.
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);

  const found = useQuery({
    queryKey: [...adminQueryKeys.search, q] as const,
    queryFn: () => adminFetch<StaffSearch>(`/api/admin/search?q=${encodeURIComponent(q)}`),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
  const groups = q && found.data ? found.data.groups.filter((g) => g.items.length > 0) : [];
  const total = groups.reduce((n, g) => n + g.items.length, 0);
  const links = () => [...(results.current?.querySelectorAll('a') ?? [])];
  const moveFrom = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    if (all.length === 0) return;
    event.preventDefault();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowUp' && at <= 0) input.current?.focus();
    else all[event.key === 'ArrowDown' ? Math.min(at + 1, all.length - 1) : at - 1]?.focus();
  };

  return (
    <>
      <button ref={opener} type="button" className="button" onClick={open} aria-keyshortcuts="/ Control+K Meta+K">
        {t('open')} <kbd aria-hidden="true">/</kbd>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        className={`${styles.dialog} ${styles.searchDialog}`}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onKeyDown={moveFrom}
      >
        <h2 id={`${id}-title`}>{t('title')}</h2>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setQ(text.trim());
          }}
        >
          <label htmlFor={`${id}-q`}>{t('label')}</label>
          <input
            ref={input}
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={100}
            autoComplete="off"
            aria-describedby={`${id}-hint`}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={`${id}-hint`} className="field__hint">
            {t('hint')}
          </p>
        </form>
        <p role="status" className={styles.meta}>
          {!q ? '' : found.isFetching ? t('searching') : found.data ? (total ? t('found', { count: total }) : t('none', { q })) : ''}
        </p>
        <LoadFailure query={found} />
        <div ref={results} data-testid="global-search-results">
          {groups.map((g) => (
            <section key={g.kind} aria-labelledby={`${id}-${g.kind}`}>
              <h3 id={`${id}-${g.kind}`}>{sections(`sections.${g.kind}`)}</h3>
              <ul className={styles.searchHits}>
                {g.items.map((hit) => (
                  <li key={hit.id}>
                    <Link href={hrefOf(g.kind, hit)} onClick={() => dialog.current?.close()}>
                      <span lang={hit.locale ?? undefined}>{hit.label}</span>
                      {hit.detail && hit.detail !== hit.label ? <span className={styles.meta}> · {hit.detail}</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
              {g.more ? <p className={styles.meta}>{t('more')}</p> : null}
            </section>
          ))}
        </div>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={close}>
            {t('close')}
          </button>
        </div>
      </dialog>
    </>
  );
}
