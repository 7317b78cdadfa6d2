import { closeDb } from '@/lib/server/db';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { GET as customers } from './customers/route';
import { GET as dealerApplications } from './dealer-applications/route';
import { GET as messages } from './messages/route';
import { GET as audit } from './audit/route';
import { GET as orders } from './orders/route';
import { contentRoutesOf } from '@/test/content-kind-routes';

const { restore: restoreNews } = contentRoutesOf('news');
const { restore: restoreProduct } = contentRoutesOf('products');

/**
 * The fuzzer's staff-side 500s (impossible dates and dashes-only ids in keyset cursors, versions past
 * PostgreSQL's integer): each is a localized 422 on the field, never a failed query.
 */
const staff = staffFixtures();
const { asStaff } = staff;
let admin: Awaited<ReturnType<typeof staff.signedIn>>;

beforeAll(async () => {
  admin = await staff.signedIn('admin');
});

afterAll(async () => {
  await staff.cleanup();
  await closeDb();
});

const ID = '0b7c2a52-5f3e-4d7a-9a51-3c1f6d2e8b90';
const BAD_CURSORS = [
  `2026-02-30T00:00:00.000Z|${ID}`,
  `2026-02-29T10:00:00.000Z|${ID}`,
  `2026-04-31T23:59:59.999Z|${ID}`,
  '2026-01-01T00:00:00.000Z|------------------------------------',
  '2026-01-01T00:00:00.000Z|0b7c2a52-5f3e-4d7a-9a51-3c1f6d2e8b9g',
];

async function expectInvalid(res: Response, field: string) {
  expect(res.status).toBe(422);
  const body = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
  expect(body.error.code).toBe('invalid_query');
  expect(body.error.fields[field]).toBe('This value is not valid.');
}

describe('keyset cursors of the staff lists', () => {
  const lists = { customers, messages, 'dealer-applications': dealerApplications };
  for (const [name, list] of Object.entries(lists)) {
    it(`${name}: an impossible date or a malformed id is 422 on before`, async () => {
      for (const before of BAD_CURSORS) {
        await expectInvalid(await list(request(`/api/admin/${name}?before=${encodeURIComponent(before)}`, asStaff(admin.cookie))), 'before');
      }
    });

    it(`${name}: a real cursor still pages`, async () => {
      const res = await list(request(`/api/admin/${name}?before=${encodeURIComponent(`2026-02-28T00:00:00.000Z|${ID}`)}`, asStaff(admin.cookie)));
      expect(res.status).toBe(200);
      expect(Array.isArray(((await res.json()) as { items: unknown[] }).items)).toBe(true);
    });
  }

  it('audit and orders: a number past PostgreSQL’s integer is 422 on before', async () => {
    for (const before of ['2147483648', '99999999999999999999', '0x10']) {
      await expectInvalid(await audit(request(`/api/admin/audit?before=${before}`, asStaff(admin.cookie))), 'before');
      await expectInvalid(await orders(request(`/api/admin/orders?before=${before}`, asStaff(admin.cookie))), 'before');
    }
  });
});

describe('content restore', () => {
  it.each([2 ** 31, 2 ** 53, 1e300])('versionId %p is 422 on versionId', async (versionId) => {
    for (const [restore, id] of [
      [restoreProduct, 'bowl-travel'],
      [restoreNews, 'bath-time-tips-video'],
    ] as const) {
      const res = await restore(
        request(`/api/admin/content/x/${id}/en/restore`, asStaff(admin.cookie, { body: { versionId, draftVersion: null } })),
        params({ id, locale: 'en' }),
      );
      expect(res.status).toBe(422);
      const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe('invalid_fields');
      expect(Object.keys(body.error.fields)).toEqual(['versionId']);
    }
  });

  it('a version that does not exist is 404', async () => {
    const res = await restoreProduct(
      request('/api/admin/content/products/bowl-travel/en/restore', asStaff(admin.cookie, { body: { versionId: 2 ** 31 - 1, draftVersion: null } })),
      params({ id: 'bowl-travel', locale: 'en' }),
    );
    expect(res.status).toBe(404);
  });
});
