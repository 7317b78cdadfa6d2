'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { EmailField, type Outcome, PasswordField, serverOutcome, StatusLine, SubmitButton, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { useHydrated } from '@/components/ui/use-hydrated';
import { adminFetch } from '@/lib/api/admin';
import { isApiError } from '@/lib/api/errors';
import type { StaffEnrolment, StaffSignedIn, StaffSignInStep } from '@/lib/types/staff';
import { recoveryCodeSchema, staffSignInSchema, totpCodeSchema } from '@/lib/validations/staff';
import { AdminLanguage } from './admin-shell';
import styles from './admin.module.css';

type Step = { kind: 'password' } | { kind: 'enrol' } | { kind: 'code'; recovery: boolean } | { kind: 'recovery-codes'; codes: string[] };

/**
 * Staff sign-in: password, then the second factor. At the first sign-in the member scans a QR code
 * (or types the secret) into an authenticator app and confirms with a code; the ten recovery codes
 * are shown once, to keep somewhere safe.
 */
export function StaffSignIn() {
  const t = useT('AdminSignIn');
  const shell = useT('AdminShell');
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  const restart = useCallback(() => setStep({ kind: 'password' }), []);
  const arrived = useRef(false);
  useEffect(() => {
    const first = !arrived.current;
    arrived.current = true;
    // On arrival only where nothing has focus yet: a member who reached for the language select or
    // a field before the scripts ran keeps it (focus moved under the keys, ArrowDown scrolled the
    // page instead of browsing the select). Each later step brings focus to its heading.
    if (first && document.activeElement && document.activeElement !== document.body) return;
    heading.current?.focus();
  }, [step.kind]);
  const title =
    step.kind === 'password'
      ? t('title.password')
      : step.kind === 'enrol'
        ? t('title.enrol')
        : step.kind === 'code'
          ? t('title.code')
          : t('title.recoveryCodes');

  return (
    <main className={styles.narrow}>
      <title>{shell('documentTitle', { title })}</title>
      <p className={styles.brand}>{t('brand')}</p>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {/* Only before signing in: choosing reloads the page, which would drop a started second step. */}
      {step.kind === 'password' ? <AdminLanguage /> : null}
      {step.kind === 'password' ? <PasswordStep onNext={(next) => setStep(next === 'enrol' ? { kind: 'enrol' } : { kind: 'code', recovery: false })} /> : null}
      {step.kind === 'enrol' ? <Enrolment onDone={(codes) => setStep({ kind: 'recovery-codes', codes })} onRestart={restart} /> : null}
      {step.kind === 'code' ? (
        <CodeStep
          recovery={step.recovery}
          onToggle={() => setStep({ kind: 'code', recovery: !step.recovery })}
          onDone={() => router.replace('/admin')}
          onRestart={restart}
        />
      ) : null}
      {step.kind === 'recovery-codes' ? (
        <section aria-labelledby="codes-hint">
          <p id="codes-hint">{t('recoveryCodesHint')}</p>
          <ol className={styles.codes} data-testid="recovery-codes">
            {step.codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
          <button type="button" className="button button--primary" onClick={() => router.replace('/admin')}>
            {t('savedContinue')}
          </button>
        </section>
      ) : null}
    </main>
  );
}

function PasswordStep({ onNext }: { onNext: (next: 'enrol' | 'code') => void }) {
  const t = useT('AdminSignIn');
  const forgot = useT('AdminPassword');
  const errors = useT('Errors');
  const ready = useHydrated();
  const form = useSchemaForm(staffSignInSchema, { email: '', password: '' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const { next } = await adminFetch<StaffSignInStep>('/api/admin/session', { method: 'POST', body: values });
      onNext(next);
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid_credentials') setOutcome({ kind: 'error', text: t('wrongCredentials') });
      else setOutcome(serverOutcome(form, error, errors));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('title.password')}>
      <EmailField form={form} name="email" label={t('email')} autoComplete="username" />
      <PasswordField form={form} name="password" label={t('password')} />
      <StatusLine outcome={outcome} />
      <SubmitButton pending={!ready || form.formState.isSubmitting} label={t('continue')} pendingLabel={t('checking')} />
      <p>
        <Link href="/admin/reset-password">{forgot('forgot')}</Link>
      </p>
    </form>
  );
}

/** What to do when the pending session is gone (too many wrong codes, or it timed out). */
function restartOutcome(error: unknown, onRestart: () => void): boolean {
  if (isApiError(error) && error.status === 401) {
    onRestart();
    return true;
  }
  return false;
}

function Enrolment({ onDone, onRestart }: { onDone: (codes: string[]) => void; onRestart: () => void }) {
  const t = useT('AdminSignIn');
  const errors = useT('Errors');
  const [secret, setSecret] = useState<{ secret: string; qr: string } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useSchemaForm(totpCodeSchema, { code: '' });
  // Each request shows a new secret and only the last one can be confirmed: one request per
  // screen, even when React runs the effect twice (development's strict mode).
  const shown = useRef<Promise<{ secret: string; qr: string }> | null>(null);

  useEffect(() => {
    let live = true;
    shown.current ??= adminFetch<StaffEnrolment>('/api/admin/session/second-factor');
    shown.current
      .then((value) => live && setSecret(value))
      .catch((error: unknown) => live && !restartOutcome(error, onRestart) && setOutcome(serverOutcome(null, error, errors)));
    return () => {
      live = false;
    };
  }, [errors, onRestart]);

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const { recoveryCodes } = await adminFetch<StaffSignedIn>('/api/admin/session/second-factor', { method: 'POST', body: values });
      // Enrolling always returns the codes; the answer's type also covers a sign-in with a code (null).
      onDone(recoveryCodes ?? []);
    } catch (error) {
      if (!restartOutcome(error, onRestart)) setOutcome(serverOutcome(form, error, errors));
    }
  });

  return (
    <>
      <ol className={styles.steps}>
        <li>{t('enrol.step1')}</li>
        <li>{t('enrol.step2')}</li>
        <li>{t('enrol.step3')}</li>
      </ol>
      {secret ? (
        <figure className={styles.qr}>
          <img src={secret.qr} width={200} height={200} alt={t('enrol.qrAlt')} />
          <figcaption>
            {t('enrol.key')} <code data-testid="totp-secret">{secret.secret}</code>
          </figcaption>
        </figure>
      ) : (
        <p aria-busy="true">{t('enrol.preparing')}</p>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={t('enrol.form')}>
        <CodeField form={form} />
        <StatusLine outcome={outcome} />
        <SubmitButton pending={!secret || form.formState.isSubmitting} label={t('enrol.confirm')} pendingLabel={t('checking')} />
      </form>
    </>
  );
}

function CodeField({ form }: { form: ReturnType<typeof useSchemaForm<typeof totpCodeSchema>> }) {
  const t = useT('AdminSignIn');
  const message = form.formState.errors.code?.message;
  return (
    <TextField
      label={t('code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      required
      registration={form.register('code')}
      error={typeof message === 'string' ? message : undefined}
    />
  );
}

function CodeStep({ recovery, onToggle, onDone, onRestart }: { recovery: boolean; onToggle: () => void; onDone: () => void; onRestart: () => void }) {
  const t = useT('AdminSignIn');
  const errors = useT('Errors');
  const codeForm = useSchemaForm(totpCodeSchema, { code: '' });
  const recoveryForm = useSchemaForm(recoveryCodeSchema, { recoveryCode: '' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = async (body: { code: string } | { recoveryCode: string }, form: Parameters<typeof serverOutcome>[0]) => {
    setOutcome(null);
    try {
      await adminFetch('/api/admin/session/second-factor', { method: 'POST', body });
      onDone();
    } catch (error) {
      if (!restartOutcome(error, onRestart)) setOutcome(serverOutcome(form, error, errors));
    }
  };
  const recoveryMessage = recoveryForm.formState.errors.recoveryCode?.message;
  return (
    <>
      {recovery ? (
        <form onSubmit={recoveryForm.handleSubmit((v) => send(v, recoveryForm as never))} noValidate aria-label={t('recoveryForm')}>
          <TextField
            label={t('recoveryCode')}
            autoComplete="off"
            required
            registration={recoveryForm.register('recoveryCode')}
            error={typeof recoveryMessage === 'string' ? recoveryMessage : undefined}
          />
          <StatusLine outcome={outcome} />
          <SubmitButton pending={recoveryForm.formState.isSubmitting} label={t('signIn')} pendingLabel={t('checking')} />
        </form>
      ) : (
        <form onSubmit={codeForm.handleSubmit((v) => send(v, codeForm as never))} noValidate aria-label={t('codeForm')}>
          <p>{t('codePrompt')}</p>
          <CodeField form={codeForm} />
          <StatusLine outcome={outcome} />
          <SubmitButton pending={codeForm.formState.isSubmitting} label={t('signIn')} pendingLabel={t('checking')} />
        </form>
      )}
      <button type="button" className={styles.linkButton} onClick={onToggle}>
        {recovery ? t('useAuthenticator') : t('useRecoveryCode')}
      </button>
    </>
  );
}
