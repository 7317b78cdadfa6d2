import './jitless';
import { z } from 'zod';
import { keysetPage, versionField } from './version';

export const MESSAGE_STATUS_VALUES = ['new', 'in_progress', 'answered', 'spam', 'archived'] as const;
export const NOTE_MAX = 5000;

export const inboxQuery = z.object({
  status: z.enum([...MESSAGE_STATUS_VALUES, 'open']).default('open'),
  assigned: z.enum(['me', 'nobody']).optional(),
  ...keysetPage,
});

export const messageUpdateSchema = z
  .object({
    status: z.enum(MESSAGE_STATUS_VALUES).optional(),
    assignedTo: z.uuid().nullable().optional(),
    updatedAt: versionField,
  })
  .refine((v) => v.status !== undefined || v.assignedTo !== undefined, { path: ['status'] });

export const threadEntrySchema = z.object({ body: z.string().trim().min(1).max(NOTE_MAX) });

/** The most messages one bulk action changes (a screen's worth, a few pages of the list). */
export const BULK_MESSAGES_MAX = 100;

/**
 * POST /api/admin/messages/bulk: one status or one assignment for the selected messages, each with
 * the version the member saw.
 */
export const bulkMessagesSchema = z.object({
  items: z
    .array(z.object({ id: z.uuid(), updatedAt: versionField }))
    .min(1)
    .max(BULK_MESSAGES_MAX),
  change: z.union([z.object({ status: z.enum(MESSAGE_STATUS_VALUES) }).strict(), z.object({ assignedTo: z.uuid().nullable() }).strict()]),
});
