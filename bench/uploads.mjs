// Uploads through the running server (embedded store): the server's memory while a 100 MB file
// streams in (budget: RSS + ≤ 64 MB), and how soon after a 50-page PDF's upload ends its first page
// is ready (budget ≤ 2 s), against poppler rendering that one page alone on the same file.
import { spawnSync } from 'node:child_process';
import { createReadStream, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import WebSocket from 'ws';
import { fmt, startServer, tempDataDir } from './lib.mjs';

const { buildPdf } = await tsImport('../packages/converters/src/test/pdf-builder.ts', import.meta.url);
const { photoJpeg } = await tsImport('../packages/converters/src/test/photo.ts', import.meta.url);

const MB = 1024 * 1024;
const dir = tempDataDir();
const server = await startServer({ DATA_DIR: path.join(dir, 'data'), NODE_ENV: 'production' });
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) * 1024;

try {
  const json = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const password = 'Sturdy-Harbor-42';
  const { access } = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email: 'bench@example.com',
      password1: password,
      password2: password,
      first_name: 'B',
      last_name: 'C',
    }),
  }).then((r) => r.json());
  const auth = { ...json, authorization: `Bearer ${access}` };
  const api = (url, body) =>
    fetch(`${server.url}/api${url}`, {
      method: body ? 'POST' : 'GET',
      headers: auth,
      body: body && JSON.stringify(body),
    }).then((r) => r.json());

  /** Signs and streams a file from disk as a browser would (fields, then the file), never in memory here either. */
  async function upload(file, filename) {
    const size = statSync(file).size;
    const ticket = await api('/uploads/sign', { filename, size });
    const boundary = `----folio${Date.now()}`;
    const head = Object.entries(ticket.fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('');
    const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;
    async function* body() {
      yield Buffer.from(head + fileHead);
      for await (const chunk of createReadStream(file, { highWaterMark: MB })) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const response = await fetch(`${server.url}${ticket.url}`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: ReadableStream.from(body()),
      duplex: 'half',
    });
    if (response.status !== 204)
      throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    return ticket.key;
  }

  // 1. Memory while 100 MB stream in.
  const big = path.join(dir, 'big.pdf');
  writeFileSync(big, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100 * MB - 9, 0x20)]));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const baseline = rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 10);
  const started = performance.now();
  await upload(big, 'big.pdf');
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const grew = (peak - baseline) / MB;
  console.log(`100 MB upload: ${fmt(seconds, 2)} s (${fmt(100 / seconds)} MB/s)`);
  console.log(`server RSS ${fmt(baseline / MB)} MB before, peak ${fmt(peak / MB)} MB: +${fmt(grew, 1)} MB`);
  console.log(
    `  ratio to the file size: ${fmt(grew / 100, 2)}; budget +64 MB: ${grew <= 64 ? 'met' : 'MISSED'}`,
  );

  // 2. First page of a 50-page PDF after the upload ends.
  const photos = await Promise.all(Array.from({ length: 5 }, (_, seed) => photoJpeg(seed)));
  const pdf = path.join(dir, 'listing.pdf');
  writeFileSync(
    pdf,
    buildPdf(
      Array.from({ length: 50 }, (_, i) => ({
        rects: [{ x: 0, y: 782, width: 595, height: 60, rgb: [52, 73, 94] }],
        texts: [{ x: 56, y: 120, size: 24, text: `Listing page ${i + 1}` }],
        photo: {
          jpeg: photos[i % photos.length],
          pixelWidth: 1200,
          pixelHeight: 800,
          x: 56,
          y: 380,
          width: 483,
          height: 322,
        },
      })),
    ),
  );
  const presentation = await api('/presentations', {});
  const key = await upload(pdf, 'listing.pdf');
  const uploaded = performance.now();
  // Progress arrives over the socket, as in the browser: no polling competing with the conversion.
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`, {
    headers: { authorization: `Bearer ${access}` },
  });
  await new Promise((resolve, reject) => {
    socket.once('message', resolve);
    socket.once('error', reject);
  });
  let first = 0;
  const done = new Promise((resolve) => {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'asset.progress' && !first) first = performance.now() - uploaded;
      if (message.type === 'asset.converted' || message.type === 'asset.failed') resolve(message.type);
    });
  });
  await api(`/presentations/${presentation.id}/assets`, { type: 'file', upload_key: key });
  if ((await done) !== 'asset.converted') throw new Error('the conversion failed');
  socket.close();
  const all = performance.now() - uploaded;
  const timed = (args) => {
    const begun = performance.now();
    return spawnSync('pdftoppm', args).status === 0 ? performance.now() - begun : null;
  };
  const popplerMs = timed(['-r', '150', '-jpeg', '-f', '1', '-l', '1', pdf, path.join(dir, 'one')]);
  const popplerAllMs = timed(['-r', '150', '-jpeg', pdf, path.join(dir, 'all')]);
  console.log(
    `50-page PDF: first page ready ${fmt(first)} ms after the upload ended (budget 2,000 ms: ${first <= 2000 ? 'met' : 'MISSED'})`,
  );
  console.log(`  all 50 pages and thumbnails stored: ${fmt(all)} ms`);
  if (popplerMs !== null) {
    console.log(
      `  baseline: pdftoppm -r 150 on page 1 alone ${fmt(popplerMs)} ms; ratio ${fmt(first / popplerMs, 1)}×`,
    );
    console.log(
      `  baseline: pdftoppm -r 150 -jpeg on all 50 pages ${fmt(popplerAllMs)} ms; the whole server pipeline ${fmt(all / popplerAllMs, 2)}×`,
    );
  }
} finally {
  await server.stop();
}
