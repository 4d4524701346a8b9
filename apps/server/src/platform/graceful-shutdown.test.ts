import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase } from '../db/client.ts';
import { PASSWORD } from '../test/factories.ts';
import { PATIENCE_MS } from '../test/patience.ts';
import { freePort, migratedDataDir, startServerProcess } from '../test/server-process.ts';
import { uploadForm } from '../test/uploads.ts';

// The real server process gets SIGTERM while a browser is halfway through an upload and a recipient's
// beacon, with an owner's socket open and a load balancer probing /api/ready: it must tell the balancer,
// close the socket with 1012, stop taking connections, and still finish both requests before it exits.

let dataDir = '';
let child: ChildProcess | null = null;
afterAll(async () => {
  child?.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A POST whose body goes out in two halves: the request is under way until `finish` sends the rest. */
function slowPost(url: string, contentType: string, body: Buffer) {
  const half = Math.floor(body.length / 2);
  let answer = (_: { status: number; text: string }) => {};
  const answered = new Promise<{ status: number; text: string }>((resolve) => {
    answer = resolve;
  });
  const request = http.request(
    url,
    { method: 'POST', headers: { 'content-type': contentType, 'content-length': body.length }, agent: false },
    (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => answer({ status: response.statusCode ?? 0, text }));
    },
  );
  request.on('error', (err) => answer({ status: 0, text: String(err) }));
  request.write(body.subarray(0, half));
  return { answered, finish: () => request.end(body.subarray(half)) };
}

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The spawned server always uses PGlite in its data dir, so the PostgreSQL run skips this.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('SIGTERM (PGlite run only)', () => {
  it('drains, closes sockets with 1012 and finishes an upload and a beacon under way before it exits', async () => {
    dataDir = await migratedDataDir('folio-shutdown-');
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const start = () => startServerProcess({ port, dataDir, env: { SHUTDOWN_GRACE_SECONDS: '30' } });
    child = await start();
    const json = { 'content-type': 'application/json' };
    const api = async <Answer = unknown>(
      method: string,
      url: string,
      body?: object,
      headers: object = {},
    ) => {
      const response = await fetch(`${origin}/api${url}`, {
        method,
        headers: { ...json, ...headers },
        body: body && JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as Answer };
    };
    const registered = await api<{ access: string }>('POST', '/register', {
      email: 'owner@example.com',
      password1: PASSWORD,
      password2: PASSWORD,
      first_name: 'Oona',
      last_name: 'Owner',
    });
    const bearer = { authorization: `Bearer ${registered.body.access}` };
    const presentation = await api<{ id: number }>(
      'POST',
      '/presentations',
      { title: 'Harbour House' },
      bearer,
    );
    const link = await api<{ hash: string }>(
      'POST',
      `/presentations/${presentation.body.id}/share-link`,
      { name: 'Open house' },
      bearer,
    );
    const view = await api<{ view_token: string }>('GET', `/client/presentations/${link.body.hash}`);
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#34495e' },
    })
      .jpeg()
      .toBuffer();
    const ticket = await api<{ url: string; key: string; fields: Record<string, string> }>(
      'POST',
      '/uploads/sign',
      { filename: 'porch.jpg', size: photo.length },
      bearer,
    );

    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: bearer });
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('message', resolve));
    // The balancer has been probing: the server waits for its next look before it closes.
    expect((await api('GET', '/ready')).status).toBe(200);

    const form = new Request(origin, {
      method: 'POST',
      body: uploadForm(ticket.body.fields, photo, 'porch.jpg'),
    });
    const upload = slowPost(
      `${origin}${ticket.body.url}`,
      form.headers.get('content-type')!,
      Buffer.from(await form.arrayBuffer()),
    );
    const beacon = slowPost(
      `${origin}/api/client/activity`,
      'application/json',
      Buffer.from(
        JSON.stringify({
          view_token: view.body.view_token,
          tab_id: 'tab-0123456789abcdef',
          seq: 1,
          events: [{ type: 'time', seconds: 9 }],
        }),
      ),
    );
    const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');

    const ready = await until(
      () => fetch(`${origin}/api/ready`).then(async (r) => ({ status: r.status, body: await r.json() })),
      (r) => r.status === 503,
    );
    expect(ready).toEqual({ status: 503, body: { status: 'draining', failing: [] } });
    expect(await closed).toBe(1012);
    // No new connection is taken, while the two requests are still under way.
    const refused = await until(
      () =>
        fetch(`${origin}/api/health`).then(
          () => false,
          () => true,
        ),
      (r) => r,
    );
    expect(refused).toBe(true);

    upload.finish();
    beacon.finish();
    expect((await upload.answered).status).toBe(204);
    expect(await beacon.answered).toEqual({ status: 200, text: JSON.stringify({ accepted: 1, dropped: 0 }) });
    expect(await exited).toBe(0);

    // Nothing was lost: the beacon's seconds are the session's, and the uploaded photo becomes an asset.
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    const { rows } = await database.executeSql('select total_seconds from view_sessions', []);
    await database.close();
    expect(rows).toEqual([{ total_seconds: 9 }]);
    child = await start();
    const asset = await api(
      'POST',
      `/presentations/${presentation.body.id}/assets`,
      { type: 'image', upload_key: ticket.body.key },
      bearer,
    );
    expect(asset.status).toBe(201);
  }, 240_000);
});
