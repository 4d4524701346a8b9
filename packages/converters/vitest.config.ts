import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'converters', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 120_000 },
});
