import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Files share a worker process (each still gets a fresh DOM and its setup file): the app's modules
    // are imported once per worker instead of once per file.
    isolate: false,
    testTimeout: 20_000,
  },
});
