'use client';
import { useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { type Outcome, PasswordField, serverOutcome, StatusLine, SubmitButton, useSchemaForm } from '@/components/ui/form-kit';
import { useHydrated } from '@/components/ui/use-hydrated';
import { adminFetch } from '@/lib/api/admin';
import { STAFF_PASSWORD_MIN, staffChangePasswordSchema, type StaffChangePasswordInput } from '@/lib/validations/staff';
import { AdminShell, type Me } from './admin-shell';
import styles from './admin.module.css';

/** The signed-in member's own account: for now, their password. */
export function StaffAccount() {
  const t = useT('AdminPassword');
  return <AdminShell title={t('accountTitle')}>{(me) => <ChangePassword me={me} />}</AdminShell>;
}

/**
 * Needs the current password; the same schema as the handler (staff minimum, code points). The
 * server ends the member's other sessions and keeps this one.
 */
function ChangePassword({ me }: { me: Me }) {
  const t = useT('AdminPassword');
  const errors = useT('Errors');
  const ready = useHydrated();
  const form = useSchemaForm(staffChangePasswordSchema, { currentPassword: '', newPassword: '' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const onSubmit = form.handleSubmit(async (values: StaffChangePasswordInput) => {
    setOutcome(null);
    try {
      await adminFetch('/api/admin/me/password', { method: 'POST', body: values });
      form.reset();
      setOutcome({ kind: 'success', text: t('changed') });
    } catch (error) {
      setOutcome(serverOutcome(form, error, errors));
    }
  });
  return (
    <section className={styles.section} aria-labelledby="change-password">
      <h2 id="change-password">{t('changeHeading')}</h2>
      <p>{t('changeIntro')}</p>
      <form data-ready={ready ? 'true' : undefined} onSubmit={onSubmit} noValidate aria-labelledby="change-password">
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={me.email} hidden readOnly />
        <PasswordField form={form} name="currentPassword" label={t('currentPassword')} />
        <PasswordField
          form={form}
          name="newPassword"
          label={t('newPassword')}
          hint={t('newPasswordHint', { min: STAFF_PASSWORD_MIN })}
          autoComplete="new-password"
        />
        <StatusLine outcome={outcome} />
        <SubmitButton pending={!ready || form.formState.isSubmitting} label={t('change')} pendingLabel={t('changing')} />
      </form>
    </section>
  );
}
