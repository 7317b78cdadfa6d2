'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { accountApi } from '@/lib/api/account';
import { isApiError } from '@/lib/api/errors';
import { queryKeys } from '@/lib/api/query-keys';
import { setToken } from '@/lib/client/session-store';
import { registerSchema, type RegisterInput } from '@/lib/validations/auth';
import styles from './account.module.css';
import { Field, type Outcome, serverOutcome, StatusLine, SubmitButton, useReady, useSchemaForm } from './form-kit';
import type { AuthText, ErrorsText } from './messages';
import { PasswordStrength } from './password-strength';
import { useRedirectTarget } from './use-redirect-target';

export function RegisterForm({ locale, t, errors }: { locale: Locale; t: AuthText; errors: ErrorsText }) {
  const ready = useReady();
  const form = useSchemaForm(registerSchema, errors, { email: '', password: '', name: '', acceptTerms: false as unknown as true });
  const { register, handleSubmit, formState, watch } = form;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const router = useRouter();
  const queryClient = useQueryClient();
  const { target, raw } = useRedirectTarget(locale);
  const termsId = useId();

  const onSubmit = handleSubmit(async (values: RegisterInput) => {
    setOutcome(null);
    try {
      await accountApi.register(values);
    } catch (error) {
      setOutcome(serverOutcome(form, error, errors, t.fixFields));
      return;
    }
    // Registration answers alike for a free and a taken email; signing in tells which it was.
    try {
      const { token, user } = await accountApi.login({ email: values.email, password: values.password });
      setToken(token);
      queryClient.setQueryData(queryKeys.me, user);
      router.replace(target);
    } catch (error) {
      setOutcome(isApiError(error) && error.status === 401 ? { kind: 'error', text: t.registerSignInFailed } : serverOutcome(form, error, errors, t.fixFields));
    }
  });
  const termsError = formState.errors.acceptTerms ? (formState.errors.acceptTerms.type === 'server' ? formState.errors.acceptTerms.message : t.termsRequired) : undefined;

  return (
    <div className={styles.panel}>
      <form data-ready={ready} className="form" onSubmit={onSubmit} noValidate>
        <Field label={t.email} type="email" autoComplete="email" inputMode="email" required registration={register('email')} error={formState.errors.email?.message} />
        <Field
          label={t.password} type="password" autoComplete="new-password" required registration={register('password')}
          error={formState.errors.password?.message} hint={<PasswordStrength password={watch('password') ?? ''} t={t} />}
        />
        <Field label={t.name} type="text" autoComplete="name" required registration={register('name')} error={formState.errors.name?.message} />
        <div className="field">
          <div className={styles.check}>
            <input id={termsId} type="checkbox" {...register('acceptTerms')} aria-invalid={termsError ? true : undefined} aria-describedby={termsError ? `${termsId}-error` : undefined} />
            <label htmlFor={termsId}>{t.acceptTerms}</label>
          </div>
          {termsError ? <p id={`${termsId}-error`} className="field__error">{termsError}</p> : null}
        </div>
        <StatusLine outcome={outcome} />
        <div className={styles.actions}>
          <SubmitButton pending={formState.isSubmitting} label={t.registerSubmit} pendingLabel={t.registerPending} />
        </div>
      </form>
      <p className={styles.aside}>
        <span>{t.haveAccount}</span> <Link href={{ pathname: '/login', query: raw ? { redirect: raw } : undefined }}>{t.loginLink}</Link>
      </p>
    </div>
  );
}
