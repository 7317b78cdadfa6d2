import { z } from 'zod';
import { handler, json } from '@/lib/server/http/handler';
import { resetTokenUsable } from '@/lib/server/password-reset';
import { resetConfirmSchema } from '@/lib/validations/auth';

const body = z.object({ token: resetConfirmSchema.shape.token });

/**
 * POST /api/auth/password-reset/check → 200 {usable}: whether the emailed link can still set a
 * password (unused and unexpired). POST keeps the token out of URLs and logs; nothing changes.
 */
export const POST = handler({ body }, async ({ body, ip }) => json({ usable: await resetTokenUsable(body.token, ip) }, { private: true }));
