import { foldText } from '../search/fold';

/** The postcode in capitals without spaces or dashes (`100-0005` → `1000005`), as stored and as typed. */
export function postcodeKey(text: string): string {
  return text.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/**
 * Every spelling of a city folded the way the site search folds text (lib/search/fold.ts: case,
 * accents, width), each once, padded with spaces so that ` tok` is a word-start test:
 * `Munich, München, 慕尼黑` → ` munich munchen 慕尼黑 `.
 */
export function citySearchText(names: string[]): string {
  const folded = [...new Set(names.map(foldText).filter(Boolean))];
  return ` ${folded.join(' ')} `;
}
