import 'server-only';
import { traceIds } from './tracing';

type Level = 'debug' | 'info' | 'warn' | 'error';
const SECRET_KEYS = /pass(word)?|token|secret|authorization|cookie|cvc|cvv|card(number)?|number|params|detail/i;
const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+/g;
const STATEMENT = /^\s*(select|insert\s+into|update|delete\s+from|with|lock\s+table)\b/i;

/** The SQLSTATE of the first PostgreSQL error in the cause chain (pg errors carry a 5-character `code`). */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** `insert into users`, `select … from news`: a name for the statement that carries none of its values. */
export function queryName(sql: string): string {
  const verb = STATEMENT.exec(sql)?.[1]?.toLowerCase().replace(/\s+/g, ' ');
  if (!verb) return 'query';
  const table = (verb === 'select' || verb === 'with' ? /\bfrom\s+"?([\w.]+)"?/i : /^\s*\w+(?:\s+\w+)?\s+"?([\w.]+)"?/i).exec(sql)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** Only the stack's frames: its first line repeats the message, which may carry values. */
function frames(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

/**
 * An error as it may be logged. A failed query (Drizzle's "Failed query: … params: …", or pg's
 * own error with its `detail`) logs only its name, SQLSTATE and statement name: parameters are
 * passwords' hashes, payment tokens, names, emails and addresses. Other errors keep their message
 * with email addresses masked. Stacks keep their frames only.
 */
function describeError(error: Error): Record<string, unknown> {
  const query = (error as { query?: unknown }).query;
  const code = sqlState(error);
  if (typeof query === 'string' || code) {
    return { name: error.name, code, query: typeof query === 'string' ? queryName(query) : undefined, stack: frames(error.stack) };
  }
  return { name: error.name, message: error.message.replace(EMAIL, '[email]'), stack: frames(error.stack) };
}

/** Drops values under secret-looking keys so a log line never carries credentials or card data. */
function scrub(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return describeError(value);
  if (typeof value === 'string') return value.replace(EMAIL, '[email]');
  if (!value || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.test(k) ? '[redacted]' : scrub(v, depth + 1)]));
}

function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  // trace_id/span_id of the active span when tracing is on (lib/server/otel.ts), to find the line's trace.
  const line = JSON.stringify({ t: new Date().toISOString(), level, msg, ...traceIds(), ...(scrub(fields ?? {}) as object) });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
}

/** Structured logging: one JSON object per line, with no secrets or personal data (see scrub). */
export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => process.env.LOG_LEVEL === 'debug' && write('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
};
