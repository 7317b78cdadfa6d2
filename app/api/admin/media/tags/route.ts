import { json } from '@/lib/server/http/handler';
import { mediaTagList } from '@/lib/server/staff/media-details';
import { staffHandler } from '@/lib/server/staff/route';

const roles = ['admin', 'editor'] as const;

/** GET /api/admin/media/tags → {items: [{tag, count}]}: every tag of the library, alphabetical, for its filter (editors, admins). */
export const GET = staffHandler({ roles, xsrf: false }, async () => json(await mediaTagList(), { private: true }));
