import './jitless';
import { z } from 'zod';
import { PRODUCT_STATUSES, priceCents, stock } from './content';
import { versionField } from './version';

/** The most products one bulk action changes (the catalogue's size, with room). */
export const BULK_PRODUCTS_MAX = 200;

/** One change for every picked product: its status, featured flag, category, stock count or US price. */
export const productBulkChangeSchema = z.union([
  z.strictObject({ status: z.enum(PRODUCT_STATUSES) }),
  z.strictObject({ featured: z.boolean() }),
  z.strictObject({ categoryId: z.string().min(1).max(64) }),
  z.strictObject({ stock }),
  z.strictObject({ priceCents }),
]);
export type ProductBulkChange = z.infer<typeof productBulkChangeSchema>;

/** POST /api/admin/products/bulk: the picked products, each with the version the editor saw, and the change. */
export const productBulkSchema = z.object({
  items: z
    .array(z.object({ id: z.string().min(1).max(64), updatedAt: versionField }))
    .min(1)
    .max(BULK_PRODUCTS_MAX),
  change: productBulkChangeSchema,
});
