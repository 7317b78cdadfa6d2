import { z } from 'zod';

// Answers every part of the API shares: the one error shape and the small acknowledgements. Like
// the other files of lib/types, each schema is the contract: the type is inferred from it,
// /api/openapi.json documents the answer with it and the tests check real answers against it.

/** Every error answer (lib/server/http/handler.ts errorResponse): a stable code, a message in the `x-lang` language, field messages for 422. */
export const apiErrorSchema = z.strictObject({
  error: z.strictObject({
    code: z.string().meta({ description: 'Stable machine-readable code, e.g. invalid_fields, rate_limited', examples: ['invalid_fields'] }),
    message: z.string().meta({ description: 'Localized by x-lang' }),
    fields: z.record(z.string(), z.string()).optional().meta({ description: 'Localized message per invalid field (422)' }),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** An acknowledgement with nothing more to say. */
export const okSchema = z.strictObject({ ok: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;

/** An acknowledgement that reveals nothing (the same whether an account exists or not): a sentence to show. */
export const messageSchema = z.strictObject({ message: z.string().meta({ description: 'Localized by x-lang' }) });
export type MessageAnswer = z.infer<typeof messageSchema>;

/** A stored or removed row, by its id. */
export const idSchema = z.strictObject({ id: z.string().meta({ format: 'uuid' }) });
export type IdAnswer = z.infer<typeof idSchema>;

/** GET /api/health: the process answers. */
export const healthSchema = z.strictObject({ status: z.literal('ok') });
/** GET /api/ready when the instance takes requests: the database answered in `ms`. */
export const readySchema = z.strictObject({ status: z.literal('ready'), database: z.literal('ok'), ms: z.number().int().nonnegative() });
/** GET /api/ready's 503: shutting down (no database check made), or the database did not answer. */
export const notReadySchema = z.union([
  z.strictObject({ status: z.literal('draining') }),
  z.strictObject({ status: z.literal('unavailable'), database: z.literal('unreachable') }),
]);
