import 'server-only';
import { z } from 'zod';
import { locales } from '@/i18n/routing';
import { bulkConfirmSchema, confirmSchema, contentParams, publishSchema, restoreSchema, scheduleSchema, translationQuery } from '@/lib/validations/content';
import { json } from '../http/handler';
import { mintPreviewToken } from './auth';
import { confirmTranslation, contentEditor, discardDraft, publishDraft, restoreVersion, saveDraft, translationMatrix } from './content';
import { confirmTranslations } from './content-bulk';
import { CONTENT_ROLES, type ContentSpec } from './content-kinds';
import { previewCookie, staffHandler } from './route';
import { cancelSchedule, scheduleDraft } from './scheduled-publishing';
import { requestReview } from './content-review';

export { CONTENT_ROLES };
const roles = CONTENT_ROLES;
const noStore = { private: true };

/**
 * The route handlers of one kind of content under /api/admin/content/{segment}: every kind has the
 * same draft, publish, schedule, restore and confirm endpoints; only the texts' schema differs.
 */
export function contentRoutes(spec: ContentSpec, draftSchema: z.ZodType<{ fields: Record<string, unknown>; draftVersion: string | null }>) {
  return {
    matrix: staffHandler({ roles, xsrf: false, query: translationQuery }, async ({ query }) => json(await translationMatrix(spec, query), noStore)),
    read: staffHandler(
      { roles, xsrf: false, params: contentParams, query: z.object({ reference: z.enum(locales).optional() }) },
      async ({ params, query, session }) => json(await contentEditor(spec, session, params.id, params.locale, query.reference ?? 'en'), noStore),
    ),
    save: staffHandler({ roles, params: contentParams, body: draftSchema }, async ({ params, body, session, ip }) =>
      json(await saveDraft(spec, session, params.id, params.locale, body, ip), noStore),
    ),
    discard: staffHandler({ roles, params: contentParams, body: publishSchema }, async ({ params, body, session, ip }) => {
      await discardDraft(spec, session, params.id, params.locale, body.draftVersion, ip);
      return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
    }),
    publish: staffHandler({ roles, params: contentParams, body: publishSchema }, async ({ params, body, session, ip }) =>
      json(await publishDraft(spec, session, params.id, params.locale, body.draftVersion, ip), noStore),
    ),
    /** Send the draft for review (./content-review.ts); answers the editor's view. */
    review: staffHandler({ roles, params: contentParams, body: publishSchema }, async ({ params, body, session, ip }) => {
      await requestReview(spec, session, params.id, params.locale, body.draftVersion, ip);
      return json(await contentEditor(spec, session, params.id, params.locale, params.locale), noStore);
    }),
    /** Publish the draft at a time of the editor's choosing, in their time zone (ahead of now: 422 otherwise). */
    schedule: staffHandler({ roles, params: contentParams, body: scheduleSchema }, async ({ params, body, session, ip }) =>
      json(await scheduleDraft(spec, session, params.id, params.locale, body, ip), noStore),
    ),
    unschedule: staffHandler({ roles, params: contentParams }, async ({ params, session, ip }) =>
      json(await cancelSchedule(spec, session, params.id, params.locale, ip), noStore),
    ),
    restore: staffHandler({ roles, params: contentParams, body: restoreSchema }, async ({ params, body, session, ip }) =>
      json(await restoreVersion(spec, session, params.id, params.locale, body, ip), noStore),
    ),
    confirm: staffHandler({ roles, params: contentParams, body: confirmSchema }, async ({ params, body, session, ip }) =>
      json(await confirmTranslation(spec, session, params.id, params.locale, body.revision, ip), noStore),
    ),
    /** Still correct in bulk: every outdated translation of the items, in one locale or all. */
    confirmMany: staffHandler({ roles, body: bulkConfirmSchema }, async ({ body, session, ip }) =>
      json(await confirmTranslations(spec, session, body, ip), noStore),
    ),
    /** 303 to the draft preview page, with the preview cookie it asks for. */
    preview: staffHandler({ roles, xsrf: false, params: contentParams }, async ({ req, params, session }) => {
      const { token, maxAgeMs } = await mintPreviewToken(session);
      const location = `/${params.locale}/preview/${spec.segment}/${encodeURIComponent(params.id)}`;
      return new Response(null, {
        status: 303,
        headers: { Location: location, 'Set-Cookie': previewCookie(req, token, maxAgeMs), 'Cache-Control': 'no-store' },
      });
    }),
  };
}
