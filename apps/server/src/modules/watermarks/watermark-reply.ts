import type { FastifyReply } from 'fastify';

/**
 * Sends a page image drawn for one viewer: shown inline, never kept by the browser or a shared cache
 * (the link prevents downloads), never able to run script.
 */
export const sendWatermarked = (reply: FastifyReply, image: Buffer) =>
  reply
    .headers({
      'Content-Type': 'image/jpeg',
      'Content-Disposition': 'inline',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
      'Content-Length': image.length,
    })
    .send(image);
