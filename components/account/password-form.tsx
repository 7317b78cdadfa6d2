'use client';
import { useT } from '@/components/i18n/messages-provider';
import { useState } from 'react';
import { accountApi } from '@/lib/api/account';
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/validations/profile';
import styles from './account.module.css';
import { type Outcome, PasswordField, serverOutcome, StatusLine, SubmitButton, useSchemaForm } from '@/components/ui/form-kit';
import { useHydrated } from '@/components/ui/use-hydrated';
import { NewPasswordField } from './password-strength';

/** Needs the current password; the server ends every other session and keeps this one. */
export function PasswordForm() {
  const t = useT('Profile');
  const auth = useT('Auth');
  const errors = useT('Errors');
  const ready = useHydrated();
  const form = useSchemaForm(changePasswordSchema, { currentPassword: '', newPassword: '' });
  const { handleSubmit, formState, reset } = form;
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onSubmit = handleSubmit(async (values: ChangePasswordInput) => {
    setOutcome(null);
    try {
      await accountApi.changePassword(values);
      reset();
      setOutcome({ kind: 'success', text: t('passwordChanged') });
    } catch (error) {
      setOutcome(serverOutcome(form, error, errors, auth('fixFields')));
    }
  });

  return (
    <form data-ready={ready ? 'true' : undefined} className="form" onSubmit={onSubmit} noValidate aria-labelledby="password-heading">
      <h2 id="password-heading">{t('passwordHeading')}</h2>
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <PasswordField form={form} name="currentPassword" label={t('currentPassword')} />
      <NewPasswordField form={form} name="newPassword" label={t('newPassword')} />
      <StatusLine outcome={outcome} />
      <div className={styles.actions}>
        <SubmitButton pending={formState.isSubmitting} label={t('changePassword')} pendingLabel={t('changingPassword')} />
      </div>
    </form>
  );
}
