import { contentKindRoute } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/content/{kind}?locale=&status= → the translation matrix: every item of the kind × locale, missing/outdated/done, drafts (editors, admins). Kinds: lib/server/staff/content-kinds.ts. */
export const GET = contentKindRoute('matrix');
