import 'server-only';

type Level = 'debug' | 'info' | 'warn' | 'error';
const SECRET_KEYS = /pass(word)?|token|secret|authorization|cookie|cvc|cvv|card(number)?|number/i;

/** Drops values under secret-looking keys so a log line never carries credentials or card data. */
function scrub(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (!value || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.test(k) ? '[redacted]' : scrub(v, depth + 1)]));
}

function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  const line = JSON.stringify({ t: new Date().toISOString(), level, msg, ...(scrub(fields ?? {}) as object) });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
}

/** Structured logging: one JSON object per line. */
export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => process.env.LOG_LEVEL === 'debug' && write('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
};
