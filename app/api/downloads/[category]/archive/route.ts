import { Readable } from 'node:stream';
import { z } from 'zod';
import { categoryArchive } from '@/lib/server/download-archive';
import { handler } from '@/lib/server/http/handler';
import { notFound } from '@/lib/server/http/errors';

export const runtime = 'nodejs';

const params = z.object({ category: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/) });

/** GET /api/downloads/{category}/archive — every file of a category (or `all`) as one ZIP, streamed. */
export const GET = handler({ params }, async ({ params: { category }, req }) => {
  const archive = await categoryArchive(category);
  if (!archive) throw notFound();
  const headers = new Headers({
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${archive.filename}"`,
    ETag: archive.etag,
    'Cache-Control': 'public, max-age=3600',
  });
  if (req.headers.get('if-none-match') === archive.etag) return new Response(null, { status: 304, headers });
  const { bytes, stream } = await archive.open();
  headers.set('Content-Length', String(bytes));
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status: 200, headers });
});
