import './jitless';
import { z } from 'zod';
import { locales } from '@/i18n/routing';
import { emailField, nameField, passwordField } from './auth';

export const PHONE_MAX = 32;

/** Digits with the usual separators and an optional leading +; empty clears the phone. */
const phoneField = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(PHONE_MAX)
    .regex(/^\+?[0-9][0-9 ()./-]{3,}[0-9]$/),
]);

/**
 * The editable profile. Only these keys are read: `role`, `id`, `email`, `passwordHash` or
 * anything else in a PATCH body is dropped by zod, so mass assignment changes nothing.
 */
export const profileSchema = z.object({
  name: nameField.optional(),
  phone: phoneField.optional(),
  locale: z.enum(locales).optional(),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(1024),
  newPassword: passwordField,
});

export const changeEmailSchema = z.object({
  email: emailField,
  password: z.string().min(1).max(1024),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** The token of an emailed email-change link (claim.signature, base64url). */
export const confirmEmailSchema = z.object({
  token: z
    .string()
    .min(20)
    .max(2048)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/),
});
export type ConfirmEmailInput = z.input<typeof confirmEmailSchema>;
