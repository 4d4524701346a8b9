import http from 'node:http';
import sharp from 'sharp';

export type SeenRequest = { method: string; path: string; url: URL; headers: http.IncomingHttpHeaders };
type Handler = (request: SeenRequest, response: http.ServerResponse) => void;

/**
 * A local HTTP server standing in for a provider's API: it records every request and answers with the
 * handler. `base` is its 127.0.0.1 origin, `otherBase` the same server as another origin (localhost), for
 * redirects to a provider's separate download host.
 */
export async function startProvider(handler: Handler) {
  const seen: SeenRequest[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://provider.test');
    const entry = { method: request.method ?? 'GET', path: url.pathname, url, headers: request.headers };
    seen.push(entry);
    handler(entry, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    base: `http://127.0.0.1:${port}`,
    otherBase: `http://localhost:${port}`,
    seen,
    paths: () => seen.map((r) => r.path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const sendJson = (response: http.ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

/** A real small image, so that the asset made from it passes the first-bytes check. */
export const testImage = (format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: '#34495e' } })
    .toFormat(format)
    .toBuffer();

/** The head of a PDF: enough for the first-bytes check of a file asset. */
export const testPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
