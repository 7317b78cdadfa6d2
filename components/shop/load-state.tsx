'use client';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api/errors';
import { useShop } from './shop-context';

/** What LoadState reads of a request: a TanStack query result has this shape, `fromSwr` adapts SWR's. */
export interface Loadable<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/** An SWR response as a Loadable. */
export function fromSwr<T>(swr: { data: T | undefined; error: unknown; mutate: () => unknown }): Loadable<T> {
  return { isPending: swr.data === undefined && !swr.error, isError: !!swr.error, error: swr.error, data: swr.data, refetch: () => swr.mutate() };
}

/** Loading, error (with retry) and data states of one request, announced politely. */
export function LoadState<T>({ query, notFound, children }: { query: Loadable<T>; notFound?: string; children: (data: T) => ReactNode }) {
  const { t } = useShop();
  if (query.isPending)
    return (
      <p className="status" role="status">
        {t('Shop.loading')}
      </p>
    );
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404 && notFound;
    return (
      <div role="alert" className={`status status--error`}>
        <p>{missing ? notFound : t('Shop.loadFailed')}</p>
        {missing ? null : (
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('Shop.retry')}
          </button>
        )}
      </div>
    );
  }
  return <>{children(query.data as T)}</>;
}
