'use client';
import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { busyButton } from '@/components/ui/busy-button';
import styles from './admin.module.css';

/**
 * One back-office list read page by page (orders, customers, dealers, stores, media, messages).
 * `fetchPage` gets the cursor of the page to load (undefined for the first); `nextCursor` reads the
 * next one from a page (null or undefined on the last).
 *
 * A new search or filter keeps the rows in place until its answer arrives, and the list says it
 * is busy meanwhile (`busy`, for `aria-busy`): emptied, the list dropped the keyboard focus a
 * staff member had in it.
 */
export function useStaffList<Page extends { items: unknown[] }, Cursor extends string | number>({
  queryKey,
  fetchPage,
  nextCursor,
}: {
  queryKey: QueryKey;
  fetchPage: (cursor: Cursor | undefined) => Promise<Page>;
  nextCursor: (page: Page) => Cursor | null | undefined;
}) {
  const query = useInfiniteQuery({
    queryKey,
    // TanStack types the context's pageParam by a conditional type that stays open for a generic
    // Cursor (it reads as unknown here); initialPageParam and getNextPageParam fix it to Cursor.
    queryFn: ({ pageParam }) => fetchPage(pageParam as Cursor | undefined),
    initialPageParam: undefined as Cursor | undefined,
    getNextPageParam: (last) => nextCursor(last) ?? undefined,
    placeholderData: keepPreviousData,
  });
  const rows: Page['items'][number][] = query.data?.pages.flatMap((p) => p.items) ?? [];
  /** The first page, where the lists' answers carry their totals and per-status counts. */
  const first: Page | undefined = query.data?.pages[0];
  return { list: query, rows, first, busy: query.isPending || query.isPlaceholderData };
}

/**
 * "Older" / "Load more" under a list while there is a next page; busy while it loads. When the
 * page it loaded was the last, the button goes, and with it the keyboard focus: a line saying the
 * whole list is shown takes its place and the focus (WCAG 2.4.3), where the member pressed it.
 */
export function LoadMore({ list, label }: { list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }; label: string }) {
  const t = useT('AdminShell');
  const [pressed, setPressed] = useState(false);
  const end = useRef<HTMLParagraphElement>(null);
  const last = pressed && !list.hasNextPage;
  useEffect(() => {
    // Only where the focus was lost with the button (not taken elsewhere meanwhile).
    if (last && (document.activeElement === document.body || document.activeElement === null)) end.current?.focus();
  }, [last]);
  if (last)
    return (
      <p ref={end} tabIndex={-1} className={styles.listEnd}>
        {t('listEnd')}
      </p>
    );
  if (!list.hasNextPage) return null;
  return (
    <button
      type="button"
      className="button"
      {...busyButton(list.isFetchingNextPage, () => {
        setPressed(true);
        void list.fetchNextPage();
      })}
    >
      {label}
    </button>
  );
}
