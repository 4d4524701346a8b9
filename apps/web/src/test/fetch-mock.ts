import { vi } from 'vitest';

/** `events`: a text/event-stream body, as chunks the test writes when it likes (a ReadableStream). */
type Answer = { status?: number; body?: unknown; events?: ReadableStream<Uint8Array> };
export type Reply = Answer | Promise<Answer>;
export type Handler = (request: { body: unknown; url: URL; headers: Headers }) => Reply;
export type Call = { method: string; path: string; body: unknown; headers: Headers };

/**
 * Stands in for the server: answers `METHOD /api/path` with the given handlers, 404 otherwise, and
 * records every call. Bodies are the snake_case JSON the real server sends.
 */
export function mockApi(routes: Record<string, Handler | Reply>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method, path: url.pathname, body, headers });
    const route = routes[`${method} ${url.pathname}`];
    const reply = await (typeof route === 'function'
      ? route({ body, url, headers })
      : (route ?? { status: 404, body: { detail: 'Not found.' } }));
    const status = reply.status ?? 200;
    if (reply.events)
      return new Response(reply.events, { status, headers: { 'Content-Type': 'text/event-stream' } });
    if (status === 204 || reply.body === undefined) return new Response(null, { status });
    return new Response(JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    bodyOf: (key: string) => calls.find((c) => `${c.method} ${c.path}` === key)?.body,
  };
}

export const signedOut = {
  status: 401,
  body: { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
};

/** A server-sent event stream the test writes to: `send(event, data)`, then `end()`. */
export function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const events = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    events,
    send: (event: string, data: object) =>
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller.close(),
  };
}
