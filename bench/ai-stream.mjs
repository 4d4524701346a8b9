// Enhance's streaming (issue 16): how long after the provider writes its first token the client of
// POST /api/presentations/{id}/enhance receives it, against a direct read of the same local provider's
// stream, same run. Budget: first streamed token shown ≤ 150 ms after the provider's first token.
import { tsImport } from 'tsx/esm/api';
import { buildIfStale, fmt, withOwnerServer } from './lib.mjs';

const CALLS = Number(process.env.BENCH_CALLS ?? 60);
const BUDGET_MS = 150;

buildIfStale(['server'], { quiet: true });
const { startChatServer } = await tsImport('../apps/server/src/test/ai/chat-server.ts', import.meta.url);

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)];

/** Reads a streamed answer until its first chunk holding `marker`; the time it arrived. */
async function firstChunk(response, marker) {
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let seen = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before ${marker}: ${seen}`);
    seen += value;
    if (seen.includes(marker)) {
      const at = performance.now();
      await reader.cancel();
      return at;
    }
  }
}

const chat = await startChatServer();
// A model that thinks 40 ms, then writes five chunks 30 ms apart.
chat.script({
  text: 'A bright loft by the harbour.',
  chunks: ['A ', 'bright ', 'loft ', 'by the ', 'harbour.'],
  delayMs: 40,
  chunkDelayMs: 30,
});
try {
  await withOwnerServer(
    { AI_BASE_URL: chat.url, AI_RATE_LIMIT: '100000', AI_MONTHLY_TOKENS: '100000000', LOG_LEVEL: 'warn' },
    async ({ server, owner, post }) => {
      const { id } = await post('/api/presentations', { title: 'Harbor View Loft' });
      const viaFolio = async () => {
        const response = await fetch(`${server.url}/api/presentations/${id}/enhance`, {
          method: 'POST',
          headers: owner.headers,
          body: JSON.stringify({ name: 'opening_msg', text: '<p>Loft by the harbour.</p>', tone: 'casual' }),
        });
        if (response.status !== 200) throw new Error(`enhance answered ${response.status}`);
        const shown = await firstChunk(response, 'event: delta');
        return shown - chat.firstTokenAt.at(-1);
      };
      const direct = async () => {
        const response = await fetch(`${chat.url}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ model: 'm', stream: true, messages: [{ role: 'user', content: 'Loft.' }] }),
        });
        const read = await firstChunk(response, 'data:');
        return read - chat.firstTokenAt.at(-1);
      };
      for (let i = 0; i < 5; i++) await viaFolio();
      const folio = [];
      const baseline = [];
      // Alternate the two, so neither gets the quieter moment.
      for (let i = 0; i < CALLS; i++) {
        folio.push(await viaFolio());
        baseline.push(await direct());
      }
      const line = (values) =>
        `p50 ${fmt(percentile(values, 0.5), 2)} ms p95 ${fmt(percentile(values, 0.95), 2)} ms`;
      const p95 = percentile(folio, 0.95);
      console.log(
        `AI enhance stream: first token after the provider wrote it, ${CALLS} calls each (local provider)`,
      );
      console.log(`  through Folio (SSE)      ${line(folio)}`);
      console.log(`  direct provider stream   ${line(baseline)}`);
      console.log(
        `  Folio/direct p50 ${fmt(percentile(folio, 0.5) / percentile(baseline, 0.5), 2)}  ` +
          `budget p95 ≤ ${BUDGET_MS} ms ${p95 <= BUDGET_MS ? 'met' : 'MISSED'}`,
      );
    },
  );
} finally {
  await chat.close();
}
