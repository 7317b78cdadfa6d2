import { z } from 'zod';
import { readAvatar } from '@/lib/server/avatars';
import { notFound } from '@/lib/server/http/errors';
import { handler } from '@/lib/server/http/handler';
import { UPLOADED_FILE_POLICY } from '@/lib/security-headers';

/**
 * GET /api/avatars/{id}: a stored avatar. The id is 128 random bits and changes with every
 * upload, so an <img> can load it without the auth header and it may be cached for good.
 */
export const GET = handler({ params: z.object({ id: z.string().regex(/^[a-f0-9]{32}$/) }) }, async ({ params }) => {
  const bytes = await readAvatar(params.id);
  if (!bytes) throw notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'image/webp',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
      'Cache-Control': 'private, max-age=31536000, immutable',
      'Content-Security-Policy': UPLOADED_FILE_POLICY,
    },
  });
});
