import { and, desc, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { readFaq } from '@/lib/server/content/faq';
import { closeDb, db, schema } from '@/lib/server/db';
import { fillPolicyHtml, fillPolicyText, policyValues, readPolicy } from '@/lib/server/policies';
import { marketRule } from '@/lib/server/shop/shipping';
import type { StaffMarketFacts } from '@/lib/types/staff';
import { request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { GET as read, PUT as save } from './route';

const staff = staffFixtures();
const { asStaff } = staff;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;

const URL = '/api/admin/settings/market-facts';
const view = async () => (await (await read(request(URL, asStaff(editor.cookie)))).json()) as StaffMarketFacts;
const put = (body: unknown, cookie = editor.cookie, lang = 'en') => save(request(URL, asStaff(cookie, { method: 'PUT', body, lang })));
const audits = () =>
  db()
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, 'settings.market_facts'), eq(schema.auditLog.actor, editor.email)))
    .orderBy(desc(schema.auditLog.id));
const stored = async () => (await db().select().from(schema.siteSettings).where(eq(schema.siteSettings.key, 'market_facts')))[0]?.value;
const factOf = (v: StaffMarketFacts, market: string, fact: string) => v.markets.find((m) => m.market === market)!.facts.find((f) => f.fact === fact);

beforeAll(async () => {
  [editor, support] = await Promise.all([staff.signedIn('editor'), staff.signedIn('support')]);
});

afterAll(async () => {
  await db().delete(schema.siteSettings).where(eq(schema.siteSettings.key, 'market_facts'));
  await staff.cleanup();
  await closeDb();
});

describe('market facts in the back office', () => {
  it('shows editors each market’s editable facts with default and range; support staff get 403', async () => {
    const seen = await view();
    expect(factOf(seen, 'DE', 'withdrawalDays')).toEqual({ fact: 'withdrawalDays', default: 14, value: 14, min: 14, max: 365 });
    expect(factOf(seen, 'JP', 'withdrawalDays')).toBeUndefined();
    expect(factOf(seen, 'US', 'standardFee')).toBeUndefined();
    expect((await read(request(URL, asStaff(support.cookie)))).status).toBe(403);
    expect((await put({ overrides: { DE: { returnDays: 45 } }, version: seen.version }, support.cookie)).status).toBe(403);
  });

  it('refuses values out of range with localized field errors, saving nothing and logging nothing', async () => {
    const seen = await view();
    const before = await audits();
    const res = await put(
      { overrides: { DE: { withdrawalDays: 7, returnDays: 45 }, FR: { returnDays: 40, withdrawalDays: 60 }, KR: { standardFee: -1 } }, version: seen.version },
      editor.cookie,
      'de',
    );
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({
      'overrides.DE.withdrawalDays': expect.stringContaining('außerhalb des Bereichs'),
      'overrides.FR.returnDays': 'Die Rückgabefrist darf nicht kürzer sein als die gesetzliche Widerrufsfrist.',
      'overrides.KR.standardFee': expect.any(String),
    });
    expect(await stored()).toBeUndefined();
    expect(await audits()).toHaveLength(before.length);
    expect((await view()).version).toBe(seen.version);
    expect((await marketRule('de')).facts.withdrawal!.days).toBe(14);
  });

  it('saves the German return and withdrawal periods: audited, pages expire, the FAQ, /returns and the Widerrufsbelehrung quote them', async () => {
    const seen = await view();
    (revalidateTag as jest.Mock).mockClear();
    const res = await put({ overrides: { DE: { returnDays: 45, withdrawalDays: 30 } }, version: seen.version });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as StaffMarketFacts;
    expect(factOf(saved, 'DE', 'withdrawalDays')).toMatchObject({ value: 30, default: 14 });
    expect(revalidateTag).toHaveBeenCalledWith('settings', { expire: 0 });
    const [entry] = await audits();
    expect(entry).toMatchObject({ targetId: 'market_facts', before: { DE: {} }, after: { DE: { returnDays: 45, withdrawalDays: 30 } } });

    const { market, rule, facts } = await marketRule('de');
    expect(facts.returnDays).toBe(45);
    const faq = (await readFaq('de')).flatMap((c) => c.items).map((i) => i.answer);
    expect(faq.some((a) => a.includes('45 Tage'))).toBe(true);
    const settings = { companyName: 'Pawtrail GmbH', address: 'Berlin', email: 'hilfe@pawtrail.example', hotline: '0800 000', hotlineTel: '+49800000' };
    const values = policyValues('de', settings, { market, rule, facts });
    expect(fillPolicyText((await readPolicy('returns', 'de'))!.intro, values)).toContain('45 Tage');
    const withdrawal = fillPolicyHtml((await readPolicy('withdrawal', 'de'))!.body, 'de', values, settings, facts.support.tel);
    expect(withdrawal).toContain('Die Widerrufsfrist beträgt 30 Tage');
    // Other markets keep the tables' values.
    expect((await marketRule('fr')).facts.returnDays).toBe(30);

    // A value back at its default is no override: the reset.
    const reset = await put({ overrides: {}, version: saved.version });
    expect(reset.status).toBe(200);
    expect(await stored()).toEqual({});
    expect((await marketRule('de')).facts.withdrawal!.days).toBe(14);
    // A save over an older version is refused.
    expect((await put({ overrides: { DE: { returnDays: 60 } }, version: saved.version })).status).toBe(409);
  });
});
