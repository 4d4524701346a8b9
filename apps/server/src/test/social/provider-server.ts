import { randomBytes } from 'node:crypto';
import http from 'node:http';

export type ProviderRequest = { method: string; url: URL; headers: http.IncomingHttpHeaders };
export type Answer = { status: number; body: unknown; type?: string };
type Handler = (request: ProviderRequest) => Answer | undefined;

/** A person as a provider knows them. */
export type Person = { email: string; name: string; verified?: boolean; picture?: string };

export const newToken = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

/**
 * A local HTTP server standing in for a sign-in provider: answers with the handler (JSON, or the `type`
 * given), lets the browser's stand-in script call it (CORS), records what it was asked, and can play an
 * outage (`down`).
 */
export async function startProviderServer(handler: Handler) {
  const seen: ProviderRequest[] = [];
  const state = { down: false };
  const server = http.createServer((request, response) => {
    const entry = {
      method: request.method ?? 'GET',
      url: new URL(request.url ?? '/', 'http://provider.test'),
      headers: request.headers,
    };
    seen.push(entry);
    const answer: Answer = state.down
      ? { status: 503, body: { error: 'unavailable' } }
      : (handler(entry) ?? { status: 404, body: { error: 'not_found' } });
    const text =
      typeof answer.body === 'string' || Buffer.isBuffer(answer.body)
        ? answer.body
        : JSON.stringify(answer.body);
    response
      .writeHead(answer.status, {
        'content-type': answer.type ?? 'application/json; charset=utf-8',
        'access-control-allow-origin': '*',
      })
      .end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    base,
    seen,
    /** Makes every call answer 503 (or work again). */
    setDown: (down: boolean) => {
      state.down = down;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
