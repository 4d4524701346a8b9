import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { projects: ['packages/shared', 'packages/converters', 'apps/server', 'apps/web'] },
});
