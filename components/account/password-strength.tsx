'use client';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useT } from '@/components/i18n/messages-provider';
import { PasswordField } from '@/components/ui/form-kit';
import { passwordStrength } from '@/lib/validations/auth';
import styles from './account.module.css';

/** The hint under a new-password field: the rules, then a strength meter announced politely. */
export function PasswordStrength({ password }: { password: string }) {
  const t = useT('Auth');
  const score = passwordStrength(password);
  const label = t(`strength${score}` as const);
  return (
    <>
      <span>{t('passwordHint')}</span>
      {password ? (
        <span className={styles.strength} data-score={score}>
          <span className={styles.strengthBar} aria-hidden="true">
            <span style={{ width: `${Math.max(score, 0.5) * 25}%` }} />
          </span>
          <span aria-live="polite">{t('strengthValue', { label })}</span>
        </span>
      ) : null}
    </>
  );
}

/** A new password with the rules and the strength meter under it. */
export function NewPasswordField<T extends FieldValues>({ form, name, label }: { form: UseFormReturn<T, unknown, FieldValues>; name: Path<T>; label: string }) {
  const value: unknown = form.watch(name);
  return (
    <PasswordField
      form={form}
      name={name}
      label={label}
      autoComplete="new-password"
      hint={<PasswordStrength password={typeof value === 'string' ? value : ''} />}
    />
  );
}
