/** @jest-environment jsdom */
import { getItem, isExpired, removeItem, setItem } from './storage';

describe('local storage helper', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.useRealTimers();
  });

  it('stores key, value, expires and the start time', () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    setItem('token', 'abc', 1000);
    const raw = JSON.parse(window.localStorage.getItem('pawtrail:token')!);
    expect(raw).toEqual({ key: 'token', value: 'abc', expires: 1000, startTime: Date.parse('2026-01-01T00:00:00Z') });
    expect(getItem('token')).toBe('abc');
  });

  it('reads an entry as absent once the elapsed time exceeds expires, and removes it', () => {
    jest.useFakeTimers({ now: 0 });
    setItem('draft', { text: 'hi' }, 1000);
    jest.setSystemTime(1000);
    expect(getItem('draft')).toEqual({ text: 'hi' });
    jest.setSystemTime(1001);
    expect(getItem('draft')).toBeNull();
    expect(window.localStorage.getItem('pawtrail:draft')).toBeNull();
  });

  it('keeps entries without expires forever', () => {
    jest.useFakeTimers({ now: 0 });
    setItem('storeLang', 'de');
    jest.setSystemTime(10 * 365 * 24 * 3600 * 1000);
    expect(getItem('storeLang')).toBe('de');
  });

  it('treats corrupt entries as absent', () => {
    window.localStorage.setItem('pawtrail:bad', '{not json');
    expect(getItem('bad')).toBeNull();
    window.localStorage.setItem('pawtrail:shape', JSON.stringify({ value: 1 }));
    expect(getItem('shape')).toBeNull();
  });

  it('removes entries', () => {
    setItem('x', 1);
    removeItem('x');
    expect(getItem('x')).toBeNull();
  });

  it('isExpired compares elapsed time with expires strictly', () => {
    expect(isExpired({ startTime: 0, expires: 10 }, 10)).toBe(false);
    expect(isExpired({ startTime: 0, expires: 10 }, 11)).toBe(true);
    expect(isExpired({ startTime: 0 }, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
