import 'server-only';
import satori from 'satori';
import sharp from 'sharp';
import { localeTags, type Locale } from '@/i18n/routing';
import { OG_SIZE } from '@/lib/og';
import { Card, clampTitle } from './card';
import { cardFonts, type CardFont } from './fonts';

export type CardText = { title: string; tagline: string };

/** Satori's names of the CJK locales (the `lang` it reads to break lines and choose between fonts). */
const SATORI_LANG: Partial<Record<Locale, string>> = { zh: 'zh-CN', ja: 'ja-JP', ko: 'ko-KR' };

/**
 * A card as PNG: satori lays it out and draws every glyph as a path (so the SVG needs no font),
 * sharp rasterises the SVG. `fonts` replaces the locale's fonts (tests draw without CJK with it).
 */
export async function renderCard(locale: Locale, { title, tagline }: CardText, fonts?: CardFont[]): Promise<Buffer> {
  const lang = SATORI_LANG[locale] ?? localeTags[locale];
  const drawn = fonts ?? (await cardFonts(locale, `Pawtrail${clampTitle(title)}${tagline}`));
  const svg = await satori(<Card title={title} tagline={tagline} lang={lang} font={drawn[0]!.name} />, { ...OG_SIZE, fonts: drawn });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}
