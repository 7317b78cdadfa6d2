import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import ICAL from 'ical.js';
import { closeDb, db, schema } from '@/lib/server/db';
import { params, request } from '@/test/http';
import { GET } from './[id]/ics/route';

// A fixture event of this run (texts with characters iCalendar must escape, and CJK long enough
// to fold), so the assertions do not depend on the demo calendar.
const run = randomBytes(4).toString('hex');
const id = `t-${run}-call`;
const texts = {
  en: { title: 'Results call; Q3, 2026', description: 'Dial-in: +1 (415) 555-0188\nAccess code 4276', location: 'Conference call, webcast' },
  ja: {
    title: '2026年第3四半期決算説明会（電話会議）、質疑応答あり；ご参加ください',
    description: '経営陣が第3四半期決算をご説明し、アナリストからのご質問にお答えします。\nダイヤルイン：+1 (415) 555-0188、アクセスコード：4276。',
    location: '東京, 丸の内; 会議室\\A',
  },
};

beforeAll(async () => {
  await db()
    .insert(schema.investorEvents)
    .values({ id, kind: 'earnings_call', startsAt: new Date('2031-11-05T13:00:00Z'), endsAt: new Date('2031-11-05T14:00:00Z'), timeZone: 'America/New_York' });
  await db()
    .insert(schema.investorEventTexts)
    .values(Object.entries(texts).map(([locale, t]) => ({ eventId: id, locale, ...t })));
});

afterAll(async () => {
  await db()
    .delete(schema.investorEvents)
    .where(inArray(schema.investorEvents.id, [id]));
  await closeDb();
});

const get = (path: string, lang = 'en') => GET(request(`http://localhost/api/investor-events/${path}`, { lang }), params({ id: path.split('/')[0]! }));

describe('GET /api/investor-events/{id}/ics', () => {
  it('answers an RFC 5545 calendar in the language asked for, as a download', async () => {
    const res = await get(`${id}/ics?locale=ja`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="pawtrail-${id}.ics"`);
    expect(res.headers.get('content-language')).toBe('ja');
    const body = await res.text();
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of body.slice(0, -2).split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(body));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`${id}@investors.pawtrail.example`);
    expect(event.summary).toBe(texts.ja.title);
    expect(event.description).toBe(texts.ja.description);
    expect(event.location).toBe(texts.ja.location);
    expect(event.startDate.toJSDate().toISOString()).toBe('2031-11-05T13:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2031-11-05T14:00:00.000Z');
  });

  it('without ?locale uses the x-lang language, and gives the same UID in every language', async () => {
    const en = await get(`${id}/ics`, 'en');
    const ja = await get(`${id}/ics`, 'ja');
    const parse = async (res: Response) => new ICAL.Event(new ICAL.Component(ICAL.parse(await res.text())).getFirstSubcomponent('vevent')!);
    const [enEvent, jaEvent] = [await parse(en), await parse(ja)];
    expect(enEvent.summary).toBe(texts.en.title);
    expect(enEvent.description).toBe(texts.en.description);
    expect(jaEvent.summary).toBe(texts.ja.title);
    expect(enEvent.uid).toBe(jaEvent.uid);
  });

  it('answers 404 for an unknown event; a language without texts gets the English ones, and says so', async () => {
    const unknown = await get(`t-${run}-nope/ics`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe('not_found');
    const noGerman = await get(`${id}/ics?locale=de`);
    expect(noGerman.status).toBe(200);
    expect(noGerman.headers.get('content-language')).toBe('en');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(await noGerman.text())).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(texts.en.title);
  });

  it('refuses an unknown language with a localized field error', async () => {
    const res = await get(`${id}/ics?locale=xx`, 'de');
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error.code).toBe('invalid_query');
    expect(body.error.fields.locale).toEqual(expect.any(String));
  });
});
