import 'server-only';
import type { XliffImportLine, XliffImportReason, XliffImportReport } from '@/lib/types/staff';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { CONTENT_FORMS } from '@/lib/content-forms';
import { db, schema, type Queryable } from '../db';
import { HttpError } from '../http/errors';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';
import { pick, SOURCE_LOCALE, translationMatrix, version } from './content';
import { CONTENT_SPECS, type ContentSpec, type Texts } from './content-kinds';
import { checkCodes, rebuild, tokenize, type Inline } from './xliff-codes';
import { readXliff, writeXliff, type ExportFile, type ImportUnit } from './xliff-document';

export type ExchangeKind = keyof typeof CONTENT_SPECS;
export const EXCHANGE_KINDS = Object.keys(CONTENT_SPECS) as ExchangeKind[];

const drafts = schema.contentDrafts;
const hashOf = (text: string) => `sha256:${createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 32)}`;

/** The translatable strings of a kind's texts, by name: each field, and each specification row's label and value (`specs.0.label`). */
function strings(texts: Texts): [string, string][] {
  return Object.entries(texts).flatMap(([field, value]): [string, string][] => {
    if (typeof value === 'string') return [[field, value]];
    if (Array.isArray(value))
      return value.flatMap((row, i) =>
        Object.entries(row as Record<string, unknown>)
          .filter(([, v]) => typeof v === 'string')
          .map(([key, v]): [string, string] => [`${field}.${i}.${key}`, v as string]),
      );
    return [];
  });
}
const stringAt = (texts: Texts, name: string) => strings(texts).find(([n]) => n === name)?.[1];
function withString(texts: Texts, name: string, value: string): Texts {
  const [field, index, key] = name.split('.');
  if (index === undefined) return { ...texts, [field!]: value };
  const rows = [...((texts[field!] as Record<string, unknown>[] | undefined) ?? [])];
  rows[Number(index)] = { ...rows[Number(index)], [key!]: value };
  return { ...texts, [field!]: rows };
}
const isRich = (spec: ContentSpec, name: string) => spec.rich?.includes(name) ?? false;

/** The target's codes renumbered as the source's, when each of its codes is one of the source's; else null (the translator starts afresh). */
function inSourceCodes(target: string, source: ReturnType<typeof tokenize>, rich: boolean): Inline[] | null {
  const own = tokenize(target, rich);
  const free = new Map([...source.codes.values()].map((c) => [c.id, c]));
  const ids = new Map<string, string>();
  for (const code of own.codes.values()) {
    const match = [...free.values()].find((c) => c.type === code.type && c.start === code.start && c.end === code.end);
    if (!match) return null;
    free.delete(match.id);
    ids.set(code.id, match.id);
  }
  const relabel = (nodes: Inline[]): Inline[] =>
    nodes.map((n) => (n.kind === 'text' ? n : n.kind === 'ph' ? { ...n, id: ids.get(n.id)! } : { ...n, id: ids.get(n.id)!, children: relabel(n.children) }));
  return relabel(own.content);
}

async function draftRow(q: Queryable, spec: ContentSpec, id: string, locale: Locale, lock = false) {
  const query = q
    .select()
    .from(drafts)
    .where(and(eq(drafts.kind, spec.kind), eq(drafts.itemId, id), eq(drafts.locale, locale)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Everything to translate into `locale`, as an XLIFF 2.0 document: each item of the chosen kinds
 * whose translation is missing or outdated is a `<file>`, each of its non-empty English strings a
 * `<unit>` (`{kind}:{item}:{field}`) with the English source, the text the language has now (its
 * draft, else its published text) as the target, and the hash of the English it was taken from.
 */
export async function exportXliff(actor: StaffSession, locale: Locale, kinds: readonly ExchangeKind[], ip: string) {
  const files: ExportFile[] = [];
  for (const kind of kinds) {
    const spec = CONTENT_SPECS[kind];
    const matrix = await translationMatrix(spec, { locale });
    for (const row of matrix.items) {
      const status = row.cells[locale]?.status;
      if (status !== 'missing' && status !== 'outdated') continue;
      const english = await spec.read(db(), row.id, SOURCE_LOCALE);
      if (!english) continue;
      const [draft, published] = await Promise.all([draftRow(db(), spec, row.id, locale), spec.read(db(), row.id, locale)]);
      const current = draft ? pick(spec, draft.fields) : published && pick(spec, published);
      const units = strings(pick(spec, english))
        .filter(([, value]) => value.trim() !== '')
        .map(([name, value]) => {
          const rich = isRich(spec, name);
          const source = tokenize(value, rich);
          const target = current ? stringAt(current, name) : undefined;
          return {
            id: `${kind}:${row.id}:${name}`,
            name,
            sourceHash: hashOf(value),
            source,
            target: target?.trim() ? inSourceCodes(target, source, rich) : null,
          };
        });
      if (units.length === 0) continue;
      files.push({
        id: `${kind}:${row.id}`,
        original: `${kind}/${row.id}`,
        meta: { kind, item: row.id, status, sourceRevision: String(row.revision), draftVersion: version(draft?.updatedAt) ?? 'none' },
        units,
      });
    }
  }
  const units = files.reduce((n, f) => n + f.units.length, 0);
  await recordAudit(db(), {
    actor: actor.staff,
    action: 'translation.export',
    targetType: 'translation',
    targetId: locale,
    after: { kinds, items: files.length, units },
    ip,
  });
  return { xml: writeXliff(locale, files), items: files.length, units };
}

/** The import's report and its lines: the answer's contract (lib/types/staff.ts). */
export type ImportReason = XliffImportReason;
export type ImportLine = XliffImportLine;
export type ImportReport = XliffImportReport;

const UNIT_ID = /^([a-z]+):([a-z0-9][a-z0-9-]{0,63}):([a-z]+(?:\.\d{1,3}\.[a-z]+)?)$/;
/** A language tag names the locale when its first subtag is the locale (`ja`, `ja-JP`; `zh-Hans` for zh). */
const names = (tag: string, locale: string) => tag.toLowerCase().split(/[-_]/)[0] === locale;

/**
 * Takes a translated XLIFF file back: checks the whole document first (422 for one that is not
 * XML, not XLIFF 2, or not from English into `locale`), then each unit — known id, English
 * unchanged since the export, a target, every placeholder and tag of the source exactly once, the
 * kind's limits — and keeps the accepted texts as drafts of `locale`, in one transaction with one
 * `content.import` audit entry per item. Published texts are never touched; the report says what
 * was saved, what was the same already, and what was rejected and why.
 */
export async function importXliff(actor: StaffSession, locale: Locale, text: string, ip: string): Promise<ImportReport> {
  const file = readXliff(text);
  if (!names(file.srcLang, SOURCE_LOCALE) || !names(file.trgLang, locale))
    throw new HttpError(422, 'xliff_wrong_language', 'xliffLanguage', undefined, undefined, { source: file.srcLang, target: file.trgLang, expected: locale });

  const report: ImportReport = { locale, drafts: [], saved: [], unchanged: [], rejected: [] };
  const reject = (line: ImportLine, reason: ImportReason, detail?: string) => report.rejected.push({ ...line, reason, ...(detail ? { detail } : {}) });
  const groups = new Map<string, { kind: ExchangeKind; item: string; units: { line: ImportLine; unit: ImportUnit }[] }>();
  const seen = new Set<string>();
  for (const unit of file.units) {
    const match = UNIT_ID.exec(unit.id);
    const kind = match && Object.hasOwn(CONTENT_SPECS, match[1]!) ? (match[1] as ExchangeKind) : null;
    const line: ImportLine = { id: unit.id, kind, item: match?.[2] ?? null, field: match?.[3] ?? null };
    if (!match || !kind) {
      reject(line, 'unknown_id');
      continue;
    }
    if (seen.has(unit.id)) {
      reject(line, 'duplicate');
      continue;
    }
    seen.add(unit.id);
    const key = `${kind}:${match[2]}`;
    const group = groups.get(key) ?? { kind, item: match[2]!, units: [] };
    group.units.push({ line, unit });
    groups.set(key, group);
  }

  await db().transaction(async (tx) => {
    // Items in a fixed order, so two imports lock drafts in the same order.
    for (const group of [...groups.values()].sort((a, b) => `${a.kind}:${a.item}`.localeCompare(`${b.kind}:${b.item}`))) {
      await importItem(tx, actor, locale, group, report, reject, ip);
    }
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'translation.import',
      targetType: 'translation',
      targetId: locale,
      after: { saved: report.saved.length, unchanged: report.unchanged.length, rejected: report.rejected.length },
      ip,
    });
  });
  return report;
}

async function importItem(
  tx: Queryable,
  actor: StaffSession,
  locale: Locale,
  group: { kind: ExchangeKind; item: string; units: { line: ImportLine; unit: ImportUnit }[] },
  report: ImportReport,
  reject: (line: ImportLine, reason: ImportReason, detail?: string) => void,
  ip: string,
) {
  const spec = CONTENT_SPECS[group.kind];
  const id = group.item;
  const rawEnglish = (await spec.exists(tx, id)) ? await spec.read(tx, id, SOURCE_LOCALE) : null;
  if (!rawEnglish) {
    for (const { line } of group.units) reject(line, 'unknown_id');
    return;
  }
  const english = pick(spec, rawEnglish);
  const draft = await draftRow(tx, spec, id, locale, true);
  const exportedDraft = group.units[0]!.unit.fileMeta.draftVersion;
  // Someone saved or published this draft after the export: the file's texts were made from another one.
  if (exportedDraft && exportedDraft !== (version(draft?.updatedAt) ?? 'none')) {
    for (const { line } of group.units) reject(line, 'draft_changed');
    return;
  }
  const published = await spec.read(tx, id, locale);
  // What the draft starts from: the draft, the published text, or (a new translation) empty fields and the English specification rows.
  const base = draft ? pick(spec, draft.fields) : published ? pick(spec, published) : starting(english);
  const accepted = new Map<string, { line: ImportLine; value: string }>();
  for (const { line, unit } of group.units) {
    const name = line.field!;
    const source = stringAt(english, name);
    if (source === undefined || source.trim() === '') reject(line, 'unknown_id');
    else if (unit.sourceHash !== hashOf(source)) reject(line, 'stale_source');
    else if (unit.targetProblem) reject(line, 'markup_broken', unit.targetProblem);
    else if (!unit.target || unit.target.every((n) => n.kind === 'text' && n.text.trim() === '')) reject(line, 'empty_target');
    else {
      const rich = isRich(spec, name);
      const codes = tokenize(source, rich).codes;
      const problem = checkCodes(unit.target, codes);
      if (problem) reject(line, problem.reason, problem.detail);
      else accepted.set(name, { line, value: rebuild(unit.target, codes, rich).trim() });
    }
  }
  if (accepted.size === 0) return;

  const merge = () =>
    pick(
      spec,
      [...accepted].reduce((texts, [name, { value }]) => withString(texts, name, value), base),
    );
  let merged = merge();
  // An imported draft is held to what the editor's form is: the kind's schema (lib/content-forms.ts).
  const textsSchema: z.ZodType = CONTENT_FORMS[group.kind].schema;
  const check = () => textsSchema.safeParse(merged);
  let result = check();
  if (!result.success) {
    // A text over the kind's limits is rejected on its own; the rest of the item may still stand.
    for (const issue of result.error.issues) {
      const name = issue.path.join('.');
      const unit = accepted.get(name);
      if (!unit) continue;
      if (issue.code === 'too_big') reject(unit.line, 'too_long', String(issue.maximum));
      else reject(unit.line, 'invalid');
      accepted.delete(name);
    }
    merged = merge();
    result = check();
  }
  if (!result.success) {
    // A new translation still lacking a required text (a title the file did not translate): nothing of it is kept.
    for (const { line } of accepted.values()) reject(line, 'incomplete', result.error.issues[0]?.path.join('.'));
    return;
  }
  const cleanBase = pick(spec, base);
  let changed = false;
  for (const [name, { line }] of accepted) {
    if (stringAt(merged, name) === stringAt(cleanBase, name)) report.unchanged.push(line);
    else {
      report.saved.push(line);
      changed = true;
    }
  }
  if (!changed) return;
  const values = { kind: spec.kind, itemId: id, locale, fields: merged, updatedAt: new Date(), updatedBy: actor.staff.id };
  await tx
    .insert(drafts)
    .values(values)
    .onConflictDoUpdate({
      target: [drafts.kind, drafts.itemId, drafts.locale],
      set: { fields: merged, updatedAt: values.updatedAt, updatedBy: actor.staff.id },
    });
  await recordAudit(tx, {
    actor: actor.staff,
    action: 'content.import',
    targetType: spec.kind,
    targetId: `${id}/${locale}`,
    before: draft?.fields ?? null,
    after: merged,
    ip,
  });
  report.drafts.push({ kind: group.kind, item: id });
}

/** A translation's first draft: every string empty, specification rows as the English has them (the file translates each). */
function starting(english: Texts): Texts {
  return Object.fromEntries(
    Object.entries(english).map(([field, value]) => [
      field,
      Array.isArray(value) ? value.map((row) => ({ ...(row as object) })) : typeof value === 'string' ? '' : value,
    ]),
  );
}
