'use client';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { EmailField, type Outcome, PasswordField, serverOutcome, StatusLine, SubmitButton, useSchemaForm } from '@/components/ui/form-kit';
import { useHydrated } from '@/components/ui/use-hydrated';
import { adminFetch } from '@/lib/api/admin';
import { isApiError } from '@/lib/api/errors';
import { STAFF_PASSWORD_MIN, staffResetPasswordSchema, staffResetRequestSchema } from '@/lib/validations/staff';
import styles from './admin.module.css';

/**
 * /admin/reset-password: without a token, ask for a link by work email (the answer never says
 * whether the address has an account); with the link's token, choose the new password. Signing in
 * afterwards asks for the password and the authenticator's code as always.
 */
export function StaffPasswordReset({ token }: { token: string | null }) {
  const t = useT('AdminPassword');
  const shell = useT('AdminShell');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const title = token ? t('newTitle') : t('resetTitle');
  return (
    <main className={styles.narrow}>
      <title>{shell('documentTitle', { title })}</title>
      <p className={styles.brand}>{t('brand')}</p>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {token ? <NewPassword token={token} /> : <RequestLink />}
      <p>
        <Link href="/admin/login">{t('backToSignIn')}</Link>
      </p>
    </main>
  );
}

function RequestLink() {
  const t = useT('AdminPassword');
  const errors = useT('Errors');
  const ready = useHydrated();
  const form = useSchemaForm(staffResetRequestSchema, { email: '' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await adminFetch('/api/admin/password-reset', { method: 'POST', body: values });
      setOutcome({ kind: 'success', text: t('sent') });
    } catch (error) {
      setOutcome(serverOutcome(form, error, errors));
    }
  });
  return (
    <form data-ready={ready ? 'true' : undefined} onSubmit={onSubmit} noValidate aria-label={t('resetTitle')}>
      <p>{t('resetIntro')}</p>
      <EmailField form={form} name="email" label={t('email')} autoComplete="username" />
      <StatusLine outcome={outcome} />
      <SubmitButton pending={!ready || form.formState.isSubmitting} label={t('send')} pendingLabel={t('sending')} />
    </form>
  );
}

function NewPassword({ token }: { token: string }) {
  const t = useT('AdminPassword');
  const errors = useT('Errors');
  const ready = useHydrated();
  const form = useSchemaForm(staffResetPasswordSchema, { password: '' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [state, setState] = useState<'form' | 'done' | 'invalid'>('form');
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await adminFetch('/api/admin/password-reset/confirm', { method: 'POST', body: { token, password: values.password } });
      setState('done');
      setOutcome({ kind: 'success', text: t('done') });
    } catch (error) {
      // The token is not a field of this form: a used or expired link is said in the status line.
      if (isApiError(error) && error.code === 'invalid_token') {
        setState('invalid');
        setOutcome({ kind: 'error', text: error.fields.token ?? t('invalidLink') });
      } else setOutcome(serverOutcome(form, error, errors));
    }
  });
  return (
    <>
      {state === 'form' ? (
        <form data-ready={ready ? 'true' : undefined} onSubmit={onSubmit} noValidate aria-label={t('newTitle')}>
          <PasswordField
            form={form}
            name="password"
            label={t('newPassword')}
            hint={t('newPasswordHint', { min: STAFF_PASSWORD_MIN })}
            autoComplete="new-password"
          />
          <SubmitButton pending={!ready || form.formState.isSubmitting} label={t('save')} pendingLabel={t('saving')} />
        </form>
      ) : null}
      {/* One live region throughout, so the result is announced when the form goes away. */}
      <StatusLine outcome={outcome} />
      {state === 'invalid' ? (
        <p>
          <Link href="/admin/reset-password">{t('requestNew')}</Link>
        </p>
      ) : null}
    </>
  );
}
