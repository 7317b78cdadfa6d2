import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { locales } from '@/i18n/routing';
import { readInvestorEvents } from '@/lib/server/content/investor-relations';
import { closeDb, db, schema } from '@/lib/server/db';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import ja from '@/messages/ja.json';
import ko from '@/messages/ko.json';
import { DELETE as remove, PATCH as update } from './[id]/route';
import { GET as list, POST as create } from './route';

type Event = { id: string; kind: string; startsAt: string; endsAt: string; timeZone: string; updatedAt: string; texts: Record<string, { title: string }> };
type Failure = { error: { code: string; fields?: Record<string, string> } };

const staff = staffFixtures();
const { asStaff } = staff;
const TAG = randomBytes(3).toString('hex');
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;

const texts = (title: string, extra: Record<string, { title: string; location?: string; description?: string }> = {}) => ({
  ...Object.fromEntries(locales.map((l) => [l, { title: '', location: '', description: '' }])),
  en: { title, location: 'Tokyo, Marunouchi', description: '' },
  ...Object.fromEntries(Object.entries(extra).map(([l, t]) => [l, { location: '', description: '', ...t }])),
});
const post = async (body: Record<string, unknown>, lang = 'en', cookie = editor.cookie) => {
  const res = await create(request('/api/admin/investors/events', asStaff(cookie, { method: 'POST', body, headers: { 'x-lang': lang } })));
  return { res, json: (await res.json()) as Event & Failure };
};

beforeAll(async () => {
  [editor, support] = await Promise.all([staff.signedIn('editor'), staff.signedIn('support')]);
});

afterAll(async () => {
  await db().delete(schema.investorEvents).where(like(schema.investorEvents.id, `conference-2031-%`));
  await staff.cleanup();
  await closeDb();
});

describe('the IR events calendar in the back office', () => {
  it('is for editors and admins', async () => {
    expect((await list(request('/api/admin/investors/events', asStaff(support.cookie)))).status).toBe(403);
    const body = { kind: 'conference', startsAt: '2031-12-09T10:00', endsAt: '2031-12-09T17:00', timeZone: 'Asia/Tokyo', texts: texts(`Forum ${TAG}`) };
    expect((await post(body, 'en', support.cookie)).res.status).toBe(403);
  });

  it('refuses an unknown time zone and an end before the start in the editor’s language, adding nothing', async () => {
    const zone = await post(
      { kind: 'conference', startsAt: '2031-12-09T10:00', endsAt: '2031-12-09T17:00', timeZone: 'Mars/Olympus', texts: texts(`Forum ${TAG}`) },
      'ja',
    );
    expect(zone.res.status).toBe(422);
    expect(zone.json.error.fields?.timeZone).toBe(ja.Errors.eventTimeZone);
    const backwards = await post(
      { kind: 'conference', startsAt: '2031-12-09T10:00', endsAt: '2031-12-09T09:00', timeZone: 'Asia/Tokyo', texts: texts(`Forum ${TAG}`) },
      'ko',
    );
    expect(backwards.res.status).toBe(422);
    expect(backwards.json.error.fields?.endsAt).toBe(ko.Errors.eventEndsBeforeStart);
    const untitled = await post(
      { kind: 'conference', startsAt: '2031-12-09T10:00', endsAt: '2031-12-09T17:00', timeZone: 'Asia/Tokyo', texts: texts('') },
      'ja',
    );
    expect(untitled.res.status).toBe(422);
    expect(untitled.json.error.fields?.['texts.en.title']).toBe(ja.Errors.fieldRequired);
    expect((await readInvestorEvents('en')).filter((e) => e.title.includes(TAG))).toEqual([]);
  });

  it('keeps the time on the venue’s clocks as an instant, shows it in every language, and edits and removes it', async () => {
    (revalidateTag as jest.Mock).mockClear();
    const added = await post({
      kind: 'conference',
      startsAt: '2031-12-09T10:00',
      endsAt: '2031-12-09T17:00',
      timeZone: 'Asia/Tokyo',
      texts: texts(`Forum ${TAG}`, { ja: { title: `フォーラム ${TAG}`, location: '東京・丸の内' } }),
    });
    expect(added.res.status).toBe(201);
    expect(added.json).toMatchObject({ startsAt: '2031-12-09T10:00', endsAt: '2031-12-09T17:00', timeZone: 'Asia/Tokyo' });
    expect(revalidateTag).toHaveBeenCalledWith('investor-relations', { expire: 0 });
    const [inJapanese] = (await readInvestorEvents('ja')).filter((e) => e.id === added.json.id);
    // 10:00 in Tokyo (UTC+9) is 01:00 UTC.
    expect(inJapanese).toMatchObject({
      startsAt: '2031-12-09T01:00:00.000Z',
      endsAt: '2031-12-09T08:00:00.000Z',
      title: `フォーラム ${TAG}`,
      location: '東京・丸の内',
    });
    const [inGerman] = (await readInvestorEvents('de')).filter((e) => e.id === added.json.id);
    expect(inGerman).toMatchObject({ title: `Forum ${TAG}`, location: 'Tokyo, Marunouchi' });

    const moved = await update(
      request(
        `/api/admin/investors/events/${added.json.id}`,
        asStaff(editor.cookie, {
          method: 'PATCH',
          body: {
            kind: 'conference',
            startsAt: '2031-12-09T09:30',
            endsAt: '2031-12-09T12:00',
            timeZone: 'Europe/Berlin',
            texts: texts(`Moved ${TAG}`),
            updatedAt: added.json.updatedAt,
          },
        }),
      ),
      params({ id: added.json.id }),
    );
    expect(moved.status).toBe(200);
    const [after] = (await readInvestorEvents('ja')).filter((e) => e.id === added.json.id);
    // The Japanese texts were emptied: the English ones show; 09:30 in Berlin (UTC+1 in December) is 08:30 UTC.
    expect(after).toMatchObject({ title: `Moved ${TAG}`, startsAt: '2031-12-09T08:30:00.000Z', timeZone: 'Europe/Berlin' });
    const stale = await remove(
      request(`/api/admin/investors/events/${added.json.id}`, asStaff(editor.cookie, { method: 'DELETE', body: { updatedAt: added.json.updatedAt } })),
      params({ id: added.json.id }),
    );
    expect(stale.status).toBe(409);
    const current = ((await moved.json()) as Event).updatedAt;
    const gone = await remove(
      request(`/api/admin/investors/events/${added.json.id}`, asStaff(editor.cookie, { method: 'DELETE', body: { updatedAt: current } })),
      params({ id: added.json.id }),
    );
    expect(gone.status).toBe(204);
    expect((await readInvestorEvents('en')).filter((e) => e.id === added.json.id)).toEqual([]);
  });
});
