import { SETTLE_INTERVAL_MS, startSweeper } from './sweep';

// The schedule alone: what each pass does is tested in sweep.test.ts and
// app/api/orders/pending-settlement.test.ts.
jest.mock('./shop/orders', () => ({ settleStalePendingOrders: jest.fn(async () => ({ completed: 0, released: 0, unknown: 0 })) }));
jest.mock('./staff/refunds', () => ({ settlePendingRefunds: jest.fn(async () => ({ confirmed: 0, dropped: 0, unknown: 0 })) }));
jest.mock('./db', () => {
  const table = { expiresAt: 'expires_at' };
  return {
    db: () => ({ delete: () => ({ where: () => ({ returning: async () => [] }) }) }),
    schema: { sessions: table, staffSessions: table, passwordResets: table, staffPasswordResets: table, orderLinks: table },
  };
});
jest.mock('drizzle-orm', () => ({ lt: () => 'expired' }));
const { settleStalePendingOrders } = jest.requireMock<{ settleStalePendingOrders: jest.Mock }>('./shop/orders');
const { settlePendingRefunds } = jest.requireMock<{ settlePendingRefunds: jest.Mock }>('./staff/refunds');

afterEach(() => jest.useRealTimers());

it('settles the checkouts that stopped halfway and the unconfirmed refunds a minute after start, then every 5 minutes, until stopped', async () => {
  jest.useFakeTimers();
  expect(SETTLE_INTERVAL_MS).toBe(5 * 60_000);
  const sweeper = startSweeper();
  await jest.advanceTimersByTimeAsync(59_000);
  expect(settleStalePendingOrders).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1_000);
  expect(settleStalePendingOrders).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(SETTLE_INTERVAL_MS * 3);
  expect(settleStalePendingOrders).toHaveBeenCalledTimes(4);
  expect(settlePendingRefunds).toHaveBeenCalledTimes(4);
  sweeper.stop();
  await jest.advanceTimersByTimeAsync(SETTLE_INTERVAL_MS * 3);
  expect(settleStalePendingOrders).toHaveBeenCalledTimes(4);
  expect(settlePendingRefunds).toHaveBeenCalledTimes(4);
});
