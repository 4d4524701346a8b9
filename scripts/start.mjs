// `npm start`: builds what is missing or stale, then runs the server in this very process, so that
// signals (Ctrl-C, SIGTERM from a supervisor) reach it once and it shuts down cleanly.
import { pathToFileURL } from 'node:url';
import { at, buildIfStale } from './build-if-stale.mjs';

// A worker-only process (ROLE=worker) serves no pages: it needs no web build.
const servesWeb = (process.env.ROLE ?? 'web').split(',').some((role) => role.trim() === 'web');
buildIfStale(servesWeb ? ['web', 'server'] : ['server']);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(at('apps/server/dist/main.js')).href);
