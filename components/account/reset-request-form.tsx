'use client';
import { useT } from '@/components/i18n/messages-provider';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { accountApi } from '@/lib/api/account';
import { resetRequestSchema, type ResetRequestInput } from '@/lib/validations/auth';
import styles from './account.module.css';
import { EmailField, type Outcome, serverOutcome, StatusLine, SubmitButton, useSchemaForm } from '@/components/ui/form-kit';
import { useHydrated } from '@/components/ui/use-hydrated';

/** Always the same answer, whether the address has an account or not. */
export function ResetRequestForm() {
  const t = useT('Auth');
  const errors = useT('Errors');
  const ready = useHydrated();
  const form = useSchemaForm(resetRequestSchema, { email: '' });
  const { handleSubmit, formState } = form;
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onSubmit = handleSubmit(async (values: ResetRequestInput) => {
    setOutcome(null);
    try {
      await accountApi.requestReset(values);
      setOutcome({ kind: 'success', text: t('resetSent') });
    } catch (error) {
      setOutcome(serverOutcome(form, error, errors));
    }
  });

  return (
    <div className={styles.panel}>
      <form data-ready={ready ? 'true' : undefined} className="form" onSubmit={onSubmit} noValidate>
        <EmailField form={form} name="email" label={t('email')} />
        <StatusLine outcome={outcome} />
        <div className={styles.actions}>
          <SubmitButton pending={formState.isSubmitting} label={t('resetSubmit')} pendingLabel={t('resetPending')} />
        </div>
      </form>
      <p className={styles.aside}>
        <Link href="/login">{t('loginLink')}</Link>
      </p>
    </div>
  );
}
