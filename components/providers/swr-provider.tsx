'use client';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { apiFetch } from '@/lib/api/client';

export const swrFetcher = (path: string) => apiFetch<unknown>(path);

/** SWR for small public client fetches (view counts, search suggestions), through lib/api. */
export function SwrProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: false, shouldRetryOnError: false }}>{children}</SWRConfig>;
}
