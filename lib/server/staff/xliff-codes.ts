import 'server-only';

/**
 * The inline codes of one text in an XLIFF unit (XLIFF 2.0 §4.7): what a translator must keep
 * but cannot edit. A placeholder (`{returnDays}`, a policy's `{#refund}`) and a void tag (`<br />`) become a
 * `<ph>`; a pair of tags around words (`<strong>…</strong>`, `<a href="…">…</a>`) becomes a `<pc>`
 * whose words stay translatable. The original text of each code is written to the unit's
 * `<originalData>` for the translator's tool to show, but the import never reads it back: it
 * rebuilds the text from the codes of the current English text, so a file can neither change a
 * link's address nor smuggle in a tag.
 */
export type Inline = { kind: 'text'; text: string } | { kind: 'ph'; id: string } | { kind: 'pc'; id: string; children: Inline[] };

export interface Code {
  id: string;
  /** A placeholder (`{name}`), a void tag (`<br />`), or a tag pair around words. */
  type: 'placeholder' | 'tag' | 'pair';
  start: string;
  end?: string;
}

export interface Tokenized {
  content: Inline[];
  codes: Map<string, Code>;
}

/**
 * `{returnDays}`: a market fact (lib/shop/fact-text.ts) or a setting the page fills in; in a policy's
 * body also a section's anchor (`{#refund}`) and a market table (`{table:rates}`, lib/policy-body.ts),
 * kept as codes so a translation cannot rename an anchor other pages link to.
 */
const PLACEHOLDER = /\{(?:\w+|#[a-z][a-z0-9-]*|table:\w+)\}/g;
const TAG = /<(\/?)([a-z][a-z0-9]*)\b[^>]*?(\/?)>/gi;
const VOID = new Set(['br', 'hr', 'img']);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** The characters of HTML text as the sanitiser writes it (named and numeric references). */
export function decodeHtmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Splits the source text of a field into words and codes, numbering the codes from 1. */
export function tokenize(value: string, rich: boolean): Tokenized {
  const codes = new Map<string, Code>();
  const add = (code: Omit<Code, 'id'>) => {
    const id = String(codes.size + 1);
    codes.set(id, { id, ...code });
    return id;
  };
  const words = (text: string, into: Inline[]) => {
    let last = 0;
    for (const match of text.matchAll(PLACEHOLDER)) {
      if (match.index > last) into.push({ kind: 'text', text: text.slice(last, match.index) });
      into.push({ kind: 'ph', id: add({ type: 'placeholder', start: match[0] }) });
      last = match.index + match[0].length;
    }
    if (last < text.length) into.push({ kind: 'text', text: text.slice(last) });
  };
  const root: Inline[] = [];
  if (!rich) {
    words(value, root);
    return { content: root, codes };
  }
  // Sanitised rich text is balanced; a closing tag with no opening one is kept as a code of its own.
  const stack: { name: string; node: Extract<Inline, { kind: 'pc' }>; into: Inline[] }[] = [];
  let into = root;
  let last = 0;
  for (const match of value.matchAll(TAG)) {
    if (match.index > last) words(decodeHtmlText(value.slice(last, match.index)), into);
    last = match.index + match[0].length;
    const [tag, closing, rawName, selfClosing] = match;
    const name = rawName!.toLowerCase();
    if (closing) {
      const open = stack.at(-1);
      if (open && open.name === name) {
        stack.pop();
        codes.get(open.node.id)!.end = tag;
        into = open.into;
      } else into.push({ kind: 'ph', id: add({ type: 'tag', start: tag }) });
    } else if (selfClosing || VOID.has(name)) {
      into.push({ kind: 'ph', id: add({ type: 'tag', start: tag }) });
    } else {
      const node: Extract<Inline, { kind: 'pc' }> = { kind: 'pc', id: add({ type: 'pair', start: tag }), children: [] };
      into.push(node);
      stack.push({ name, node, into });
      into = node.children;
    }
  }
  if (last < value.length) words(decodeHtmlText(value.slice(last)), into);
  // An opening tag never closed: its code becomes a lone tag, its words move up a level.
  for (const open of stack.reverse()) {
    const code = codes.get(open.node.id)!;
    code.type = 'tag';
    const at = open.into.indexOf(open.node);
    open.into.splice(at, 1, { kind: 'ph', id: code.id }, ...open.node.children);
  }
  return { content: root, codes };
}

/** Why a translated text cannot be taken: a code the source has is missing, one it does not have was added, or codes are misused. */
export type CodeProblem = { reason: 'placeholder_missing' | 'placeholder_added' | 'markup_missing' | 'markup_added' | 'markup_broken'; detail: string };

/**
 * Checks the codes of a translation against its source's: every code exactly once, a pair as a
 * pair, and no placeholder typed as plain text (the page would fill it, or show it broken).
 */
export function checkCodes(target: Inline[], codes: Map<string, Code>): CodeProblem | null {
  const used = new Set<string>();
  let problem: CodeProblem | null = null;
  const visit = (nodes: Inline[]) => {
    for (const node of nodes) {
      if (problem) return;
      if (node.kind === 'text') {
        const typed = node.text.match(/\{[^{}]*\}|[{}]/);
        if (typed) problem = { reason: 'placeholder_added', detail: typed[0] };
        continue;
      }
      const code = codes.get(node.id);
      if (!code || used.has(node.id)) {
        const placeholder = code?.type === 'placeholder';
        problem = { reason: placeholder ? 'placeholder_added' : 'markup_added', detail: code?.start ?? `id ${node.id}` };
        return;
      }
      if ((node.kind === 'pc') !== (code.type === 'pair')) {
        problem = { reason: 'markup_broken', detail: code.start };
        return;
      }
      used.add(node.id);
      if (node.kind === 'pc') visit(node.children);
    }
  };
  visit(target);
  if (problem) return problem;
  for (const code of codes.values()) {
    if (!used.has(code.id)) return { reason: code.type === 'placeholder' ? 'placeholder_missing' : 'markup_missing', detail: code.start };
  }
  return null;
}

/** The field's text from checked target content, with the source's own codes (never the file's). */
export function rebuild(target: Inline[], codes: Map<string, Code>, rich: boolean): string {
  return target
    .map((node) => {
      if (node.kind === 'text') return rich ? escapeHtml(node.text) : node.text;
      const code = codes.get(node.id)!;
      return node.kind === 'ph' ? code.start : `${code.start}${rebuild(node.children, codes, rich)}${code.end ?? ''}`;
    })
    .join('');
}

export const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // A carriage return would be normalised away by the reader's XML parser.
    .replace(/\r/g, '&#13;');

/** Inline content as XLIFF markup: `<ph>` and `<pc>` name their original data and show it (`disp`), and may not be deleted. */
export function inlineXml(content: Inline[], codes: Map<string, Code>): string {
  return content
    .map((node) => {
      if (node.kind === 'text') return escapeXml(node.text);
      const code = codes.get(node.id)!;
      const type = code.type === 'placeholder' ? 'other' : 'fmt';
      if (node.kind === 'ph') return `<ph id="${node.id}" dataRef="d${node.id}" type="${type}" disp="${escapeXml(code.start)}" canDelete="no"/>`;
      return (
        `<pc id="${node.id}" dataRefStart="d${node.id}" dataRefEnd="d${node.id}e" type="fmt" dispStart="${escapeXml(code.start)}" dispEnd="${escapeXml(code.end ?? '')}" canDelete="no">` +
        `${inlineXml(node.children, codes)}</pc>`
      );
    })
    .join('');
}

/** The unit's `<originalData>`: each code's text, for display in the translator's tool. */
export function originalDataXml(codes: Map<string, Code>): string {
  if (codes.size === 0) return '';
  const data = [...codes.values()].flatMap((c) => [
    `<data id="d${c.id}">${escapeXml(c.start)}</data>`,
    ...(c.type === 'pair' ? [`<data id="d${c.id}e">${escapeXml(c.end ?? '')}</data>`] : []),
  ]);
  return `<originalData>${data.join('')}</originalData>`;
}
