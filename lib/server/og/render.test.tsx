import sharp from 'sharp';
import type { Locale } from '@/i18n/routing';
import { OG_SIZE } from '@/lib/og';
import { allMessages } from '@/lib/server/i18n';
import { TITLE_BOX } from './card';
import { chunksFor, latinFonts, type CardFont } from './fonts';
import { renderCard } from './render';

/** The title box of a card as grey levels: the title is white on navy, everything else there is dark. */
async function titleRegion(png: Buffer): Promise<Buffer> {
  return sharp(png).extract(TITLE_BOX).greyscale().raw().toBuffer();
}

async function title(locale: Locale, text: string, fonts?: CardFont[]): Promise<Buffer> {
  return titleRegion(await renderCard(locale, { title: text, tagline: allMessages[locale].Metadata.tagline }, fonts));
}

/** Share of the box drawn as text. */
const ink = (region: Buffer) => region.filter((v) => v > 160).length / region.length;
/** Share of the box where two renderings differ clearly. */
const difference = (a: Buffer, b: Buffer) => a.filter((v, i) => Math.abs(v - (b[i] ?? 0)) > 64).length / a.length;

// Each locale's home page title, and two different letters of its script.
const SCRIPTS: { locale: Locale; letters: RegExp }[] = [
  { locale: 'zh', letters: /\p{Script=Han}/u },
  { locale: 'ja', letters: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u },
  { locale: 'ko', letters: /\p{Script=Hangul}/u },
  { locale: 'ru', letters: /\p{Script=Cyrillic}/u },
];

function twoLetters(text: string, letters: RegExp): [string, string] {
  const [a, b] = [...new Set([...text].filter((c) => letters.test(c)))];
  if (!a || !b) throw new Error(`fewer than two letters of ${letters} in ${text}`);
  return [a, b];
}

describe('Open Graph card (issue 17)', () => {
  it('is a 1200×630 PNG', async () => {
    const png = await renderCard('en', { title: 'Brand', tagline: 'Smart pet products' });
    const meta = await sharp(png).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'png', ...OG_SIZE });
  });

  it.each(SCRIPTS)('draws the $locale title in real glyphs, not tofu', async ({ locale, letters }) => {
    const text = allMessages[locale].Pages.index.title;
    const [real, withoutScript] = await Promise.all([title(locale, text), title(locale, text, await latinFonts())]);
    // Text is there, and it is not what a font without the script draws (boxes, or nothing).
    expect(ink(real)).toBeGreaterThan(0.04);
    expect(difference(real, withoutScript)).toBeGreaterThan(0.03);

    // Tofu boxes are all alike: two different letters must give two different glyphs.
    const [a, b] = twoLetters(text, letters);
    const [glyphA, glyphB] = await Promise.all([title(locale, a), title(locale, b)]);
    expect(ink(glyphA)).toBeGreaterThan(0.002);
    expect(ink(glyphB)).toBeGreaterThan(0.002);
    expect(difference(glyphA, glyphB)).toBeGreaterThan(0.002);

    // The same check on a card drawn without the script's font finds them alike: it would catch tofu.
    const latin = await latinFonts();
    const [tofuA, tofuB] = await Promise.all([title(locale, a, latin), title(locale, b, latin)]);
    expect(difference(tofuA, tofuB)).toBeLessThan(0.0005);
  });

  it('draws a rare Han character, and a Chinese word in a German title, from the files that hold them', async () => {
    // U+E000 is in no font: what tofu looks like on this card.
    const [rare, unusual, tofu] = await Promise.all([title('zh', '鱻'), title('zh', '𠀋'), title('zh', '\ue000')]);
    expect(difference(rare, tofu)).toBeGreaterThan(0.002);
    expect(difference(unusual, tofu)).toBeGreaterThan(0.002);
    const [german, germanTofu] = await Promise.all([title('de', 'Halsband 项圈'), title('de', 'Halsband \ue000\ue000')]);
    expect(difference(german, germanTofu)).toBeGreaterThan(0.002);
  });

  it('loads only the font files a card needs', async () => {
    const files = (locale: Locale, text: string) => chunksFor(locale, text).map((c) => c.file);
    expect(files('de', 'Smarte Heimtierprodukte für glückliche Tiere')).toEqual(['noto-sans-latin-700-normal.woff']);
    expect(files('ru', 'Умный GPS-ошейник C4').sort()).toEqual(['noto-sans-cyrillic-700-normal.woff', 'noto-sans-latin-700-normal.woff']);
    const zh = files('zh', allMessages.zh.Pages.index.title);
    expect(zh.length).toBeGreaterThan(1);
    expect(zh.length).toBeLessThanOrEqual(16);
    expect(zh.every((f) => f.startsWith('noto-sans-sc-'))).toBe(true);
    expect(files('ja', allMessages.ja.Pages.index.title).every((f) => f.startsWith('noto-sans-jp-'))).toBe(true);
    expect(files('ko', allMessages.ko.Pages.index.title).every((f) => f.startsWith('noto-sans-kr-'))).toBe(true);
  });

  it.each([
    ['en', 'Pawtrail '.repeat(30)],
    ['zh', '智能宠物用品让爱宠安全又快乐'.repeat(8)],
  ] as const)('keeps a long %s title inside its box', async (locale, long) => {
    const png = await renderCard(locale, { title: long, tagline: 'x' });
    expect(ink(await titleRegion(png))).toBeGreaterThan(0.04);
    // Nothing drawn in the strips just above and under the title box: the title did not run on.
    for (const top of [TITLE_BOX.top - 20, TITLE_BOX.top + TITLE_BOX.height]) {
      const strip = await sharp(png).extract({ left: TITLE_BOX.left, top, width: 900, height: 20 }).greyscale().raw().toBuffer();
      expect(ink(strip)).toBe(0);
    }
  });
});
