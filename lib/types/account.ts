import { z } from 'zod';

// The account's answers (/api/auth/*, /api/me*): the schema is the contract, as in lib/types/shop.ts.

/** The signed-in user as the API shows it (never the hash, the role or session details). */
export const publicUserSchema = z.strictObject({
  id: z.string().meta({ format: 'uuid' }),
  email: z.string().meta({ format: 'email' }),
  name: z.string(),
  phone: z.string().nullable(),
  locale: z.string().meta({ description: 'The preferred language, one of the site’s locales' }),
  avatarUrl: z.string().nullable().meta({ description: 'Path of the avatar image' }),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** A sign-in: the session token for x-auth-token (shown once) and the user. */
export const authResultSchema = z.strictObject({
  token: z.string().meta({ description: 'Session token for x-auth-token (shown once)' }),
  user: publicUserSchema,
});
export type AuthResult = z.infer<typeof authResultSchema>;

/** POST /api/auth/password-reset/check: whether a reset link can still set a password. */
export const resetUsableSchema = z.strictObject({ usable: z.boolean() });
export type ResetUsable = z.infer<typeof resetUsableSchema>;
