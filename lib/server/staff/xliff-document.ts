import 'server-only';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { HttpError } from '../http/errors';
import { escapeXml, inlineXml, originalDataXml, type Code, type Inline } from './xliff-codes';

export const XLIFF_NS = 'urn:oasis:names:tc:xliff:document:2.0';
const MDA_NS = 'urn:oasis:names:tc:xliff:metadata:2.0';
/** The largest file an import takes (about 20 000 units of ordinary length). */
export const XLIFF_MAX_BYTES = 5 * 1024 * 1024;

export interface ExportUnit {
  id: string;
  /** The field, as the editor names it (`answer`, `specs.0.label`). */
  name: string;
  /** Hash of the English text the source was taken from: an import compares it with the English of the day. */
  sourceHash: string;
  source: { content: Inline[]; codes: Map<string, Code> };
  /** The text in the target language now (its draft, else its published text), in the source's codes; null when there is none or its codes no longer fit. */
  target: Inline[] | null;
}
export interface ExportFile {
  id: string;
  original: string;
  meta: Record<string, string>;
  units: ExportUnit[];
}

const metadata = (meta: Record<string, string>) =>
  `<mda:metadata><mda:metaGroup category="pawtrail">${Object.entries(meta)
    .map(([type, value]) => `<mda:meta type="${escapeXml(type)}">${escapeXml(value)}</mda:meta>`)
    .join('')}</mda:metaGroup></mda:metadata>`;

/** An XLIFF 2.0 document: one `<file>` per item, one `<unit>` per field, one segment each, whitespace kept. */
export function writeXliff(trgLang: string, files: ExportFile[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${XLIFF_NS}" xmlns:mda="${MDA_NS}" version="2.0" srcLang="en" trgLang="${escapeXml(trgLang)}">`,
  ];
  for (const file of files) {
    lines.push(`  <file id="${escapeXml(file.id)}" original="${escapeXml(file.original)}" xml:space="preserve">`, `    ${metadata(file.meta)}`);
    for (const unit of file.units) {
      const target = unit.target ? `<target>${inlineXml(unit.target, unit.source.codes)}</target>` : '';
      lines.push(
        `    <unit id="${escapeXml(unit.id)}" name="${escapeXml(unit.name)}">`,
        `      ${metadata({ sourceHash: unit.sourceHash })}`,
        ...(unit.source.codes.size ? [`      ${originalDataXml(unit.source.codes)}`] : []),
        `      <segment state="${unit.target ? 'translated' : 'initial'}"><source>${inlineXml(unit.source.content, unit.source.codes)}</source>${target}</segment>`,
        '    </unit>',
      );
    }
    lines.push('  </file>');
  }
  lines.push('</xliff>', '');
  return lines.join('\n');
}

/** One unit as an import reads it: its target as inline content (null: no target at all). */
export interface ImportUnit {
  id: string;
  fileMeta: Record<string, string>;
  sourceHash: string | null;
  target: Inline[] | null;
  /** Why the target could not be read as inline content (an `<sc>`/`<ec>` or unknown element). */
  targetProblem: string | null;
}

type Node = Record<string, unknown>;
type Attrs = Record<string, string>;
const ATTRS = ':@';

const notXml = (line?: number) => new HttpError(422, 'xliff_not_xml', 'xliffNotXml', undefined, undefined, { line: line ?? 1 });
const notXliff = () => new HttpError(422, 'xliff_not_xliff', 'xliffNotXliff');

/** XML's five entities and character references, decoded once (the parser is told to leave them: it would skip numeric ones). */
const decodeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, name: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (name[0] !== '#') return named[name.toLowerCase()]!;
    return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)));
  });

const nameOf = (node: Node) => Object.keys(node).find((k) => k !== ATTRS)!;
/** The local name: a translator's tool may write the metadata module under a prefix of its own. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const attrsOf = (node: Node): Attrs =>
  Object.fromEntries(Object.entries((node[ATTRS] as Attrs | undefined) ?? {}).map(([k, v]) => [k.replace(/^@_/, ''), decodeXml(String(v))]));
const childrenOf = (node: Node) => (node[nameOf(node)] as Node[] | undefined) ?? [];
const elements = (nodes: Node[], name: string) => nodes.filter((n) => nameOf(n) !== '#text' && localName(nameOf(n)) === name);

function readMeta(nodes: Node[]): Record<string, string> {
  const meta: Record<string, string> = {};
  for (const block of elements(nodes, 'metadata'))
    for (const group of elements(childrenOf(block), 'metaGroup'))
      for (const item of elements(childrenOf(group), 'meta')) {
        const type = attrsOf(item).type;
        if (type) meta[type] = textOf(childrenOf(item));
      }
  return meta;
}
const textOf = (nodes: Node[]): string => nodes.map((n) => (nameOf(n) === '#text' ? decodeXml(String(n['#text'])) : textOf(childrenOf(n)))).join('');

/** Target content as inline nodes; `<mrk>` (a translator's annotation) keeps its words, `<cp>` is its character. */
function readInline(nodes: Node[]): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    const name = nameOf(node);
    if (name === '#text') {
      out.push({ kind: 'text', text: decodeXml(String(node['#text'])) });
      continue;
    }
    const attrs = attrsOf(node);
    if (name === 'ph') out.push({ kind: 'ph', id: attrs.id ?? '' });
    else if (name === 'pc') out.push({ kind: 'pc', id: attrs.id ?? '', children: readInline(childrenOf(node)) });
    else if (name === 'mrk') out.push(...readInline(childrenOf(node)));
    else if (name === 'cp' && /^[0-9a-f]{1,6}$/i.test(attrs.hex ?? '')) out.push({ kind: 'text', text: String.fromCodePoint(Number.parseInt(attrs.hex!, 16)) });
    else throw new UnsupportedInline(`<${name}>`);
  }
  return out;
}
class UnsupportedInline extends Error {}
const sourceOf = (segment: Node) => {
  const [source] = elements(childrenOf(segment), 'source');
  return source ? childrenOf(source) : [];
};

/**
 * Reads an uploaded file: well-formed XML (no DTD), an XLIFF 2.x document from English into a
 * language, with at least one unit; anything else is a 422 that names the problem, before any unit
 * is looked at. A unit's target is read into inline content; an unreadable one is reported per unit.
 */
export function readXliff(text: string): { srcLang: string; trgLang: string; units: ImportUnit[] } {
  const xml = text.replace(/^\uFEFF/, '');
  // XLIFF has no DTD; one here can only be an entity expansion attack or a different format.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw notXliff();
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw notXml(valid.err.line);
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    trimValues: false,
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: false,
    htmlEntities: false,
  });
  const document = parser.parse(xml) as Node[];
  const root = document.find((n) => nameOf(n) !== '#text' && !nameOf(n).startsWith('?'));
  if (!root || nameOf(root) !== 'xliff') throw notXliff();
  const rootAttrs = attrsOf(root);
  if (rootAttrs.xmlns !== XLIFF_NS || !/^2\.\d$/.test(rootAttrs.version ?? '') || !rootAttrs.srcLang || !rootAttrs.trgLang) throw notXliff();
  const units: ImportUnit[] = [];
  const walk = (nodes: Node[], fileMeta: Record<string, string>) => {
    for (const node of nodes) {
      const name = nameOf(node);
      if (name === 'group') walk(childrenOf(node), fileMeta);
      if (name !== 'unit') continue;
      const children = childrenOf(node);
      const segments = children.filter((n) => nameOf(n) === 'segment' || nameOf(n) === 'ignorable');
      let target: Inline[] | null = null;
      let targetProblem: string | null = null;
      try {
        for (const segment of segments) {
          const [targetNode] = elements(childrenOf(segment), 'target');
          // An ignorable without a target is whitespace between segments: its source stands.
          const parts = targetNode ? childrenOf(targetNode) : nameOf(segment) === 'ignorable' ? sourceOf(segment) : null;
          if (parts) target = [...(target ?? []), ...readInline(parts)];
        }
      } catch (error) {
        if (!(error instanceof UnsupportedInline)) throw error;
        targetProblem = error.message;
      }
      units.push({ id: attrsOf(node).id ?? '', fileMeta, sourceHash: readMeta(children).sourceHash ?? null, target, targetProblem });
    }
  };
  for (const file of elements(childrenOf(root), 'file')) walk(childrenOf(file), readMeta(childrenOf(file)));
  if (units.length === 0) throw notXliff();
  return { srcLang: rootAttrs.srcLang, trgLang: rootAttrs.trgLang, units };
}
