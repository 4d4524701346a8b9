import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export type MultipartForm = {
  fields: Record<string, string>;
  files: Record<string, string>;
  cleanup(): Promise<void>;
};

/**
 * Streams a multipart request to a temporary folder (never holding a file in memory) and returns its
 * text fields and the paths of its files. The caller must call cleanup().
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: {
    maxFileBytes: number;
    tooLarge: string;
    /** Fields with a limit of their own (a video beside pictures). */
    fileLimits?: Record<string, { maxFileBytes: number; tooLarge: string }>;
  },
) {
  const own = limits.fileLimits ?? {};
  const largest = Math.max(limits.maxFileBytes, ...Object.values(own).map((l) => l.maxFileBytes));
  const dir = await mkdtemp(path.join(os.tmpdir(), 'folio-upload-'));
  const form: MultipartForm = {
    fields: {},
    files: {},
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
  try {
    for await (const part of request.parts({
      limits: { fileSize: largest, files: 6, fields: 40 },
    })) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value);
        continue;
      }
      const target = path.join(dir, randomBytes(8).toString('hex'));
      await pipeline(part.file, createWriteStream(target));
      const limit = own[part.fieldname] ?? limits;
      if (part.file.truncated || (await stat(target)).size > limit.maxFileBytes)
        throw new AppError(413, { [part.fieldname]: [limit.tooLarge] });
      form.files[part.fieldname] = target;
    }
    return form;
  } catch (error) {
    await form.cleanup();
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, { detail: limits.tooLarge });
    throw new AppError(400, { detail: 'The upload could not be read.' });
  }
}

/** Multipart sends every field as text: turn 'true', 'false', 'null' and the named number fields back into values. */
export const formValues = (fields: Record<string, string>, numberFields: string[] = []) =>
  Object.fromEntries(
    Object.entries(fields).map(([k, v]) => {
      if (v === 'true' || v === 'false') return [k, v === 'true'];
      if (v === 'null') return [k, null];
      if (numberFields.includes(k) && v.trim() !== '' && Number.isFinite(Number(v))) return [k, Number(v)];
      return [k, v];
    }),
  );
