'use client';
import { passwordStrength } from '@/lib/validations/auth';
import styles from './account.module.css';
import type { AuthText } from './messages';

/** The hint under a new-password field: the rules, then a strength meter announced politely. */
export function PasswordStrength({ password, t }: { password: string; t: AuthText }) {
  const score = passwordStrength(password);
  const label = t[`strength${score}` as const];
  return (
    <>
      <span>{t.passwordHint}</span>
      {password ? (
        <span className={styles.strength} data-score={score}>
          <span className={styles.strengthBar} aria-hidden="true"><span style={{ width: `${Math.max(score, 0.5) * 25}%` }} /></span>
          <span aria-live="polite">{t.strengthLabel}: {label}</span>
        </span>
      ) : null}
    </>
  );
}
