import './jitless';
import { z } from 'zod';
import { serialIdParam } from './cursor';
import { keysetPage, versionField } from './version';
import { emailField, loginSchema, nameField, resetConfirmSchema, resetRequestSchema } from './auth';
import { changePasswordSchema } from './profile';
import { MARKETS } from '@/lib/shop/market-ids';
import { locales } from '@/i18n/routing';

export const STAFF_ROLE_VALUES = ['admin', 'editor', 'support'] as const;
export const STAFF_PASSWORD_MIN = 12;

/** The back office's language form (POST /api/admin/language): one of the site's languages. */
export const adminLanguageInput = z.object({ locale: z.enum(locales) });

/** Step 1 of the staff sign-in: the same shape as a customer's. */
export const staffSignInSchema = loginSchema;

/** Step 2: a 6-digit code from the authenticator app, or one of the recovery codes. */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const recoveryCodeSchema = z.object({ recoveryCode: z.string().trim().min(10).max(20) });
export const secondFactorSchema = z.union([totpCodeSchema, recoveryCodeSchema]);

/** Staff passwords: 12–128 code points (the common-password list is checked on the server). */
export const staffPasswordField = z.string().superRefine((value, ctx) => {
  const length = [...value].length;
  if (length < STAFF_PASSWORD_MIN) ctx.addIssue({ code: 'too_small', origin: 'string', minimum: STAFF_PASSWORD_MIN, inclusive: true, input: value });
  else if (length > 128) ctx.addIssue({ code: 'too_big', origin: 'string', maximum: 128, inclusive: true, input: value });
});

/**
 * A member changes their own password: the customers' schema (current password, new password
 * counted in code points, the common-password list on the server), with the staff minimum for the
 * new one, so a member cannot go below what `staff:add` and the staff page require.
 */
export const staffChangePasswordSchema = changePasswordSchema.extend({ newPassword: staffPasswordField });
export type StaffChangePasswordInput = z.input<typeof staffChangePasswordSchema>;

/** A forgotten staff password: the customers' request (an email) and confirmation (token, new password), staff minimum. */
export const staffResetRequestSchema = resetRequestSchema;
export const staffResetConfirmSchema = resetConfirmSchema.extend({ password: staffPasswordField });
/** The form on the reset page, without the token (it comes from the link). */
export const staffResetPasswordSchema = staffResetConfirmSchema.pick({ password: true });

export const staffCreateSchema = z.object({
  email: emailField,
  name: nameField,
  role: z.enum(STAFF_ROLE_VALUES),
  password: staffPasswordField,
});

/** An admin changes a role or disables/enables an account; `updatedAt` is the version the admin saw. */
export const staffUpdateSchema = z
  .object({
    role: z.enum(STAFF_ROLE_VALUES).optional(),
    disabled: z.boolean().optional(),
    updatedAt: versionField,
  })
  .refine((v) => v.role !== undefined || v.disabled !== undefined, { path: ['role'] });

/**
 * An admin resets another member's sign-in: the second factor (set up again at the next sign-in)
 * or the password (mailed a link to choose one); `updatedAt` is the version the admin saw.
 */
export const STAFF_RESETS = ['second_factor', 'password'] as const;
export const staffResetSchema = z.object({ what: z.enum(STAFF_RESETS), updatedAt: versionField });

export const auditQuery = z.object({
  before: serialIdParam.optional().meta({ description: 'nextBefore of the previous page' }),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  targetType: z
    .string()
    .regex(/^[a-z_]{1,32}$/)
    .optional(),
  targetId: z.string().max(100).optional(),
});

export type StaffCreateInput = z.input<typeof staffCreateSchema>;

export const customerQuery = z.object({
  q: z.string().trim().max(100).optional().meta({ description: 'Part of the name or email' }),
  ...keysetPage,
});

export const customerUpdateSchema = z.object({ disabled: z.boolean(), updatedAt: versionField });

/** GET /api/admin/dashboard: the charts' period in days and the market whose orders and revenue they show. */
export const dashboardQuery = z.object({
  period: z.enum(['30', '90']).default('30'),
  market: z.enum(MARKETS).default('US'),
});

/** The back office's global search (GET /api/admin/search?q=): an order number, part of an email, a name or a title. */
export const staffSearchQuery = z.object({ q: z.string().trim().min(1).max(100) });

/**
 * What the global search finds, in the order it lists the groups, and who sees each group: the
 * roles of the screen each result opens (the sections in components/admin/admin-shell.tsx).
 */
export const STAFF_SEARCH_KINDS = ['orders', 'customers', 'messages', 'products', 'news', 'media'] as const;
export type StaffSearchKind = (typeof STAFF_SEARCH_KINDS)[number];
export const STAFF_SEARCH_ROLES: Record<StaffSearchKind, readonly (typeof STAFF_ROLE_VALUES)[number][]> = {
  orders: ['admin', 'support'],
  customers: ['admin', 'support'],
  messages: ['admin', 'support'],
  products: ['admin', 'editor'],
  news: ['admin', 'editor'],
  media: ['admin', 'editor'],
};
/** Results per group; the group says when there are more (its screen's own search finds them all). */
export const STAFF_SEARCH_LIMIT = 5;
