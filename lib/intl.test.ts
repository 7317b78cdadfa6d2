import { formatDateTime, formatDateTimeRange, listText, rangeText, seriesText, withNote } from './intl';

describe('typography of each language in formatted text (issue 32)', () => {
  it('joins lists as the language does: 、 in Japanese and Chinese, never a Latin ", "', () => {
    expect(listText('ja', ['月', '水', '金'])).toBe('月、水、金');
    expect(listText('zh-CN', ['黑色', '白色', '棕色'])).toBe('黑色、白色、棕色');
    expect(listText('en', ['Mon', 'Wed', 'Fri'])).toBe('Mon, Wed, Fri');
    expect(listText('de', ['Mo', 'Mi', 'Fr'])).toBe('Mo, Mi und Fr');
    expect(listText('ja', ['月'])).toBe('月');
  });

  it('writes an enumeration without "and" with the language’s list separator', () => {
    expect(seriesText('ja', ['月', '水〜金'])).toBe('月、水〜金');
    expect(seriesText('zh-CN', ['周一', '周三'])).toBe('周一、周三');
    expect(seriesText('de', ['Mo', 'Mi–Fr'])).toBe('Mo, Mi–Fr');
    expect(seriesText('en', ['Mon', 'Wed', 'Fri'])).toBe('Mon, Wed, Fri');
  });

  it('writes Korean times with 오전/오후, not AM/PM', () => {
    const at = Date.UTC(2026, 10, 5, 17, 0);
    const text = formatDateTime('ko', { timeStyle: 'short', timeZone: 'UTC' }, at);
    expect(text).toBe('오후 5:00');
    expect(formatDateTime('ko', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }, Date.UTC(2026, 10, 5, 9, 30))).toMatch(/오전 9:30$/);
    expect(formatDateTime('en', { timeStyle: 'short', timeZone: 'UTC' }, at)).toMatch(/^5:00\sPM$/u);
  });

  it('uses one range mark per language: 〜 in Japanese (also in Intl’s date ranges), ~ in Korean, – elsewhere', () => {
    expect(rangeText('ja', 3, 5)).toBe('3〜5');
    expect(rangeText('ko', 2, 3)).toBe('2~3');
    expect(rangeText('de', 3, 5)).toBe('3–5');
    const start = new Date('2026-11-05T13:00:00Z');
    const end = new Date('2026-11-05T14:00:00Z');
    const ja = formatDateTimeRange('ja', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/New_York' }, start, end);
    expect(ja).toContain('〜');
    expect(ja).not.toMatch(/[～–~]/);
    const ko = formatDateTimeRange('ko', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/New_York' }, start, end);
    expect(ko).toMatch(/오전 8:00/);
    expect(ko).not.toMatch(/AM|PM/);
  });

  it('sets notes in full-width brackets in Japanese and Chinese', () => {
    expect(withNote('ja', 'アメリカ合衆国', 'USD')).toBe('アメリカ合衆国（USD）');
    expect(withNote('zh-CN', '美国', 'USD')).toBe('美国（USD）');
    expect(withNote('de', 'Deutschland', 'EUR')).toBe('Deutschland (EUR)');
  });
});
