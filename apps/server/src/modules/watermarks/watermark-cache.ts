import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Watermarked page images on this instance's disk, by key (a hash of the viewer, the page and the
 * text), at most `maxBytes` in all: the least recently read go first. The folder is emptied when the
 * server starts (what it held is not known any more); a file lost meanwhile is made again.
 */
export function createWatermarkCache(dir: string, maxBytes: number) {
  /** Sizes in order of use, oldest first. */
  const entries = new Map<string, number>();
  let bytes = 0;
  const making = new Map<string, Promise<Buffer>>();
  const ready = rm(dir, { recursive: true, force: true }).then(() => mkdir(dir, { recursive: true }));
  const fileOf = (key: string) => path.join(dir, `${key}.jpg`);

  function forget(key: string) {
    const size = entries.get(key);
    if (size === undefined) return;
    entries.delete(key);
    bytes -= size;
    rm(fileOf(key), { force: true }).catch(() => {});
  }

  async function keep(key: string, image: Buffer) {
    await ready;
    await writeFile(fileOf(key), image);
    forget(key);
    entries.set(key, image.length);
    bytes += image.length;
    for (const [oldest] of entries) {
      if (bytes <= maxBytes || oldest === key) break;
      forget(oldest);
    }
  }

  async function read(key: string) {
    if (!entries.has(key)) return undefined;
    const size = entries.get(key)!;
    entries.delete(key);
    entries.set(key, size);
    return readFile(fileOf(key)).catch(() => {
      forget(key);
      return undefined;
    });
  }

  return {
    /** The image kept under `key`, else made by `make` (once, however many ask meanwhile) and kept. */
    async get(key: string, make: () => Promise<Buffer>) {
      const kept = await read(key);
      if (kept) return kept;
      let made = making.get(key);
      if (!made) {
        made = make().then(async (image) => {
          await keep(key, image);
          return image;
        });
        making.set(key, made);
        made.then(
          () => making.delete(key),
          () => making.delete(key),
        );
      }
      return made;
    },

    /** Bytes kept now. */
    size: () => bytes,
  };
}

export type WatermarkCache = ReturnType<typeof createWatermarkCache>;
