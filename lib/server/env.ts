import 'server-only';
import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed once. An invalid value stops the
 * process with a message naming the variable, instead of failing later on a request.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  SITE_URL: z.url().default('http://localhost:3000'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Pawtrail <no-reply@pawtrail.example>'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /** Namespace of this site's keys in Redis (rate limits, cache expiry), so that several sites or test runs can share one server. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9:_-]{1,40}$/, 'lower-case letters, digits, colon, underscore or hyphen')
    .default('pawtrail'),
  /**
   * Seals staff TOTP secrets (AES-256-GCM) and keys the recovery-code hashes (HMAC-SHA-256); kept out
   * of the database, the same on every instance. Unset: a fixed, publicly known development key
   * (`lib/server/staff/secret-box.ts`), so `npm start` and `npm test` run with no configuration.
   */
  STAFF_SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  /** Bearer token of POST /api/content/revalidate; unset = the endpoint answers 404. */
  REVALIDATE_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Bearer token of GET /api/metrics (Prometheus); unset = the endpoint answers 404. */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Signs anti-forgery tokens; set the same value on every instance (unset: a random one per process). */
  XSRF_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Seals the links a queued mail carries (reset, order, alert tokens) in the outbox table; set the
   * same value on every instance and keep it (a mail waiting for a retry is opened with it). Unset:
   * a fixed, publicly known development key (`lib/server/mail-secrets.ts`); the production server
   * does not start without it (scripts/lib/server-env.mjs).
   */
  MAIL_SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Delivery attempts of a mail before it is given up (dead) and counted on the back-office dashboard. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  /** Wait after a mail's first failed attempt; doubled after each further failure, up to MAIL_RETRY_MAX_MS. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(0).max(86_400_000).default(30_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  /** How often each instance's mail worker looks for mails due (lib/server/mail-worker.ts); 0 = no worker in this process. */
  MAIL_WORKER_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /**
   * Mails the worker of a process delivers at once (over as many pooled SMTP connections): the most
   * that can go out twice when the process is killed mid-way (lib/server/mail-worker.ts).
   */
  MAIL_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  /**
   * How long a mail taken by an attempt is held from other attempts; the process renews it every
   * third of this while it works, so after a crash what it held is taken again this long after.
   */
  MAIL_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  /**
   * `off`: this app instance runs no background work (mail worker, publishing scheduler, sweep);
   * a separate `npm run worker` process does (docs/deploy.md). Default `on`.
   */
  WORKERS: z.enum(['on', 'off']).default('on'),
  /** Where the worker process asks an app instance (or nginx) to publish scheduled drafts; default SITE_URL. */
  WORKER_APP_URL: z.url().optional(),
  /**
   * How often each instance's publishing scheduler looks for scheduled publications
   * (lib/server/publish-scheduler.ts; it also wakes at the next one's time); 0 = none in this process.
   */
  PUBLISH_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /**
   * OpenTelemetry traces (lib/server/otel.ts): the OTLP collector's base URL (the exporter adds
   * /v1/traces for HTTP). Unset: tracing is off and nothing of OpenTelemetry is loaded. The other
   * OTEL_* variables are the SDK's own; the two checked here are the ones a typo would silently break.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, such as http://collector:4318' }).optional(),
  OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(['http/protobuf', 'http/json', 'grpc']).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** Where rendered Open Graph cards are kept (default .next/cache/og-cards; bounded: lib/server/og/card-cache.ts). */
  OG_CACHE_DIR: z.string().min(1).optional(),
});

export type Env = z.infer<typeof schema>;

function parse(): Env {
  const result = schema.safeParse(process.env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${lines}\nSee docs/development.md, "Environment variables".`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The parsed environment (parsed on first use, so `next build` steps that need no DB still run). */
export function env(): Env {
  cached ??= parse();
  return cached;
}
