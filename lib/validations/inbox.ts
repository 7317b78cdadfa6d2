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
