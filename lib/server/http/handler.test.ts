import { z } from 'zod';
import { request } from '@/test/http';
import { notFound } from './errors';
import { handler, json, MAX_BODY_BYTES } from './handler';

const schema = z.object({ name: z.string().trim().min(1).max(5), age: z.number().int().optional() });
const echo = handler({ body: schema }, async ({ body, locale }) => json({ body, locale }, { status: 201 }));

describe('route handler wrapper', () => {
  it('parses the body, drops unknown fields and answers', async () => {
    const res = await echo(request('/api/x', { body: { name: ' Rex ', role: 'admin' } }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ body: { name: 'Rex' }, locale: 'en' });
  });

  it('answers 422 with field messages in the x-lang language', async () => {
    const res = await echo(request('/api/x', { body: { name: '' }, lang: 'de' }));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error.code).toBe('invalid_fields');
    expect(body.error.fields.name).toBeTruthy();
    expect(body.error.fields.name).not.toBe('This field is required.');
    const en = await (await echo(request('/api/x', { body: { name: 'toolongname' } }))).json();
    expect(en.error).toEqual({ code: 'invalid_fields', message: 'Invalid input', fields: { name: 'Use at most 5 characters.' } });
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await echo(request('/api/x', { rawBody: '{"name":', headers: { 'content-type': 'application/json' } }));
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('malformed_json');
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await echo(request('/api/x', { rawBody: 'name=Rex', headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
    expect(res.status).toBe(415);
  });

  it('answers 413 for bodies over 1 MB, declared or streamed', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) });
    const res = await echo(request('/api/x', { rawBody: big, headers: { 'content-type': 'application/json' } }));
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
  });

  it('answers 403 on unsafe methods without the XSRF cookie and header pair', async () => {
    const res = await echo(request('/api/x', { body: { name: 'Rex' }, xsrf: false }));
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('xsrf_failed');
    const mismatched = await echo(
      request('/api/x', {
        body: { name: 'Rex' },
        xsrf: false,
        headers: { cookie: 'XSRF-TOKEN=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1', 'x-xsrf-token': 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa2' },
      }),
    );
    expect(mismatched.status).toBe(403);
  });

  it('maps thrown HttpErrors to their status and a localized message', async () => {
    const h = handler({}, async () => {
      throw notFound();
    });
    const res = await h(request('/api/x', { lang: 'fr' }));
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).not.toBe('Not found.');
  });

  it('answers 500 with no detail when something unexpected fails', async () => {
    const spy = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const h = handler({}, async () => {
      throw new Error('secret database detail');
    });
    const res = await h(request('/api/x'));
    spy.mockRestore();
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret');
    expect(JSON.parse(text)).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } });
  });

  it('validates query parameters too', async () => {
    const h = handler({ query: z.object({ page: z.coerce.number().int().min(1) }) }, async ({ query }) => json(query));
    expect((await h(request('/api/x?page=2'))).status).toBe(200);
    expect((await h(request('/api/x?page=zero'))).status).toBe(422);
  });
});

describe('schema-level message keys', () => {
  it('translates `@key` messages set on a schema', async () => {
    const h = handler({ body: z.object({ terms: z.literal(true, { error: '@fieldRequired' }) }) }, async () => json({}));
    const res = await h(request('/api/x', { body: { terms: false } }));
    expect(res.status).toBe(422);
    expect((await res.json()).error.fields).toEqual({ terms: 'This field is required.' });
  });
});
