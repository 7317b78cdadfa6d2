'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { accountApi } from '@/lib/api/account';
import { queryKeys } from '@/lib/api/query-keys';
import type { PublicUser } from '@/lib/validations/auth';
import { changeEmailSchema, type ChangeEmailInput } from '@/lib/validations/profile';
import styles from './account.module.css';
import { Field, type Outcome, serverOutcome, StatusLine, SubmitButton, useReady, useSchemaForm } from './form-kit';
import { fill, type AuthText, type ErrorsText, type ProfileText } from './messages';

/** Needs the password; a free and a taken address get the same answer, and the change waits for the emailed link. */
export function EmailForm({ me, t, auth, errors }: { me: PublicUser; t: ProfileText; auth: AuthText; errors: ErrorsText }) {
  const ready = useReady();
  const form = useSchemaForm(changeEmailSchema, errors, { email: '', password: '' });
  const { register, handleSubmit, formState, reset } = form;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const queryClient = useQueryClient();

  // The emailed confirmation link opens this page with ?emailToken=…: apply it once, then drop it from the URL.
  useEffect(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get('emailToken');
    if (!token) return;
    url.searchParams.delete('emailToken');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    accountApi.confirmEmail({ token }).then(
      (user) => {
        queryClient.setQueryData(queryKeys.me, user);
        setOutcome({ kind: 'success', text: t.emailChanged });
      },
      () => setOutcome({ kind: 'error', text: t.emailConfirmInvalid }),
    );
  }, [queryClient, t.emailChanged, t.emailConfirmInvalid]);

  const onSubmit = handleSubmit(async (values: ChangeEmailInput) => {
    setOutcome(null);
    try {
      const { message } = await accountApi.changeEmail(values);
      reset();
      setOutcome({ kind: 'success', text: message });
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
