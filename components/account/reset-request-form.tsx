'use client';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { accountApi } from '@/lib/api/account';
import { resetRequestSchema, type ResetRequestInput } from '@/lib/validations/auth';
import styles from './account.module.css';
import { Field, type Outcome, serverOutcome, StatusLine, SubmitButton, useReady, useSchemaForm } from './form-kit';
import type { AuthText, ErrorsText } from './messages';

/** Always the same answer, whether the address has an account or not. */
export function ResetRequestForm({ t, errors }: { t: AuthText; errors: ErrorsText }) {
  const ready = useReady();
  const form = useSchemaForm(resetRequestSchema, errors, { email: '' });
  const { register, handleSubmit, formState } = form;
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onSubmit = handleSubmit(async (values: ResetRequestInput) => {
    setOutcome(null);
    try {
      await accountApi.requestReset(values);
      setOutcome({ kind: 'success', text: t.resetSent });
    } catch (error) {
      setOutcome(serverOutcome(form, error, errors));
    }
  });

  return (
    <div className={styles.panel}>
      <form data-ready={ready} className="form" onSubmit={onSubmit} noValidate>
        <Field label={t.email} type="email" autoComplete="email" inputMode="email" required registration={register('email')} error={formState.errors.email?.message} />
        <StatusLine outcome={outcome} />
        <div className={styles.actions}>
          <SubmitButton pending={formState.isSubmitting} label={t.resetSubmit} pendingLabel={t.resetPending} />
        </div>
      </form>
      <p className={styles.aside}><Link href="/login">{t.loginLink}</Link></p>
    </div>
  );
}
