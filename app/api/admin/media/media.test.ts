import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { GET as serve } from '@/app/api/media/[id]/[file]/route';
import { closeDb, db, schema } from '@/lib/server/db';
import { staffMediaPageSchema } from '@/lib/types/staff';
import { params, request } from '@/test/http';
import { shopFixtures } from '@/test/shop-fixtures';
import { staffFixtures } from '@/test/staff-fixtures';
import { DELETE as remove, GET as usage } from './[id]/route';
import { GET as list, POST as upload } from './route';

type Item = { id: string; name: string; width: number; height: number; src: string; widths: number[]; by: string | null };

const staff = staffFixtures();
const { asStaff } = staff;
const fixtures = shopFixtures();
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;
const uploaded: string[] = [];

/** A photo-like test image with a different pixel per call, so no two uploads share a hash by accident. */
let seed = 0;
const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') => {
  seed += 1;
  const image = sharp({ create: { width, height, channels: 3, background: { r: (seed * 37) % 256, g: 120, b: (seed * 91) % 256 } } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
};

const send = async (body: Buffer | string, type = 'image/png', cookie: string | null = editor.cookie, name = 'harbour.png', extra: { token?: string } = {}) => {
  const res = await upload(
    request(`/api/admin/media?name=${encodeURIComponent(name)}`, {
      ...asStaff(cookie, { method: 'POST', rawBody: body as unknown as string, headers: { 'content-type': type }, ...extra }),
    }),
  );
  const json = (await res.json()) as Item & { error?: { code: string; fields?: Record<string, string> } };
  if (res.ok) uploaded.push(json.id);
  return { res, json };
};
const file = (id: string, width: number) => serve(request(`/api/media/${id}/${width}.webp`), params({ id, file: `${width}.webp` }));

beforeAll(async () => {
  [editor, support] = await Promise.all([staff.signedIn('editor'), staff.signedIn('support')]);
});

afterAll(async () => {
  if (uploaded.length) await db().delete(schema.media).where(inArray(schema.media.id, uploaded));
  await staff.cleanup();
  await fixtures.cleanup();
  await closeDb();
});

describe('images uploaded in the back office', () => {
  it('re-encodes an upload as WebP at every standard width up to its own, and serves each publicly for good', async () => {
    const { res, json } = await send(await picture(2400, 1200), 'image/png', editor.cookie, 'Harbour banner.png');
    expect(res.status).toBe(201);
    expect(json).toMatchObject({ name: 'Harbour banner.png', width: 1920, height: 960, widths: [480, 960, 1440, 1920], by: editor.name });
    expect(json.src).toBe(`/api/media/${json.id}/1920.webp`);
    for (const width of json.widths) {
      const served = await file(json.id, width);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }
    expect((await file(json.id, 1000)).status).toBe(404);
    expect((await file('f'.repeat(32), 480)).status).toBe(404);
    const [entry] = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'media.upload'), eq(schema.auditLog.targetId, json.id)));
    expect(entry).toMatchObject({ actor: editor.email, after: expect.objectContaining({ width: 1920, input: expect.objectContaining({ format: 'png' }) }) });
  });

  it('never enlarges a small image, turns a photo upright and drops its metadata (no location leaks)', async () => {
    const small = await send(await picture(300, 200));
    expect(small.json).toMatchObject({ width: 300, height: 200, widths: [300] });

    // A JPEG 1000 wide, 600 high, whose EXIF says "turn 90°", carries a camera note and where it was taken.
    const photo = await sharp(await picture(1000, 600, 'jpeg'))
      .withMetadata({
        orientation: 6,
        exif: {
          IFD0: { Make: 'SecretCam', ImageDescription: 'Home address 12 Elm St' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3960/100' },
        },
      })
      .jpeg()
      .toBuffer();
    // The EXIF holds a GPS directory (tag 0x8825).
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const { json } = await send(photo, 'image/jpeg', editor.cookie, 'phone.jpg');
    expect(json).toMatchObject({ width: 600, height: 1000, widths: [480, 600] });
    const served = Buffer.from(await (await file(json.id, 600)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ width: 600, height: 1000 });
    expect(meta.exif).toBeUndefined();
    expect(served.toString('latin1')).not.toContain('SecretCam');
  });

  it('gives the same image for the same file uploaded twice', async () => {
    const bytes = await picture(800, 400);
    const first = await send(bytes);
    const second = await send(bytes, 'image/png', editor.cookie, 'again.png');
    expect(first.res.status).toBe(201);
    expect(second.res.status).toBe(200);
    expect(second.json.id).toBe(first.json.id);
    expect(await db().select().from(schema.media).where(eq(schema.media.id, first.json.id))).toHaveLength(1);
  });

  it('judges the file by its content: other files, broken images and oversized ones are refused and nothing is kept', async () => {
    // Counted for this editor only: other suites add and remove their own images meanwhile.
    const mine = () => db().select({ id: schema.media.id }).from(schema.media).where(eq(schema.media.createdBy, editor.id));
    const before = (await mine()).length;
    // An SVG (can carry script) and an HTML page declared as PNG.
    const svg = await send('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/svg+xml');
    expect(svg.res.status).toBe(415);
    expect(svg.json.error?.fields?.file).toMatch(/PNG, JPEG, WebP or GIF/);
    expect((await send('<html><script>alert(1)</script></html>', 'image/png')).res.status).toBe(415);
    expect((await send(await picture(100, 100), 'text/plain')).res.status).toBe(415);
    // PNG's signature followed by garbage.
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    const bad = await send(broken);
    expect(bad.res.status).toBe(422);
    expect(bad.json.error?.code).toBe('invalid_image');
    // Over 10 MB: refused while reading, whatever the declared length.
    const huge = Buffer.concat([await picture(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    expect((await send(huge)).res.status).toBe(413);
    expect((await mine()).length).toBe(before);
  });

  it('is for editors and admins: support, customers and visitors upload nothing and list nothing', async () => {
    const bytes = await picture(64, 64);
    const customer = await fixtures.user();
    expect((await send(bytes, 'image/png', support.cookie)).res.status).toBe(403);
    expect((await send(bytes, 'image/png', null, 'x.png', { token: customer.token })).res.status).toBe(403);
    expect((await send(bytes, 'image/png', null)).res.status).toBe(401);
    expect((await list(request('/api/admin/media', asStaff(support.cookie)))).status).toBe(403);
  });

  it('lists uploads newest first in pages that do not shift when more arrive', async () => {
    const page1 = (await (await list(request('/api/admin/media?limit=2', asStaff(editor.cookie)))).json()) as { items: Item[]; nextBefore: string };
    expect(page1.items).toHaveLength(2);
    // The answer is what lib/types/staff.ts declares (and /api/openapi.json documents): the screen reads that type.
    const parsed = staffMediaPageSchema.safeParse(page1);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    await send(await picture(120, 90));
    const page2 = (await (await list(request(`/api/admin/media?limit=2&before=${page1.nextBefore}`, asStaff(editor.cookie)))).json()) as {
      items: Item[];
    };
    const ids = [...page1.items, ...page2.items].map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(page2.items[0]!.id).not.toBe(uploaded.at(-1));
  });

  it('finds images by part of the name in any case, taking % and _ as typed', async () => {
    const names = ['Harbour-Walk.png', 'harbour_cat.png', 'harbourXcat.png'];
    for (const [i, name] of names.entries()) await send(await picture(60 + i, 40), 'image/png', editor.cookie, name);
    const found = async (q: string) =>
      ((await (await list(request(`/api/admin/media?limit=50&q=${encodeURIComponent(q)}`, asStaff(editor.cookie)))).json()) as { items: Item[] }).items.map(
        (i) => i.name,
      );
    expect((await found('HARBOUR')).filter((n) => names.includes(n)).sort()).toEqual([...names].sort());
    expect((await found('harbour_')).filter((n) => names.includes(n))).toEqual(['harbour_cat.png']);
    expect(await found('no-such-image-name')).toEqual([]);
    expect((await list(request(`/api/admin/media?q=${'x'.repeat(101)}`, asStaff(editor.cookie)))).status).toBe(422);
  });

  describe('deleting an image', () => {
    const del = (id: string, cookie: string | null = editor.cookie, extra: { token?: string } = {}) =>
      remove(request(`/api/admin/media/${id}`, asStaff(cookie, { method: 'DELETE', ...extra })), params({ id }));
    const usesOf = async (id: string) =>
      ((await (await usage(request(`/api/admin/media/${id}`, asStaff(editor.cookie)), params({ id }))).json()) as { uses: { kind: string; label: string }[] })
        .uses;

    it('deletes an image nothing uses, with every width, and audits it', async () => {
      const { json } = await send(await picture(1000, 500));
      expect(await usesOf(json.id)).toEqual([]);
      const res = await del(json.id);
      expect(res.status).toBe(204);
      for (const width of json.widths) expect((await file(json.id, width)).status).toBe(404);
      expect(await db().select().from(schema.mediaVariants).where(eq(schema.mediaVariants.mediaId, json.id))).toEqual([]);
      const [entry] = await db()
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.action, 'media.delete'), eq(schema.auditLog.targetId, json.id)));
      expect(entry).toMatchObject({ actor: editor.email, before: expect.objectContaining({ name: 'harbour.png', width: 1000 }) });
      // Gone: a second delete and the usage both say so.
      expect((await del(json.id)).status).toBe(404);
      expect((await usage(request(`/api/admin/media/${json.id}`, asStaff(editor.cookie)), params({ id: json.id }))).status).toBe(404);
    });

    it('refuses to delete an image that content, a draft or a restorable version uses, and names the places', async () => {
      const { json } = await send(await picture(640, 480));
      const certificate = `media-test-${json.id.slice(0, 8)}`;
      await db().insert(schema.certificates).values({ id: certificate, year: 2026, image: json.src });
      await db()
        .insert(schema.contentDrafts)
        .values({ kind: 'brand', itemId: 'media-test', locale: 'de', fields: { title: 'Test', body: `<p><a href="${json.src}">Bild</a></p>` } });
      try {
        const uses = await usesOf(json.id);
        expect(uses.map((u) => u.kind)).toEqual(['certificate', 'draft']);
        const res = await del(json.id);
        expect(res.status).toBe(409);
        const body = (await res.json()) as { error: { code: string; fields: { uses: string } } };
        expect(body.error.code).toBe('media_in_use');
        expect(body.error.fields.uses).toContain(`Certificate “${certificate}”`);
        expect(body.error.fields.uses).toContain('Unpublished draft of the brand section “media-test” (de)');
        expect((await file(json.id, 640)).status).toBe(200);

        // Once the places use another image, it may go.
        await db()
          .delete(schema.contentDrafts)
          .where(and(eq(schema.contentDrafts.kind, 'brand'), eq(schema.contentDrafts.itemId, 'media-test')));
        expect((await del(json.id)).status).toBe(409);
        await db().update(schema.certificates).set({ image: '/media/certificates/ce.svg' }).where(eq(schema.certificates.id, certificate));
        expect((await del(json.id)).status).toBe(204);
      } finally {
        await db().delete(schema.certificates).where(eq(schema.certificates.id, certificate));
        await db()
          .delete(schema.contentDrafts)
          .where(and(eq(schema.contentDrafts.kind, 'brand'), eq(schema.contentDrafts.itemId, 'media-test')));
      }
    });

    it('is for editors and admins: support, customers and visitors delete nothing', async () => {
      const { json } = await send(await picture(80, 80));
      const customer = await fixtures.user();
      expect((await del(json.id, support.cookie)).status).toBe(403);
      expect((await del(json.id, null, { token: customer.token })).status).toBe(403);
      expect((await del(json.id, null)).status).toBe(401);
      expect((await file(json.id, 80)).status).toBe(200);
      // An id of another kind (a download file's, a user's) is just not an image: 404, nothing else touched.
      expect((await del('0'.repeat(32))).status).toBe(404);
      expect((await del('not-an-id')).status).toBe(404);
    });
  });
});
