'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useMessagesLocale, useT } from '@/components/i18n/messages-provider';
import { StatusLine, type Outcome } from '@/components/ui/form-kit';
import { locales, localeTags, type Locale } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import { focusAfterRemoval } from '@/lib/client/focus-return';
import { mediaSrc } from '@/lib/media/uploaded';
import { AdminShell } from './admin-shell';
import { useAdminFormats } from './formats';
import { LoadFailure } from './load-failure';
import { LoadMore, useStaffList } from './staff-list';
import { MediaDetails } from './media-details';
import { useUrlFilter, useUrlText } from './use-url-filter';
import styles from './admin.module.css';
import { formatDateTime, listText, withNote } from '@/lib/intl';
import type { StaffMedia, StaffMediaPage, StaffMediaTags } from '@/lib/types/staff';
import { MEDIA_TAG_MAX } from '@/lib/validations/media';

/** What GET /api/admin/media answers per image. */
export type MediaItem = StaffMedia;

const MAX_BYTES = 10 * 1024 * 1024;

/** What the library shows: images whose name contains `q`, with the tag `tag`, without alt text in `missingAlt`; an empty one does not narrow the list. */
export interface MediaFilter {
  q: string;
  tag: string;
  missingAlt: Locale | '';
}
const NO_FILTER: MediaFilter = { q: '', tag: '', missingAlt: '' };

/** The image library: upload, browse, find by name, tag or missing alt text, edit an image's details, copy its address, delete an image nothing uses. */
export function Media() {
  const t = useT('AdminMedia');
  return (
    <AdminShell title={t('title')} roles={['admin', 'editor']}>
      {() => (
        <Suspense>
          <ScreenLibrary />
        </Suspense>
      )}
    </AdminShell>
  );
}

/**
 * The library as its own screen: its search and filters live in the address
 * (`?q=&tag=&missingAlt=de`), so a filtered view can be linked to (the dashboard's images without
 * alt text), shared and reloaded. As a picker inside another form it keeps them to itself.
 */
function ScreenLibrary() {
  const [q, setQ] = useUrlText('q');
  const [tag, setTag] = useUrlText('tag', MEDIA_TAG_MAX);
  const [missingAlt, setMissingAlt] = useUrlFilter<Locale>('missingAlt', locales, '');
  const onFilter = (next: MediaFilter) => {
    setQ(next.q);
    setTag(next.tag);
    setMissingAlt(next.missingAlt);
  };
  return <MediaLibrary filter={{ q, tag, missingAlt }} onFilter={onFilter} />;
}

/**
 * Uploads (checked and re-encoded on the server) and the images uploaded so far, newest first.
 * With `onChoose`, each image offers "Use this image" (the slide form picks its image here);
 * without, "Edit details" (alt texts, focal point, tags), "Copy address" and "Delete".
 * `filter`/`onFilter`: the search kept by the screen (in the address); else kept here.
 */
export function MediaLibrary({
  onChoose,
  chosen,
  filter,
  onFilter,
}: {
  onChoose?: (item: MediaItem) => void;
  chosen?: string;
  filter?: MediaFilter;
  onFilter?: (filter: MediaFilter) => void;
}) {
  const t = useT('AdminMedia');
  const tag = localeTags[useMessagesLocale()];
  const { language } = useAdminFormats();
  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? t('sizeKb', { size: new Intl.NumberFormat(tag, { maximumFractionDigits: 0, useGrouping: false }).format(Math.round(bytes / 1024)) })
      : t('sizeMb', { size: new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1024 / 1024) });
  const when = (iso: string) => formatDateTime(tag, { dateStyle: 'medium', timeStyle: 'short' }, new Date(iso));
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  // The search (the name is sent with Find, a tag or language as it is chosen).
  const [ownFilter, setOwnFilter] = useState(NO_FILTER);
  const applied = filter ?? ownFilter;
  const apply = onFilter ?? setOwnFilter;
  const search = useRef<HTMLInputElement>(null);
  const tagList = useQuery({ queryKey: [...adminQueryKeys.media, 'tags'] as const, queryFn: () => adminFetch<StaffMediaTags>('/api/admin/media/tags') });
  const {
    list: pages,
    rows: items,
    busy: listBusy,
  } = useStaffList({
    queryKey: [...adminQueryKeys.media, 'page', applied.q, applied.tag, applied.missingAlt] as const,
    fetchPage: (before: string | undefined) =>
      adminFetch<StaffMediaPage>(
        `/api/admin/media?${new URLSearchParams({
          limit: '24',
          ...(before ? { before } : {}),
          ...(applied.q ? { q: applied.q } : {}),
          ...(applied.tag ? { tag: applied.tag } : {}),
          ...(applied.missingAlt ? { missingAlt: applied.missingAlt } : {}),
        })}`,
      ),
    nextCursor: (last) => last.nextBefore,
  });
  // The image whose details are open (the library's own screen only), kept as last loaded or saved:
  // an image leaves a filtered list once it is saved (its alt text is no longer missing).
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const closeDetails = () => {
    const id = editing?.id;
    setEditing(null);
    // Back to the button that opened it (WCAG 2.4.3), else (the image left a filtered list) to the search.
    requestAnimationFrame(() => (list.current?.querySelector<HTMLElement>(`li[data-id="${id}"] [data-edit]`) ?? search.current)?.focus());
  };
  // The field shows the name searched for when the address changes it (Back, a link), without
  // being remounted (which would take focus from a member pressing Enter in it).
  useEffect(() => {
    if (search.current && search.current.value.trim() !== applied.q) search.current.value = applied.q;
  }, [applied.q]);
  const tagOptions = [...(tagList.data?.items ?? [])];
  if (applied.tag && !tagOptions.some((o) => o.tag === applied.tag)) tagOptions.unshift({ tag: applied.tag, count: 0 });
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
      if (editing?.id === item.id) setEditing(null);
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
            defaultValue={applied.q}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              apply({ ...applied, q: e.currentTarget.value.trim() });
            }}
          />
        </div>
        <div className="field">
          <label htmlFor="media-tag">{t('tagFilter')}</label>
          <select id="media-tag" value={applied.tag} onChange={(e) => apply({ ...applied, q: search.current?.value.trim() ?? applied.q, tag: e.target.value })}>
            <option value="">{t('allTags')}</option>
            {tagOptions.map((o) => (
              <option key={o.tag} value={o.tag}>
                {withNote(tag, o.tag, o.count.toLocaleString(tag))}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="media-alt">{t('altFilter')}</label>
          <select
            id="media-alt"
            value={applied.missingAlt}
            onChange={(e) => apply({ ...applied, q: search.current?.value.trim() ?? applied.q, missingAlt: e.target.value as Locale | '' })}
          >
            <option value="">{t('altAll')}</option>
            {locales.map((locale) => (
              <option key={locale} value={locale}>
                {t('altMissingIn', { language: language(locale) })}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button" onClick={() => apply({ ...applied, q: search.current?.value.trim() ?? '' })}>
          {t('find')}
        </button>
      </div>
      {editing && !onChoose ? <MediaDetails key={editing.id} item={editing} onSaved={setEditing} onClose={closeDetails} setOutcome={setOutcome} /> : null}
      <LoadFailure query={pages} />
      <ul ref={list} className={styles.media} aria-busy={listBusy} data-testid="media">
        {items.map((item, index) => (
          <li key={item.id} data-id={item.id} aria-current={chosen === item.src ? 'true' : undefined}>
            <img src={mediaSrc(item.id, item.widths[0]!)} alt="" width={item.width} height={item.height} loading="lazy" />
            <p>
              <strong>{item.name}</strong>
              <br />
              <span className={styles.meta}>
                {item.width} × {item.height} · {size(item.bytes)} · {item.by ?? t('formerStaff')} · {when(item.createdAt)}
              </span>
              <br />
              <span className={styles.meta}>{t('altCount', { count: Object.keys(item.alt).length, total: locales.length })}</span>
              {item.tags.length ? (
                <>
                  <br />
                  <span className={styles.meta}>{t('tagsOfItem', { tags: listText(tag, item.tags) })}</span>
                </>
              ) : null}
            </p>
            {onChoose ? (
              <button type="button" className="button" onClick={() => onChoose(item)} aria-pressed={chosen === item.src}>
                {t('use')}
                <span className="visually-hidden">{t('itemHidden', { name: item.name })}</span>
              </button>
            ) : (
              <span className={styles.actions}>
                <button type="button" className="button" data-edit aria-expanded={editing?.id === item.id} onClick={() => setEditing(item)}>
                  {t('edit')}
                  <span className="visually-hidden">{t('itemHidden', { name: item.name })}</span>
                </button>
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
      {pages.isSuccess && items.length === 0 ? (
        <p role="status">{applied.tag || applied.missingAlt ? t('noFilterMatch') : applied.q ? t('noMatch', { q: applied.q }) : t('empty')}</p>
      ) : null}
      <LoadMore list={pages} label={t('older')} />
    </section>
  );
}
