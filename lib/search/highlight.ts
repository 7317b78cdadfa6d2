/**
 * Marks the query's words in a text for result snippets. Returns plain segments; the page
 * renders marked ones in <mark> as React text, so nothing from the user or the content is
 * ever interpreted as HTML.
 */
import { bigrams, foldText, hasCjk, segments } from './fold';

export interface Segment {
  text: string;
  mark: boolean;
}

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const SCRIPT_RUN = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]+|[^\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]+/gu;

/** True when a and b differ by at most one substitution, insertion, deletion or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  const rest = (p: number, q: number) => x.slice(p).join('') === y.slice(q).join('');
  if (x.length === y.length) return rest(i + 1, i + 1) || (x[i] === y[i + 1] && x[i + 1] === y[i] && rest(i + 2, i + 2));
  return x.length > y.length ? rest(i + 1, i) : rest(i, i + 1);
}

function wordMatches(folded: string, token: string): boolean {
  if (folded.startsWith(token)) return true;
  if (Array.from(token).length < 5) return false;
  return folded.includes(token) || withinOneEdit(folded, token);
}

function ranges(text: string, query: string): [number, number][] {
  const parts = segments(query);
  const latin = parts.filter((p) => p.kind === 'word').map((p) => p.text);
  const cjk = [...new Set(parts.filter((p) => p.kind === 'cjk').flatMap((p) => bigrams(p.text)))];
  const out: [number, number][] = [];
  for (const word of text.matchAll(WORD)) {
    for (const run of word[0].matchAll(SCRIPT_RUN)) {
      const start = word.index + run.index;
      if (!hasCjk(run[0])) {
        if (latin.some((t) => wordMatches(foldText(run[0]), t))) out.push([start, start + run[0].length]);
        continue;
      }
      // Fold character by character, remembering where each folded character came from.
      let folded = '';
      const origin: [number, number][] = [];
      let offset = start;
      for (const ch of run[0]) {
        const f = foldText(ch);
        for (const c of f) {
          folded += c;
          for (let k = 0; k < c.length; k++) origin.push([offset, offset + ch.length]);
        }
        offset += ch.length;
      }
      for (const t of cjk) {
        for (let at = folded.indexOf(t); at >= 0; at = folded.indexOf(t, at + 1)) {
          const first = origin[at];
          const last = origin[at + t.length - 1];
          if (first && last) out.push([first[0], last[1]]);
        }
      }
    }
  }
  out.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of out) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([...r]);
  }
  return merged;
}

function toSegments(text: string, marks: [number, number][], from = 0, to = text.length): Segment[] {
  const out: Segment[] = [];
  let at = from;
  for (const [s, e] of marks) {
    if (e <= from || s >= to) continue;
    if (s > at) out.push({ text: text.slice(at, s), mark: false });
    out.push({ text: text.slice(Math.max(s, from), Math.min(e, to)), mark: true });
    at = Math.min(e, to);
  }
  if (at < to) out.push({ text: text.slice(at, to), mark: false });
  return out;
}

export function highlight(text: string, query: string): Segment[] {
  return toSegments(text, ranges(text, query));
}

/** A passage of about `max` characters around the first match, with ellipses where cut. */
export function snippet(text: string, query: string, max = 180): Segment[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  const marks = ranges(clean, query);
  if (clean.length <= max) return toSegments(clean, marks);
  const firstMark = marks[0]?.[0] ?? 0;
  let from = Math.max(0, firstMark - Math.floor(max / 3));
  if (from > 0) {
    const space = clean.indexOf(' ', from);
    if (space >= 0 && space < firstMark) from = space + 1;
  }
  const to = Math.min(clean.length, from + max);
  const body = toSegments(clean, marks, from, to);
  return [...(from > 0 ? [{ text: '… ', mark: false }] : []), ...body, ...(to < clean.length ? [{ text: ' …', mark: false }] : [])];
}
