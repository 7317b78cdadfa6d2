import { createDealerApplication } from '@/lib/server/dealers';
import { publicFormHandler } from '@/lib/server/public-forms';
import { dealerApplicationSchema } from '@/lib/validations/dealer';

export const dynamic = 'force-dynamic';

/**
 * POST /api/dealer-applications: the "Become a dealer" form → 201 {id} once the application and
 * the applicant's confirmation mail are committed; with an `Idempotency-Key` seen before, 200 and
 * the first application's id.
 */
export const POST = publicFormHandler({ body: dealerApplicationSchema, form: 'dealer', idempotent: true }, createDealerApplication);
