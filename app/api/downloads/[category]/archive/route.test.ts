import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { params, request } from '@/test/http';
import { GET } from './route';

// Our own category with two files written under public/media for this run (removed afterwards).
const run = randomBytes(4).toString('hex');
const category = `t-${run}`;
const files = [`/media/t-${run}-guide.txt`, `/media/t-${run}-sheet.txt`];
const disk = (webPath: string) => path.join(process.cwd(), 'public', webPath);
const scratch = mkdtempSync(path.join(tmpdir(), 'archive-test-'));

beforeAll(async () => {
  writeFileSync(disk(files[0]!), 'Guide for the archive test\n');
  writeFileSync(disk(files[1]!), 'Sheet v1\n');
  await db().insert(schema.downloadCategories).values({ id: category, position: 99 });
  await db()
    .insert(schema.downloads)
    .values(
      files.map((file, i) => ({
        id: `${category}-${i}`,
        categoryId: category,
        file,
        mime: 'text/plain',
        bytes: 10,
        publishedAt: '1971-01-01',
      })),
    );
});

afterAll(async () => {
  await db()
    .delete(schema.downloads)
    .where(inArray(schema.downloads.categoryId, [category]));
  await db()
    .delete(schema.downloadCategories)
    .where(inArray(schema.downloadCategories.id, [category]));
  for (const f of files) rmSync(disk(f), { force: true });
  rmSync(scratch, { recursive: true, force: true });
  await closeDb();
});

async function fetchZip(name: string, headers: Record<string, string> = {}) {
  const res = await GET(request(`/api/downloads/${name}/archive`, { headers }), params({ category: name }));
  const bytes = Buffer.from(await res.arrayBuffer());
  const file = path.join(scratch, `${name}-${randomBytes(3).toString('hex')}.zip`);
  writeFileSync(file, bytes);
  return { res, bytes, file };
}

describe('GET /api/downloads/{category}/archive', () => {
  it('streams a valid ZIP of the category as an attachment', async () => {
    const { res, bytes, file } = await fetchZip(category);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="pawtrail-${category}.zip"`);
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toMatch(/No errors detected/);
    const names = execFileSync('zipinfo', ['-1', file], { encoding: 'utf8' }).trim().split('\n');
    expect(names).toEqual(files.map((f) => path.posix.basename(f)));
    expect(execFileSync('unzip', ['-p', file, path.posix.basename(files[1]!)], { encoding: 'utf8' })).toBe('Sheet v1\n');
  });

  it('lets a client revalidate (304) until a file changes, then sends the new archive', async () => {
    const first = await fetchZip(category);
    const etag = first.res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const notModified = await GET(request(`/api/downloads/${category}/archive`, { headers: { 'if-none-match': etag! } }), params({ category }));
    expect(notModified.status).toBe(304);

    writeFileSync(disk(files[1]!), 'Sheet v2, longer\n');
    utimesSync(disk(files[1]!), new Date(), new Date(Date.now() + 5000));
    const changed = await fetchZip(category);
    expect(changed.res.headers.get('etag')).not.toBe(etag);
    expect(execFileSync('unzip', ['-p', changed.file, path.posix.basename(files[1]!)], { encoding: 'utf8' })).toBe('Sheet v2, longer\n');
  });

  it('puts every category in its own folder in the "all" archive', async () => {
    const { res, file } = await fetchZip('all');
    expect(res.status).toBe(200);
    const names = execFileSync('zipinfo', ['-1', file], { encoding: 'utf8' }).trim().split('\n');
    expect(names).toEqual(expect.arrayContaining(files.map((f) => `${category}/${path.posix.basename(f)}`)));
  });

  it('answers 404 for an unknown category and 400 for a malformed one', async () => {
    expect((await GET(request(`/api/downloads/none-${run}/archive`), params({ category: `none-${run}` }))).status).toBe(404);
    expect((await GET(request('/api/downloads/x/archive'), params({ category: '../etc' }))).status).toBe(404);
  });
});
