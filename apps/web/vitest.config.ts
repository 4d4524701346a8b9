import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, defineProject } from 'vitest/config';

/**
 * Files that swap modules (vi.mock, vi.resetModules) or stub import.meta.env before a module reads it:
 * they need modules of their own, so they run isolated (a process each, as Vitest does by default).
 */
const OWN_MODULES = [
  'src/features/documents/documents-page.test.tsx',
  'src/features/onboarding/onboarding.test.tsx',
  'src/ui/menu.test.tsx',
  'src/features/create-team/create-team-page.test.tsx',
  'src/features/create-team/testimonial-panel.test.tsx',
  // Sets navigator's privacy signals (Do Not Track, GPC) that the analytics client reads at load.
  'src/lib/analytics.test.ts',
  // Writes the landing page's head and body into the document itself, outside Testing Library's cleanup.
  'src/landing/landing.test.ts',
];

const web = (name: string, test: { include: string[]; exclude?: string[]; isolate: boolean }) =>
  defineProject({
    plugins: [react()],
    test: {
      name,
      root: import.meta.dirname,
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      testTimeout: 20_000,
      // The shared setup's hooks (cleanup, flushing analytics) wait for the CPU beside the journeys.
      hookTimeout: 60_000,
      ...test,
      exclude: [...configDefaults.exclude, ...(test.exclude ?? [])],
    },
  });

/**
 * The other files share a worker's jsdom and imports (React, Radix, lucide-react, the app's modules):
 * a fresh process and module graph per file was most of the web tests' CPU time (401 s against 163 s
 * measured). src/test/setup.ts resets what a file leaves behind (DOM, stores, storage, cookies, timers).
 */
export const webProjects = [
  web('web', { include: ['src/**/*.test.{ts,tsx}'], exclude: OWN_MODULES, isolate: false }),
  web('web-isolated', { include: OWN_MODULES, isolate: true }),
];

export default defineConfig({ test: { projects: webProjects } });
