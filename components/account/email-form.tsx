'use client';
import { useT } from '@/components/i18n/messages-provider';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { accountApi } from '@/lib/api/account';
import { queryKeys } from '@/lib/api/query-keys';
import type { PublicUser } from '@/lib/types/account';
import { changeEmailSchema, type ChangeEmailInput } from '@/lib/validations/profile';
import styles from './account.module.css';
import { EmailField, type Outcome, PasswordField, serverOutcome, StatusLine, SubmitButton, useSchemaForm } from '@/components/ui/form-kit';
import { useHydrated } from '@/components/ui/use-hydrated';

/** Needs the password; a free and a taken address get the same answer, and the change waits for the emailed link. */
export function EmailForm({ me }: { me: PublicUser }) {
  const t = useT('Profile');
  const auth = useT('Auth');
  const errors = useT('Errors');
  const ready = useHydrated();
  const form = useSchemaForm(changeEmailSchema, { email: '', password: '' });
  const { handleSubmit, formState, reset } = form;
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
        setOutcome({ kind: 'success', text: t('emailChanged') });
      },
      () => setOutcome({ kind: 'error', text: t('emailConfirmInvalid') }),
    );
  }, [queryClient, t]);

  const onSubmit = handleSubmit(async (values: ChangeEmailInput) => {
    setOutcome(null);
    try {
      const { message } = await accountApi.changeEmail(values);
      reset();
      setOutcome({ kind: 'success', text: message });
    } catch (error) {
      setOutcome(serverOutcome(form, error, errors, auth('fixFields')));
    }
  });

  return (
    <form data-ready={ready ? 'true' : undefined} className="form" onSubmit={onSubmit} noValidate aria-labelledby="email-heading">
      <h2 id="email-heading">{t('emailHeading')}</h2>
      <p className="field__hint">{t('currentEmail', { email: me.email })}</p>
      <EmailField form={form} name="email" label={t('newEmail')} />
      <PasswordField form={form} name="password" label={t('password')} />
      <StatusLine outcome={outcome} />
      <div className={styles.actions}>
        <SubmitButton pending={formState.isSubmitting} label={t('changeEmail')} pendingLabel={t('changingEmail')} />
      </div>
    </form>
  );
}
