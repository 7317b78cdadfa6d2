'use client';
import { useT } from '@/components/i18n/messages-provider';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { accountApi } from '@/lib/api/account';
import { isApiError } from '@/lib/api/errors';
import { clearToken } from '@/lib/client/session-store';
import { resetConfirmSchema, type ResetConfirmInput } from '@/lib/validations/auth';
import styles from './account.module.css';
import { type Outcome, serverOutcome, StatusLine, SubmitButton, useSchemaForm } from '@/components/ui/form-kit';
import { useHydrated } from '@/components/ui/use-hydrated';
import { NewPasswordField } from './password-strength';

/** Sets a new password with the emailed token; afterwards the user signs in (no automatic sign-in). */
export function ResetConfirmForm() {
  const t = useT('Auth');
  const errors = useT('Errors');
  const ready = useHydrated();
  const form = useSchemaForm(resetConfirmSchema, { token: '', password: '' });
  const { register, handleSubmit, formState, setValue } = form;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [done, setDone] = useState(false);
  const [badLink, setBadLink] = useState(false);
  // Until the server says whether the link still works, the form waits (a used link says so at once).
  const [checking, setChecking] = useState(true);
  // When a submit ends the form (done, or the link turned out used), focus goes to the way on
  // instead of dropping to <body> with the form.
  const signIn = useRef<HTMLAnchorElement>(null);
  const newLink = useRef<HTMLAnchorElement>(null);
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (submitted && (done || badLink)) (done ? signIn : newLink).current?.focus();
  }, [submitted, done, badLink]);

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    setValue('token', token);
    let live = true;
    // A malformed token is refused without asking; offline or refused, the form shows and sending it gives the answer.
    const usable = resetConfirmSchema.shape.token.safeParse(token).success
      ? accountApi.checkReset(token).then(
          (r) => r.usable,
          () => true,
        )
      : Promise.resolve(false);
    void usable.then((ok) => {
      if (!live) return;
      if (!ok) setBadLink(true);
      setChecking(false);
    });
    return () => {
      live = false;
    };
  }, [setValue]);

  const onSubmit = handleSubmit(async (values: ResetConfirmInput) => {
    setOutcome(null);
    setSubmitted(true);
    try {
      await accountApi.confirmReset(values);
      // Every session of the account has ended, this browser's included.
      clearToken();
      setDone(true);
      setOutcome({ kind: 'success', text: t('resetDone') });
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid_token') {
        setBadLink(true);
        setOutcome({ kind: 'error', text: t('resetInvalid') });
      } else setOutcome(serverOutcome(form, error, errors));
    }
  });

  const finished = done || badLink;
  return (
    <div className={styles.panel}>
      {checking ? <p role="status">{t('resetChecking')}</p> : null}
      {finished || checking ? null : (
        <form data-ready={ready ? 'true' : undefined} className="form" onSubmit={onSubmit} noValidate>
          <input type="hidden" {...register('token')} />
          <NewPasswordField form={form} name="password" label={t('newPassword')} />
          <div className={styles.actions}>
            <SubmitButton pending={formState.isSubmitting} label={t('resetConfirmSubmit')} pendingLabel={t('resetConfirmPending')} />
          </div>
        </form>
      )}
      {/* One live region for the whole flow, so the result is announced when the form goes away. */}
      <StatusLine outcome={outcome ?? (badLink ? { kind: 'error', text: t('resetInvalid') } : null)} />
      {done ? (
        <p className={styles.aside}>
          <Link ref={signIn} className="button button--primary" href="/login">
            {t('loginLink')}
          </Link>
        </p>
      ) : null}
      {badLink ? (
        <p className={styles.aside}>
          <Link ref={newLink} href="/resetpassword">
            {t('requestNewLink')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
