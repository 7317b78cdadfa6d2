import { z } from 'zod';
import { readDownloadFile } from '@/lib/server/download-files';
import { notFound } from '@/lib/server/http/errors';
import { handler } from '@/lib/server/http/handler';
import { contentSecurityPolicy, UPLOADED_FILE_POLICY } from '@/lib/security-headers';

const params = z.object({ id: z.string().regex(/^[a-f0-9]{32}$/), name: z.string().regex(/^[a-z0-9._-]{1,90}$/) });

/**
 * GET /api/files/{id}/{name}: a file staff uploaded for the downloads page. A file never changes
 * under its id (a replacement is a new upload), so it is public and cached for good; it is served
 * from the database, so every instance has it. PDFs and images open in the browser, archives are
 * saved; nosniff throughout, and images and archives are sandboxed (Chrome will not show a PDF
 * in a sandboxed document, and its viewer runs no page script).
 */
export const GET = handler({ params }, async ({ params }) => {
  const file = await readDownloadFile(params.id, params.name);
  if (!file) throw notFound();
  const disposition = file.mime === 'application/zip' ? 'attachment' : 'inline';
  // A PDF gets the site's policy, which Chrome's viewer works under (next.config.ts leaves these routes to set their own).
  const policy = file.mime === 'application/pdf' ? contentSecurityPolicy(false) : UPLOADED_FILE_POLICY;
  return new Response(new Uint8Array(file.data), {
    headers: {
      'Content-Security-Policy': policy,
      'Content-Type': file.mime,
      'Content-Length': String(file.data.byteLength),
      'Content-Disposition': `${disposition}; filename="${file.name}"`,
      'Last-Modified': file.createdAt.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
});
