// The custom server's own settings, parsed once with zod like lib/server/env.ts parses the app's
// (the server starts before Next.js compiles any TypeScript, so it cannot import that module).
// A bad value stops the server with a message naming the variable, instead of a NaN that, say,
// kept pre-rendered pages for ever (PAGE_MEMO_MS=abc).
import { z } from 'zod';

const millis = (fallback) =>
  z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be 0 or more')
    .max(86_400_000, 'must be at most a day')
    .default(fallback);

export const serverEnvSchema = (dev) =>
  z.object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    SHUTDOWN_DRAIN_MS: millis(25_000),
    SHUTDOWN_READY_DELAY_MS: millis(dev ? 0 : 5_000),
    PAGE_MEMO_MS: millis(1000),
    REQUEST_TIMEOUT_MS: millis(30_000).refine((ms) => ms > 0, 'must be more than 0'),
    TRUST_PROXY: z.enum(['0', '1']).default('0'),
    // Seals the links of queued mails until a worker delivers them, possibly in another instance or
    // after a restart: production needs one key, set and kept (lib/server/mail-secrets.ts); `npm
    // start` and `npm test` supply one (scripts/lib/mail-secret-key.mjs); dev mode has a public fallback.
    MAIL_SECRET_KEY: dev
      ? z.string().min(32, 'must be at least 32 characters').optional()
      : z.string({ error: 'must be set (32 or more random characters, the same on every instance)' }).min(32, 'must be at least 32 characters'),
  });

/** The settings, or throws an Error whose message names every invalid variable. */
export function parseServerEnv(source, { dev = false } = {}) {
  // An empty value counts as unset, as in lib/server/env.ts's callers' shells (`PAGE_MEMO_MS= npm start`).
  const given = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = serverEnvSchema(dev).safeParse(given);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid server settings: ${problems}`);
  }
  return result.data;
}
