'use client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api/errors';
import { useShop } from './shop-context';

/** Loading, error (with retry) and data states of one query, announced politely. */
export function LoadState<T>({ query, notFound, children }: { query: UseQueryResult<T>; notFound?: string; children: (data: T) => ReactNode }) {
  const { t } = useShop();
  if (query.isPending) return <p className="status" role="status">{t('Shop.loading')}</p>;
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404 && notFound;
    return (
      <div role="alert" className={`status status--error`}>
        <p>{missing ? notFound : t('Shop.loadFailed')}</p>
        {missing ? null : <button type="button" className="button" onClick={() => void query.refetch()}>{t('Shop.retry')}</button>}
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
