import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { specDb } from './db';
import { expect, test } from './fixtures';

/**
 * Files people uploaded are answered with a sandboxing policy of their own, and with no other:
 * next.config.ts once sent the site-wide policy in its place (Next.js keeps a config header over
 * the one a route handler sets), so an uploaded image or archive opened directly ran unsandboxed.
 */
const db = specDb();
const SANDBOX = "default-src 'none'; sandbox";
const mediaId = randomBytes(16).toString('hex');
const fileIds = { png: randomBytes(16).toString('hex'), pdf: randomBytes(16).toString('hex') };
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test.beforeAll(async () => {
  const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 200, b: randomBytes(1)[0]! } } });
  const webp = await picture.clone().webp().toBuffer();
  const png = await picture.clone().png().toBuffer();
  const pdf = Buffer.from(`%PDF-1.4\n% ${randomBytes(8).toString('hex')}\ntrailer <<>>\n%%EOF\n`, 'latin1');
  await db.query('insert into media (id, name, width, height, bytes, sha256) values ($1, $2, 8, 8, $3, $4)', [mediaId, 'csp.webp', webp.length, sha(webp)]);
  await db.query('insert into media_variants (media_id, width, height, data) values ($1, 8, 8, $2)', [mediaId, webp]);
  for (const [id, name, mime, data] of [
    [fileIds.png, 'csp.png', 'image/png', png],
    [fileIds.pdf, 'csp.pdf', 'application/pdf', pdf],
  ] as const)
    await db.query('insert into download_files (id, name, mime, bytes, sha256, data) values ($1, $2, $3, $4, $5, $6)', [
      id,
      name,
      mime,
      data.length,
      sha(data),
      data,
    ]);
});

test.afterAll(async () => {
  await db.query('delete from media where id = $1', [mediaId]);
  await db.query('delete from download_files where id = any($1)', [Object.values(fileIds)]);
  await db.end();
});

test('an uploaded image or download file carries its sandboxing policy, and only it', async ({ request }) => {
  for (const path of [`/api/media/${mediaId}/8.webp`, `/api/files/${fileIds.png}/csp.png`]) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const policies = res
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'content-security-policy')
      .map((h) => h.value);
    expect({ path, policies }).toEqual({ path, policies: [SANDBOX] });
    // The rest of the site-wide headers still apply.
    expect(res.headers()['x-frame-options']).toBe('DENY');
  }
});

test("a PDF, which Chrome will not show in a sandbox, carries the site's policy once", async ({ request }) => {
  const res = await request.get(`/api/files/${fileIds.pdf}/csp.pdf`);
  expect(res.status()).toBe(200);
  const policies = res.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy');
  expect(policies).toHaveLength(1);
  expect(policies[0]!.value).toMatch(/^default-src 'self'; script-src 'self' 'report-sample';.*object-src 'none'/);
});

test("a path under those routes that no route answers is a page with the site's policy", async ({ request }) => {
  const res = await request.get(`/api/media/${mediaId}/8.webp/more`);
  expect(res.status()).toBe(404);
  const policies = res.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy');
  expect(policies).toHaveLength(1);
  expect(policies[0]!.value).toMatch(/^default-src 'self'; script-src 'self' 'report-sample'/);
});
