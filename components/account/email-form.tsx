'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountApi } from '@/lib/api/account';
import { queryKeys } from '@/lib/api/query-keys';
import type { PublicUser } from '@/lib/validations/auth';
import { changeEmailSchema, type ChangeEmailInput } from '@/lib/validations/profile';
import styles from './account.module.css';
import { Field, type Outcome, serverOutcome, StatusLine, SubmitButton, useReady, useSchemaForm } from './form-kit';
import { fill, type AuthText, type ErrorsText, type ProfileText } from './messages';

/** Needs the password; a taken address gets the same generic answer as at registration. */
export function EmailForm({ me, t, auth, errors }: { me: PublicUser; t: ProfileText; auth: AuthText; errors: ErrorsText }) {
  const ready = useReady();
  const form = useSchemaForm(changeEmailSchema, errors, { email: '', password: '' });
  const { register, handleSubmit, formState, reset } = form;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const queryClient = useQueryClient();

  const onSubmit = handleSubmit(async (values: ChangeEmailInput) => {
    setOutcome(null);
    try {
      const user = await accountApi.changeEmail(values);
      queryClient.setQueryData(queryKeys.me, user);
      reset();
      setOutcome({ kind: 'success', text: t.emailChanged });
    } catch (error) {
      setOutcome(serverOutcome(form, error, errors, auth.fixFields));
    }
  });

  return (
    <form data-ready={ready} className="form" onSubmit={onSubmit} noValidate aria-labelledby="email-heading">
      <h2 id="email-heading">{t.emailHeading}</h2>
      <p className="field__hint">{fill(t.currentEmail, { email: me.email })}</p>
      <Field label={t.newEmail} type="email" autoComplete="email" inputMode="email" required registration={register('email')} error={formState.errors.email?.message} />
      <Field label={t.password} type="password" autoComplete="current-password" required registration={register('password')} error={formState.errors.password?.message} />
      <StatusLine outcome={outcome} />
      <div className={styles.actions}>
        <SubmitButton pending={formState.isSubmitting} label={t.changeEmail} pendingLabel={t.changingEmail} />
      </div>
    </form>
  );
}
