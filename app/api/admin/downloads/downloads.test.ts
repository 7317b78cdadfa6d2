import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import sharp from 'sharp';
import { GET as serve } from '@/app/api/files/[id]/[name]/route';
import { readDownloads } from '@/lib/server/content/downloads';
import { closeDb, db, schema } from '@/lib/server/db';
import { categoryArchive } from '@/lib/server/download-archive';
import { previewDownload } from '@/lib/server/staff/content';
import { DOWNLOAD_MAX_BYTES } from '@/lib/server/staff/downloads';
import { BackOfficeEditsError, seed } from '@/scripts/seed';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { DELETE as remove, PATCH as update } from './[id]/route';
import { POST as uploadFile } from './files/route';
import { GET as list, POST as create } from './route';
import { contentRoutesOf } from '@/test/content-kind-routes';

const { publish, save: saveDraft } = contentRoutesOf('downloads');

type Download = { id: string; title: string; categoryId: string; publishedAt: string; file: string; mime: string; bytes: number; updatedAt: string };
type Uploaded = { file: string; name: string; mime: string; bytes: number };
type Failure = { error: { code: string; fields?: Record<string, string> } };

const staff = staffFixtures();
const { asStaff } = staff;
const ID = `report-${randomBytes(3).toString('hex')}`;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;

/** A small PDF with bytes of its own per call, so no two uploads share a hash by accident. */
const pdf = () => Buffer.from(`%PDF-1.4\n% ${randomBytes(8).toString('hex')}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`, 'latin1');
const send = async (body: Buffer, name: string, cookie: string | null = editor.cookie, type = 'application/pdf') => {
  const res = await uploadFile(
    request(
      `/api/admin/downloads/files?name=${encodeURIComponent(name)}`,
      asStaff(cookie, { method: 'POST', rawBody: body as unknown as string, headers: { 'content-type': type } }),
    ),
  );
  return { res, json: (await res.json()) as Uploaded & Failure };
};
const fetchFile = (file: string) => {
  const [, , , id, name] = file.split('/');
  return serve(request(file), params({ id: id!, name: name! }));
};
const downloads = async (cookie = editor.cookie) => {
  const res = await list(request('/api/admin/downloads', asStaff(cookie)));
  return { res, items: res.ok ? ((await res.json()) as { items: Download[] }).items : [] };
};
const mine = async () => (await downloads()).items.find((d) => d.id === ID);
const patch = (body: Record<string, unknown>, cookie = editor.cookie) =>
  update(request(`/api/admin/downloads/${ID}`, asStaff(cookie, { method: 'PATCH', body })), params({ id: ID }));
const storedFiles = async () => (await db().select({ id: schema.downloadFiles.id }).from(schema.downloadFiles)).length;
const archiveOf = async (category: string) => {
  const { stream } = await (await categoryArchive(category))!.open();
  const chunks: Buffer[] = [];
  for await (const chunk of stream as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

beforeAll(async () => {
  [editor, support] = await Promise.all([staff.signedIn('editor'), staff.signedIn('support')]);
});

afterAll(async () => {
  const row = await mine();
  await db().delete(schema.downloads).where(eq(schema.downloads.id, ID));
  if (row)
    await db()
      .delete(schema.downloadFiles)
      .where(eq(schema.downloadFiles.id, row.file.split('/')[3]!));
  await db()
    .delete(schema.translationState)
    .where(and(eq(schema.translationState.kind, 'download'), eq(schema.translationState.itemId, ID)));
  await db()
    .delete(schema.contentVersions)
    .where(and(eq(schema.contentVersions.kind, 'download'), eq(schema.contentVersions.itemId, ID)));
  await db().delete(schema.backOfficeEdits).where(eq(schema.backOfficeEdits.itemId, ID));
  await staff.cleanup();
  await closeDb();
});

describe('files for the downloads page, uploaded in the back office', () => {
  let first: Uploaded;

  it('keeps a PDF under a safe name of its type, serves it publicly for good, and keeps the same bytes once', async () => {
    const bytes = pdf();
    const { res, json } = await send(bytes, '../Q3 Report (final).PDF');
    expect(res.status).toBe(201);
    expect(json).toMatchObject({ name: 'q3-report-final.pdf', mime: 'application/pdf', bytes: bytes.byteLength });
    expect(json.file).toMatch(/^\/api\/files\/[a-f0-9]{32}\/q3-report-final\.pdf$/);
    first = json;

    const served = await fetchFile(json.file);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline; filename="q3-report-final.pdf"');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    // The name is part of the address: another one finds nothing.
    expect((await fetchFile(json.file.replace('q3-report-final.pdf', 'other.pdf'))).status).toBe(404);

    const again = await send(bytes, 'copy.pdf');
    expect(again.res.status).toBe(200);
    expect(again.json.file).toBe(json.file);
  });

  it('refuses a file that is not a PDF, ZIP, PNG or JPEG by its content, or larger than 25 MB, and keeps nothing', async () => {
    const before = await storedFiles();
    const exe = await send(Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), randomBytes(64)]), 'report.pdf', editor.cookie, 'application/pdf');
    expect(exe.res.status).toBe(415);
    expect(exe.json.error.fields?.file).toBe('Upload a PDF, ZIP, PNG or JPEG file.');
    const html = await send(Buffer.from('<html><script>alert(1)</script></html>'), 'page.png', editor.cookie, 'image/png');
    expect(html.res.status).toBe(415);
    const large = Buffer.alloc(DOWNLOAD_MAX_BYTES + 1);
    large.write('%PDF-1.4\n');
    const tooLarge = await send(large, 'huge.pdf');
    expect(tooLarge.res.status).toBe(413);
    expect(tooLarge.json.error.fields?.file).toBe('Files may be up to 25 MB.');
    expect(await storedFiles()).toBe(before);
  });

  it('offers a photo without its EXIF (no camera, no GPS position), turned upright, and refuses one that does not decode', async () => {
    // 40 × 20 pixels whose EXIF says "turn 90°", names the camera and holds where it was taken.
    const picture = await sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 40, b: randomBytes(1)[0]! } } })
      .jpeg()
      .toBuffer();
    const photo = await sharp(picture)
      .withMetadata({
        orientation: 6,
        exif: {
          IFD0: { Make: 'SecretCam' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3960/100' },
        },
      })
      .jpeg()
      .toBuffer();
    const GPS_IFD_TAG = Buffer.from([0x25, 0x88]);
    expect((await sharp(photo).metadata()).exif?.includes(GPS_IFD_TAG)).toBe(true);

    const { res, json } = await send(photo, 'Holiday.JPG', editor.cookie, 'image/jpeg');
    expect(res.status).toBe(201);
    expect(json).toMatchObject({ name: 'holiday.jpg', mime: 'image/jpeg' });
    const served = await fetchFile(json.file);
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const stored = Buffer.from(await served.arrayBuffer());
    expect(json.bytes).toBe(stored.byteLength);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes('SecretCam')).toBe(false);
    await db()
      .delete(schema.downloadFiles)
      .where(eq(schema.downloadFiles.id, json.file.split('/')[3]!));

    const before = await storedFiles();
    const broken = await send(photo.subarray(0, 200), 'broken.jpg', editor.cookie, 'image/jpeg');
    expect(broken.res.status).toBe(422);
    expect(broken.json.error.fields?.file).toBe('This file could not be read as an image, or it is larger than 40 megapixels.');
    expect(await storedFiles()).toBe(before);
  });

  it('adds a download with the uploaded file; it shows in a locale once its title is published there, in its category’s archive too', async () => {
    (revalidateTag as jest.Mock).mockClear();
    const res = await create(
      request('/api/admin/downloads', asStaff(editor.cookie, { body: { id: ID, categoryId: 'investor', publishedAt: '2026-10-30', file: first.file } })),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      id: ID,
      categoryId: 'investor',
      publishedAt: '2026-10-30',
      file: first.file,
      mime: 'application/pdf',
      bytes: first.bytes,
    });
    expect(revalidateTag).toHaveBeenCalledWith('downloads', { expire: 0 });
    const filesIn = async (locale: 'en' | 'de') => (await readDownloads(locale)).flatMap((c) => c.files.map((f) => f.id));
    expect(await filesIn('en')).not.toContain(ID);

    const fields = { title: 'Third-quarter report 2026', description: 'Revenue, margins and the outlook for the year.' };
    const saved = await saveDraft(
      request(`/api/admin/content/downloads/${ID}/en`, asStaff(editor.cookie, { method: 'PUT', body: { fields, draftVersion: null } })),
      params({ id: ID, locale: 'en' }),
    );
    expect(saved.status).toBe(200);
    const preview = await previewDownload(ID, 'en');
    expect(preview?.draft).toBe(true);
    expect(preview?.categories.find((c) => c.id === 'investor')?.files[0]).toMatchObject({ id: ID, title: fields.title, file: first.file });
    const { draft } = (await saved.json()) as { draft: { version: string } };
    const published = await publish(
      request(`/api/admin/content/downloads/${ID}/en/publish`, asStaff(editor.cookie, { body: { draftVersion: draft.version } })),
      params({ id: ID, locale: 'en' }),
    );
    expect(published.status).toBe(200);
    const investor = (await readDownloads('en')).find((c) => c.id === 'investor')!;
    expect(investor.files[0]).toMatchObject({ id: ID, title: fields.title, file: first.file, mime: 'application/pdf', bytes: first.bytes });
    expect(await filesIn('de')).not.toContain(ID);
    // Published texts are in the site search (a download is found by its title).
    const indexed = await db().select().from(schema.searchDocuments).where(eq(schema.searchDocuments.refId, ID));
    expect(indexed.map((d) => [d.locale, d.title, d.url])).toEqual([['en', fields.title, `/downlish#${ID}`]]);
    // The category's ZIP holds the uploaded file beside the ones on disk.
    const zip = await archiveOf('investor');
    expect(zip.includes(Buffer.from('q3-report-final.pdf'))).toBe(true);
    expect(zip.includes(Buffer.from('pawtrail-annual-report-2025.pdf'))).toBe(true);
  });

  it('refuses an unknown category, a file that was not uploaded, a day that does not exist and a taken id, changing nothing', async () => {
    const current = (await mine())!;
    const cases: [Record<string, unknown>, string][] = [
      [{ categoryId: 'secret' }, 'categoryId'],
      [{ file: '/downloads/c4-manual.pdf' }, 'file'],
      [{ file: `/api/files/${'0'.repeat(32)}/x.pdf` }, 'file'],
      [{ file: 'https://evil.example/x.pdf' }, 'file'],
      [{ publishedAt: '2026-02-30' }, 'publishedAt'],
      [{ publishedAt: '30.10.2026' }, 'publishedAt'],
    ];
    for (const [bad, field] of cases) {
      const res = await patch({ categoryId: current.categoryId, publishedAt: current.publishedAt, file: current.file, updatedAt: current.updatedAt, ...bad });
      expect(res.status).toBe(422);
      expect(Object.keys(((await res.json()) as Failure).error.fields ?? {})).toContain(field);
    }
    expect(await mine()).toEqual(current);
    const taken = await create(
      request(
        '/api/admin/downloads',
        asStaff(editor.cookie, { body: { id: 'c4-manual', categoryId: 'manuals', publishedAt: '2026-01-01', file: first.file } }),
      ),
    );
    expect(taken.status).toBe(409);
    expect((await downloads()).items.find((d) => d.id === 'c4-manual')!.file).toBe('/downloads/c4-manual.pdf');
  });

  it('replaces the file over the version seen (an older version answers 409) and drops the replaced upload', async () => {
    const seen = (await mine())!;
    const next = (await send(pdf(), 'Q3 report v2.pdf')).json;
    const res = await patch({ categoryId: 'investor', publishedAt: '2026-10-31', file: next.file, updatedAt: seen.updatedAt });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ file: next.file, bytes: next.bytes, publishedAt: '2026-10-31' });
    expect((await fetchFile(first.file)).status).toBe(404);
    expect((await fetchFile(next.file)).status).toBe(200);
    const stale = await patch({ categoryId: 'manuals', publishedAt: '2026-10-31', file: next.file, updatedAt: seen.updatedAt });
    expect(stale.status).toBe(409);
    expect(await mine()).toMatchObject({ categoryId: 'investor', file: next.file });
  });

  it('is for editors and admins only', async () => {
    const seen = (await mine())!;
    expect((await downloads(support.cookie)).res.status).toBe(403);
    expect((await send(pdf(), 'x.pdf', support.cookie)).res.status).toBe(403);
    expect((await send(pdf(), 'x.pdf', null)).res.status).toBe(401);
    expect((await patch({ categoryId: 'manuals', publishedAt: seen.publishedAt, file: seen.file, updatedAt: seen.updatedAt }, support.cookie)).status).toBe(
      403,
    );
    expect(await mine()).toEqual(seen);
  });

  it('keeps content:publish from overwriting a changed download unless forced', async () => {
    const refused = seed(process.env.DATABASE_URL!);
    await expect(refused).rejects.toBeInstanceOf(BackOfficeEditsError);
    await expect(refused).rejects.toThrow(`download:${ID}`);
  });

  it('removes a download, its texts, search entry and uploaded file, keeping the audit', async () => {
    const seen = (await mine())!;
    const stale = await remove(
      request(`/api/admin/downloads/${ID}`, asStaff(editor.cookie, { method: 'DELETE', body: { updatedAt: new Date(0).toISOString() } })),
      params({ id: ID }),
    );
    expect(stale.status).toBe(409);
    const res = await remove(
      request(`/api/admin/downloads/${ID}`, asStaff(editor.cookie, { method: 'DELETE', body: { updatedAt: seen.updatedAt } })),
      params({ id: ID }),
    );
    expect(res.status).toBe(204);
    expect((await readDownloads('en')).flatMap((c) => c.files.map((f) => f.id))).not.toContain(ID);
    expect(await db().select().from(schema.downloadTexts).where(eq(schema.downloadTexts.downloadId, ID))).toEqual([]);
    expect(await db().select().from(schema.searchDocuments).where(eq(schema.searchDocuments.refId, ID))).toEqual([]);
    expect((await fetchFile(seen.file)).status).toBe(404);
    const [entry] = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'download.delete'), eq(schema.auditLog.targetId, ID), eq(schema.auditLog.actor, editor.email)));
    expect(entry).toMatchObject({ actor: editor.email, before: expect.objectContaining({ texts: { en: 'Third-quarter report 2026' } }) });
  });

  it('sweeps files uploaded more than a day ago that no download offers, and keeps offered and recent ones', async () => {
    const old = await send(pdf(), 'never-saved.pdf');
    const recent = await send(pdf(), 'saved-later.pdf');
    const offered = await send(pdf(), 'offered.pdf');
    const idOf = (file: string) => file.split('/')[3]!;
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    for (const f of [old.json, offered.json])
      await db()
        .update(schema.downloadFiles)
        .set({ createdAt: twoDaysAgo })
        .where(eq(schema.downloadFiles.id, idOf(f.file)));
    const other = `${ID}-kept`;
    await db()
      .insert(schema.downloads)
      .values({ id: other, categoryId: 'investor', publishedAt: '2026-01-05', file: offered.json.file, mime: 'application/pdf', bytes: offered.json.bytes });
    try {
      // The next upload sweeps: the old unsaved file goes, the offered one and the recent one stay.
      const next = await send(pdf(), 'next.pdf');
      expect(next.res.status).toBe(201);
      expect((await fetchFile(old.json.file)).status).toBe(404);
      expect((await fetchFile(offered.json.file)).status).toBe(200);
      expect((await fetchFile(recent.json.file)).status).toBe(200);
      // Saving a form with the swept file asks for it again instead of offering a missing file.
      const late = await create(
        request(
          '/api/admin/downloads',
          asStaff(editor.cookie, { body: { id: `${ID}-late`, categoryId: 'investor', publishedAt: '2026-01-05', file: old.json.file } }),
        ),
      );
      expect(late.status).toBe(422);
      expect(((await late.json()) as Failure).error.fields?.file).toBe('Upload the file first, then save.');
      await db()
        .delete(schema.downloadFiles)
        .where(inArray(schema.downloadFiles.id, [idOf(recent.json.file), idOf(next.json.file)]));
    } finally {
      await db().delete(schema.downloads).where(eq(schema.downloads.id, other));
      await db()
        .delete(schema.downloadFiles)
        .where(eq(schema.downloadFiles.id, idOf(offered.json.file)));
    }
  });
});
