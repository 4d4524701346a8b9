import http from 'node:http';

/** One event of a /batch/ body as PostHog reads it. */
export type CapturedEvent = {
  event: string;
  uuid?: string;
  distinct_id?: string;
  timestamp?: string;
  properties: Record<string, unknown> & { distinct_id?: string };
};
export type BatchBody = { api_key: string; historical_migration?: boolean; batch: CapturedEvent[] };

/**
 * A local server speaking PostHog's capture API at POST /batch/: it checks the project key (401
 * invalid_api_key), refuses an event without a name or distinct_id (400), keeps one event per uuid as
 * PostHog does, answers {"status":"Ok"}, and can play an outage (503).
 */
export async function startPostHogServer(apiKey: string) {
  const bodies: BatchBody[] = [];
  const events = new Map<string, CapturedEvent>();
  const state = { down: false };
  const answer = (response: http.ServerResponse, status: number, body: object) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/batch/') return answer(response, 404, {});
      if (state.down) return answer(response, 503, { error: 'unavailable' });
      let body: BatchBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BatchBody;
      } catch {
        return answer(response, 400, { type: 'validation_error', code: 'invalid_payload' });
      }
      if (body.api_key !== apiKey)
        return answer(response, 401, { type: 'authentication_error', code: 'invalid_api_key' });
      const bad = body.batch.find((e) => !e.event || !(e.distinct_id ?? e.properties?.distinct_id));
      if (bad) return answer(response, 400, { type: 'validation_error', code: 'invalid_event' });
      bodies.push(body);
      for (const e of body.batch) events.set(e.uuid ?? `${events.size}`, e);
      answer(response, 200, { status: 'Ok' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    /** Every accepted POST body, in order. */
    bodies,
    /** The events kept, one per uuid. */
    events,
    setDown: (down: boolean) => {
      state.down = down;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
