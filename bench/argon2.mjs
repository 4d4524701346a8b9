// The password hash of sign-up and password changes (argon2id, src/platform/passwords.ts) against a
// plain SHA-256 of the same password as the baseline.
import { createHash } from 'node:crypto';
import { tsImport } from 'tsx/esm/api';
import { fmt, median } from './lib.mjs';

const { hashPassword, verifyPassword } = await tsImport(
  '../apps/server/src/platform/passwords.ts',
  import.meta.url,
);
const password = 'Sturdy-Harbor-42';

const timeEach = async (runs, fn) => {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return median(times);
};

await hashPassword(password); // warm-up
const hashMs = await timeEach(15, () => hashPassword(password));
const stored = await hashPassword(password);
const verifyMs = await timeEach(15, () => verifyPassword(stored, password));

const shaRuns = 100_000;
const started = performance.now();
for (let i = 0; i < shaRuns; i++) createHash('sha256').update(password).digest('hex');
const shaMs = (performance.now() - started) / shaRuns;

console.log(`argon2id (${stored.split('$')[3]}), median of 15`);
console.log(
  `hashPassword    ${fmt(hashMs, 1).padStart(7)} ms  (${fmt(1000 / hashMs, 1)} hashes/s on one core)`,
);
console.log(`verifyPassword  ${fmt(verifyMs, 1).padStart(7)} ms`);
console.log(
  `sha256 baseline ${fmt(shaMs * 1000, 2).padStart(7)} µs  ratio hash/sha256 ${fmt(hashMs / shaMs)}x`,
);
