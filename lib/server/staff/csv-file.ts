import 'server-only';
import { parse } from 'csv-parse/sync';

/**
 * A spreadsheet program runs a cell that starts with = + - @ (or a tab or carriage return before
 * one) as a formula: a store name typed as `=HYPERLINK(…)` would run on the machine of whoever
 * opens the export (CSV injection). Such a cell is written with a leading apostrophe, which
 * spreadsheets show as text and `unguardFormula` removes on import; a plain number (a negative
 * longitude) is left as it is.
 */
export function guardFormula(value: string): string {
  if (!/^[=+\-@\t\r]/.test(value) || /^[+-]?\d+(\.\d+)?$/.test(value)) return value;
  return `'${value}`;
}

/** The cell as typed before `guardFormula` (a file from this export, edited and imported back). */
export function unguardFormula(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

type ErrorText = (key: string, values?: Record<string, string | number>) => string;

/** One row of a staff's CSV file: its line in the file (header = 1) and its cells by column name. */
export interface CsvRow<C extends string> {
  line: number;
  cell: (column: C) => string;
}

const breaks = (value: string) => value.match(/\r\n|\r|\n/g)?.length ?? 0;

/**
 * Reads a CSV file a member uploads (the stores' import, the orders' shipments): a header naming
 * at least `columns` (in any order and case; other columns are ignored), then 1 to `maxRows` rows.
 * Answers the rows, or a message per line that cannot be used (`"<line>"` → message in the
 * member's language, from `Errors.csv*`): a file that cannot be read stops at its line, a missing
 * column or an empty or too long file at the header, a row with the wrong number of fields is left
 * out with its message. Line numbers count the file's lines, so a quoted value over two lines
 * moves the rows after it down by one, as an editor shows them. A cell comes back as typed before
 * the export's formula guard (`unguardFormula`).
 */
export function readCsv<C extends string>(
  text: string,
  columns: readonly C[],
  maxRows: number,
  tErrors: ErrorText,
): { rows: CsvRow<C>[]; errors: Record<string, string> } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as typeof records;
  } catch (error) {
    const line = typeof (error as { lines?: unknown }).lines === 'number' ? (error as { lines: number }).lines : 1;
    return { rows: [], errors: { [String(line)]: tErrors('csvMalformed') } };
  }
  const [head, ...body] = records;
  const header = head?.record.map((h) => h.trim().toLowerCase()) ?? [];
  const missing = columns.filter((c) => !header.includes(c));
  if (!head || missing.length) return { rows: [], errors: { '1': tErrors('csvColumns', { columns: (missing.length ? missing : columns).join(', ') }) } };
  if (body.length === 0) return { rows: [], errors: { '2': tErrors('csvEmpty') } };
  if (body.length > maxRows) return { rows: [], errors: { '1': tErrors('csvTooManyRows', { max: maxRows }) } };
  const rows: CsvRow<C>[] = [];
  const errors: Record<string, string> = {};
  for (const { record, info } of body) {
    const line = info.lines - record.reduce((n, value) => n + breaks(value), 0);
    if (record.length !== header.length) errors[String(line)] = tErrors('csvFieldCount', { count: record.length, expected: header.length });
    else rows.push({ line, cell: (column) => unguardFormula(record[header.indexOf(column)] ?? '') });
  }
  return { rows, errors };
}
