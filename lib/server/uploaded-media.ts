import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db, schema } from './db';

/** One stored width of an uploaded image (WebP bytes), or null. */
export async function readMediaVariant(id: string, width: number): Promise<Buffer | null> {
  const v = schema.mediaVariants;
  const [row] = await db()
    .select({ data: v.data })
    .from(v)
    .where(and(eq(v.mediaId, id), eq(v.width, width)));
  return row?.data ?? null;
}
