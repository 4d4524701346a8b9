import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = {
  headers: IncomingHttpHeaders;
  body: string;
  json: { type: string; id: string } & Record<string, unknown>;
};

/** A local HTTP endpoint that records what it receives and answers `status` (changeable by the test). */
export async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, body, json: JSON.parse(body) });
      response.writeHead(state.status, { 'content-type': 'text/plain' });
      response.end(state.status < 300 ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/folio`,
    received,
    state,
    ofType: (type: string) => received.filter((r) => r.json.type === type),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
