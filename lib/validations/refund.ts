import './jitless';
import { z } from 'zod';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, productSlug } from './cart';

/** A reason is a line for the record and the audit log, not a letter. */
export const REFUND_REASON_MAX = 500;

/**
 * POST /api/admin/orders/{id}/refunds: the order lines given back (how many of each), whether the
 * shipping is refunded too, whether the lines go back into stock, why, and the key the client made
 * for this refund (a retry sends the same key and refunds once). Whether the lines are the order's
 * and the quantities still open is the server's check (it needs the order).
 */
export const refundInput = z.object({
  lines: z
    .array(
      z.object({
        productId: productSlug,
        colorId: productSlug,
        quantity: z.number('#quantityRange').int('#quantityRange').min(1, '#quantityRange').max(MAX_LINE_QUANTITY, '#quantityRange'),
      }),
    )
    .max(MAX_CART_LINES),
  shipping: z.boolean().default(false),
  restock: z.boolean().default(false),
  reason: z.string().trim().min(2).max(REFUND_REASON_MAX),
  idempotencyKey: z.uuid(),
});
export type RefundInput = z.infer<typeof refundInput>;
