import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'server-postgres' : 'server-pglite',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each file opens its own database and app, so files share a worker process: the server's modules
    // are imported once per worker instead of once per file (about a third of the run).
    isolate: false,
  },
});
