import 'server-only';
import { schema, type Queryable } from '../db';

/**
 * Marks an item whose non-text fields staff changed: `npm run content:publish` refuses to overwrite
 * it unless forced (scripts/seed.ts). In the transaction of the change, before its other writes.
 */
export async function markEdited(
  q: Queryable,
  actor: { staff: { id: string } },
  kind: 'product' | 'slide' | 'news' | 'download' | 'faq' | 'settings' | 'timeline' | 'certificate',
  itemId: string,
): Promise<void> {
  const set = { updatedAt: new Date(), updatedBy: actor.staff.id };
  await q
    .insert(schema.backOfficeEdits)
    .values({ kind, itemId, ...set })
    .onConflictDoUpdate({ target: [schema.backOfficeEdits.kind, schema.backOfficeEdits.itemId], set });
}
