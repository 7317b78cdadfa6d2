import './jitless';
import { z } from 'zod';
import { orderLinkToken } from './order';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, productSlug } from './cart';
import { versionField } from './version';

/** Why a buyer sends goods back; the labels are `Orders.returnReasons.<reason>`. */
export const RETURN_REASONS = ['changed_mind', 'damaged', 'wrong_item', 'not_as_described', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Where a return request stands: staff approve or reject a new one, and mark an approved one refunded. */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** A comment is a few sentences for staff, not a letter. */
export const RETURN_COMMENT_MAX = 1000;

const quantity = z.number('#quantityRange').int('#quantityRange').min(1, '#quantityRange').max(MAX_LINE_QUANTITY, '#quantityRange');
const reason = z.enum(RETURN_REASONS, '#returnReason');
const comment = z.string().trim().max(RETURN_COMMENT_MAX).default('');

/**
 * POST /api/orders/{id}/returns: which lines of the order go back and how many of each (1–50
 * lines), why, and an optional comment. Whether the lines are the order's and the quantities
 * still open is the server's check (it needs the order).
 */
export const returnRequestInput = z.object({
  reason,
  comment,
  items: z
    .array(z.object({ productId: productSlug, colorId: productSlug, quantity }))
    .min(1, '#returnItems')
    .max(MAX_CART_LINES, '#returnItems'),
});
export type ReturnRequestInput = z.infer<typeof returnRequestInput>;
/** A guest's return request, sent with the token of the order's mailed link (`/order#…`). */
export const linkedReturnRequestInput = returnRequestInput.extend({ token: orderLinkToken });

/**
 * The order page's return form: one row per order line (ticked to return it, with how many),
 * the reason and the comment. Its output is mapped to `returnRequestInput` by the page; quantities
 * come from a select that offers only what can still be returned.
 */
export const returnRequestForm = z.object({
  reason,
  comment,
  lines: z
    .array(z.object({ productId: productSlug, colorId: productSlug, selected: z.boolean(), quantity: z.coerce.number().int().min(1) }))
    .refine((lines) => lines.some((l) => l.selected), '#returnItems'),
});
export type ReturnRequestForm = z.input<typeof returnRequestForm>;

/** GET /api/admin/returns?status= */
export const staffReturnQuery = z.object({
  status: z.enum(RETURN_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const returnParams = z.object({ id: z.uuid() });

/** PATCH /api/admin/returns/{id}: the new status and the version the member saw. */
export const returnStatusChange = z.object({
  status: z.enum(['approved', 'rejected', 'refunded']),
  updatedAt: versionField,
});
