import { z } from 'zod';

/** GET /api/admin/mail/failures?limit= */
export const mailFailureQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(100) });

/** /api/admin/mail/failures/{id}/retry */
export const mailFailureParams = z.object({ id: z.uuid() });
