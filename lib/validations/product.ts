import './jitless';
import { z } from 'zod';

export const PRODUCT_SORTS = ['featured', 'newest', 'price-asc', 'price-desc'] as const;

export const productId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const productListQuery = z.object({
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/)
    .default('all'),
  sort: z.enum(PRODUCT_SORTS).default('featured'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional().meta({ description: 'nextCursor of the previous page' }),
});
