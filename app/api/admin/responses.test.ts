import { z } from 'zod';
import { closeDb } from '@/lib/server/db';
import { openApiDocument } from '@/lib/server/openapi';
import { answer } from '@/lib/server/openapi-paths/types';
import {
  staffAuditPageSchema,
  staffContentEditorSchemaOf,
  staffContentMatrixSchema,
  staffCustomerPageSchema,
  staffEventListSchema,
  staffReportListSchema,
  staffReturnPageSchema,
  staffReviewSettingSchema,
  staffSettingsSchema,
  staffSlideListSchema,
  staffStorePageSchema,
  staffBrandItemsSchema,
  staffDashboardSchema,
  staffDealerPageSchema,
  staffFaqListSchema,
  staffInvestorFactsSchema,
  staffMemberListSchema,
  staffMemberSchema,
  staffDownloadListSchema,
  staffMediaPageSchema,
  staffMeSchema,
  staffMessagePageSchema,
  staffNewsListSchema,
  staffOrderPageSchema,
  staffProductListSchema,
  staffSearchSchema,
  staffVariantsSchema,
} from '@/lib/types/staff';
import { faqTextsSchema } from '@/lib/validations/content';
import { ROUTE_MODULES } from '@/app/api/openapi.json/routes';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { GET as audit } from './audit/route';
import { GET as brand } from './brand/route';
import { GET as contentEditor } from './content/[kind]/[id]/[locale]/route';
import { GET as contentMatrix } from './content/[kind]/route';
import { GET as customers } from './customers/route';
import { GET as dashboard } from './dashboard/route';
import { GET as dealerApplications } from './dealer-applications/route';
import { GET as downloads } from './downloads/route';
import { GET as faq } from './faq/route';
import { GET as investorEvents } from './investors/events/route';
import { GET as investorFacts } from './investors/facts/route';
import { GET as investorReports } from './investors/reports/route';
import { GET as media } from './media/route';
import { GET as me } from './me/route';
import { GET as messages } from './messages/route';
import { GET as news } from './news/route';
import { GET as orders } from './orders/route';
import { GET as variants } from './products/[id]/variants/route';
import { GET as products } from './products/route';
import { GET as returns } from './returns/route';
import { GET as search } from './search/route';
import { GET as reviewSetting } from './settings/review/route';
import { GET as settings } from './settings/route';
import { GET as slides } from './slides/route';
import { GET as staff } from './staff/route';
import { GET as stores } from './stores/route';

// The back office's answers against their contract: each handler's real JSON must be allowed by the
// zod schema in lib/types/staff.ts (strict: a field it does not name fails too), and that schema is
// the one /api/openapi.json documents for the 2xx answer.

const kit = staffFixtures();
let cookie: string;
const doc = openApiDocument('http://localhost', ROUTE_MODULES) as unknown as {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
};

beforeAll(async () => {
  cookie = (await kit.signedIn('admin')).cookie;
});
afterAll(async () => {
  await kit.cleanup();
  await closeDb();
});

const cases: [path: string, schema: z.ZodType, call: () => Promise<Response>][] = [
  ['/api/admin/dashboard', staffDashboardSchema, () => dashboard(request('/api/admin/dashboard', kit.asStaff(cookie)))],
  ['/api/admin/staff', staffMemberListSchema, () => staff(request('/api/admin/staff', kit.asStaff(cookie)))],
  ['/api/admin/brand', staffBrandItemsSchema, () => brand(request('/api/admin/brand', kit.asStaff(cookie)))],
  ['/api/admin/audit', staffAuditPageSchema, () => audit(request('/api/admin/audit?limit=20', kit.asStaff(cookie)))],
  ['/api/admin/dealer-applications', staffDealerPageSchema, () => dealerApplications(request('/api/admin/dealer-applications', kit.asStaff(cookie)))],
  ['/api/admin/customers', staffCustomerPageSchema, () => customers(request('/api/admin/customers', kit.asStaff(cookie)))],
  ['/api/admin/downloads', staffDownloadListSchema, () => downloads(request('/api/admin/downloads', kit.asStaff(cookie)))],
  ['/api/admin/faq', staffFaqListSchema, () => faq(request('/api/admin/faq', kit.asStaff(cookie)))],
  ['/api/admin/investors/facts', staffInvestorFactsSchema, () => investorFacts(request('/api/admin/investors/facts', kit.asStaff(cookie)))],
  ['/api/admin/me', staffMeSchema, () => me(request('/api/admin/me', kit.asStaff(cookie)))],
  ['/api/admin/media', staffMediaPageSchema, () => media(request('/api/admin/media?limit=5', kit.asStaff(cookie)))],
  ['/api/admin/messages', staffMessagePageSchema, () => messages(request('/api/admin/messages?status=open', kit.asStaff(cookie)))],
  ['/api/admin/news', staffNewsListSchema, () => news(request('/api/admin/news', kit.asStaff(cookie)))],
  ['/api/admin/orders', staffOrderPageSchema, () => orders(request('/api/admin/orders', kit.asStaff(cookie)))],
  ['/api/admin/products', staffProductListSchema, () => products(request('/api/admin/products', kit.asStaff(cookie)))],
  ['/api/admin/search', staffSearchSchema, () => search(request('/api/admin/search?q=a', kit.asStaff(cookie)))],
  ['/api/admin/slides', staffSlideListSchema, () => slides(request('/api/admin/slides', kit.asStaff(cookie)))],
  ['/api/admin/returns', staffReturnPageSchema, () => returns(request('/api/admin/returns', kit.asStaff(cookie)))],
  ['/api/admin/stores', staffStorePageSchema, () => stores(request('/api/admin/stores?limit=20', kit.asStaff(cookie)))],
  ['/api/admin/settings', staffSettingsSchema, () => settings(request('/api/admin/settings', kit.asStaff(cookie)))],
  ['/api/admin/settings/review', staffReviewSettingSchema, () => reviewSetting(request('/api/admin/settings/review', kit.asStaff(cookie)))],
  ['/api/admin/investors/reports', staffReportListSchema, () => investorReports(request('/api/admin/investors/reports', kit.asStaff(cookie)))],
  ['/api/admin/investors/events', staffEventListSchema, () => investorEvents(request('/api/admin/investors/events', kit.asStaff(cookie)))],
  ['/api/admin/content/faq', staffContentMatrixSchema, () => contentMatrix(request('/api/admin/content/faq', kit.asStaff(cookie)), params({ kind: 'faq' }))],
];

describe('back-office answers match their documented schema', () => {
  it.each(cases)('GET %s', async (path, schema, call) => {
    expect(doc.paths[path]!.get!.responses['200']!.content!['application/json']!.schema).toEqual(answer(schema));
    const res = await call();
    expect(res.status).toBe(200);
    const body: unknown = await res.json();
    const parsed = schema.safeParse(body);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it('GET /api/admin/products/{id}/variants', async () => {
    const list = staffProductListSchema.parse(await (await products(request('/api/admin/products', kit.asStaff(cookie)))).json());
    expect(list.items.length).toBeGreaterThan(0);
    const id = list.items[0]!.id;
    const res = await variants(request(`/api/admin/products/${id}/variants`, kit.asStaff(cookie)), params({ id }));
    expect(res.status).toBe(200);
    const parsed = staffVariantsSchema.safeParse(await res.json());
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(doc.paths['/api/admin/products/{id}/variants']!.get!.responses['200']!.content!['application/json']!.schema).toEqual(answer(staffVariantsSchema));
  });

  it('GET /api/admin/content/{kind}/{id}/{locale}: the editor view with the kind’s own texts', async () => {
    const matrix = staffContentMatrixSchema.parse(
      await (await contentMatrix(request('/api/admin/content/faq', kit.asStaff(cookie)), params({ kind: 'faq' }))).json(),
    );
    const id = matrix.items[0]!.id;
    const schema = staffContentEditorSchemaOf(faqTextsSchema);
    // Documented with the kind's own texts (and a description of the view).
    expect(doc.paths['/api/admin/content/faq/{id}/{locale}']!.get!.responses['200']!.content!['application/json']!.schema).toMatchObject(answer(schema));
    const res = await contentEditor(request(`/api/admin/content/faq/${id}/de?reference=en`, kit.asStaff(cookie)), params({ kind: 'faq', id, locale: 'de' }));
    expect(res.status).toBe(200);
    const parsed = schema.safeParse(await res.json());
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it('refuses an answer with a field the schema does not name (e.g. a leaked password hash) or a wrong type', async () => {
    const { items } = staffMemberListSchema.parse(await (await staff(request('/api/admin/staff', kit.asStaff(cookie)))).json());
    const member = items[0]!;
    expect(staffMemberSchema.safeParse(member).success).toBe(true);
    expect(staffMemberSchema.safeParse({ ...member, passwordHash: 'x' }).success).toBe(false);
    expect(staffMemberSchema.safeParse({ ...member, role: 'owner' }).success).toBe(false);
  });
});
