// `npm run bench`: every benchmark, one after the other (they share two cores). Figures, no assertions.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { at, buildIfStale } from './lib.mjs';

buildIfStale(['web', 'server'], { quiet: true });
let crashed = 0;
for (const name of [
  'startup',
  'idle-server',
  'api-throughput',
  'client-presentation',
  'activity',
  'presentations-list',
  'insights',
  'insights-accuracy',
  'argon2',
  'login-js',
  'payment-js',
  'pdf-conversion',
  'uploads',
  'notification-latency',
  'live-insights',
  'team-dashboard',
  'api-keys',
  'rate-limit-store',
  'stripe-webhook',
  'webhooks',
  'ai-stream',
  'summarizer',
  'watermark',
  'migrate-to-postgres',
  'fault-run',
  'notification-burst',
  'verification-code',
  'lighthouse',
]) {
  // Other work on the machine skews every figure: say how busy it was.
  const load = os.loadavg()[0].toFixed(1);
  console.log(`\n━━ bench/${name}.mjs (load average ${load} on ${os.cpus().length} cores)`);
  const result = spawnSync(process.execPath, [at(`bench/${name}.mjs`)], { cwd: at('.'), stdio: 'inherit' });
  if (result.status !== 0) crashed += 1;
}
process.exitCode = crashed ? 1 : 0;
