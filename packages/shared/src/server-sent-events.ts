export type ServerSentEvent = { event: string; data: string };

/**
 * Reads a text/event-stream incrementally (the event and data fields of the WHATWG format): `push` the
 * decoded text as it arrives and get the events it completed; `end` hands on a last event whose blank
 * line never came (a cut stream), so its data reads as what it is.
 */
export function serverSentEventParser() {
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  const line = (text: string, done: ServerSentEvent[]) => {
    if (text.startsWith('event:')) event = text.slice(6).trim();
    else if (text.startsWith('data:')) data.push(text.slice(5).replace(/^ /, ''));
    else if (text === '' && data.length > 0) {
      done.push({ event, data: data.join('\n') });
      event = 'message';
      data = [];
    }
  };
  return {
    push(text: string) {
      const done: ServerSentEvent[] = [];
      buffer += text;
      for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
        line(buffer.slice(0, end).replace(/\r$/, ''), done);
        buffer = buffer.slice(end + 1);
      }
      return done;
    },
    end() {
      const done: ServerSentEvent[] = [];
      if (buffer) line(buffer, done);
      buffer = '';
      line('', done);
      return done;
    },
  };
}

/** The events of a text/event-stream body as they arrive. */
export async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const parser = serverSentEventParser();
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    yield* parser.end();
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
