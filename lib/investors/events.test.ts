import { eventIcsHref, formatEventTime, splitEvents } from './events';

const event = (id: string, startsAt: string, endsAt: string, timeZone = 'America/New_York') => ({ id, startsAt, endsAt, timeZone });

describe('splitEvents', () => {
  const events = [
    event('agm-2026', '2026-06-11T17:00:00Z', '2026-06-11T19:00:00Z'),
    event('asia-forum', '2026-12-09T01:00:00Z', '2026-12-09T08:00:00Z', 'Asia/Tokyo'),
    event('q3-call', '2026-11-05T13:00:00Z', '2026-11-05T14:00:00Z'),
    event('fy-call', '2027-03-04T14:00:00Z', '2027-03-04T15:00:00Z'),
    event('europe', '2026-09-15T07:00:00Z', '2026-09-15T15:00:00Z', 'Europe/Berlin'),
  ];

  it('puts future events in upcoming, soonest first, and finished ones in past, latest first', () => {
    const { upcoming, past } = splitEvents(events, new Date('2026-11-26T08:00:00Z'));
    expect(upcoming.map((e) => e.id)).toEqual(['asia-forum', 'fy-call']);
    expect(past.map((e) => e.id)).toEqual(['q3-call', 'europe', 'agm-2026']);
  });

  it('keeps an event that is under way in upcoming until it ends', () => {
    const during = splitEvents(events, new Date('2026-11-05T13:30:00Z'));
    expect(during.upcoming[0]!.id).toBe('q3-call');
    const atEnd = splitEvents(events, new Date('2026-11-05T14:00:00Z'));
    expect(atEnd.upcoming.map((e) => e.id)).not.toContain('q3-call');
    expect(atEnd.past[0]!.id).toBe('q3-call');
  });

  it('compares instants, not local dates: a Tokyo morning event is over on the previous evening in New York', () => {
    // 2026-12-09 10:00–17:00 in Tokyo ends at 08:00 UTC, i.e. 03:00 on 9 December in New York.
    const { upcoming, past } = splitEvents([events[1]!], new Date('2026-12-09T08:00:01Z'));
    expect(upcoming).toEqual([]);
    expect(past.map((e) => e.id)).toEqual(['asia-forum']);
  });
});

describe('formatEventTime', () => {
  it('shows the time on the clock of the venue, with its zone', () => {
    const call = event('q3-call', '2026-11-05T13:00:00Z', '2026-11-05T14:00:00Z');
    const en = formatEventTime(call, 'en-US');
    expect(en).toContain('November 5, 2026');
    expect(en).toMatch(/8:00\s?–\s?9:00\sAM/);
    expect(en).toContain('EST');
  });

  it('writes Japanese with 〜 and full-width brackets, Korean with 오전/오후 (issue 32)', () => {
    const call = event('q3-call', '2026-11-05T13:00:00Z', '2026-11-05T14:00:00Z');
    const ja = formatEventTime(call, 'ja');
    expect(ja).toMatch(/8時00分〜9時00分（.+）$/);
    expect(ja).not.toMatch(/[～–(]/);
    const ko = formatEventTime(call, 'ko');
    expect(ko).toMatch(/오전 8:00~9:00 \(.+\)$/);
  });

  it('follows daylight saving time of the venue (the same UTC hour is 10:00 in June, 09:00 in December in Los Angeles)', () => {
    const june = formatEventTime(event('agm', '2026-06-11T17:00:00Z', '2026-06-11T19:00:00Z', 'America/Los_Angeles'), 'en-US');
    const december = formatEventTime(event('x', '2026-12-11T17:00:00Z', '2026-12-11T19:00:00Z', 'America/Los_Angeles'), 'en-US');
    expect(june).toMatch(/10:00\sAM\s?–\s?12:00\sPM/);
    expect(june).toContain('PDT');
    expect(december).toMatch(/9:00\s?–\s?11:00\sAM/);
    expect(december).toContain('PST');
  });

  it('writes the date in the visitor’s language: a Tokyo event for a Japanese reader on the Tokyo clock', () => {
    const forum = event('asia-forum', '2026-12-09T01:00:00Z', '2026-12-09T08:00:00Z', 'Asia/Tokyo');
    const ja = formatEventTime(forum, 'ja-JP');
    expect(ja).toContain('2026');
    expect(ja).toMatch(/10[:時]00/);
    expect(ja).toMatch(/17[:時]00/);
    const de = formatEventTime(forum, 'de-DE');
    expect(de).toContain('9. Dezember 2026');
    expect(de).toMatch(/10:00\s?–\s?17:00/);
  });
});

describe('eventIcsHref', () => {
  it('names the event and the language of the calendar entry', () => {
    expect(eventIcsHref('agm-2027', 'ja')).toBe('/api/investor-events/agm-2027/ics?locale=ja');
  });
});
