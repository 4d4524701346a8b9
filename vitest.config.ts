import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

export default defineConfig({
  test: {
    // Two files a core: an API test waits on jobs, e-mail and timers much of its time. The server's tests
    // alone on 2 cores: 273 s with two workers (28% of the CPU idle), 245 s with four (5% idle).
    maxWorkers: availableParallelism() * 2,
    projects: ['packages/shared', 'packages/converters', 'apps/server', ...webProjects],
  },
});
