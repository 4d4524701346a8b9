// `npm run admin -- COMMAND …`: the operator's CLI (apps/server/src/admin.ts), built first when stale.
import { pathToFileURL } from 'node:url';
import { at, buildIfStale } from './build-if-stale.mjs';

buildIfStale(['server']);
process.setSourceMapsEnabled(true);
const { runAdmin } = await import(pathToFileURL(at('apps/server/dist/admin.js')).href);
process.exitCode = await runAdmin(process.argv.slice(2));
