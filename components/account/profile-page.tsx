'use client';
import type { Locale } from '@/i18n/routing';
import styles from './account.module.css';
import { AvatarForm } from './avatar-form';
import { EmailForm } from './email-form';
import type { AuthText, ErrorsText, ProfileText } from './messages';
import { PasswordForm } from './password-form';
import { ProfileDetailsForm } from './profile-details-form';
import { useMe } from './use-me';

export function ProfilePage({ locale, t, auth, errors, loading }: { locale: Locale; t: ProfileText; auth: AuthText; errors: ErrorsText; loading: string }) {
  const me = useMe();
  if (!me.data) {
    return <p className="status" role="status">{me.isError ? errors.server : loading}</p>;
  }
  return (
    <div className={styles.stack}>
      <section className={styles.section}><ProfileDetailsForm me={me.data} locale={locale} t={t} errors={errors} /></section>
      <section className={styles.section}><AvatarForm me={me.data} t={t} errors={errors} /></section>
      <section className={styles.section}><PasswordForm t={t} auth={auth} errors={errors} /></section>
      <section className={styles.section}><EmailForm me={me.data} t={t} auth={auth} errors={errors} /></section>
    </div>
  );
}
