'use client';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/errors';

/** The server's localized refusal followed by "your change was undone", or that line alone when there was no answer. */
export function refusedMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status !== 0 ? `${error.message} ${fallback}` : fallback;
}

/**
 * A mutation that changes the cached list at once and rolls back when the server refuses,
 * reporting the server's localized message (or `fallback`) through `onError`.
 */
export function useOptimistic<V, T>(options: {
  queryKey: QueryKey;
  mutationFn: (vars: V) => Promise<unknown>;
  apply: (current: T, vars: V) => T;
  onError: (message: string) => void;
  onSuccess?: (vars: V) => void;
  fallback: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onMutate: async (vars: V) => {
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      const previous = queryClient.getQueryData<T>(options.queryKey);
      if (previous !== undefined) queryClient.setQueryData<T>(options.queryKey, options.apply(previous, vars));
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(options.queryKey, context.previous);
      options.onError(refusedMessage(error, options.fallback));
    },
    onSuccess: (_data, vars) => options.onSuccess?.(vars),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
  });
}
