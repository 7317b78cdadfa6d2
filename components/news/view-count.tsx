'use client';
import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import { formatInteger, type IntegerFormat } from '@/lib/integer-format';

/**
 * The live browse count of an article. The pre-rendered page shows the count from build time;
 * after hydration one POST counts this visitor (once a day, decided by the server) and
 * answers the current count. A failed request leaves the build-time number in place. Digits are
 * grouped with the locale's `format` from the server (no Intl formatter in the browser).
 */
export function ViewCount({ id, initial, format }: { id: string; initial: number; format: IntegerFormat }) {
  const key = queryKeys.newsViews(id);
  const { data } = useSWR(key, (path: string) => apiFetch<{ views: number }>(path, { method: 'POST' }), {
    revalidateOnMount: true,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    dedupingInterval: 60 * 60 * 1000,
  });
  const views = data?.views ?? initial;
  return (
    <span data-testid="view-count" data-live={data ? 'true' : 'false'}>
      {formatInteger(views, format)}
    </span>
  );
}
