/**
 * The demo stores and agents of /stores, generated from a compact list of real cities
 * (scripts/seed-data/store-cities.json) with a fixed-seed PRNG: the same file always gives the
 * same rows, so the seed stays idempotent and tests can name what they expect. Names, streets and
 * phone numbers are fictional; coordinates scatter a few kilometres around each real city centre.
 * No 'server-only' here: the seed runs this under plain Node.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StoreHours } from '../../lib/types/stores';
import { citySearchText, postcodeKey } from '../../lib/stores/text';

export const STORE_COUNT = 1040;
export const AGENT_COUNT = 320;

type CityRow = [country: string, region: string, city: string, localNames: string[], lat: number, lon: number, postcodePrefix: string, weight: number];
type CountryRow = [callingCode: string, postcodePattern: string, style: Style];
type Style = 'en' | 'en-us' | 'de' | 'fr' | 'es' | 'pt' | 'it' | 'nl' | 'nordic' | 'pl' | 'ru' | 'tr' | 'ja' | 'zh' | 'ko';

export interface StoreSeed {
  id: string;
  kind: 'store' | 'agent';
  name: string;
  country: string;
  region: string;
  city: string;
  cityLocal: string | null;
  citySearch: string;
  postcode: string;
  postcodeKey: string;
  address: string;
  phone: string;
  email: string | null;
  latitude: number;
  longitude: number;
  hours: StoreHours | null;
}

/** mulberry32: tiny, fast and well distributed enough for demo data. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STORE_NAMES: Record<Style, string[]> = {
  en: [
    'Happy Tails Pet Supplies',
    'Paws & Claws',
    'Whisker Lane Pets',
    'The Pet Pantry',
    'Four Paws Pet Store',
    'Noble Hound',
    'Pet Corner',
    'Green Meadow Pets',
  ],
  'en-us': [
    'Bark Avenue',
    'Happy Tails Pet Supply',
    'Good Boy Pet Co.',
    'Furry Friends Outfitters',
    'Wag & Whisker',
    'Sunny Paws Pet Store',
    'Hound & Tabby',
    'Trailside Pets',
  ],
  de: [
    'Tierbedarf Schneider',
    'Zoofachhandel Krause',
    'Pfotenglück',
    'Heimtierwelt Huber',
    'Fellnasen-Laden',
    'Tierparadies Wagner',
    'Hundeliebe',
    'Zoo Becker',
  ],
  fr: [
    'Animalerie du Centre',
    'Au Chat Botté',
    'Le Jardin des Bêtes',
    'Animalerie Dupont',
    'Patte de Velours',
    'Les Copains à Poils',
    'Canin & Félin',
    'Animalis du Parc',
  ],
  es: ['Tienda de Mascotas Luna', 'Huellitas', 'Mundo Animal', 'Patitas Felices', 'Mascotas García', 'El Arca de Noé', 'Colita Feliz', 'Peludos & Co.'],
  pt: ['Pet Shop Amigo Fiel', 'Patinhas', 'Mundo Pet', 'Bicho Feliz', 'Casa dos Animais', 'Quatro Patas', 'Pet Center Silva', 'Focinho Amigo'],
  it: ['Zoomania', 'Amici a Quattro Zampe', 'Pet Shop Rossi', 'Il Mondo degli Animali', 'Cuccia & Co.', 'Bau Miao', 'Arca di Noè', 'Coda Felice'],
  nl: ['Dierenspeciaalzaak De Vries', 'Pootjes', 'Dierenwinkel Jansen', 'Het Dierenhuis', 'Staart & Snuit', 'Huisdierland'],
  nordic: ['Djurmagasinet', 'Tassen', 'Dyrebutikken', 'Lemmikkikulma', 'Husdjurshörnan', 'Nordic Pet', 'Pote & Pels', 'Dyreland'],
  pl: ['Zoo Market', 'Sklep Zoologiczny Łapka', 'Psi Zakątek', 'Animal Centrum', 'Kocia Łapa', 'Zwierzakowo'],
  ru: ['Зоомагазин «Лапа»', 'Четыре лапы', 'Зоомир', 'Хвостики', 'Пушистый друг', 'Зоолавка'],
  tr: ['Pati Pet Shop', 'Dostum Petshop', 'Can Dostlar', 'Miyav Hav', 'Evcil Dünyam', 'Pati Evi'],
  ja: ['ペットショップ さくら', 'わんにゃん館', 'ペットの森', 'しっぽ堂', 'ペットプラザ みどり', 'にくきゅう'],
  zh: ['宠爱宠物生活馆', '萌宠之家', '乐宠宠物店', '爪爪宠物', '宠物乐园', '毛孩子宠物用品'],
  ko: ['펫마트 행복', '멍냥하우스', '우리동물가게', '꼬리친구', '펫라이프', '발바닥 펫샵'],
};

const AGENT_FORMS: Record<Style, { names: string[]; suffix: string[] }> = {
  en: { names: ['Harper', 'Whitfield', 'Ashford', 'Carver', 'Pemberton', 'Langley'], suffix: ['Trading Ltd', 'Distribution Ltd', 'Pet Partners'] },
  'en-us': { names: ['Caldwell', 'Brennan', 'Holloway', 'Reyes', 'Whitman', 'Sullivan'], suffix: ['Distribution LLC', 'Pet Supply Inc.', 'Trading Co.'] },
  de: { names: ['Müller', 'Schmidt', 'Fischer', 'Weber', 'Meyer', 'Wolf'], suffix: ['Handels GmbH', 'Vertrieb GmbH', '& Partner KG'] },
  fr: { names: ['Lefèvre', 'Moreau', 'Girard', 'Laurent', 'Bonnet', 'Mercier'], suffix: ['Distribution SARL', 'Import SAS', 'Diffusion'] },
  es: { names: ['Fernández', 'López', 'Martínez', 'Ruiz', 'Herrera', 'Navarro'], suffix: ['Distribuciones S.L.', 'Importaciones S.A.', 'Comercial'] },
  pt: { names: ['Oliveira', 'Santos', 'Pereira', 'Costa', 'Almeida', 'Ribeiro'], suffix: ['Distribuidora Ltda.', 'Comércio Lda.', 'Representações'] },
  it: { names: ['Bianchi', 'Ferrari', 'Esposito', 'Romano', 'Colombo', 'Ricci'], suffix: ['Distribuzione S.r.l.', 'Commerciale S.p.A.', 'Forniture'] },
  nl: { names: ['Bakker', 'Visser', 'Smit', 'Mulder', 'De Boer'], suffix: ['Distributie B.V.', 'Handelsonderneming'] },
  nordic: { names: ['Lindqvist', 'Hansen', 'Nieminen', 'Berg', 'Johansson', 'Larsen'], suffix: ['Handel AB', 'Agentur AS', 'Oy'] },
  pl: { names: ['Nowak', 'Kowalski', 'Novák', 'Horváth', 'Popescu', 'Ivanov'], suffix: ['Dystrybucja Sp. z o.o.', 'Trade s.r.o.', 'Kft.'] },
  ru: { names: ['Волков', 'Соколов', 'Ковальчук', 'Морозов', 'Лебедев'], suffix: ['Дистрибуция', 'Трейд', 'и партнёры'] },
  tr: { names: ['Yılmaz', 'Demir', 'Şahin', 'Çelik', 'Aydın'], suffix: ['Dağıtım A.Ş.', 'Ticaret Ltd. Şti.'] },
  ja: { names: ['中村', '山本', '小林', '高橋', '渡辺'], suffix: ['商事株式会社', 'ペット用品販売', '物産'] },
  zh: { names: ['华宠', '瑞丰', '恒达', '金宠', '新源'], suffix: ['贸易有限公司', '宠物用品代理', '商贸'] },
  ko: { names: ['한빛', '대성', '미래', '누리', '세종'], suffix: ['무역', '펫 유통', '상사'] },
};

const STREETS: Record<Style, (n: number, pick: <T>(xs: T[]) => T) => string> = {
  en: (n, p) => `${n} ${p(['High', 'Station', 'Church', 'Victoria', 'Queen', 'King', 'Mill', 'Park'])} ${p(['Street', 'Road', 'Lane'])}`,
  'en-us': (n, p) => `${n * 10 + 1} ${p(['Oak', 'Maple', 'Main', 'Cedar', 'Elm', 'Lincoln', 'Sunset', 'Lake'])} ${p(['St', 'Ave', 'Blvd'])}`,
  de: (n, p) => `${p(['Haupt', 'Bahnhof', 'Garten', 'Linden', 'Schiller', 'Goethe', 'Berg', 'Wald'])}${p(['straße', 'weg', 'allee'])} ${n}`,
  fr: (n, p) => `${n} ${p(['rue de la République', 'rue Victor Hugo', 'rue du Moulin', 'avenue des Lilas', 'boulevard Pasteur', 'rue de la Gare'])}`,
  es: (n, p) => `${p(['Calle Mayor', 'Calle del Sol', 'Avenida de la Paz', 'Calle San Juan', 'Calle Real', 'Avenida de las Flores'])} ${n}`,
  pt: (n, p) => `${p(['Rua das Flores', 'Rua Augusta', 'Avenida da Liberdade', 'Rua do Comércio', 'Rua São Bento', 'Avenida Sete de Setembro'])}, ${n}`,
  it: (n, p) => `${p(['Via Roma', 'Via Garibaldi', 'Corso Mazzini', 'Via Dante', 'Via Verdi', 'Corso Cavour'])} ${n}`,
  nl: (n, p) => `${p(['Kerk', 'Molen', 'Dorps', 'Stations', 'Linden', 'Prinsen'])}straat ${n}`,
  nordic: (n, p) => `${p(['Storgatan', 'Kirkegata', 'Strandvejen', 'Parkgatan', 'Torggata', 'Rantakatu', 'Brīvības iela', 'Pikk'])} ${n}`,
  pl: (n, p) => `${p(['ul. Kwiatowa', 'ul. Lipowa', 'ul. Słoneczna', 'Masarykova', 'Fő utca', 'Strada Florilor'])} ${n}`,
  ru: (n, p) => `${p(['ул. Садовая', 'ул. Центральная', 'ул. Лесная', 'просп. Мира', 'ул. Школьная'])}, ${n}`,
  tr: (n, p) => `${p(['Atatürk Cad.', 'Cumhuriyet Cad.', 'Bağdat Cad.', 'Gazi Bulvarı', 'Barbaros Cad.'])} No: ${n}`,
  ja: (n, p) => `${p(['中央', '本町', '栄町', '緑町', '旭町', '桜台'])}${(n % 5) + 1}丁目${n}-${(n % 17) + 1}`,
  zh: (n, p) => `${p(['人民', '中山', '解放', '建国', '和平', '长江'])}路${n}号`,
  ko: (n, p) => `${p(['세종대로', '테헤란로', '중앙로', '한강대로', '올림픽로', '공원로'])} ${n}`,
};

function fill(pattern: string, prefix: string, rand: () => number): string {
  if (!pattern) return '';
  const letters = 'ABCDEFGHJKLMNPRSTUWXYZ';
  return (prefix + pattern.slice(prefix.length)).replace(/[#A]/g, (c, i: number) =>
    i < prefix.length ? c : c === '#' ? String(Math.floor(rand() * 10)) : letters[Math.floor(rand() * letters.length)]!,
  );
}

function loadData(): { countries: Record<string, CountryRow>; cities: CityRow[] } {
  const file = path.resolve(__dirname, '../seed-data/store-cities.json');
  return JSON.parse(readFileSync(file, 'utf8')) as { countries: Record<string, CountryRow>; cities: CityRow[] };
}

export function generateStores(): StoreSeed[] {
  const { countries, cities } = loadData();
  const rand = prng(20261126);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const totalWeight = cities.reduce((sum, c) => sum + c[7], 0);
  const weighted = (): CityRow => {
    let r = rand() * totalWeight;
    for (const city of cities) if ((r -= city[7]) < 0) return city;
    return cities.at(-1)!;
  };
  // Every city has a store and every country an agent; the rest follow the cities' weights.
  const storeCities = [...cities, ...Array.from({ length: STORE_COUNT - cities.length }, weighted)];
  const firstCityOf = new Map<string, CityRow>();
  for (const c of cities) if (!firstCityOf.has(c[0])) firstCityOf.set(c[0], c);
  const agentCities = [...firstCityOf.values(), ...Array.from({ length: AGENT_COUNT - firstCityOf.size }, weighted)];

  const row = (kind: 'store' | 'agent', index: number, city: CityRow): StoreSeed => {
    const [country, region, name, localNames, lat, lon, prefix] = city;
    const [calling, pattern, style] = countries[country]!;
    const postcode = fill(pattern, prefix, rand);
    const n = 1 + Math.floor(rand() * 180);
    const digits = Array.from({ length: 9 }, () => Math.floor(rand() * 10)).join('');
    const phone =
      calling === '+1'
        ? `+1 ${300 + Math.floor(rand() * 600)} 555 ${digits.slice(0, 4)}`
        : `${calling} ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
    // About ±4 km around the centre, longitude scaled by latitude so the spread looks round.
    const latitude = Math.round((lat + (rand() - 0.5) * 0.07) * 1e5) / 1e5;
    const longitude = Math.round((lon + ((rand() - 0.5) * 0.07) / Math.cos((lat * Math.PI) / 180)) * 1e5) / 1e5;
    const agent = AGENT_FORMS[style];
    const title = kind === 'store' ? pick(STORE_NAMES[style]) : `${pick(agent.names)} ${pick(agent.suffix)}`;
    const slug = `${kind}${index}`;
    return {
      id: `${kind === 'store' ? 's' : 'a'}-${String(index).padStart(4, '0')}`,
      kind,
      name: title,
      country,
      region,
      city: name,
      cityLocal: localNames[0] && localNames[0] !== name ? localNames[0] : null,
      citySearch: citySearchText([name, ...localNames]),
      postcode,
      postcodeKey: postcodeKey(postcode),
      address: STREETS[style](n, pick),
      phone,
      email: kind === 'agent' ? `${slug}@partners.pawtrail.example` : null,
      latitude,
      longitude,
      hours:
        kind === 'store'
          ? {
              days: pick([
                [1, 2, 3, 4, 5, 6],
                [1, 2, 3, 4, 5, 6, 7],
                [1, 2, 3, 4, 5],
              ]),
              open: pick(['09:00', '09:30', '10:00']),
              close: pick(['18:00', '19:00', '20:00', '21:00']),
            }
          : null,
    };
  };
  return [...storeCities.map((c, i) => row('store', i + 1, c)), ...agentCities.map((c, i) => row('agent', i + 1, c))];
}
