import http from 'node:http';

type Usage = { prompt_tokens: number; completion_tokens: number; total_tokens?: number };
export type ChatBody = {
  model: string;
  messages: { role: string; content: string }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  max_tokens?: number;
  temperature?: number;
  response_format?: { type: string };
};
/** One call as the server received it; `closedEarly` once the client hung up before the answer's end. */
export type ChatCall = { body: ChatBody; headers: http.IncomingHttpHeaders; closedEarly: boolean };

/** How the server answers one call. */
export type ChatAnswer =
  /** A completion (streamed as `chunks` when the call asks for a stream; default: word by word). */
  | {
      text: string;
      chunks?: string[];
      /** null: no usage in the answer, as some local servers do. Default: counted from the text. */
      usage?: Usage | null;
      /** Before the first byte of the answer. */
      delayMs?: number;
      /** Between two streamed chunks. */
      chunkDelayMs?: number;
      /** Streams `chunks` then keeps the connection open without [DONE] until the client hangs up. */
      hold?: boolean;
    }
  | { status: number; retryAfter?: string; error?: string }
  | { malformed: true; delayMs?: number };
export type ChatScript = ChatAnswer | ((body: ChatBody) => ChatAnswer);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const words = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];
const counted = (body: ChatBody, text: string): Usage => {
  const prompt = Math.ceil(body.messages.map((m) => m.content).join('\n').length / 4);
  const completion = Math.ceil(text.length / 4);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
};

/**
 * A small server speaking OpenAI's chat-completions API as Folio calls it (POST /v1/chat/completions,
 * JSON or server-sent events with `data: [DONE]` and, with stream_options.include_usage, a last chunk of
 * usage), scriptable per test: `script(...)` queues answers (the last one repeats), each an answer or a
 * function of the request; errors (429 with Retry-After, 500), slow and malformed answers included.
 */
export async function startChatServer(options: { apiKey?: string } = {}) {
  let queue: ChatScript[] = [{ text: 'A suggestion.' }];
  const calls: ChatCall[] = [];
  /** performance.now() when each call's first streamed token was written (the benchmark's reference). */
  const firstTokenAt: number[] = [];

  async function answer(call: ChatCall, response: http.ServerResponse, script: ChatScript) {
    const reply = typeof script === 'function' ? script(call.body) : script;
    if ('status' in reply) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (reply.retryAfter !== undefined) headers['retry-after'] = reply.retryAfter;
      response.writeHead(reply.status, headers);
      return response.end(
        JSON.stringify({ error: { message: reply.error ?? 'Scripted error', type: 'server_error' } }),
      );
    }
    if (reply.delayMs) await wait(reply.delayMs);
    if (response.destroyed) return;
    if ('malformed' in reply) {
      response.writeHead(200, {
        'content-type': call.body.stream ? 'text/event-stream' : 'application/json',
      });
      return response.end(
        call.body.stream ? 'data: {"choices": [{"delta": {"content": "Hi' : '{"choices": [',
      );
    }
    const usage = reply.usage === undefined ? counted(call.body, reply.text) : reply.usage;
    const base = { id: 'chatcmpl-local', created: Math.floor(Date.now() / 1000), model: call.body.model };
    if (!call.body.stream) {
      response.writeHead(200, { 'content-type': 'application/json' });
      const message = { role: 'assistant', content: reply.text };
      const choice = { index: 0, message, finish_reason: 'stop' };
      return response.end(JSON.stringify({ ...base, object: 'chat.completion', choices: [choice], usage }));
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (chunk: object) =>
      response.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', ...chunk })}\n\n`);
    for (const [index, content] of (reply.chunks ?? words(reply.text)).entries()) {
      if (index > 0 && reply.chunkDelayMs) await wait(reply.chunkDelayMs);
      if (response.destroyed) return;
      send({ choices: [{ index: 0, delta: { content }, finish_reason: null }] });
      if (index === 0) firstTokenAt.push(performance.now());
    }
    if (reply.hold) return;
    send({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
    if (call.body.stream_options?.include_usage && usage) send({ choices: [], usage });
    response.end('data: [DONE]\n\n');
  }

  const server = http.createServer((incoming, response) => {
    const parts: Buffer[] = [];
    incoming.on('data', (part: Buffer) => parts.push(part));
    incoming.on('end', () => {
      if (incoming.method !== 'POST' || incoming.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const call: ChatCall = {
        body: JSON.parse(Buffer.concat(parts).toString('utf8')) as ChatBody,
        headers: incoming.headers,
        closedEarly: false,
      };
      calls.push(call);
      if (options.apiKey && incoming.headers.authorization !== `Bearer ${options.apiKey}`) {
        response.writeHead(401, { 'content-type': 'application/json' });
        const error = { message: 'Incorrect API key provided', type: 'invalid_request_error' };
        response.end(JSON.stringify({ error }));
        return;
      }
      response.on('close', () => {
        if (!response.writableFinished) call.closedEarly = true;
      });
      const script = queue.length > 1 ? queue.shift()! : queue[0]!;
      void answer(call, response, script);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    /** The AI_BASE_URL of this server. */
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    firstTokenAt,
    /** The answers of the next calls, in order; the last one answers every call after it. */
    script(...answers: ChatScript[]) {
      queue = answers;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ChatServer = Awaited<ReturnType<typeof startChatServer>>;
