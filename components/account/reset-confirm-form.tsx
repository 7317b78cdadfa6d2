'use client';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { accountApi } from '@/lib/api/account';
import { isApiError } from '@/lib/api/errors';
import { clearToken } from '@/lib/client/session-store';
import { resetConfirmSchema, type ResetConfirmInput } from '@/lib/validations/auth';
import styles from './account.module.css';
import { Field, type Outcome, serverOutcome, StatusLine, SubmitButton, useReady, useSchemaForm } from './form-kit';
import type { AuthText, ErrorsText } from './messages';
import { PasswordStrength } from './password-strength';

/** Sets a new password with the emailed token; afterwards the user signs in (no automatic sign-in). */
export function ResetConfirmForm({ t, errors }: { t: AuthText; errors: ErrorsText }) {
  const ready = useReady();
  const form = useSchemaForm(resetConfirmSchema, errors, { token: '', password: '' });
  const { register, handleSubmit, formState, watch, setValue } = form;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [done, setDone] = useState(false);
  const [badLink, setBadLink] = useState(false);

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    setValue('token', token);
    if (!resetConfirmSchema.shape.token.safeParse(token).success) setBadLink(true);
  }, [setValue]);

  const onSubmit = handleSubmit(async (values: ResetConfirmInput) => {
    setOutcome(null);
    try {
      await accountApi.confirmReset(values);
      // Every session of the account has ended, this browser's included.
      clearToken();
      setDone(true);
      setOutcome({ kind: 'success', text: t.resetDone });
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid_token') {
        setBadLink(true);
        setOutcome({ kind: 'error', text: t.resetInvalid });
      } else setOutcome(serverOutcome(form, error, errors));
    }
  });

  const finished = done || badLink;
  return (
    <div className={styles.panel}>
      {finished ? null : (
        <form data-ready={ready} className="form" onSubmit={onSubmit} noValidate>
          <input type="hidden" {...register('token')} />
          <Field
            label={t.newPassword} type="password" autoComplete="new-password" required registration={register('password')}
            error={formState.errors.password?.message} hint={<PasswordStrength password={watch('password') ?? ''} t={t} />}
          />
          <div className={styles.actions}>
            <SubmitButton pending={formState.isSubmitting} label={t.resetConfirmSubmit} pendingLabel={t.resetConfirmPending} />
          </div>
        </form>
      )}
      {/* One live region for the whole flow, so the result is announced when the form goes away. */}
      <StatusLine outcome={outcome ?? (badLink ? { kind: 'error', text: t.resetInvalid } : null)} />
      {done ? <p className={styles.aside}><Link className="button button--primary" href="/login">{t.loginLink}</Link></p> : null}
      {badLink ? <p className={styles.aside}><Link href="/resetpassword">{t.requestNewLink}</Link></p> : null}
    </div>
  );
}
