import { closeDb } from '@/lib/server/db';
import type { Store, StorePage } from '@/lib/types/stores';
import { STORE_PAGE_SIZE } from '@/lib/validations/stores';
import { generateStores } from '@/scripts/stores/generate';
import { request } from '@/test/http';
import { GET } from './route';

afterAll(closeDb);

/** What the seed loaded: the generator is deterministic, so the expected rows are computed, not typed in. */
const seeded = generateStores();
const inCity = (city: string) => seeded.filter((s) => s.city === city);

async function find(
  params: Record<string, string | number>,
  lang = 'en',
): Promise<{ status: number; body: StorePage & { error?: { code: string; fields?: Record<string, string> } } }> {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await GET(request(`/api/stores?${search}`, { lang }));
  return { status: res.status, body: (await res.json()) as StorePage & { error?: { code: string; fields?: Record<string, string> } } };
}

/** Every result of a query, page after page. */
async function findAll(params: Record<string, string | number>): Promise<Store[]> {
  const out: Store[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await find({ ...params, page });
    expect(status).toBe(200);
    out.push(...body.stores);
    if (page >= body.pages) return out;
  }
}

describe('GET /api/stores: city in any spelling', () => {
  it.each([
    ['Tokyo', ['東京', 'tokyo', 'TOKYO', 'Tokyo ', 'とうきょう', '도쿄']],
    ['Munich', ['München', 'münchen', 'Munchen', 'MUNCHEN', 'munich', 'ミュンヘン']],
    ['São Paulo', ['São Paulo', 'sao paulo', 'SAO PAULO', 'são']],
    ['Seoul', ['서울', 'seoul', 'ソウル', '首尔']],
    ['Shanghai', ['上海', 'shanghai']],
    ['Moscow', ['Москва', 'москва', 'moscow']],
    ['Zurich', ['Zürich', 'zurich', 'ZURICH']],
  ])('finds every store and agent of %s, and only those', async (city, spellings) => {
    const expected = inCity(city)
      .map((s) => s.id)
      .sort();
    expect(expected.length).toBeGreaterThan(1);
    for (const q of spellings) {
      const found = await findAll({ q });
      expect({ q, ids: found.map((s) => s.id).sort() }).toEqual({ q, ids: expected });
    }
  });

  it('matches CJK inside a name and Latin from the start of a word', async () => {
    const kyo = new Set((await findAll({ q: '京' })).map((s) => s.city));
    expect(kyo).toEqual(new Set(['Tokyo', 'Kyoto', 'Beijing', 'Nanjing']));
    const york = new Set((await findAll({ q: 'york' })).map((s) => s.city));
    expect(york).toEqual(new Set(['New York']));
    const san = new Set((await findAll({ q: 'san', country: 'US' })).map((s) => s.city));
    expect(san).toEqual(new Set(['San Francisco']));
  });

  it('returns the city as locals write it beside the English name', async () => {
    const { body } = await find({ q: 'tokyo' });
    expect(body.stores[0]).toMatchObject({ city: 'Tokyo', cityLocal: '東京', country: 'JP', distanceKm: null });
  });
});

describe('GET /api/stores: postcodes, country, kind, pages', () => {
  it('finds postcodes by their start, with or without the space or dash', async () => {
    const sample = seeded.find((s) => s.country === 'JP' && s.city === 'Osaka')!;
    const prefix = sample.postcode.slice(0, 5); // e.g. 530-1
    for (const q of [prefix, prefix.replace('-', ''), prefix.replace('-', ' ')]) {
      const found = await findAll({ q });
      expect(found.map((s) => s.id)).toContain(sample.id);
      for (const s of found) expect(s.postcode.replace(/[^0-9A-Z]/gi, '').startsWith(prefix.replace('-', ''))).toBe(true);
    }
    const london = await findAll({ q: 'sw1 ' });
    expect(new Set(london.map((s) => s.city))).toEqual(new Set(['London']));
  });

  it('filters by country (either case) and by kind', async () => {
    const jp = seeded.filter((s) => s.country === 'JP');
    const { body } = await find({ country: 'jp' });
    expect(body.total).toBe(jp.length);
    expect(body.stores.every((s) => s.country === 'JP')).toBe(true);
    const agents = await findAll({ country: 'JP', kind: 'agent' });
    expect(agents.map((s) => s.id).sort()).toEqual(
      jp
        .filter((s) => s.kind === 'agent')
        .map((s) => s.id)
        .sort(),
    );
    const none = await find({ country: 'FR', q: '東京' });
    expect(none.body).toMatchObject({ total: 0, stores: [], pages: 1 });
  });

  it('pages through everything: at least 1,000 stores and 300 agents in 69 countries', async () => {
    const first = await find({});
    expect(first.body.total).toBe(seeded.length);
    expect(first.body.stores).toHaveLength(STORE_PAGE_SIZE);
    expect(seeded.filter((s) => s.kind === 'store').length).toBeGreaterThanOrEqual(1000);
    expect(seeded.filter((s) => s.kind === 'agent').length).toBeGreaterThanOrEqual(300);
    expect(new Set(seeded.map((s) => s.country)).size).toBe(69);
    const second = await find({ page: 2 });
    expect(second.body.page).toBe(2);
    expect(second.body.stores.map((s) => s.id)).not.toEqual(expect.arrayContaining([first.body.stores[0]!.id]));
    const beyond = await find({ page: first.body.pages + 1 });
    expect(beyond.body).toMatchObject({ stores: [], total: seeded.length });
  });
});

describe('GET /api/stores: nearest first', () => {
  it('sorts by great-circle distance from the position and reports it in km', async () => {
    // Shinjuku, Tokyo
    const { status, body } = await find({ lat: 35.6938, lon: 139.7034 });
    expect(status).toBe(200);
    const distances = body.stores.map((s) => s.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.stores[0]!.city).toBe('Tokyo');
    expect(distances[0]).toBeLessThan(10);
    // Every city has a store: Yokohama (about 30 km) comes before Sapporo (about 830 km).
    const jp = await findAll({ country: 'JP', lat: 35.6938, lon: 139.7034 });
    const cities = jp.map((s) => s.city);
    expect(cities.indexOf('Yokohama')).toBeLessThan(cities.lastIndexOf('Sapporo'));
  });

  it('computes distances that match the haversine formula (Tokyo → Osaka ≈ 400 km)', async () => {
    const osaka = (await findAll({ q: 'osaka', lat: 35.6895, lon: 139.6917 }))[0]!;
    expect(osaka.distanceKm).toBeGreaterThan(380);
    expect(osaka.distanceKm).toBeLessThan(420);
  });
});

describe('GET /api/stores: bad input', () => {
  it.each([
    [{ country: 'XX' }, 'country'],
    [{ country: 'JPN' }, 'country'],
    [{ kind: 'shop' }, 'kind'],
    [{ page: 0 }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ lat: 35.6 }, 'lon'],
    [{ lon: 139.7 }, 'lat'],
    [{ lat: 91, lon: 0 }, 'lat'],
    [{ lat: 0, lon: 'east' }, 'lon'],
    [{ q: 'x'.repeat(101) }, 'q'],
    [{ q: '%_%' }, 'q'],
    [{ q: 'tok\u0085yo' }, 'q'],
  ])('%j → 422 with a message on %s, never 500', async (params, field) => {
    const { status, body } = await find(params as Record<string, string | number>, 'de');
    expect(status).toBe(422);
    expect(body.error).toMatchObject({ code: 'invalid_query', fields: { [field]: expect.any(String) } });
    expect(body.error!.fields![field]).not.toMatch(/^@|Invalid input/);
  });

  it('treats empty form fields as not given', async () => {
    const { status, body } = await find({ country: '', q: '  ', kind: '', page: '', lat: '', lon: '' });
    expect(status).toBe(200);
    expect(body.total).toBe(seeded.length);
  });
});
