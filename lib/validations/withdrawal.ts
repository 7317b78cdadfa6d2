import './jitless';
import { z } from 'zod';
import { orderLinkToken } from './order';

/** A name as people write theirs: anything but blank, at most 100 characters. */
export const WITHDRAWAL_NAME_MAX = 100;

/**
 * POST /api/orders/{id}/withdrawal: the withdrawal statement (EU Directive 2023/2673). The order
 * names the contract and its email receives the acknowledgement, so the buyer gives only their name.
 */
export const withdrawalInput = z.object({
  name: z.string('#withdrawalName').trim().min(1, '#withdrawalName').max(WITHDRAWAL_NAME_MAX, '#withdrawalName'),
});
export type WithdrawalInput = z.infer<typeof withdrawalInput>;

/** A guest's statement, sent with the token of the order's mailed link (`/order#…`). */
export const linkedWithdrawalInput = withdrawalInput.extend({ token: orderLinkToken });
