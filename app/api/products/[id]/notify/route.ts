import { z } from 'zod';
import { productId } from '@/lib/validations/product';
import { addNotification } from '@/lib/server/catalogue';
import { conflict, notFound, tooManyRequests } from '@/lib/server/http/errors';
import { handler, json } from '@/lib/server/http/handler';
import { rateLimit } from '@/lib/server/rate-limit';
import { notifySchema } from '@/lib/validations/notify';

const params = z.object({ id: productId });

/** POST /api/products/{id}/notify {email} — "tell me when it is available" for a coming-soon or sold-out product (one mail, when it is). */
export const POST = handler({ body: notifySchema, params }, async ({ body, params: { id }, locale, ip }) => {
  const limit = await rateLimit(`notify:ip:${ip}`, 10, 60 * 60 * 1000);
  if (!limit.ok) throw tooManyRequests(limit.retryAfter);
  const result = await addNotification(id, body.email, locale);
  if (result === 'not_found') throw notFound();
  if (result === 'available') throw conflict('product_available');
  return json({ ok: true }, { status: 201 });
});
