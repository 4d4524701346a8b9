import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class RemoteFileTooLarge extends Error {}

export type TempFile = { path: string; size: number; cleanup(): Promise<void> };

/** Writes a downloaded body to a temporary file, never whole in memory; past `maxBytes` it stops and rejects. */
export async function saveToTemp(body: Readable, maxBytes: number): Promise<TempFile> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'folio-import-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const target = path.join(dir, 'download');
  let size = 0;
  try {
    await pipeline(
      body,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          if (size > maxBytes) throw new RemoteFileTooLarge();
          yield chunk;
        }
      },
      createWriteStream(target),
    );
    return { path: target, size, cleanup };
  } catch (error) {
    body.destroy();
    await cleanup();
    throw error;
  }
}

/** Reads a small body (an error or a JSON answer) up to `limit` bytes; the rest is dropped. */
export async function readSmall(body: Readable, limit = 64 * 1024) {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= limit) break;
    }
  } catch {
    // A body cut off while reading an error: what arrived is enough.
  } finally {
    body.destroy();
  }
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}

/** The body as JSON when it is JSON, else null. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
