import { withdrawalDeadline, withdrawalLastDay, withdrawalWindow } from './withdrawal';

// The withdrawal period (lib/shop/withdrawal.ts): from the order to the end of the `days`-th day
// after delivery in the market's calendar, accepted until that day has ended everywhere.

const EU = { days: 14 };

describe('the withdrawal period', () => {
  it('ends `days` calendar days after the day of delivery, which does not count', () => {
    // Delivered in the Berlin afternoon of 2 March: the period's last day is 16 March.
    expect(withdrawalLastDay(new Date('2026-03-02T15:00:00+01:00'), 14, 'DE')).toBe('2026-03-16');
    // Late in the Berlin evening is still 2 March there.
    expect(withdrawalLastDay(new Date('2026-03-02T23:30:00+01:00'), 14, 'DE')).toBe('2026-03-16');
    // Across a month's end and a leap day.
    expect(withdrawalLastDay(new Date('2028-02-20T10:00:00Z'), 14, 'IT')).toBe('2028-03-05');
  });

  it('takes the delivery’s date in the market’s calendar, so a buyer east of UTC keeps their day', () => {
    // 00:30 in Seoul on 3 March is still 2 March in UTC; the buyer's last day is 10 March, not the 9th.
    expect(withdrawalLastDay(new Date('2026-03-03T00:30:00+09:00'), 7, 'KR')).toBe('2026-03-10');
    // Russia counts where its day begins first (Kamchatka, UTC+12): a Moscow evening is already the next day there.
    expect(withdrawalLastDay(new Date('2026-03-02T20:00:00+03:00'), 7, 'RU')).toBe('2026-03-10');
  });

  it('accepts a statement until the last day has ended everywhere (UTC−12)', () => {
    const deadline = withdrawalDeadline('2026-03-16');
    expect(deadline.toISOString()).toBe('2026-03-17T11:59:59.999Z');
    const delivered = new Date('2026-03-02T15:00:00+01:00');
    // Late on the last day in São Paulo (UTC−3) still counts; the next day at noon UTC it no longer does.
    expect(withdrawalWindow('delivered', 'DE', EU, delivered, new Date('2026-03-16T23:30:00-03:00'))).toEqual({ open: true, until: '2026-03-16' });
    expect(withdrawalWindow('delivered', 'DE', EU, delivered, new Date('2026-03-17T12:00:00Z'))).toEqual({ open: false, until: '2026-03-16' });
  });

  it('is open from payment until delivery, with no last day yet', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(withdrawalWindow('paid', 'DE', EU, null, now)).toEqual({ open: true, until: null });
    expect(withdrawalWindow('shipped', 'DE', EU, null, now)).toEqual({ open: true, until: null });
  });

  it('is never open for an unpaid or cancelled order, or where the market’s law gives no right', () => {
    const now = new Date('2026-03-03T00:00:00Z');
    const delivered = new Date('2026-03-02T00:00:00Z');
    expect(withdrawalWindow('pending', 'DE', EU, null, now).open).toBe(false);
    expect(withdrawalWindow('cancelled', 'DE', EU, null, now).open).toBe(false);
    expect(withdrawalWindow('delivered', 'US', null, delivered, now)).toEqual({ open: false, until: null });
  });
});
