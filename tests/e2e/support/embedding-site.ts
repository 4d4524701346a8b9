import { createServer, type Server } from 'node:http';
import { E2E_PORT } from '../../../playwright.config.ts';

/** The partner site allowed to frame the embeddable pages (EMBED_ORIGINS of the journeys' server). */
export const ALLOWED_EMBED_PORT = E2E_PORT + 7;
/** A site that is not. */
export const OTHER_EMBED_PORT = E2E_PORT + 8;
/** The partner site of the social sign-in journeys' Folio. */
export const SOCIAL_EMBED_PORT = E2E_PORT + 9;
/** On localhost while Folio is on 127.0.0.1: another site, so the frame is third-party as on the web. */
export const embedOrigin = (port: number) => `http://localhost:${port}`;

/** A partner's page that shows Folio's `path` in an iframe (the journeys' Folio unless another is given). */
export async function startEmbeddingSite(port: number, path: string, folio = `http://127.0.0.1:${E2E_PORT}`) {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>Partner</title><h1>Partner site</h1>` +
        `<iframe title="Folio" src="${folio}${path}" width="480" height="760"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `${embedOrigin(port)}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
