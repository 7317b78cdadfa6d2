import { z } from 'zod';
import { keysetCursor, parseInstant, PG_INT_MAX, serialId, serialIdParam, uuidCursor } from './cursor';
import { restoreSchema } from './content';
import { keysetPage } from './version';

const ID = '0b7c2a52-5f3e-4d7a-9a51-3c1f6d2e8b90';

describe('parseInstant', () => {
  it('reads what toISOString writes, and up to microseconds', () => {
    expect(parseInstant('2026-11-28T08:33:21.123Z')?.toISOString()).toBe('2026-11-28T08:33:21.123Z');
    expect(parseInstant('2026-11-28T08:33:21Z')?.toISOString()).toBe('2026-11-28T08:33:21.000Z');
    expect(parseInstant('2024-02-29T23:59:59.999999Z')?.toISOString()).toBe('2024-02-29T23:59:59.999Z');
  });

  it.each([
    ['30 February (JavaScript would roll it over to March)', '2026-02-30T00:00:00.000Z'],
    ['29 February of a common year', '2026-02-29T00:00:00.000Z'],
    ['month 13', '2026-13-01T00:00:00.000Z'],
    ['month 0', '2026-00-10T00:00:00.000Z'],
    ['hour 24', '2026-01-01T24:00:00.000Z'],
    ['minute 60', '2026-01-01T23:60:00.000Z'],
    ['second 60', '2026-01-01T23:59:60.000Z'],
    ['year 0 (PostgreSQL has none)', '0000-01-01T00:00:00.000Z'],
    ['a local time', '2026-01-01T00:00:00.000'],
    ['an offset', '2026-01-01T00:00:00.000+02:00'],
    ['seven decimals', '2026-01-01T00:00:00.0000000Z'],
    ['a date alone', '2026-01-01'],
    ['nothing', ''],
  ])('refuses %s', (_, text) => {
    expect(parseInstant(text)).toBeNull();
  });
});

describe('keyset cursors', () => {
  it('read <instant>|<id> into the instant and the id', () => {
    expect(uuidCursor.parse(`2026-11-28T08:33:21.123Z|${ID}`)).toEqual({ at: new Date('2026-11-28T08:33:21.123Z'), id: ID });
    const slugCursor = keysetCursor(z.string().regex(/^[a-z-]+$/));
    expect(slugCursor.parse('2026-01-02T03:04:05.678Z|spring-news')).toEqual({ at: new Date('2026-01-02T03:04:05.678Z'), id: 'spring-news' });
  });

  it.each([
    ['an impossible date', `2026-02-30T00:00:00.000Z|${ID}`],
    ['an id of dashes only', '2026-01-01T00:00:00.000Z|------------------------------------'],
    ['an id with the dashes out of place', '2026-01-01T00:00:00.000Z|0b7c2a525f3e-4d7a-9a51-3c1f6d2e8b90-'],
    ['no id', '2026-01-01T00:00:00.000Z|'],
    ['no instant', `|${ID}`],
    ['no separator', ID],
    ['two ids', `2026-01-01T00:00:00.000Z|${ID}|${ID}`],
    ['an overlong value', `2026-01-01T00:00:00.000Z|${'a'.repeat(500)}`],
  ])('refuse %s as an invalid field', (_, value) => {
    expect(uuidCursor.safeParse(value).success).toBe(false);
    expect(z.object(keysetPage).safeParse({ before: value }).success).toBe(false);
  });
});

describe('serial ids', () => {
  it('accept 1 to the largest PostgreSQL integer', () => {
    expect(serialId.parse(1)).toBe(1);
    expect(serialId.parse(PG_INT_MAX)).toBe(PG_INT_MAX);
    expect(serialIdParam.parse('1042')).toBe(1042);
  });

  it.each([0, -1, 1.5, 2 ** 31, 2 ** 53, Number.MAX_VALUE])('refuse %p', (n) => {
    expect(serialId.safeParse(n).success).toBe(false);
    expect(serialIdParam.safeParse(String(n)).success).toBe(false);
  });

  it('refuse numbers written out of range or not at all in a query', () => {
    for (const text of ['99999999999999999999', '1e400', 'NaN', 'abc', '0x10']) expect(serialIdParam.safeParse(text).success).toBe(false);
  });

  it('bound a restore’s versionId, so 2^31 is an invalid field rather than a failed query', () => {
    expect(restoreSchema.safeParse({ versionId: 2 ** 31, draftVersion: null }).success).toBe(false);
    expect(restoreSchema.safeParse({ versionId: 7, draftVersion: null }).success).toBe(true);
  });
});
