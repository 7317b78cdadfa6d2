import { z } from 'zod';
import { productId } from '@/lib/validations/product';
import { handler, json } from '@/lib/server/http/handler';
import { queryProduct } from '@/lib/server/catalogue';
import { notFound } from '@/lib/server/http/errors';

const params = z.object({ id: productId });

/** GET /api/products/{id} — one product with its colours and images, localized by x-lang. */
export const GET = handler({ params }, async ({ params: { id }, locale }) => {
  const product = await queryProduct(locale, id);
  if (!product) throw notFound();
  return json(product);
});
