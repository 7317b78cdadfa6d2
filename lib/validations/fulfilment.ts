import './jitless';
import { z } from 'zod';
import { serialIdParam } from './cursor';
import { versionField } from './version';
import { ORDER_STATUSES } from './order';

export const staffOrderQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  /** An order number (`1042`, `#1042`) or part of the customer's email. */
  q: z.string().trim().max(100).optional(),
  before: serialIdParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

const version = { updatedAt: versionField };

/** A move staff make: ship (with carrier and tracking number), deliver, or cancel with a refund. */
export const orderStatusChangeSchema = z.discriminatedUnion('to', [
  z.object({
    to: z.literal('shipped'),
    carrier: z.string().trim().min(2).max(60),
    trackingNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{3,39}$/),
    ...version,
  }),
  z.object({ to: z.literal('delivered'), ...version }),
  z.object({ to: z.literal('cancelled'), ...version }),
]);

const { trackingNumber } = orderStatusChangeSchema.options[0].shape;

/** The choice in the shipping form's carrier list that asks for the name of a carrier not listed. */
export const OTHER_CARRIER = '*other';

/**
 * The shipping form's fields (the page adds `to` and the version, and sends `otherCarrier` as the
 * carrier when OTHER_CARRIER is chosen): a listed carrier's name (lib/shop/tracking.ts), or another's.
 */
export const shipmentSchema = z
  // The list's empty choice is "required", not "too short".
  .object({ carrier: z.string().min(1), otherCarrier: z.string().trim().max(60), trackingNumber })
  .superRefine((value, ctx) => {
    if (value.carrier === OTHER_CARRIER && value.otherCarrier.length < 2)
      ctx.addIssue({ code: 'too_small', origin: 'string', minimum: 2, inclusive: true, input: value.otherCarrier, path: ['otherCarrier'] });
  });

/** POST /api/admin/orders/shipments: a CSV file's text (columns order, carrier, tracking; lib/server/staff/order-shipments.ts). */
export const shipmentImportSchema = z.object({
  csv: z
    .string()
    .min(1)
    .max(256 * 1024),
});
