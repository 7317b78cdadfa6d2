import 'server-only';
import { POLICY_TABLES, SECTION_ANCHOR, type PolicyTable } from '@/lib/policy-body';
import { richTextToPlain } from '../rich-text';

/** A stretch of a section: rich text as it is, a market table, or "label value" rows (an Impressum's). */
export type BodyBlock = { html: string } | { table: PolicyTable } | { rows: { label: string; html: string }[] };

export interface BodySection {
  /** The anchor (`refund`); `section-<n>` for the n-th heading when it has none; empty for text before the first heading. */
  id: string;
  /** Plain text; empty for text before the first heading. */
  heading: string;
  blocks: BodyBlock[];
}

const HEADING = /(<h3>[\s\S]*?<\/h3>)/;
const TABLE = /<p>\s*\{table:(\w+)\}\s*<\/p>/;
/** A list whose every item starts with a bold label: the rows of an Impressum. */
const ROWS = /<ul>((?:<li><strong>(?:(?!<\/?li>|<\/?ul>)[\s\S])*?<\/li>)+)<\/ul>/;
const ROW = /<li><strong>([\s\S]*?)<\/strong>\s*([\s\S]*?)<\/li>/g;

/**
 * A policy body (sanitised rich text, lib/policy-body.ts) as the page lays it out: one section per
 * heading, with its anchor, and the market tables and rows picked out of the text between.
 */
export function policySections(html: string): BodySection[] {
  const sections: BodySection[] = [];
  let current = { id: '', heading: '', html: '' };
  let headings = 0;
  const close = () => {
    if (current.id || current.html.trim()) sections.push({ id: current.id, heading: current.heading, blocks: bodyBlocks(current.html) });
  };
  for (const part of html.split(HEADING)) {
    if (!HEADING.test(part)) {
      current.html += part;
      continue;
    }
    close();
    headings += 1;
    const id = SECTION_ANCHOR.exec(part)?.[1] ?? `section-${headings}`;
    current = { id, heading: richTextToPlain(part.replace(SECTION_ANCHOR, '')), html: '' };
  }
  close();
  return sections;
}

function bodyBlocks(html: string): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  // split() with a group alternates text and the group: [html, table, html, table, html].
  html.split(TABLE).forEach((part, i) => {
    if (i % 2 === 1) {
      if ((POLICY_TABLES as readonly string[]).includes(part)) blocks.push({ table: part as PolicyTable });
      return;
    }
    let rest = part;
    for (let match = ROWS.exec(rest); match; match = ROWS.exec(rest)) {
      if (match.index > 0) blocks.push({ html: rest.slice(0, match.index) });
      blocks.push({ rows: [...match[1]!.matchAll(ROW)].map(([, label, value]) => ({ label: richTextToPlain(label!), html: value! })) });
      rest = rest.slice(match.index + match[0].length);
    }
    if (rest.trim()) blocks.push({ html: rest });
  });
  return blocks;
}
