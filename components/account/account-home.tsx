'use client';
import { busyButton } from '@/components/ui/busy-button';
import { useT } from '@/components/i18n/messages-provider';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { accountApi } from '@/lib/api/account';
import { clearToken } from '@/lib/client/session-store';
import styles from './account.module.css';
import { StatusLine, type Outcome } from '@/components/ui/form-kit';
import { useMe } from './use-me';

export function AccountHome() {
  const t = useT('Account');
  const errors = useT('Errors');
  const loading = useT('Common')('loading');
  const me = useMe();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function signOut(everywhere: boolean) {
    setPending(true);
    setOutcome({ kind: 'success', text: t('signingOut') });
    try {
      await (everywhere ? accountApi.logoutAll() : accountApi.logout());
      queryClient.clear();
      // The guard sees the token gone and takes the visitor to the sign-in page.
      clearToken();
    } catch (error) {
      setPending(false);
      setOutcome({ kind: 'error', text: error instanceof Error && error.message ? error.message : errors('server') });
    }
  }

  return (
    <div className={styles.stack}>
      <div>
        <h2>{me.data ? t('greeting', { name: me.data.name }) : loading}</h2>
        <p>{t('intro')}</p>
      </div>
      <nav aria-label={t('sections')}>
        <ul className={styles.sections}>
          <li>
            <Link href="/userinfo">{t('profile')}</Link>
          </li>
          <li>
            <Link href="/favorites">{t('favorites')}</Link>
          </li>
          <li>
            <Link href="/myaddress">{t('addresses')}</Link>
          </li>
          <li>
            <Link href="/payment_info">{t('cards')}</Link>
          </li>
          <li>
            <a href="#orders">{t('orders')}</a>
          </li>
        </ul>
      </nav>
      <div className={styles.section}>
        <div className={styles.actions}>
          <button type="button" className="button" {...busyButton(pending, () => signOut(false))}>
            {t('signOut')}
          </button>
          <button type="button" className="button" aria-describedby="sign-out-all-hint" {...busyButton(pending, () => signOut(true))}>
            {t('signOutAll')}
          </button>
        </div>
        <p id="sign-out-all-hint" className="field__hint">
          {t('signOutAllHint')}
        </p>
        <StatusLine outcome={outcome} />
      </div>
    </div>
  );
}
