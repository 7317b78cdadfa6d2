import './jitless';
import { z } from 'zod';
import { uuidCursor } from './cursor';

/**
 * The version a client sends back with a change: the `updatedAt` (ISO 8601, UTC) the API gave it.
 * Not `z.iso.datetime()`: the back office's forms share zod's chunk with the public pages, and
 * zod's ISO module would add its bytes to the sign-in and cart pages.
 */
export const versionField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/)
  .refine((v) => !Number.isNaN(Date.parse(v)));

/** A back-office list's page: `before` is `<ISO time>|<id>` of the last row of the page before (newest first). */
export const keysetPage = {
  before: uuidCursor.optional().meta({ description: 'next of the previous page: `<ISO 8601 instant>|<UUID>` (else 422)' }),
  limit: z.coerce.number().int().min(1).max(100).default(30),
};
