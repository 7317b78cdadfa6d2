import { eq } from 'drizzle-orm';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as createCard } from '@/app/api/cards/route';
import { GET as me } from '@/app/api/me/route';
import { closeDb, db, schema } from '@/lib/server/db';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { PATCH as update, GET as detail } from './[id]/route';
import { GET as search } from './route';

const staff = staffFixtures();
const { asStaff } = staff;
const PASSWORD = 'maple harbour lantern 58';
const made: string[] = [];

let admin: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
beforeAll(async () => {
  [admin, support, editor] = await Promise.all([staff.signedIn('admin'), staff.signedIn('support'), staff.signedIn('editor')]);
});

afterAll(async () => {
  if (made.length) for (const email of made) await db().delete(schema.users).where(eq(schema.users.email, email));
  await staff.cleanup();
  await closeDb();
});

/** A customer who registered and signed in on the site, with a saved card. */
async function customer(label: string) {
  const email = `cust-${label}-${staff.tag}@example.test`;
  made.push(email);
  const ip = staff.ip();
  expect((await register(request('/api/auth/register', { body: { email, password: PASSWORD, name: `Kim ${label}`, acceptTerms: true }, ip }))).status).toBe(
    202,
  );
  const { token, user } = (await (await login(request('/api/auth/login', { body: { email, password: PASSWORD }, ip }))).json()) as {
    token: string;
    user: { id: string };
  };
  const card = await createCard(
    request('/api/cards', {
      token,
      body: { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123', holder: `Kim ${label}` },
    }),
  );
  expect(card.status).toBe(201);
  return { id: user.id, email, token, ip };
}

type Customer = { email: string; disabled: boolean; updatedAt: string; activeSessions: number; cards: object[] };
const read = async (id: string, cookie = support.cookie) =>
  (await (await detail(request(`/api/admin/customers/${id}`, asStaff(cookie)), params({ id }))).json()) as Customer;
const patch = (id: string, body: Record<string, unknown>, cookie = admin.cookie) =>
  update(request(`/api/admin/customers/${id}`, asStaff(cookie, { method: 'PATCH', body })), params({ id }));

describe('customers in the back office', () => {
  it('counts each customer’s orders in the list (the subquery once compared user_id with the order’s own id: always 0)', async () => {
    const c = await customer('count');
    const order = (n: number) => ({
      userId: c.id,
      idempotencyKey: `count-${staff.tag}-${n}`,
      requestHash: 'x',
      status: 'paid' as const,
      subtotalCents: 1000,
      shippingCents: 0,
      totalCents: 1000,
      address: {},
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    await db()
      .insert(schema.orders)
      .values([order(1), order(2)]);
    const found = (await (await search(request(`/api/admin/customers?q=${encodeURIComponent(c.email)}`, asStaff(support.cookie)))).json()) as {
      items: { email: string; orderCount: number }[];
    };
    expect(found.items).toEqual([expect.objectContaining({ email: c.email, orderCount: 2 })]);
  });

  it('finds a customer by email or name and shows cards as brand and last 4 only, never a secret', async () => {
    const c = await customer('find');
    const found = (await (await search(request(`/api/admin/customers?q=${encodeURIComponent(`Kim find`)}`, asStaff(support.cookie)))).json()) as {
      items: { id: string }[];
    };
    expect(found.items.map((i) => i.id)).toEqual([c.id]);
    const res = await detail(request(`/api/admin/customers/${c.id}`, asStaff(support.cookie)), params({ id: c.id }));
    const text = await res.text();
    const body = JSON.parse(text) as Customer;
    expect(body).toMatchObject({ email: c.email, disabled: false, activeSessions: 1, cards: [expect.objectContaining({ brand: 'visa', last4: '4242' })] });
    const [row] = await db().select().from(schema.users).where(eq(schema.users.id, c.id));
    const [card] = await db().select().from(schema.cards).where(eq(schema.cards.userId, c.id));
    for (const secret of [row!.passwordHash, card!.providerToken, 'passwordHash', 'providerToken']) expect(text).not.toContain(secret);
  });

  it('lets an admin disable an account: its sessions end at once and sign-in answers like a wrong password', async () => {
    const c = await customer('disable');
    expect((await me(request('/api/me', { token: c.token }))).status).toBe(200);
    const res = await patch(c.id, { disabled: true, updatedAt: (await read(c.id)).updatedAt });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ disabled: true, activeSessions: 0 });
    expect((await me(request('/api/me', { token: c.token }))).status).toBe(401);
    const again = await login(request('/api/auth/login', { body: { email: c.email, password: PASSWORD }, ip: c.ip }));
    expect(again.status).toBe(401);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('invalid_credentials');

    const enabled = await patch(c.id, { disabled: false, updatedAt: (await read(c.id)).updatedAt });
    expect(enabled.status).toBe(200);
    expect((await login(request('/api/auth/login', { body: { email: c.email, password: PASSWORD }, ip: c.ip }))).status).toBe(200);
    const audit = await db().select().from(schema.auditLog).where(eq(schema.auditLog.targetId, c.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['customer.disable', 'customer.enable']);
  });

  it('is read-only for support, closed to editors, and refuses an old version', async () => {
    const c = await customer('roles');
    const version = (await read(c.id)).updatedAt;
    expect((await patch(c.id, { disabled: true, updatedAt: version }, support.cookie)).status).toBe(403);
    expect((await search(request('/api/admin/customers', asStaff(editor.cookie)))).status).toBe(403);
    expect((await detail(request(`/api/admin/customers/${c.id}`, asStaff(editor.cookie)), params({ id: c.id }))).status).toBe(403);
    expect((await detail(request(`/api/admin/customers/${c.id}`, { token: c.token }), params({ id: c.id }))).status).toBe(403);
    expect((await patch(c.id, { disabled: true, updatedAt: new Date(Date.parse(version) - 1000).toISOString() })).status).toBe(409);
    expect((await read(c.id)).disabled).toBe(false);
    expect((await me(request('/api/me', { token: c.token }))).status).toBe(200);
  });

  it('pages through a search with its cursor, each customer once, and refuses a forged cursor', async () => {
    const paged = await Promise.all(['page-a', 'page-b', 'page-c'].map((label) => customer(label)));
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const url = `/api/admin/customers?limit=2&q=${encodeURIComponent(staff.tag)}${before ? `&before=${encodeURIComponent(before)}` : ''}`;
      const page = (await (await search(request(url, asStaff(support.cookie)))).json()) as { items: { id: string }[]; next: string | null };
      seen.push(...page.items.map((i) => i.id));
      before = page.next;
    } while (before);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(paged.map((c) => c.id)));
    const forged = await search(request('/api/admin/customers?before=not-a-cursor', asStaff(support.cookie)));
    expect(forged.status).toBe(422);
  });
});
