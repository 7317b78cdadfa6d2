'use client';
import { useT } from '@/components/i18n/messages-provider';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { accountApi } from '@/lib/api/account';
import { isApiError } from '@/lib/api/errors';
import { getSession, setToken } from '@/lib/client/session-store';
import { safeRedirectPath } from '@/lib/client/safe-redirect';
import { loginSchema, type LoginInput } from '@/lib/validations/auth';
import styles from './account.module.css';
import { EmailField, type Outcome, PasswordField, serverOutcome, StatusLine, SubmitButton, useSchemaForm } from '@/components/ui/form-kit';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useRedirectTarget } from './use-redirect-target';

export function LoginForm({ locale }: { locale: Locale }) {
  const t = useT('Auth');
  const errors = useT('Errors');
  const ready = useHydrated();
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  const { handleSubmit, formState } = form;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const router = useRouter();
  const { target, raw } = useRedirectTarget(locale);
  const carry = raw ? { redirect: raw } : undefined;

  // Already signed in: on to where sign-in would lead (a stale token comes back here from there, cleared).
  useEffect(() => {
    if (!getSession().token) return;
    const home = getPathname({ locale, href: '/user' });
    router.replace(safeRedirectPath(new URLSearchParams(window.location.search).get('redirect'), home));
  }, [locale, router]);

  const onSubmit = handleSubmit(async (values: LoginInput) => {
    setOutcome(null);
    try {
      const { token } = await accountApi.login(values);
      setToken(token);
      router.replace(target);
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid_credentials') setOutcome({ kind: 'error', text: t('invalidCredentials') });
      else setOutcome(serverOutcome(form, error, errors));
    }
  });

  return (
    <div className={styles.panel}>
      <form data-ready={ready ? 'true' : undefined} className="form" onSubmit={onSubmit} noValidate>
        <EmailField form={form} name="email" label={t('email')} autoComplete="username" />
        <PasswordField form={form} name="password" label={t('password')} />
        <StatusLine outcome={outcome} />
        <div className={styles.actions}>
          <SubmitButton pending={formState.isSubmitting} label={t('loginSubmit')} pendingLabel={t('loginPending')} />
        </div>
      </form>
      <p className={styles.aside}>
        <Link href="/resetpassword">{t('forgotLink')}</Link>
      </p>
      <p className={styles.aside}>
        <span>{t('noAccount')}</span> <Link href={{ pathname: '/register', query: carry }}>{t('registerLink')}</Link>
      </p>
    </div>
  );
}
