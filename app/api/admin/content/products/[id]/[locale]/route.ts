import { z } from 'zod';
import { locales } from '@/i18n/routing';
import { json } from '@/lib/server/http/handler';
import { discardProductDraft, productEditor, saveProductDraft } from '@/lib/server/staff/content';
import { staffHandler } from '@/lib/server/staff/route';
import { contentParams, productDraftSchema, publishSchema } from '@/lib/validations/content';

const roles = ['admin', 'editor'] as const;

/** GET /api/admin/content/products/{id}/{locale}?reference= → published text, draft, the reference locale's text, status, versions. */
export const GET = staffHandler(
  { roles, xsrf: false, params: contentParams, query: z.object({ reference: z.enum(locales).optional() }) },
  async ({ params, query }) => json(await productEditor(params.id, params.locale, query.reference ?? 'en'), { private: true }),
);

/** PUT /api/admin/content/products/{id}/{locale} {fields, draftVersion} → the editor view; saves a draft (the site is unchanged); 409 when another save came first. Audited. */
export const PUT = staffHandler({ roles, params: contentParams, body: productDraftSchema }, async ({ params, body, session, ip }) =>
  json(await saveProductDraft(session, params.id, params.locale, body, ip), { private: true }),
);

/** DELETE /api/admin/content/products/{id}/{locale} {draftVersion} → 204: the draft is thrown away (version-checked). Audited. */
export const DELETE = staffHandler({ roles, params: contentParams, body: publishSchema }, async ({ params, body, session, ip }) => {
  await discardProductDraft(session, params.id, params.locale, body.draftVersion, ip);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
