'use client';
import { useT } from '@/components/i18n/messages-provider';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { accountApi } from '@/lib/api/account';
import { isApiError } from '@/lib/api/errors';
import { setToken } from '@/lib/client/session-store';
import { registerSchema, type RegisterInput } from '@/lib/validations/auth';
import styles from './account.module.css';
import { CheckboxField, EmailField, type Outcome, serverOutcome, StatusLine, SubmitButton, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { useHydrated } from '@/components/ui/use-hydrated';
import { NewPasswordField } from './password-strength';
import { useRedirectTarget } from './use-redirect-target';

/** `termsLabel`: the checkbox label with its links to /terms and /privacy, built by the page (rich text needs next-intl on the server). */
export function RegisterForm({ locale, termsLabel }: { locale: Locale; termsLabel: ReactNode }) {
  const t = useT('Auth');
  const errors = useT('Errors');
  const ready = useHydrated();
  const form = useSchemaForm(registerSchema, { email: '', password: '', name: '', acceptTerms: false as unknown as true });
  const { register, handleSubmit, formState } = form;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const router = useRouter();
  const { target, raw } = useRedirectTarget(locale);
  // `?email=` fills the address in (a guest's order page offers an account with the order's email).
  useEffect(() => {
    const email = new URLSearchParams(window.location.search).get('email');
    if (email && email.length <= 254 && !form.getValues('email')) form.setValue('email', email);
  }, [form]);

  const onSubmit = handleSubmit(async (values: RegisterInput) => {
    setOutcome(null);
    try {
      await accountApi.register(values);
    } catch (error) {
      setOutcome(serverOutcome(form, error, errors, t('fixFields')));
      return;
    }
    // Registration answers alike for a free and a taken email; signing in tells which it was.
    try {
      const { token } = await accountApi.login({ email: values.email, password: values.password });
      setToken(token);
      router.replace(target);
    } catch (error) {
      setOutcome(
        isApiError(error) && error.status === 401 ? { kind: 'error', text: t('registerSignInFailed') } : serverOutcome(form, error, errors, t('fixFields')),
      );
    }
  });
  const termsError = formState.errors.acceptTerms
    ? formState.errors.acceptTerms.type === 'server'
      ? formState.errors.acceptTerms.message
      : t('termsRequired')
    : undefined;

  return (
    <div className={styles.panel}>
      <form data-ready={ready ? 'true' : undefined} className="form" onSubmit={onSubmit} noValidate>
        <EmailField form={form} name="email" label={t('email')} />
        <NewPasswordField form={form} name="password" label={t('password')} />
        <TextField label={t('name')} type="text" autoComplete="name" required registration={register('name')} error={formState.errors.name?.message} />
        <CheckboxField label={termsLabel} registration={register('acceptTerms')} error={termsError} />
        <StatusLine outcome={outcome} />
        <div className={styles.actions}>
          <SubmitButton pending={formState.isSubmitting} label={t('registerSubmit')} pendingLabel={t('registerPending')} />
        </div>
      </form>
      <p className={styles.aside}>
        <span>{t('haveAccount')}</span> <Link href={{ pathname: '/login', query: raw ? { redirect: raw } : undefined }}>{t('loginLink')}</Link>
      </p>
    </div>
  );
}
