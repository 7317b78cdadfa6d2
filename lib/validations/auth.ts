import './jitless';
import { z } from 'zod';
import { EMAIL_MAX } from './limits';

export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;
export const NAME_MAX = 100;
export { EMAIL_MAX };

/** Lower-cased and trimmed; the database compares case-insensitively (citext) as well. */
export const emailField = z.string().trim().toLowerCase().max(EMAIL_MAX).pipe(z.email());

/**
 * 8–128 characters counted in Unicode code points (a passphrase in any script counts what the
 * user typed, not UTF-16 units). Reported with zod's own too_small/too_big issues so forms and
 * handlers show the shared localized length messages. The common-password list is checked on
 * the server only (it is not shipped to browsers).
 */
export const passwordField = z.string().superRefine((value, ctx) => {
  const length = [...value].length;
  if (length < PASSWORD_LIMITS.min) {
    ctx.addIssue({ code: 'too_small', origin: 'string', minimum: PASSWORD_LIMITS.min, inclusive: true, input: value });
  } else if (length > PASSWORD_LIMITS.max) {
    ctx.addIssue({ code: 'too_big', origin: 'string', maximum: PASSWORD_LIMITS.max, inclusive: true, input: value });
  }
});

/** What a login form sends: any non-empty password is checked against the stored hash. */
const loginPassword = z.string().min(1).max(1024);

export const nameField = z.string().trim().min(1).max(NAME_MAX);

export const registerSchema = z.object({
  email: emailField,
  password: passwordField,
  name: nameField,
  acceptTerms: z.literal(true),
});

export const loginSchema = z.object({ email: emailField, password: loginPassword });

export const resetRequestSchema = z.object({ email: emailField });

export const resetConfirmSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  password: passwordField,
});

export type RegisterInput = z.input<typeof registerSchema>;
export type LoginInput = z.input<typeof loginSchema>;
export type ResetRequestInput = z.input<typeof resetRequestSchema>;
export type ResetConfirmInput = z.input<typeof resetConfirmSchema>;

/** A rough strength score 0–4 for the hint under the password field (the rules are enforced elsewhere). */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  const length = [...password].length;
  if (length < PASSWORD_LIMITS.min) return 0;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const unique = new Set(password).size;
  let score = length >= 16 ? 3 : length >= 12 ? 2 : 1;
  if (classes >= 3 && unique >= 6) score += 1;
  if (unique < 4) score = 1;
  return Math.min(4, score) as 0 | 1 | 2 | 3 | 4;
}
