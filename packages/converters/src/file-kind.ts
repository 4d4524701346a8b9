import { open } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { CONVERSION_MESSAGES, ConversionError } from './conversion-error.ts';

export type FileKind = 'pdf' | 'office' | 'image' | 'video';
export type DetectedFile = { kind: FileKind; ext: string; mime: string };

type Rule = { kind: FileKind; mime: string; accepts: readonly string[] };

const OFFICE_ZIP = ['zip', 'docx', 'pptx', 'xlsx', 'odt', 'odp', 'ods', 'docm', 'pptm', 'xlsm'];
const ISO_VIDEO = ['mp4', 'm4v', 'mov', '3gp', '3g2', 'f4v'];
const MPEG = ['mpg', 'mp2', 'mp1'];

/**
 * Each accepted extension (after aliasing) and what file-type must find in its first bytes.
 * Office Open XML and OpenDocument files are zip containers, the old Office formats CFB ones.
 */
const RULES: Record<string, Rule> = {
  pdf: { kind: 'pdf', mime: 'application/pdf', accepts: ['pdf', 'ai'] },
  docx: {
    kind: 'office',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    accepts: OFFICE_ZIP,
  },
  pptx: {
    kind: 'office',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    accepts: OFFICE_ZIP,
  },
  xlsx: {
    kind: 'office',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    accepts: OFFICE_ZIP,
  },
  odt: { kind: 'office', mime: 'application/vnd.oasis.opendocument.text', accepts: OFFICE_ZIP },
  odp: { kind: 'office', mime: 'application/vnd.oasis.opendocument.presentation', accepts: OFFICE_ZIP },
  ods: { kind: 'office', mime: 'application/vnd.oasis.opendocument.spreadsheet', accepts: OFFICE_ZIP },
  doc: { kind: 'office', mime: 'application/msword', accepts: ['cfb'] },
  ppt: { kind: 'office', mime: 'application/vnd.ms-powerpoint', accepts: ['cfb'] },
  xls: { kind: 'office', mime: 'application/vnd.ms-excel', accepts: ['cfb'] },
  jpg: { kind: 'image', mime: 'image/jpeg', accepts: ['jpg'] },
  png: { kind: 'image', mime: 'image/png', accepts: ['png', 'apng'] },
  gif: { kind: 'image', mime: 'image/gif', accepts: ['gif'] },
  webp: { kind: 'image', mime: 'image/webp', accepts: ['webp'] },
  tif: { kind: 'image', mime: 'image/tiff', accepts: ['tif'] },
  bmp: { kind: 'image', mime: 'image/bmp', accepts: ['bmp'] },
  heic: { kind: 'image', mime: 'image/heic', accepts: ['heic', 'avif'] },
  heif: { kind: 'image', mime: 'image/heif', accepts: ['heic', 'avif'] },
  svg: { kind: 'image', mime: 'image/svg+xml', accepts: [] },
  mp4: { kind: 'video', mime: 'video/mp4', accepts: ISO_VIDEO },
  m4v: { kind: 'video', mime: 'video/x-m4v', accepts: ISO_VIDEO },
  mov: { kind: 'video', mime: 'video/quicktime', accepts: ISO_VIDEO },
  '3gp': { kind: 'video', mime: 'video/3gpp', accepts: ISO_VIDEO },
  '3g2': { kind: 'video', mime: 'video/3gpp2', accepts: ISO_VIDEO },
  mkv: { kind: 'video', mime: 'video/x-matroska', accepts: ['mkv', 'webm'] },
  webm: { kind: 'video', mime: 'video/webm', accepts: ['webm', 'mkv'] },
  avi: { kind: 'video', mime: 'video/vnd.avi', accepts: ['avi'] },
  flv: { kind: 'video', mime: 'video/x-flv', accepts: ['flv'] },
  mpg: { kind: 'video', mime: 'video/mpeg', accepts: MPEG },
  mts: { kind: 'video', mime: 'video/mp2t', accepts: ['mts'] },
  mxf: { kind: 'video', mime: 'application/mxf', accepts: ['mxf'] },
  ogv: { kind: 'video', mime: 'video/ogg', accepts: ['ogv', 'ogg', 'ogm', 'ogx'] },
  rm: { kind: 'video', mime: 'application/vnd.rn-realmedia', accepts: ['rm'] },
  swf: { kind: 'video', mime: 'application/x-shockwave-flash', accepts: ['swf'] },
  wmv: { kind: 'video', mime: 'video/x-ms-wmv', accepts: ['asf'] },
};

/** Other spellings of the same format, mapped to the extension `detectKind` answers. */
const ALIASES: Record<string, string> = {
  jpeg: 'jpg',
  jpe: 'jpg',
  tiff: 'tif',
  '3gpp': '3gp',
  mpeg: 'mpg',
  vob: 'mpg',
  ts: 'mts',
  rmvb: 'rm',
};

/** An extension ('.JPEG', 'jpeg') lower-cased, without its dot, aliases resolved ('jpg'). */
export function normalizeExtension(ext: string): string {
  const bare = ext.replace(/^\./, '').toLowerCase();
  return ALIASES[bare] ?? bare;
}

/** The normalized extension after the last dot of a file name ('' when none). */
export function canonicalExtension(filename: string): string {
  return normalizeExtension(path.extname(filename));
}

async function readHead(filePath: string, bytes: number): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** SVG: text that starts, after a BOM, whitespace, an XML declaration, comments or a doctype, with <svg. */
export function looksLikeSvg(head: Buffer): boolean {
  let text = head.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const prolog = /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i;
  const rest = text.slice(prolog.exec(text)?.[0].length ?? 0);
  return /^<svg[\s>/]/i.test(rest);
}

/**
 * Detects a file's kind from its magic bytes and its name together; any mismatch (an executable
 * renamed .pdf, an empty file, a zip renamed .doc…) throws the spec's "not allowed" message, except a
 * .pdf whose bytes are no known format, which throws the PDF's "can't load" message.
 */
export async function detectKind(filePath: string, filename: string): Promise<DetectedFile> {
  const ext = canonicalExtension(filename);
  const rule = RULES[ext];
  if (!rule) throw new ConversionError(CONVERSION_MESSAGES.notAllowed);
  if (ext === 'svg') {
    if (looksLikeSvg(await readHead(filePath, 64 * 1024))) return { kind: rule.kind, ext, mime: rule.mime };
    throw new ConversionError(CONVERSION_MESSAGES.notAllowed);
  }
  const found = await fileTypeFromFile(filePath).catch((cause: unknown) => {
    throw new ConversionError(CONVERSION_MESSAGES.notAllowed, { cause });
  });
  // A .pdf with no known signature at all is a damaged PDF (a cut or garbled header), not another type.
  if (!found && rule.kind === 'pdf' && (await readHead(filePath, 1)).length > 0)
    throw new ConversionError(CONVERSION_MESSAGES.pdfUnreadable);
  if (!found || !rule.accepts.includes(found.ext)) throw new ConversionError(CONVERSION_MESSAGES.notAllowed);
  const exact = found.ext === ext || (ext === 'heif' && found.ext === 'heic');
  return { kind: rule.kind, ext, mime: exact ? found.mime : rule.mime };
}
