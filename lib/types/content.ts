import { z } from 'zod';

// The content publisher's and the publishing scheduler's answers (POST /api/content/revalidate,
// /api/content/scheduled): the schema is the contract, as in lib/types/shop.ts.

/** POST /api/content/revalidate: the cache tags expired. */
export const revalidatedSchema = z.strictObject({ revalidated: z.array(z.string()) });

/** POST /api/content/scheduled: what this call published, and how many publications failed (kept and tried again). */
export const dueRunSchema = z.strictObject({ published: z.number().int().nonnegative(), failed: z.number().int().nonnegative() });
export type DueRun = z.infer<typeof dueRunSchema>;
