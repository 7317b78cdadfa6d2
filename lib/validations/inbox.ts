import './jitless';
import { z } from 'zod';
import { versionField } from './version';

export const MESSAGE_STATUS_VALUES = ['new', 'in_progress', 'answered', 'spam', 'archived'] as const;
export const NOTE_MAX = 5000;

export const inboxQuery = z.object({
  status: z.enum([...MESSAGE_STATUS_VALUES, 'open']).default('open'),
  assigned: z.enum(['me', 'nobody']).optional(),
  /** `<ISO time>|<id>` of the last message of the page before. */
  before: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\|[0-9a-f-]{36}$/)
    .refine((v) => !Number.isNaN(Date.parse(v.split('|')[0]!)))
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const messageUpdateSchema = z
  .object({
    status: z.enum(MESSAGE_STATUS_VALUES).optional(),
    assignedTo: z.uuid().nullable().optional(),
    updatedAt: versionField,
  })
  .refine((v) => v.status !== undefined || v.assignedTo !== undefined, { path: ['status'] });

export const threadEntrySchema = z.object({ body: z.string().trim().min(1).max(NOTE_MAX) });
