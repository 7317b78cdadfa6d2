'use client';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useMessagesLocale, useT } from '@/components/i18n/messages-provider';
import { StatusLine, type Outcome } from '@/components/ui/form-kit';
import { localeTags } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import { focusAfterRemoval } from '@/lib/client/focus-return';
import { mediaSrc } from '@/lib/media/uploaded';
import { AdminShell } from './admin-shell';
import { LoadFailure } from './load-failure';
import styles from './admin.module.css';
import { formatDateTime, listText } from '@/lib/intl';
import type { StaffMedia, StaffMediaPage } from '@/lib/types/staff';

/** What GET /api/admin/media answers per image. */
export type MediaItem = StaffMedia;

const MAX_BYTES = 10 * 1024 * 1024;

/** The image library: upload, browse, copy an image's address, delete an image nothing uses. */
export function Media() {
  const t = useT('AdminMedia');
  return (
    <AdminShell title={t('title')} roles={['admin', 'editor']}>
      {() => <MediaLibrary />}
    </AdminShell>
  );
}

/**
 * Uploads (checked and re-encoded on the server) and the images uploaded so far, newest first.
 * With `onChoose`, each image offers "Use this image" (the slide form picks its image here).
 */
export function MediaLibrary({ onChoose, chosen }: { onChoose?: (item: MediaItem) => void; chosen?: string }) {
  const t = useT('AdminMedia');
  const tag = localeTags[useMessagesLocale()];
  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? t('sizeKb', { size: new Intl.NumberFormat(tag, { maximumFractionDigits: 0, useGrouping: false }).format(Math.round(bytes / 1024)) })
      : t('sizeMb', { size: new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1024 / 1024) });
  const when = (iso: string) => formatDateTime(tag, { dateStyle: 'medium', timeStyle: 'short' }, new Date(iso));
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  // The name searched for (sent with Find): part of the file name, any case.
  const [q, setQ] = useState('');
  const search = useRef<HTMLInputElement>(null);
  const pages = useInfiniteQuery({
    queryKey: [...adminQueryKeys.media, 'page', q] as const,
    queryFn: ({ pageParam }) =>
      adminFetch<StaffMediaPage>(`/api/admin/media?${new URLSearchParams({ limit: '24', ...(pageParam ? { before: pageParam } : {}), ...(q ? { q } : {}) })}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  // Focus after a deleted image (WCAG 2.4.3): its Delete button is gone with it, so focus goes to
  // the Delete of the image that followed it (the one before, for the last), else to the upload field.
  // Moved once the list has been fetched again without the image: not on a change of the list's
  // length, which stays the same when the first page was full (the next image moves up into it).
  // The neighbour is found by its id, not its place: another member of staff may have uploaded or
  // deleted an image meanwhile, which moves every image after it.
  const list = useRef<HTMLUListElement>(null);
  const removed = useRef<{ id: string; index: number; neighbour: string | undefined } | null>(null);
  useEffect(() => {
    const gone = removed.current;
    if (gone === null || !pages.data || pages.data.pages.some((p) => p.items.some((item) => item.id === gone.id))) return;
    removed.current = null;
    const rows = [...(list.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [])];
    const neighbour = rows.find((row) => row.dataset.id === gone.neighbour)?.querySelector<HTMLElement>('[data-delete]');
    if (neighbour) neighbour.focus();
    else focusAfterRemoval(rows, gone.index, (row) => row.querySelector<HTMLElement>('[data-delete]'), input.current);
  }, [pages.data]);

  /** Deletes an image nothing uses; the server names the places that still use one (409) and keeps it. */
  const remove = async (item: MediaItem, index: number) => {
    if (!window.confirm(t('confirmDelete', { name: item.name }))) return;
    setOutcome(null);
    try {
      await adminFetch(`/api/admin/media/${item.id}`, { method: 'DELETE' });
      removed.current = { id: item.id, index, neighbour: (items[index + 1] ?? items[index - 1])?.id };
      await client.invalidateQueries({ queryKey: adminQueryKeys.media });
      setOutcome({ kind: 'success', text: t('deleted', { name: item.name }) });
    } catch (error) {
      const reason = isApiError(error) ? (error.fields.uses ?? error.message) : t('deleteFailed');
      setOutcome({ kind: 'error', text: t('notDeleted', { name: item.name, reason }) });
    }
  };

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    setOutcome(null);
    const done: string[] = [];
    const failed: string[] = [];
    for (const file of Array.from(files)) {
      // Said before sending 10 MB for nothing; the server checks again.
      if (file.size > MAX_BYTES) {
        failed.push(t('tooLarge', { name: file.name }));
        continue;
      }
      try {
        const item = await adminFetch<MediaItem>(`/api/admin/media?name=${encodeURIComponent(file.name)}`, { method: 'POST', body: file });
        done.push(item.name);
      } catch (error) {
        const reason = isApiError(error) ? (error.fields.file ?? error.message) : t('uploadFailed');
        failed.push(t('fileFailed', { name: file.name, reason }));
      }
    }
    await client.invalidateQueries({ queryKey: adminQueryKeys.media });
    setBusy(false);
    if (input.current) input.current.value = '';
    setOutcome(
      failed.length
        ? {
            kind: 'error',
            text: done.length ? t('partlyUploaded', { files: listText(tag, done), failed: failed.join('; ') }) : t('notUploaded', { files: failed.join('; ') }),
          }
        : { kind: 'success', text: t('uploaded', { files: listText(tag, done) }) },
    );
  };

  return (
    <section aria-labelledby="media-heading" className={styles.section}>
      <h2 id="media-heading">{t('heading')}</h2>
      <div className="field">
        <label htmlFor="media-upload">{t('upload')}</label>
        <input
          id="media-upload"
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          multiple
          // Busy but focusable (a disabled field drops focus to <body> while the files upload): no
          // file chooser opens meanwhile.
          aria-disabled={busy || undefined}
          onClick={(e) => {
            if (busy) e.preventDefault();
          }}
          aria-describedby="media-upload-hint"
          onChange={(e) => void upload(e.target.files)}
        />
        <div id="media-upload-hint" className="field__hint">
          {t('uploadHint')}
        </div>
      </div>
      <StatusLine outcome={busy ? { kind: 'success', text: t('uploading') } : outcome} />
      {/* Not a form: the library also sits inside the new-slide form, and forms do not nest. Enter searches as Find does. */}
      <div role="search" className={styles.actions}>
        <div className="field">
          <label htmlFor="media-search">{t('searchLabel')}</label>
          <input
            id="media-search"
            ref={search}
            type="search"
            maxLength={100}
            autoComplete="off"
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              setQ(e.currentTarget.value.trim());
            }}
          />
        </div>
        <button type="button" className="button" onClick={() => setQ(search.current?.value.trim() ?? '')}>
          {t('find')}
        </button>
      </div>
      <LoadFailure query={pages} />
      <ul ref={list} className={styles.media} aria-busy={pages.isPending} data-testid="media">
        {items.map((item, index) => (
          <li key={item.id} data-id={item.id} aria-current={chosen === item.src ? 'true' : undefined}>
            <img src={mediaSrc(item.id, item.widths[0]!)} alt="" width={item.width} height={item.height} loading="lazy" />
            <p>
              <strong>{item.name}</strong>
              <br />
              <span className={styles.meta}>
                {item.width} × {item.height} · {size(item.bytes)} · {item.by ?? t('formerStaff')} · {when(item.createdAt)}
              </span>
            </p>
            {onChoose ? (
              <button type="button" className="button" onClick={() => onChoose(item)} aria-pressed={chosen === item.src}>
                {t('use')}
                <span className="visually-hidden">{t('itemHidden', { name: item.name })}</span>
              </button>
            ) : (
              <span className={styles.actions}>
                <button
                  type="button"
                  className="button"
                  onClick={() =>
                    void navigator.clipboard?.writeText(item.src).then(() => setOutcome({ kind: 'success', text: t('copied', { address: item.src }) }))
                  }
                >
                  {t('copy')}
                  <span className="visually-hidden">{t('itemHidden', { name: item.name })}</span>
                </button>
                <button type="button" className="button" data-delete onClick={() => void remove(item, index)}>
                  {t('delete')}
                  <span className="visually-hidden">{t('itemHidden', { name: item.name })}</span>
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {pages.isSuccess && items.length === 0 ? <p role="status">{q ? t('noMatch', { q }) : t('empty')}</p> : null}
      {pages.hasNextPage ? (
        <button type="button" className="button" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
          {t('older')}
        </button>
      ) : null}
    </section>
  );
}
