import { contentKindRoute } from '@/lib/server/staff/content-handlers';

/**
 * POST /api/admin/content/{kind}/confirm {items: [{id, revision}], locale} → the outdated
 * translations of these items, in `locale` or `all`, still hold: one transaction, audited per item and locale.
 */
export const POST = contentKindRoute('confirmMany');
