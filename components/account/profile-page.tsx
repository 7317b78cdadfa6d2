'use client';
import { useT } from '@/components/i18n/messages-provider';
import type { Locale } from '@/i18n/routing';
import styles from './account.module.css';
import { AvatarForm } from './avatar-form';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { ProfileDetailsForm } from './profile-details-form';
import { useMe } from './use-me';

export function ProfilePage({ locale }: { locale: Locale }) {
  const errors = useT('Errors');
  const loading = useT('Common')('loading');
  const me = useMe();
  if (!me.data) {
    return (
      <p className="status" role="status">
        {me.isError ? errors('server') : loading}
      </p>
    );
  }
  return (
    <div className={styles.stack}>
      <section className={styles.section}>
        <ProfileDetailsForm me={me.data} locale={locale} />
      </section>
      <section className={styles.section}>
        <AvatarForm me={me.data} />
      </section>
      <section className={styles.section}>
        <PasswordForm />
      </section>
      <section className={styles.section}>
        <EmailForm me={me.data} />
      </section>
    </div>
  );
}
