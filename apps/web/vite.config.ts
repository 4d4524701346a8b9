import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = 'http://127.0.0.1:3000';

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias:
      mode === 'production'
        ? [
            // react-router's package exports point at its development build only; ship the production one.
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                import.meta.resolve('react-router').replace('/development/', '/production/'),
              ),
            },
          ]
        : [],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/ws': { target: server, ws: true },
      '/verify': server,
      '/dev': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      // The shared package is pure (schemas, constants, functions): whatever a page does not use is dropped.
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
        // Building a zod schema has no side effect: an unused schema of the shared package is dropped.
        manualPureFunctions: ['z'],
      },
    },
  },
}));
