import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { request } from '@/test/http';
import { POST } from './route';
import { dealerReference } from '@/lib/dealer-reference';

// Next's data cache needs the Next server; here the readers run uncached.
jest.mock('next/cache', () => ({ ...jest.requireActual<object>('next/cache'), unstable_cache: <T>(fn: T) => fn }));

const created: string[] = [];
const uniqueIp = () => `2001:db8:d::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;
const company = () => `Jest Pets ${randomUUID()}`;
const valid = (overrides: Record<string, unknown> = {}) => ({
  company: company(),
  country: 'DE',
  contactName: 'Lena Vogel',
  email: 'lena@pfoten.example',
  phone: '+49 30 1234567',
  companyWebsite: 'pfoten.example',
  channels: ['pet_store', 'online_shop'],
  volume: '500_1999',
  message: 'Two pet stores in Berlin and an online shop.',
  ...overrides,
});
const post = (body: unknown, init: { ip?: string; lang?: string; key?: string } = {}) =>
  POST(
    request('/api/dealer-applications', {
      body,
      ip: init.ip ?? uniqueIp(),
      lang: init.lang,
      headers: init.key ? { 'idempotency-key': init.key } : {},
    }),
  );

const rowsOf = (name: string) => db().select().from(schema.dealerApplications).where(eq(schema.dealerApplications.company, name));
/** The acknowledgements of application `id` (the mail names its reference, nothing the applicant typed). */
const mailsTo = (email: string, id: string) =>
  db()
    .select()
    .from(schema.outbox)
    .where(eq(schema.outbox.to, email))
    .then((rows) => rows.filter((r) => r.kind === 'dealer-application' && r.text.includes(dealerReference(id))));

afterAll(async () => {
  if (created.length) {
    const rows = await db().select().from(schema.dealerApplications).where(inArray(schema.dealerApplications.id, created));
    for (const row of rows) for (const mail of await mailsTo(row.email, row.id)) await db().delete(schema.outbox).where(eq(schema.outbox.id, mail.id));
    await db().delete(schema.dealerApplications).where(inArray(schema.dealerApplications.id, created));
  }
  await closeDb();
});

describe('POST /api/dealer-applications', () => {
  it('stores the application and queues a German acknowledgement (HTML and text) for the applicant, in one go', async () => {
    const body = valid({ email: `lena-${randomUUID()}@pfoten.example` });
    const res = await post({ ...body, company: `  ${body.company}  ` }, { lang: 'de' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    created.push(id);
    const [row] = await db().select().from(schema.dealerApplications).where(eq(schema.dealerApplications.id, id));
    expect(row).toMatchObject({
      company: body.company,
      country: 'DE',
      contactName: 'Lena Vogel',
      channels: ['online_shop', 'pet_store'],
      volume: '500_1999',
      locale: 'de',
      status: 'new',
    });
    expect(row!.ipHash).toMatch(/^[0-9a-f]{64}$/);
    const mails = await mailsTo(body.email, id);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    // A company is addressed with Sie (issue 32).
    expect(mail!.subject).toBe('Ihre Händlerbewerbung bei Pawtrail');
    expect(mail!.text).toContain('Guten Tag,');
    // A short reference staff can search for, not the UUID (issue 32).
    expect(mail!.text).toContain(`Referenz: ${dealerReference(id)}`);
    expect(mail!.text).toMatch(/Referenz: [0-9A-F]{8}\n/);
    expect(mail!.text).not.toContain(id);
    expect(mail!.text).toContain('Sie haben sich nicht beworben?');
    expect(mail!.html).toContain('<html lang="de">');
    // Nothing the form's sender typed travels to the address they typed.
    for (const typed of [body.company, 'Lena Vogel', body.message, '+49 30 1234567', 'pfoten.example/']) expect(JSON.stringify(mail)).not.toContain(typed);
  });

  it('mails no typed text to the address typed in: the form cannot relay a message to a stranger', async () => {
    const spam = `Cheap pills at http://spam.example/${randomUUID()}`;
    const victim = `victim-${randomUUID()}@example.com`;
    const res = await post(valid({ company: spam, contactName: spam, email: victim, message: `<a href="http://spam.example">${spam}</a>` }), { lang: 'en' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    created.push(id);
    const mails = await db().select().from(schema.outbox).where(eq(schema.outbox.to, victim));
    expect(mails.map((m) => m.subject)).toEqual(['Your dealer application to Pawtrail']);
    expect(JSON.stringify(mails)).not.toContain('spam.example');
    expect(mails[0]!.text).toContain(`Reference: ${dealerReference(id)}`);
  });

  it.each([
    ['no company', { company: '  ' }, 'company', 'This field is required.'],
    ['an unknown country', { country: 'XX' }, 'country', 'This value is not valid.'],
    ['no country', { country: '' }, 'country', 'This field is required.'],
    ['a malformed email address', { email: 'lena@' }, 'email', 'Enter a valid email address.'],
    ['a phone number of letters', { phone: 'call me' }, 'phone', 'This value is not valid.'],
    ['a website that is not an address', { companyWebsite: 'not a site' }, 'companyWebsite', 'This value is not valid.'],
    ['no channel', { channels: [] }, 'channels', 'This field is required.'],
    ['an unknown channel', { channels: ['space_station'] }, 'channels.0', 'This value is not valid.'],
    ['a channel twice', { channels: ['pet_store', 'pet_store'] }, 'channels', 'This value is not valid.'],
    ['no volume', { volume: '' }, 'volume', 'This field is required.'],
    ['an unknown volume', { volume: 'lots' }, 'volume', 'This value is not valid.'],
    ['a message over 2000 characters', { message: 'm'.repeat(2001) }, 'message', 'Use at most 2000 characters.'],
  ])('answers 422 for %s with a field error and stores nothing', async (_, overrides, field, text) => {
    const body = valid(overrides);
    const res = await post(body);
    expect(res.status).toBe(422);
    const payload = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(payload.error.code).toBe('invalid_fields');
    expect(payload.error.fields[field]).toBe(text);
    expect(await rowsOf(body.company)).toEqual([]);
  });

  it('localizes field errors by x-lang', async () => {
    const res = await post(valid({ email: 'x' }), { lang: 'de' });
    const payload = (await res.json()) as { error: { message: string; fields: Record<string, string> } };
    expect(payload.error.message).toBe('Ungültige Eingabe');
    expect(payload.error.fields.email).toBe('Bitte gib eine gültige E-Mail-Adresse ein.');
  });

  it('answers a filled honeypot with 201 and a made-up id, storing and sending nothing', async () => {
    const body = valid({ website: 'http://spam.example', email: `bot-${randomUUID()}@example.com` });
    const res = await post(body);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rowsOf(body.company)).toEqual([]);
    expect(await db().select().from(schema.outbox).where(eq(schema.outbox.to, body.email))).toEqual([]);
  });

  it('refuses the 6th application from one address within 10 minutes with 429 and Retry-After', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) {
      const res = await post(valid(), { ip });
      expect(res.status).toBe(201);
      created.push(((await res.json()) as { id: string }).id);
    }
    const body = valid();
    const res = await post(body, { ip });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(body.company)).toEqual([]);
    const other = await post(valid());
    expect(other.status).toBe(201);
    created.push(((await other.json()) as { id: string }).id);
  });

  it('answers a repeat under the same Idempotency-Key with the first application, storing and sending it once', async () => {
    const key = randomUUID();
    const body = valid({ email: `repeat-${randomUUID()}@example.com` });
    const first = await post(body, { key });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    created.push(id);
    const again = await post(body, { key });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id });
    expect(await rowsOf(body.company)).toHaveLength(1);
    expect(await mailsTo(body.email, id)).toHaveLength(1);
    // Another application under that key is refused.
    const other = await post(valid(), { key });
    expect(other.status).toBe(409);
    // A malformed key is refused before anything is stored.
    const bad = valid();
    expect((await post(bad, { key: 'short' })).status).toBe(400);
    expect(await rowsOf(bad.company)).toEqual([]);
  });

  it('refuses a request without the anti-forgery pair', async () => {
    const body = valid();
    const res = await POST(request('/api/dealer-applications', { body, xsrf: false, ip: uniqueIp() }));
    expect(res.status).toBe(403);
    expect(await rowsOf(body.company)).toEqual([]);
  });
});
