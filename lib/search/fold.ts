/**
 * Search text normalisation shared by the indexer and the query parser: case and accents
 * folded (`Halsband` = `halsband`, `Collier` = `collier`, `é` = `e`), width variants unified
 * (NFKC), and runs of Chinese, Japanese and Korean split into words with Intl.Segmenter so
 * a query word can be matched inside a longer title.
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

let segmenter: Intl.Segmenter | undefined;

/** Words of a text after folding; CJK runs are segmented by the ICU dictionary. */
export function words(text: string): string[] {
  const folded = foldText(text);
  if (!hasCjk(folded)) return folded.split(' ').filter(Boolean);
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const out: string[] = [];
  for (const part of segmenter.segment(folded)) {
    if (part.isWordLike) out.push(part.segment);
  }
  return out;
}

/** The folded form stored in the index: words separated by single spaces. */
export function indexText(text: string): string {
  return words(text).join(' ');
}
