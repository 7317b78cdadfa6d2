import './jitless';
import { z } from 'zod';
import { parseDealerReference } from '@/lib/dealer-reference';
import { isCountryCode } from './countries';
import { keysetPage, versionField } from './version';

export const DEALER_STATUS_VALUES = ['new', 'contacted', 'accepted', 'declined'] as const;
export const DEALER_NOTE_MAX = 5000;

/** GET /api/admin/dealer-applications: by status, country and reference, newest first, `limit` at a time. */
export const dealerListQuery = z.object({
  status: z.enum(DEALER_STATUS_VALUES).optional(),
  country: z
    .string()
    .refine((v) => isCountryCode(v))
    .optional(),
  /** The reference the applicant was mailed (lib/dealer-reference.ts), as typed. */
  reference: z
    .string()
    .refine((v) => parseDealerReference(v) !== null)
    .transform((v) => parseDealerReference(v)!)
    .optional()
    .meta({
      description: 'The reference mailed to the applicant: the first eight hex digits of the id (case, spaces and # ignored)',
      examples: ['3F2A9C1B'],
    }),
  ...keysetPage,
});

/** A move of an application (status) and/or the team's internal note, over the version staff saw. */
export const dealerUpdateSchema = z
  .object({
    status: z.enum(DEALER_STATUS_VALUES).optional(),
    note: z.string().trim().max(DEALER_NOTE_MAX).optional(),
    updatedAt: versionField,
  })
  .refine((v) => v.status !== undefined || v.note !== undefined, { path: ['status'] });
