import { z } from 'zod';
import { notFound } from '@/lib/server/http/errors';
import { handler } from '@/lib/server/http/handler';
import { readMediaVariant } from '@/lib/server/uploaded-media';
import { UPLOADED_FILE_POLICY } from '@/lib/security-headers';

const params = z.object({ id: z.string().regex(/^[a-f0-9]{32}$/), file: z.string().regex(/^\d{1,4}\.webp$/) });

/**
 * GET /api/media/{id}/{width}.webp: one width of an image staff uploaded. An image never changes
 * under its id (a new upload is a new id), so it is public and cached for good by browsers and
 * the front cache alike; it is served from the database, so every instance has it.
 */
export const GET = handler({ params }, async ({ params }) => {
  const bytes = await readMediaVariant(params.id, Number.parseInt(params.file, 10));
  if (!bytes) throw notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': UPLOADED_FILE_POLICY,
    },
  });
});
