import { diffWords } from 'diff';

/** A run of words in a comparison: in both versions, only in the newer one, or only in the older one. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const BLOCK = /<\/?(p|h[1-6]|li|ul|ol|blockquote|br|div)\b[^>]*>/gi;

/**
 * The words a rich-text field (sanitised HTML) shows, for comparing: tags dropped, blocks and line
 * breaks as line ends, entities decoded. The comparison renders this as text, never as markup, so
 * nothing in a version can run in the editor's page.
 */
export function htmlText(html: string): string {
  return html
    .replace(BLOCK, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? whole;
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    })
    .replace(/[ \t]*\n[\s]*/g, '\n')
    .trim();
}

/** A field's value as the words to compare: text as is, rich text as its text, specification rows as "label: value" lines. */
export function fieldText(value: unknown, rich = false): string {
  if (typeof value === 'string') return rich ? htmlText(value) : value;
  if (Array.isArray(value))
    return value
      .map((row) =>
        row && typeof row === 'object'
          ? `${String((row as { label?: unknown }).label ?? '')}: ${String((row as { value?: unknown }).value ?? '')}`
          : String(row),
      )
      .join('\n');
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The word-level changes from `before` to `after` (jsdiff's diffWords). Words are split by the
 * text's language (`Intl.Segmenter`), so Japanese or Chinese, written without spaces, compare by
 * word rather than as one long run.
 */
export function wordDiff(before: string, after: string, locale = 'en'): DiffPart[] {
  const intlSegmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  return diffWords(before, after, { intlSegmenter }).map((c) => ({
    kind: c.added ? 'added' : c.removed ? 'removed' : 'same',
    text: c.value,
  }));
}
