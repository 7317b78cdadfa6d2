import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { request } from '@/test/http';
import { POST } from './route';

// Next's data cache needs the Next server; here the readers run uncached.
jest.mock('next/cache', () => ({ ...jest.requireActual<object>('next/cache'), unstable_cache: <T>(fn: T) => fn }));

const created: string[] = [];
const uniqueIp = () => `2001:db8::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;
const marker = () => `jest-message-${randomUUID()}`;
const post = (body: unknown, init: { ip?: string; lang?: string } = {}) => POST(request('/api/messages', { body, ip: init.ip ?? uniqueIp(), lang: init.lang }));

async function rowsWith(text: string) {
  return db().select().from(schema.messages).where(eq(schema.messages.message, text));
}

async function mailsFor(id: string) {
  return db()
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.kind, 'message-notification'), like(schema.outbox.text, `%${id}%`)));
}

afterAll(async () => {
  if (created.length) {
    for (const id of created)
      await db()
        .delete(schema.outbox)
        .where(like(schema.outbox.text, `%${id}%`));
    await db().delete(schema.messages).where(inArray(schema.messages.id, created));
  }
  await closeDb();
});

describe('POST /api/messages', () => {
  it('stores a valid message and queues one staff notification in the outbox', async () => {
    const text = marker();
    const res = await post({ name: '  Mia Chen ', contact: 'mia@example.com', message: `  ${text}  ` }, { lang: 'ja' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    created.push(id);
    const [row] = await db().select().from(schema.messages).where(eq(schema.messages.id, id));
    expect(row).toMatchObject({ name: 'Mia Chen', contact: 'mia@example.com', message: text, locale: 'ja' });
    const [settings] = await db().select().from(schema.siteSettings).where(eq(schema.siteSettings.key, 'staffEmail'));
    const mails = await mailsFor(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: settings!.value, subject: 'New online message from Mia Chen' });
    expect(mails[0]!.text).toContain(text);
    expect(mails[0]!.text).toContain('日本語 (ja)');
  });

  it('keeps the client address only as a salted hash', async () => {
    const ip = uniqueIp();
    const text = marker();
    const res = await post({ message: text }, { ip });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    created.push(id);
    const [row] = await db().select().from(schema.messages).where(eq(schema.messages.id, id));
    expect(row!.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.ipHash).not.toBe(createHash('sha256').update(ip).digest('hex'));
    expect(row!.name).toBeNull();
    expect(row!.contact).toBeNull();
  });

  it.each([
    ['an empty message', { name: 'x', message: '' }, 'message', 'This field is required.'],
    ['a message of blanks', { message: ' \n\t ' }, 'message', 'This field is required.'],
    ['a missing message', { contact: 'x' }, 'message', 'This field is required.'],
    ['a name over 100 characters', { name: 'n'.repeat(101), message: 'hello' }, 'name', 'Use at most 100 characters.'],
    ['a contact over 200 characters', { contact: 'c'.repeat(201), message: 'hello' }, 'contact', 'Use at most 200 characters.'],
    [
      'contact information that is neither an email address nor a phone number',
      { contact: 'not a contact!!', message: 'hello' },
      'contact',
      'Enter an email address or a phone number.',
    ],
    ['a phone number of too few digits', { contact: '12-34', message: 'hello' }, 'contact', 'Enter an email address or a phone number.'],
    ['a message over 2000 characters after trimming', { message: `  ${'m'.repeat(2001)}  ` }, 'message', 'Use at most 2000 characters.'],
  ])('answers 422 for %s and stores nothing', async (_, body, field, text) => {
    const name = marker();
    const res = await post({ ...body, ...(field === 'name' ? {} : { name }) });
    expect(res.status).toBe(422);
    const payload = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
    expect(payload.error).toMatchObject({ code: 'invalid_fields', message: 'Invalid input' });
    expect(payload.error.fields[field]).toBe(text);
    const byName = await db()
      .select()
      .from(schema.messages)
      .where(eq(schema.messages.name, field === 'name' ? 'n'.repeat(101) : name));
    expect(byName).toEqual([]);
  });

  it('accepts exactly 2000 characters after trimming', async () => {
    const text = `${marker()}${'m'.repeat(2000)}`.slice(0, 2000);
    const res = await post({ message: `   ${text}   ` });
    expect(res.status).toBe(201);
    created.push(((await res.json()) as { id: string }).id);
    expect(await rowsWith(text)).toHaveLength(1);
  });

  it('localizes field messages by x-lang', async () => {
    const res = await post({ message: '' }, { lang: 'de' });
    expect(res.status).toBe(422);
    const payload = (await res.json()) as { error: { message: string; fields: Record<string, string> } };
    expect(payload.error.message).toBe('Ungültige Eingabe');
    expect(payload.error.fields.message).toBe('Dies ist ein Pflichtfeld.');
  });

  it('answers a filled honeypot with 201 and a made-up id, storing nothing', async () => {
    const text = marker();
    const res = await post({ message: text, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rowsWith(text)).toEqual([]);
    expect(await db().select().from(schema.messages).where(eq(schema.messages.id, id))).toEqual([]);
    expect(
      await db()
        .select()
        .from(schema.outbox)
        .where(like(schema.outbox.text, `%${text}%`)),
    ).toEqual([]);
  });

  it('refuses the 6th message from one address within 10 minutes with 429 and Retry-After', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) {
      const res = await post({ message: marker() }, { ip });
      expect(res.status).toBe(201);
      created.push(((await res.json()) as { id: string }).id);
    }
    const text = marker();
    const res = await post({ message: text }, { ip });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect(await rowsWith(text)).toEqual([]);
    // Another address is not affected.
    const other = await post({ message: marker() });
    expect(other.status).toBe(201);
    created.push(((await other.json()) as { id: string }).id);
  });

  it('drops unknown fields', async () => {
    const text = marker();
    const res = await post(
      { message: text, id: '00000000-0000-4000-8000-000000000000', ipHash: 'forged', locale: 'xx', createdAt: '2000-01-01T00:00:00Z' },
      { lang: 'fr' },
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    created.push(id);
    expect(id).not.toBe('00000000-0000-4000-8000-000000000000');
    const [row] = await rowsWith(text);
    expect(row).toMatchObject({ id, locale: 'fr' });
    expect(row!.ipHash).not.toBe('forged');
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2000);
  });

  it('refuses a request without the anti-forgery pair', async () => {
    const res = await POST(request('/api/messages', { body: { message: marker() }, xsrf: false, ip: uniqueIp() }));
    expect(res.status).toBe(403);
  });
});
