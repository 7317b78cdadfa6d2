import 'server-only';

/**
 * The items of a bulk action, each with the version the member saw: one per id, in id order (two
 * bulk actions then lock rows in the same order and never wait on each other in a cycle).
 */
export function bulkItems<T extends { id: string }>(items: readonly T[]): T[] {
  return [...new Map(items.map((i) => [i.id, i])).values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Why each item cannot take part, against its locked row: gone (`not_found`) or changed since the
 * member's version (`changed`); `more` adds a refusal of the caller's own for a current row.
 */
export async function versionRefusals<R extends { id: string; updatedAt: Date }, Reason extends string = never>(
  items: readonly { id: string; updatedAt: string }[],
  rows: readonly R[],
  more?: (row: R) => Promise<Reason | null>,
): Promise<{ byId: Map<string, R>; refused: { id: string; reason: 'not_found' | 'changed' | Reason }[] }> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const refused: { id: string; reason: 'not_found' | 'changed' | Reason }[] = [];
  for (const item of items) {
    const row = byId.get(item.id);
    const reason = !row ? 'not_found' : row.updatedAt.toISOString() !== new Date(item.updatedAt).toISOString() ? 'changed' : ((await more?.(row)) ?? null);
    if (reason) refused.push({ id: item.id, reason });
  }
  return { byId, refused };
}
