'use client';
import { useState } from 'react';
import { accountApi } from '@/lib/api/account';
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/validations/profile';
import styles from './account.module.css';
import { Field, type Outcome, serverOutcome, StatusLine, SubmitButton, useReady, useSchemaForm } from './form-kit';
import type { AuthText, ErrorsText, ProfileText } from './messages';
import { PasswordStrength } from './password-strength';

/** Needs the current password; the server ends every other session and keeps this one. */
export function PasswordForm({ t, auth, errors }: { t: ProfileText; auth: AuthText; errors: ErrorsText }) {
  const ready = useReady();
  const form = useSchemaForm(changePasswordSchema, errors, { currentPassword: '', newPassword: '' });
  const { register, handleSubmit, formState, watch, reset } = form;
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onSubmit = handleSubmit(async (values: ChangePasswordInput) => {
    setOutcome(null);
    try {
      await accountApi.changePassword(values);
      reset();
      setOutcome({ kind: 'success', text: t.passwordChanged });
    } catch (error) {
      setOutcome(serverOutcome(form, error, errors, auth.fixFields));
    }
  });

  return (
    <form data-ready={ready} className="form" onSubmit={onSubmit} noValidate aria-labelledby="password-heading">
      <h2 id="password-heading">{t.passwordHeading}</h2>
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <Field label={t.currentPassword} type="password" autoComplete="current-password" required registration={register('currentPassword')} error={formState.errors.currentPassword?.message} />
      <Field
        label={t.newPassword} type="password" autoComplete="new-password" required registration={register('newPassword')}
        error={formState.errors.newPassword?.message} hint={<PasswordStrength password={watch('newPassword') ?? ''} t={auth} />}
      />
      <StatusLine outcome={outcome} />
      <div className={styles.actions}>
        <SubmitButton pending={formState.isSubmitting} label={t.changePassword} pendingLabel={t.changingPassword} />
      </div>
    </form>
  );
}
