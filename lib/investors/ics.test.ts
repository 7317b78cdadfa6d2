import ICAL from 'ical.js';
import { buildIcs, escapeText, foldLine, ICS_PRODID, utcDateTime } from './ics';

const encoder = new TextEncoder();
const octets = (s: string) => encoder.encode(s).length;

const base = {
  uid: 'q3-2026-call@investors.pawtrail.example',
  stamp: new Date('2026-10-15T12:00:00Z'),
  start: new Date('2026-11-05T13:00:00Z'),
  end: new Date('2026-11-05T14:00:00Z'),
};

/** The calendar's physical lines (CRLF-separated, the last CRLF included). */
function lines(ics: string): string[] {
  expect(ics.endsWith('\r\n')).toBe(true);
  return ics.slice(0, -2).split('\r\n');
}

function parse(ics: string) {
  const component = new ICAL.Component(ICAL.parse(ics));
  const event = component.getFirstSubcomponent('vevent')!;
  return { component, event, ical: new ICAL.Event(event) };
}

describe('buildIcs', () => {
  const cjk = {
    ...base,
    // Chinese summary long enough to fold several times, with every character that needs escaping.
    summary: '2026 年第三季度业绩电话会议；管理层介绍业绩，回答提问\\问题；以及全年展望、股息和股份回购计划的最新进展情况说明',
    description: '第一行：拨入号码 +1 (415) 555-0188, 接入码 4276;\n第二行：网络直播，请提前十分钟登录。\r\n第三行结束',
    location: '日本东京, 丸之内; 会议中心',
    url: 'https://pawtrail.example/zh/events',
    language: 'zh',
  };

  it('writes a calendar an independent parser (ical.js) reads back, texts unchanged', () => {
    const { component, event, ical } = parse(buildIcs(cjk));
    expect(component.getFirstPropertyValue('version')).toBe('2.0');
    expect(component.getFirstPropertyValue('prodid')).toBe(ICS_PRODID);
    expect(component.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(component.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(ical.uid).toBe(base.uid);
    expect(ical.summary).toBe(cjk.summary);
    expect(ical.description).toBe(cjk.description.replace(/\r\n/g, '\n'));
    expect(ical.location).toBe(cjk.location);
    expect(ical.startDate.toJSDate().toISOString()).toBe('2026-11-05T13:00:00.000Z');
    expect(ical.endDate.toJSDate().toISOString()).toBe('2026-11-05T14:00:00.000Z');
    expect(ical.startDate.zone?.tzid).toBe('UTC');
    expect((event.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString()).toBe('2026-10-15T12:00:00.000Z');
    expect(event.getFirstProperty('summary')!.getParameter('language')).toBe('zh');
    expect(event.getFirstPropertyValue('url')).toBe(cjk.url);
  });

  it('uses CRLF only, folds every line to at most 75 octets and never splits a UTF-8 character', () => {
    const ics = buildIcs(cjk);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = lines(ics);
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
    // Folding happened (the CJK summary is far over 75 octets) and every continuation starts with one space.
    const continuations = physical.filter((l) => l.startsWith(' '));
    expect(continuations.length).toBeGreaterThan(3);
    // Each physical line is valid UTF-8 by itself: no replacement characters when decoded alone.
    for (const line of physical) expect(new TextDecoder('utf-8', { fatal: true }).decode(encoder.encode(line))).toBe(line);
    // Unfolding (RFC 5545 §3.1: CRLF + one space removed) gives the unfolded lines back.
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY;LANGUAGE=zh:${escapeText(cjk.summary)}\r\n`);
  });

  it('escapes backslash, semicolon, comma and newlines in TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    const unfolded = buildIcs({ ...base, summary: 'Q3; results, call\\webcast', location: 'Line 1\nLine 2' }).replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Q3\\; results\\, call\\\\webcast\r\n');
    expect(unfolded).toContain('LOCATION:Line 1\\nLine 2\r\n');
  });

  it('writes DTSTART, DTEND and DTSTAMP in UTC', () => {
    const unfolded = buildIcs({ ...base, summary: 'x' });
    expect(unfolded).toContain('DTSTART:20261105T130000Z\r\n');
    expect(unfolded).toContain('DTEND:20261105T140000Z\r\n');
    expect(unfolded).toContain('DTSTAMP:20261015T120000Z\r\n');
    expect(utcDateTime(new Date('2027-03-04T14:00:00.123Z'))).toBe('20270304T140000Z');
  });

  it('refuses an event that ends before it starts', () => {
    expect(() => buildIcs({ ...base, summary: 'x', end: base.start })).toThrow(RangeError);
  });
});

describe('foldLine', () => {
  it('leaves a line of exactly 75 octets alone and folds the 76th onto a continuation line', () => {
    const a75 = 'A'.repeat(75);
    expect(foldLine(a75)).toBe(a75);
    expect(foldLine(`${a75}B`)).toBe(`${a75}\r\n B`);
  });

  it('moves a three-octet character whole to the next line instead of cutting its bytes', () => {
    // 74 ASCII octets + "界" (3 octets) = 77: the character goes to the next line entire.
    const folded = foldLine(`${'x'.repeat(74)}界`);
    expect(folded).toBe(`${'x'.repeat(74)}\r\n 界`);
  });

  it('keeps surrogate pairs (four-octet emoji) together', () => {
    const folded = foldLine('🐾'.repeat(40));
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part.replace(/^ /, '')).toMatch(/^(🐾)+$/u);
    }
    expect(folded.replace(/\r\n /g, '')).toBe('🐾'.repeat(40));
  });
});
