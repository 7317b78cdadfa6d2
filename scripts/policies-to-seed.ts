/**
 * One-off (issue 32): writes the policies and legal pages, as lib/server/policies/<locale>.ts and
 * lib/server/legal/texts/<locale>.ts held them, to scripts/seed-data/policies/<locale>.json as the
 * rich text the `policy` content kind stores, so no word is retyped. Removed with those files.
 * Usage: node --conditions=react-server --import tsx scripts/policies-to-seed.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { locales } from '../i18n/routing';
import { LEGAL_TEXTS, type LegalBlock, type LegalDocument } from '../lib/server/legal';
import { LEGAL_PAGE_LOCALES } from '../lib/legal-pages';
import { POLICY_PAGES, POLICY_SECTIONS, POLICY_TEXTS, POLICY_UPDATED, type Block, type PolicySection } from '../lib/server/policies';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A paragraph's text: escaped, `[words](/path)` as a link. */
const inline = (text: string) => escape(text).replace(/\[([^\]]+)\]\((\/[\w#/-]*)\)/g, '<a href="$2">$1</a>');
const heading = (id: string, text: string) => `<h3>${escape(text)} {#${id}}</h3>`;

function block(b: Block | LegalBlock): string {
  if (typeof b === 'string') return `<p>${inline(b)}</p>`;
  if ('list' in b) return `<ul>${b.list.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`;
  if ('table' in b) return `<p>{table:${b.table}}</p>`;
  if ('rows' in b) return `<ul>${b.rows.map(([label, value]) => `<li><strong>${escape(label)}</strong> ${inline(value)}</li>`).join('')}</ul>`;
  return `<blockquote>${b.form.map((line) => `<p>${inline(line)}</p>`).join('')}</blockquote>`;
}

const fromLegal = (doc: LegalDocument, updated: string) => ({
  title: doc.title,
  description: doc.description,
  intro: doc.intro,
  updated,
  body: doc.sections.map((s) => heading(s.id, s.heading) + s.blocks.map(block).join('')).join(''),
});

for (const locale of locales) {
  const out: Record<string, unknown> = {};
  for (const page of POLICY_PAGES) {
    const doc = POLICY_TEXTS[locale][page];
    const sections = doc.sections as Record<string, PolicySection>;
    out[page] = {
      title: doc.title,
      description: doc.description,
      intro: doc.intro,
      updated: POLICY_UPDATED[page],
      body: POLICY_SECTIONS[page].map((id) => heading(id, sections[id]!.heading) + sections[id]!.blocks.map(block).join('')).join(''),
    };
  }
  const legal = LEGAL_TEXTS[locale];
  out.imprint = fromLegal(legal.imprint, '2026-11-28');
  if (LEGAL_PAGE_LOCALES.withdrawal.includes(locale)) out.withdrawal = fromLegal(legal.withdrawal!, '2026-11-28');
  writeFileSync(path.join(__dirname, 'seed-data/policies', `${locale}.json`), `${JSON.stringify(out, null, 2)}\n`);
}
