import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{app,components,lib,scripts,i18n,messages,test}/**/*.test.{ts,tsx}'],
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.data/'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/test/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  // Each worker gets a database of its own, cloned from a migrated, seeded template (test/databases.mjs).
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  setupFiles: ['<rootDir>/test/worker-database.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  testTimeout: 30_000,
};

// next/jest sets transformIgnorePatterns after resolving; next-intl and its deps ship ESM only.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: ['/node_modules/(?!(next-intl|use-intl|icu-minify|intl-messageformat|@formatjs|@schummar/icu-type-parser)/)'],
  };
}
