import { instantOfWallTime, isTimeZone, timeZones, wallTimeAt } from './zoned-time';

const iso = (wall: string, zone: string) => instantOfWallTime(wall, zone)?.toISOString() ?? null;

describe('wall-clock times in a time zone (Intl’s zone data)', () => {
  it('turns a wall time into the instant the zone means, summer time included', () => {
    expect(iso('2026-12-07T09:00', 'Asia/Tokyo')).toBe('2026-12-07T00:00:00.000Z');
    expect(iso('2026-12-07T09:00', 'Europe/Berlin')).toBe('2026-12-07T08:00:00.000Z');
    expect(iso('2026-07-07T09:00', 'Europe/Berlin')).toBe('2026-07-07T07:00:00.000Z');
    expect(iso('2026-07-07T09:00:30', 'America/New_York')).toBe('2026-07-07T13:00:30.000Z');
    expect(iso('2026-07-07T09:00', 'Asia/Kolkata')).toBe('2026-07-07T03:30:00.000Z');
    expect(iso('2026-07-07T09:00', 'UTC')).toBe('2026-07-07T09:00:00.000Z');
  });

  it('takes the first of a repeated hour and moves a skipped one forward, as Temporal’s default does', () => {
    // Berlin, 25 Oct 2026: 02:30 happens twice (summer time, then winter time).
    expect(iso('2026-10-25T02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
    // Berlin, 29 Mar 2026: the clocks jump from 02:00 to 03:00; 02:30 is taken as 03:30 summer time.
    expect(iso('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(wallTimeAt(new Date('2026-03-29T01:30:00Z'), 'Europe/Berlin')).toBe('2026-03-29T03:30:00');
  });

  it('reads an instant back as the zone’s wall time', () => {
    expect(wallTimeAt(new Date('2026-12-07T00:00:00Z'), 'Asia/Tokyo')).toBe('2026-12-07T09:00:00');
    expect(wallTimeAt(new Date('2026-12-31T23:59:59Z'), 'Pacific/Kiritimati')).toBe('2027-01-01T13:59:59');
    const now = Date.now() - (Date.now() % 1000);
    for (const zone of ['Asia/Tokyo', 'America/Los_Angeles', 'Australia/Lord_Howe', 'Asia/Kathmandu']) {
      expect(instantOfWallTime(wallTimeAt(now, zone), zone)?.getTime()).toBe(now);
    }
  });

  it('refuses what is not a date, a time or a zone', () => {
    expect(iso('2026-02-30T09:00', 'Europe/Berlin')).toBeNull();
    expect(iso('2026-12-07 09:00', 'Europe/Berlin')).toBeNull();
    expect(iso('2026-12-07T24:00', 'Europe/Berlin')).toBeNull();
    expect(iso('2026-12-07T09:00', 'Mars/Olympus_Mons')).toBeNull();
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
    expect(isTimeZone('../../etc/passwd')).toBe(false);
    expect(timeZones()).toEqual(expect.arrayContaining(['UTC', 'Asia/Tokyo', 'Europe/Berlin', 'America/New_York']));
  });
});
