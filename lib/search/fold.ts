/**
 * Search text normalisation shared by the indexer, the query parser and the highlighter.
 *
 * Case and accents are folded (`Halsband` = `halsband`, `Collier` = `collier`, `é` = `e`) and
 * width variants unified (NFKC). Chinese, Japanese and Korean have no reliable word boundaries
 * (and Korean words carry particles), so CJK runs are stored as overlapping bigrams plus the
 * run's last character: `智能项圈` → `智能 能项 项圈 圈`. A two-character query word is then a
 * whole indexed word wherever it sits inside a longer title, and pg_trgm's trigram GIN indexes
 * serve every script with one representation.
 */
const CJK_CHAR = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]/u;
const CJK_RUN = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]+|[^\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]+/gu;

export function hasCjk(text: string): boolean {
  return CJK_CHAR.test(text);
}

export function foldText(text: string): string {
  return (
    text
      .normalize('NFKC')
      .normalize('NFD')
      // Accents are folded on Latin letters only: Cyrillic й must stay distinct from и.
      .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
      .normalize('NFC')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/ё/g, 'е')
      .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
      .trim()
  );
}

export type TokenKind = 'word' | 'cjk';

export interface Token {
  text: string;
  kind: TokenKind;
}

/** Splits folded text into words and CJK runs (a run never mixes scripts: `スマートgps首輪` → 3 parts). */
export function segments(text: string): Token[] {
  const out: Token[] = [];
  for (const word of foldText(text).split(' ')) {
    if (!word) continue;
    for (const part of word.match(CJK_RUN) ?? []) out.push({ text: part, kind: hasCjk(part) ? 'cjk' : 'word' });
  }
  return out;
}

/** Overlapping bigrams of a CJK run; a one-character run stays itself. */
export function bigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  return chars.slice(1).map((c, i) => `${chars[i]}${c}`);
}

/** Words of a text after folding, CJK runs as their bigrams (used by the query parser). */
export function words(text: string): string[] {
  return segments(text).flatMap((s) => (s.kind === 'cjk' ? bigrams(s.text) : [s.text]));
}

/**
 * The folded form stored in the index, with a space before and after every word so that
 * `LIKE '% word %'` (whole word) and `LIKE '% pre%'` (word prefix) are plain substring tests
 * that pg_trgm turns into selective index scans. CJK runs also keep their last character as a
 * word, so every character of a run starts some indexed word and a one-character query finds it.
 */
export function indexText(text: string): string {
  const out: string[] = [];
  for (const s of segments(text)) {
    if (s.kind === 'word') {
      out.push(s.text);
      continue;
    }
    const chars = Array.from(s.text);
    out.push(...bigrams(s.text));
    const last = chars.at(-1);
    if (chars.length > 1 && last) out.push(last);
  }
  return out.length ? ` ${out.join(' ')} ` : '';
}
