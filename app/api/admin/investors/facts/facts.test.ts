import { and, desc, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { readInvestorFacts } from '@/lib/server/content/investor-relations';
import { closeDb, db, schema } from '@/lib/server/db';
import type { StaffInvestorFacts } from '@/lib/types/staff';
import { request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import de from '@/messages/de.json';
import { GET as read, PUT as save } from './route';

const staff = staffFixtures();
const { asStaff } = staff;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;
let seeded: unknown;

const URL = '/api/admin/investors/facts';
const view = async () => (await (await read(request(URL, asStaff(editor.cookie)))).json()) as StaffInvestorFacts;
const put = (body: unknown, cookie = editor.cookie, lang = 'en') => save(request(URL, asStaff(cookie, { method: 'PUT', body, lang })));
const stored = async () => (await db().select().from(schema.siteSettings).where(eq(schema.siteSettings.key, 'investor')))[0]?.value;
const audits = () =>
  db()
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, 'settings.investor_facts'), eq(schema.auditLog.actor, editor.email)))
    .orderBy(desc(schema.auditLog.id));

beforeAll(async () => {
  [editor, support] = await Promise.all([staff.signedIn('editor'), staff.signedIn('support')]);
  seeded = await stored();
});

afterAll(async () => {
  // The demo content's value back, and no mark of staff work: a later seed in this worker must not refuse.
  await db().update(schema.siteSettings).set({ value: seeded }).where(eq(schema.siteSettings.key, 'investor'));
  await db()
    .delete(schema.backOfficeEdits)
    .where(and(eq(schema.backOfficeEdits.kind, 'settings'), eq(schema.backOfficeEdits.itemId, 'investor')));
  await staff.cleanup();
  await closeDb();
});

describe('share facts in the back office', () => {
  it('shows editors the facts the investor pages show; support staff get 403', async () => {
    const seen = await view();
    expect(seen.facts).toEqual(await readInvestorFacts());
    expect(seen.facts.ticker).toBe('PAWT');
    expect((await read(request(URL, asStaff(support.cookie)))).status).toBe(403);
    expect((await put({ facts: seen.facts, version: seen.version }, support.cookie)).status).toBe(403);
  });

  it('refuses bad fields in the editor’s language, saving nothing and logging nothing', async () => {
    const seen = await view();
    const before = await audits();
    const res = await put(
      {
        facts: {
          ...seen.facts,
          ticker: '1<script>',
          sharesOutstanding: -5,
          fiscalYearEnd: '02-30',
          contact: { ...seen.facts.contact, email: 'not-an-email', phoneTel: '+4930123456' },
        },
        version: seen.version,
      },
      editor.cookie,
      'de',
    );
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields).sort()).toEqual(
      ['facts.contact.email', 'facts.contact.phoneTel', 'facts.fiscalYearEnd', 'facts.sharesOutstanding', 'facts.ticker'].sort(),
    );
    // German messages, not zod's English.
    expect(Object.values(error.fields).every((m) => Object.values(de.Errors).includes(m as never))).toBe(true);
    expect(await readInvestorFacts()).toEqual(seen.facts);
    expect(await audits()).toHaveLength(before.length);
  });

  it('saves over the version seen: the pages read the new facts, only the change is audited, the pages expire, and the content import no longer overwrites it', async () => {
    const seen = await view();
    (revalidateTag as jest.Mock).mockClear();
    const res = await put({ facts: { ...seen.facts, ticker: 'pawx', sharesOutstanding: 51_000_000 }, version: seen.version });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as StaffInvestorFacts;
    expect(saved.facts).toMatchObject({ ticker: 'PAWX', sharesOutstanding: 51_000_000, exchange: seen.facts.exchange });
    expect(saved.version).not.toBe(seen.version);
    expect(await readInvestorFacts()).toEqual(saved.facts);
    expect(revalidateTag).toHaveBeenCalledWith('settings', { expire: 0 });
    const [entry] = await audits();
    expect(entry).toMatchObject({
      before: { ticker: 'PAWT', sharesOutstanding: seen.facts.sharesOutstanding },
      after: { ticker: 'PAWX', sharesOutstanding: 51_000_000 },
    });
    const marks = await db()
      .select()
      .from(schema.backOfficeEdits)
      .where(and(eq(schema.backOfficeEdits.kind, 'settings'), eq(schema.backOfficeEdits.itemId, 'investor')));
    expect(marks).toHaveLength(1);

    // The same form sent again over the old version: 409, nothing changes.
    const stale = await put({ facts: { ...seen.facts, auditor: 'Someone Else LLP' }, version: seen.version });
    expect(stale.status).toBe(409);
    expect((await readInvestorFacts()).auditor).toBe(seen.facts.auditor);
  });

  it('keeps the settings screen’s version: saving share facts does not make an open settings form stale', async () => {
    const { GET: settings } = await import('../../settings/route');
    const version = async () => ((await (await settings(request('/api/admin/settings', asStaff(editor.cookie)))).json()) as { version: string }).version;
    const before = await version();
    const seen = await view();
    expect((await put({ facts: { ...seen.facts, segment: 'Global Select Market' }, version: seen.version })).status).toBe(200);
    expect(await version()).toBe(before);
  });
});
