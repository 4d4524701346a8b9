import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

export default defineConfig({
  test: {
    // Vitest leaves one core to its main process by default, which on a 2-core machine runs one test
    // file at a time; the main process is idle while files run, so every core takes a file.
    maxWorkers: availableParallelism(),
    projects: ['packages/shared', 'packages/converters', 'apps/server', ...webProjects],
  },
});
