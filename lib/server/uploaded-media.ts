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

/** Width and height of one stored width of an uploaded image, or null. */
export async function mediaVariantSize(id: string, width: number): Promise<{ width: number; height: number } | null> {
  const v = schema.mediaVariants;
  const [row] = await db()
    .select({ width: v.width, height: v.height })
    .from(v)
    .where(and(eq(v.mediaId, id), eq(v.width, width)));
  return row ?? null;
}
