'use client';
import { busyButton } from '@/components/ui/busy-button';
import { useT } from '@/components/i18n/messages-provider';
import styles from './admin.module.css';

/** The parts of a TanStack query (plain or infinite) the failure state reads. */
interface LoadState {
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * What every back-office list shows when its API fails: an alert with a retry, instead of an
 * empty list that reads as "nothing to do" (the returns screen said "To review (0)" over a 500).
 */
export function LoadFailure({ query }: { query: LoadState }) {
  const t = useT('AdminShell');
  if (!query.isError) return null;
  return (
    <div role="alert" className={styles.loadFailure} data-testid="load-failure">
      <p>{t('loadFailed')}</p>
      <button type="button" className="button" {...busyButton(query.isFetching, () => void query.refetch())}>
        {t('retry')}
      </button>
    </div>
  );
}
