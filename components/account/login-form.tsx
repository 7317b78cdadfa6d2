'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { accountApi } from '@/lib/api/account';
import { isApiError } from '@/lib/api/errors';
import { queryKeys } from '@/lib/api/query-keys';
import { setToken } from '@/lib/client/session-store';
import { loginSchema, type LoginInput } from '@/lib/validations/auth';
import styles from './account.module.css';
import { Field, type Outcome, serverOutcome, StatusLine, SubmitButton, useReady, useSchemaForm } from './form-kit';
import type { AuthText, ErrorsText } from './messages';
import { useRedirectTarget } from './use-redirect-target';

export function LoginForm({ locale, t, errors }: { locale: Locale; t: AuthText; errors: ErrorsText }) {
  const ready = useReady();
  const form = useSchemaForm(loginSchema, errors, { email: '', password: '' });
  const { register, handleSubmit, formState } = form;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const router = useRouter();
  const queryClient = useQueryClient();
  const { target, raw } = useRedirectTarget(locale);
  const carry = raw ? { redirect: raw } : undefined;

  const onSubmit = handleSubmit(async (values: LoginInput) => {
    setOutcome(null);
    try {
      const { token, user } = await accountApi.login(values);
      setToken(token);
      queryClient.setQueryData(queryKeys.me, user);
      router.replace(target);
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid_credentials') setOutcome({ kind: 'error', text: t.invalidCredentials });
      else setOutcome(serverOutcome(form, error, errors));
    }
  });

  return (
    <div className={styles.panel}>
      <form data-ready={ready} className="form" onSubmit={onSubmit} noValidate>
        <Field label={t.email} type="email" autoComplete="username" inputMode="email" required registration={register('email')} error={formState.errors.email?.message} />
        <Field label={t.password} type="password" autoComplete="current-password" required registration={register('password')} error={formState.errors.password?.message} />
        <StatusLine outcome={outcome} />
        <div className={styles.actions}>
          <SubmitButton pending={formState.isSubmitting} label={t.loginSubmit} pendingLabel={t.loginPending} />
        </div>
      </form>
      <p className={styles.aside}>
        <Link href="/resetpassword">{t.forgotLink}</Link>
      </p>
      <p className={styles.aside}>
        <span>{t.noAccount}</span> <Link href={{ pathname: '/register', query: carry }}>{t.registerLink}</Link>
      </p>
    </div>
  );
}
