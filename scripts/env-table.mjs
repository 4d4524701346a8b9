// Prints the README's table of environment variables from apps/server/src/config.ts (envSchema).
// Usage: node scripts/env-table.mjs
import { tsImport } from 'tsx/esm/api';

const { envSchema } = await tsImport('../apps/server/src/config.ts', import.meta.url);
const { FEATURE_FLAG_DEFAULTS } = await tsImport('../packages/shared/src/index.ts', import.meta.url);

/** The default of a variable: zod's own, or for a feature flag the shared default it falls back to. */
function defaultOf(name, schema) {
  const def = schema._zod.def;
  if (def.type === 'default') return def.defaultValue;
  const flag = /^FEATURE_(\w+)$/.exec(name)?.[1]?.toLowerCase();
  return flag ? FEATURE_FLAG_DEFAULTS[flag] : undefined;
}

const cell = (text) => String(text).replaceAll('|', '\\|');
console.log('| variable | default | meaning |');
console.log('|---|---|---|');
for (const [name, schema] of Object.entries(envSchema.shape)) {
  const fallback = defaultOf(name, schema);
  const shown = fallback === undefined ? 'unset' : `\`${fallback}\``;
  const meaning = (schema.description ?? '').replace(
    /^feature flag (\w+) \(default \w+\)$/,
    'feature flag `$1`',
  );
  console.log(`| \`${name}\` | ${cell(shown)} | ${cell(meaning)} |`);
}
