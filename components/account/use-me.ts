'use client';
import { useQuery } from '@tanstack/react-query';
import { accountApi } from '@/lib/api/account';
import { queryKeys } from '@/lib/api/query-keys';
import { useSessionToken } from '@/lib/client/session-store';

/** The signed-in user's profile (cached under queryKeys.me; a 401 is handled by apiFetch). */
export function useMe() {
  const token = useSessionToken();
  return useQuery({ queryKey: queryKeys.me, queryFn: accountApi.me, enabled: !!token });
}
