import type { ORDER_STATUSES } from '@/lib/validations/order';
import type { ReturnStatus } from '@/lib/validations/returns';

type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The badge class of an order's or a return's status. Coral is the site's warning colour, so only
 * what needs the buyer's attention wears it (a cancelled order, a rejected return); progress
 * (paid, shipped, delivered, approved, refunded) is green, waiting is neutral.
 */
export function statusBadge(status: OrderStatus | ReturnStatus): string {
  switch (status) {
    case 'paid':
    case 'shipped':
    case 'delivered':
    case 'approved':
    case 'refunded':
      return 'badge badge--success';
    case 'cancelled':
    case 'rejected':
      return 'badge';
    default:
      return 'badge badge--neutral';
  }
}
