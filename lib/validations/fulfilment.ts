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

/** The shipping form's fields (the page adds `to` and the version). */
export const shipmentSchema = z.object({
  carrier: orderStatusChangeSchema.options[0].shape.carrier,
  trackingNumber: orderStatusChangeSchema.options[0].shape.trackingNumber,
});
