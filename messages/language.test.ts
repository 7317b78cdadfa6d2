/**
 * One voice per language (issue 15, items 12–14): every locale's UI strings (messages/<l>.json)
 * and demo content (scripts/seed-data/<l>.json) use its glossary's terms and register
 * (messages/glossary/<l>.json), and the locale's typography. Checked on visible text: HTML tags,
 * URLs and paths are left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '@/i18n/routing';
import { particle, PARTICLE_PAIRS } from '@/lib/ko-particle';

interface Term {
  term: string;
  forms: string[];
  avoid: string[];
}
interface Glossary {
  locale: string;
  /** `formal`: texts (by key prefix) that address business partners in the formal register (de: Sie to a company). */
  register: { choice: string; avoid: string[]; formal?: { keys: string[]; avoid: string[] } };
  terms: Record<string, Term>;
}

const root = path.join(__dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;
const glossary = (locale: string) => readJson(`messages/glossary/${locale}.json`) as Glossary;

function strings(value: unknown, prefix: string): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

/** Visible text: no tags, no URLs or paths (a whole value that is one), no e-mail addresses. */
function visible(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\b(?:https?|mailto|tel):[^\s"<>]*/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ');
}

const isPath = (text: string) => /^\/[\w./?=&%#-]*$/.test(text) || /^[\w-]+\.(svg|png|jpe?g|webp|pdf|zip|mp4)$/.test(text);

function texts(locale: Locale): [string, string][] {
  const all = [...strings(readJson(`messages/${locale}.json`), 'messages'), ...strings(readJson(`scripts/seed-data/${locale}.json`), 'content')];
  return all.filter(([, text]) => !isPath(text)).map(([where, text]) => [where, visible(text)]);
}

const flatMessages = (locale: Locale) => Object.fromEntries(strings(readJson(`messages/${locale}.json`), ''));
const where = (hits: [string, string][]) => hits.map(([w, t]) => `${w}: ${t.slice(0, 90)}`);

it('every locale has a glossary with the same concepts as English', () => {
  const files = readdirSync(path.join(root, 'messages/glossary')).filter((f) => f.endsWith('.json'));
  expect(files.sort()).toEqual(locales.map((l) => `${l}.json`).sort());
  const concepts = Object.keys(glossary('en').terms).sort();
  expect(concepts.length).toBeGreaterThanOrEqual(20);
  for (const locale of locales) {
    const g = glossary(locale);
    expect(g.locale).toBe(locale);
    expect(Object.keys(g.terms).filter((k) => !concepts.includes(k) && k !== 'email')).toEqual([]);
    expect(concepts.filter((k) => !(k in g.terms))).toEqual([]);
  }
});

describe.each(locales)('%s', (locale) => {
  const g = glossary(locale);
  const all = texts(locale);
  const messages = flatMessages(locale);

  const formal = g.register.formal;
  const isFormal = ([w]: [string, string]) => formal?.keys.some((k) => w.startsWith(k)) ?? false;

  it('keeps to one register', () => {
    for (const pattern of g.register.avoid) {
      const re = new RegExp(pattern, 'u');
      expect({ pattern, hits: where(all.filter((e) => !isFormal(e) && re.test(e[1]))) }).toEqual({ pattern, hits: [] });
    }
  });

  if (formal) {
    it('addresses business partners formally (issue 32: the German dealer confirmation said du to a company)', () => {
      const b2b = all.filter(isFormal);
      expect(b2b.length).toBeGreaterThan(10);
      for (const pattern of formal.avoid) {
        const re = new RegExp(pattern, 'u');
        expect({ pattern, hits: where(b2b.filter(([, t]) => re.test(t))) }).toEqual({ pattern, hits: [] });
      }
    });
  }

  it('uses the glossary term for every concept, and none of the avoided variants', () => {
    const lower = all.map(([w, t]) => [w, t.toLowerCase()] as [string, string]);
    for (const [concept, entry] of Object.entries(g.terms)) {
      const used = [entry.term, ...entry.forms].some((form) => lower.some(([, t]) => t.includes(form.toLowerCase())));
      expect({ concept, used }).toEqual({ concept, used: true });
      for (const variant of entry.avoid) {
        const hits = lower.filter(([, t]) => t.includes(variant.toLowerCase()));
        expect({ concept, variant, hits: where(hits) }).toEqual({ concept, variant, hits: [] });
      }
    }
  });

  it('words the spec’s two messages once: search and FAQ share the no-result message', () => {
    expect(messages['Search.noResult']).toBe(g.terms.noResultMessage!.term);
    expect(messages['Faq.noResults']).toBe(g.terms.noResultMessage!.term);
    expect(messages['Errors.invalidInput']).toBe(g.terms.invalidInputMessage!.term);
  });

  if (locale === 'fr') {
    it('puts a non-breaking space before : ; ! ? and inside « », and writes hours as 8 h 30', () => {
      const bad = all.filter(([, t]) => /(?<![\u00a0\u202f])[;:!?]|«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»|\b\d{1,2}[:h]\d{2}\b/u.test(t));
      expect(where(bad)).toEqual([]);
    });
  }

  if (locale === 'es' || locale === 'pt') {
    it('starts a letter’s first sentence with a capital after the greeting (issue 32: "Hola, Ana:" then "tu cuenta…")', () => {
      // In a body: "Hola, {name}:\n\n" or "Olá, {name}!\n\n", then a capital (also a plural's first branch).
      const inBody = /^(?:Hola|Olá)[^\n]*\n\n(?:\{[^{}]*\{)?\p{Ll}/u;
      // The mails put an intro right after their greeting line (Orders.email.*Intro, Email.resetIntro, Dealer.mail.intro).
      const intros = Object.entries(messages).filter(([key]) => /^(?:Orders\.email|Email|Dealer\.mail)\.\w*[Ii]ntro$/.test(key));
      expect(intros.length).toBeGreaterThan(5);
      const bad = [...all.filter(([, t]) => inBody.test(t)).map(([w]) => w), ...intros.filter(([, t]) => /^\p{Ll}/u.test(t)).map(([k]) => k)];
      expect(bad).toEqual([]);
    });
  }

  if (locale === 'fr' || locale === 'it' || locale === 'pt') {
    it('uses the typographic apostrophe', () => {
      expect(where(all.filter(([, t]) => t.includes("'")))).toEqual([]);
    });
  }

  if (locale === 'ko') {
    it('puts no particle right after a placeholder and writes no "을(를)"-style alternatives (issue 32)', () => {
      // The value of {name} or {number} decides between 을 and 를: the message is rephrased so that
      // the particle follows a Korean noun ("{name} 제품을", "주문(#{number})이", "{email} 주소로").
      const afterPlaceholder = /\}[”’"']?(?:을|를|이|가|은|는|와|과|으로|로)(?![가-힣])/u;
      const alternatives = /\((?:을|를|이|가|은|는|와|과|으)\)|(?:을|이|은|과)\((?:를|가|는|와)\)/u;
      expect(where(all.filter(([, t]) => afterPlaceholder.test(t) || alternatives.test(t)))).toEqual([]);
    });

    it('chooses each particle after a name or number by its final sound ("Pawtrail은", "C4를", "0으로")', () => {
      const wrong: string[] = [];
      const re = /([A-Za-z0-9][A-Za-z0-9.,%+-]*)([”’"']?)(을|를|이|가|은|는|와|과|으로|로)(?=[\s.,!?)”’"]|$)/gu;
      for (const [w, t] of all) {
        for (const m of t.matchAll(re)) {
          const expected = particle(m[1]!, PARTICLE_PAIRS[m[3]!]!);
          if (expected !== m[3]) wrong.push(`${w}: ${m[0]} (→ ${m[1]}${m[2]}${expected})`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  if (locale === 'ja') {
    it('sets no space between Japanese and Latin text, digits or arguments', () => {
      const jp = '[\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Han}ー、。（）「」]';
      const re = new RegExp(`${jp} [A-Za-z0-9{}]|[A-Za-z0-9{}] ${jp}`, 'u');
      expect(where(all.filter(([, t]) => re.test(t)))).toEqual([]);
    });

    it('writes ranges with one mark, 〜, and brackets full-width next to Japanese (issue 32: 〜 ～ – mixed)', () => {
      expect(where(all.filter(([, t]) => /[～~–]/u.test(t)))).toEqual([]);
      const jp = '[\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Han}ー]';
      const halfWidth = new RegExp(`${jp} ?\\(|\\) ?${jp}`, 'u');
      expect(where(all.filter(([, t]) => halfWidth.test(t)))).toEqual([]);
    });
  }
});

/**
 * A season as a date ("this winter") means opposite months in the two hemispheres: a Brazilian
 * reader's winter is June (issue 32: "pré-venda neste inverno" in a November article). Dates name
 * the month.
 */
const SEASON_AS_DATE: Record<Locale, RegExp> = {
  en: /\b(?:this|next|coming) (?:winter|summer|spring|autumn|fall)\b/iu,
  de: /\b(?:diese[nmrs]?|nächste[nmrs]?|kommende[nmrs]?) (?:Winter|Sommer|Frühling|Frühjahr|Herbst)\b/u,
  fr: /\b(?:cet (?:hiver|été|automne)|ce printemps|(?:l’|le )(?:hiver|été|automne|printemps) prochain)\b/iu,
  es: /\b(?:este|próximo) (?:invierno|verano|otoño)|\besta primavera|\bpróxima primavera/iu,
  pt: /\b(?:neste|nest[ae]|este|próximo) (?:inverno|verão|outono)|\bnesta primavera|\bpróxima primavera/iu,
  it: /quest[’'](?:inverno|estate|autunno)|questa primavera|prossim[oa] (?:inverno|estate|autunno|primavera)/iu,
  ru: /(?:этой|следующей|будущей) (?:зимой|весной|осенью)|(?:этим|следующим|будущим) летом/iu,
  ja: /(?:この|今年の|来年の)(?:冬|夏|春|秋)|今冬|今夏|今春|今秋/u,
  zh: /今年(?:冬季|夏季|春季|秋季|冬天|夏天|春天|秋天)|今冬|今夏|明年(?:冬季|夏季|春季|秋季)/u,
  ko: /올(?:겨울|여름|봄|가을)|이번 (?:겨울|여름|봄|가을)|내년 (?:겨울|여름|봄|가을)/u,
};

it.each(locales)('%s names the month, not the season, for a date (seasons differ between hemispheres)', (locale) => {
  expect(where(texts(locale).filter(([, t]) => SEASON_AS_DATE[locale].test(t)))).toEqual([]);
});

it('components put no label punctuation of their own after a translated string', () => {
  // `{t('price')}: {value}` fixes English punctuation into every language; the colon (or what
  // the language uses) belongs in the message: t('priceValue', { value }).
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(file);
      } else if (file.endsWith('.tsx') && !file.endsWith('.test.tsx')) {
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (/\{t[A-Za-z]*\([^)]*\)\}\s*[:：]/.test(line)) offenders.push(`${file}:${i + 1}: ${line.trim()}`);
          });
      }
    }
  };
  walk('components');
  walk('app');
  expect(offenders).toEqual([]);
});
