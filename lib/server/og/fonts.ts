import 'server-only';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@/i18n/routing';

/** A font as satori takes it (TTF, OTF or WOFF; not WOFF2). */
export type CardFont = { name: string; data: Buffer; weight: 700; style: 'normal' };

/** Bold Noto Sans from @fontsource packages, installed with the site: nothing is fetched. */
type Family = 'noto-sans' | 'noto-sans-sc' | 'noto-sans-jp' | 'noto-sans-kr';

/**
 * Which family draws a character, first choice first: a locale's own CJK family (so a Japanese
 * title gets the Japanese forms of shared kanji), then the others for whatever it lacks. The CJK
 * families carry their own Latin.
 */
const PREFERENCE: Record<Locale, Family[]> = {
  en: ['noto-sans', 'noto-sans-sc', 'noto-sans-jp', 'noto-sans-kr'],
  zh: ['noto-sans-sc', 'noto-sans', 'noto-sans-jp', 'noto-sans-kr'],
  ja: ['noto-sans-jp', 'noto-sans', 'noto-sans-sc', 'noto-sans-kr'],
  ko: ['noto-sans-kr', 'noto-sans', 'noto-sans-sc', 'noto-sans-jp'],
  de: ['noto-sans', 'noto-sans-sc', 'noto-sans-jp', 'noto-sans-kr'],
  fr: ['noto-sans', 'noto-sans-sc', 'noto-sans-jp', 'noto-sans-kr'],
  es: ['noto-sans', 'noto-sans-sc', 'noto-sans-jp', 'noto-sans-kr'],
  pt: ['noto-sans', 'noto-sans-sc', 'noto-sans-jp', 'noto-sans-kr'],
  ru: ['noto-sans', 'noto-sans-sc', 'noto-sans-jp', 'noto-sans-kr'],
  it: ['noto-sans', 'noto-sans-sc', 'noto-sans-jp', 'noto-sans-kr'],
};

// The server runs from the project root (scripts/server.mjs, next build, jest). Not traced by the
// bundler (it would match every file of every @fontsource package); the site runs with its node_modules.
const packageFile = (family: Family, file: string) => path.join(/* turbopackIgnore: true */ process.cwd(), 'node_modules', '@fontsource', family, file);

/** A file of a family and the code points it covers (from the package's CSS `unicode-range`). */
type Chunk = { family: Family; file: string; ranges: [number, number][] };

/**
 * The package's bold faces: a CJK family comes as ~100 files of a few dozen KB each (by
 * frequency), so a card loads only the files holding its characters, not the whole 8 MB font.
 */
function parseFaces(family: Family, css: string): Chunk[] {
  return css
    .split('@font-face')
    .slice(1)
    .flatMap((face) => {
      const file = /url\(\.\/files\/([^)]+\.woff)\) format\('woff'\)/.exec(face)?.[1];
      const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
      if (!file || !range) return [];
      const ranges = range.split(',').map((part): [number, number] => {
        const [from = '0', to] = part.trim().replace(/^U\+/i, '').split('-');
        return [parseInt(from, 16), parseInt(to ?? from, 16)];
      });
      return [{ family, file, ranges }];
    });
}

/** The weights the site draws with: regular text (the packing slip) and bold (cards, headings). */
export type FontWeight = 400 | 700;

const faces = new Map<string, Chunk[]>();
function facesOf(family: Family, weight: FontWeight = 700): Chunk[] {
  let list = faces.get(`${family}:${weight}`);
  if (!list) {
    list = parseFaces(family, readFileSync(packageFile(family, `${weight}.css`), 'utf8'));
    faces.set(`${family}:${weight}`, list);
  }
  return list;
}

const covers = (chunk: Chunk, code: number) => chunk.ranges.some(([from, to]) => code >= from && code <= to);

/** The file that draws one character in `locale`: the first family (by preference) whose files cover it. */
function chunkOf(locale: Locale, code: number, weight: FontWeight = 700): Chunk | undefined {
  for (const family of PREFERENCE[locale]) {
    const chunk = facesOf(family, weight).find((c) => covers(c, code));
    if (chunk) return chunk;
  }
  return undefined;
}

/**
 * `text` cut into runs that one font file draws, with that file's path, for a writer that takes
 * one font at a time (pdfkit); spaces and characters no file covers stay with the run before.
 */
export function fontRuns(locale: Locale, text: string, weight: FontWeight): { text: string; file: string }[] {
  const lead = facesOf(PREFERENCE[locale][0]!, weight).find((c) => covers(c, 0x41))!;
  const runs: { text: string; chunk: Chunk }[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const chunk = (code > 0x20 ? chunkOf(locale, code, weight) : undefined) ?? runs.at(-1)?.chunk ?? lead;
    const last = runs.at(-1);
    if (last && last.chunk === chunk) last.text += ch;
    else runs.push({ text: ch, chunk });
  }
  return runs.map((r) => ({ text: r.text, file: packageFile(r.chunk.family, `files/${r.chunk.file}`) }));
}

/** The files that draw `text` in `locale`: for each character, the first family (by preference) whose files cover it. */
export function chunksFor(locale: Locale, text: string): Chunk[] {
  const chosen = new Set<Chunk>();
  for (const ch of new Set(text)) {
    const code = ch.codePointAt(0)!;
    if (code <= 0x20) continue;
    const chunk = chunkOf(locale, code);
    if (chunk) chosen.add(chunk);
  }
  // The locale's first family leads even for a text without its characters: its .notdef, spacing and punctuation.
  const lead = facesOf(PREFERENCE[locale][0]!).find((c) => covers(c, 0x41));
  if (lead) chosen.add(lead);
  const order = (c: Chunk) => PREFERENCE[locale].indexOf(c.family);
  return [...chosen].sort((a, b) => order(a) - order(b) || Number(b === lead) - Number(a === lead));
}

const files = new Map<string, Promise<CardFont>>();
function loadChunk({ family, file }: Chunk): Promise<CardFont> {
  let font = files.get(file);
  if (!font) {
    font = readFile(packageFile(family, `files/${file}`)).then((data) => ({ name: file, data, weight: 700 as const, style: 'normal' as const }));
    files.set(file, font);
    font.catch(() => files.delete(file));
  }
  return font;
}

/** The fonts that draw `text` on a card in `locale` (a Chinese title loads a few hundred KB of the font, a German one ~100 KB). */
export function cardFonts(locale: Locale, text: string): Promise<CardFont[]> {
  return Promise.all(chunksFor(locale, text).map(loadChunk));
}

/** Noto Sans Latin only: what a card would look like without a font for its script (tests compare against it). */
export function latinFonts(): Promise<CardFont[]> {
  const latin = facesOf('noto-sans').filter((c) => /-latin(-ext)?-700-normal\.woff$/.test(c.file));
  return Promise.all(latin.map(loadChunk));
}
