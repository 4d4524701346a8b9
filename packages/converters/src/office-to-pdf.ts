import { copyFile, mkdir, mkdtemp, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONVERSION_MESSAGES, ConversionError } from './conversion-error.ts';
import { normalizeExtension } from './file-kind.ts';
import { writeHardenedProfile } from './office-profile.ts';
import { commandWorks, run } from './processes.ts';

/** LibreOffice import filters: the file is read as what its checked extension says, never sniffed as HTML or RTF. */
const IMPORT_FILTERS: Record<string, string> = {
  docx: 'MS Word 2007 XML',
  doc: 'MS Word 97',
  odt: 'writer8',
  pptx: 'Impress MS PowerPoint 2007 XML',
  ppt: 'MS PowerPoint 97',
  odp: 'impress8',
  xlsx: 'Calc MS Excel 2007 XML',
  xls: 'MS Excel 97',
  ods: 'calc8',
};

let libreOffice: Promise<boolean> | undefined;
let networkJail: Promise<string[]> | undefined;

/** Whether `soffice` runs on this machine (asked once per process). */
export function isLibreOfficeAvailable(): Promise<boolean> {
  libreOffice ??= commandWorks('soffice', ['--version']);
  return libreOffice;
}

/**
 * A prefix that runs LibreOffice in a new network namespace with no interface up, so a document
 * cannot make it fetch anything: `unshare -n` as root, `unshare -rn` (user namespace) otherwise.
 * Without either, conversions still run, relying on the profile's settings, and a warning is emitted.
 */
function withoutNetwork(): Promise<string[]> {
  networkJail ??= (async () => {
    if (await commandWorks('unshare', ['-n', 'true'])) return ['unshare', '-n'];
    if (await commandWorks('unshare', ['-r', '-n', 'true'])) return ['unshare', '-r', '-n'];
    process.emitWarning('unshare -n is not available: LibreOffice runs with network access', {
      code: 'FOLIO_LIBREOFFICE_NETWORK',
    });
    return [];
  })();
  return networkJail;
}

async function isPdf(file: string): Promise<boolean> {
  const handle = await open(file, 'r').catch(() => undefined);
  if (!handle) return false;
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    return head.toString('latin1') === '%PDF-';
  } finally {
    await handle.close();
  }
}

export type OfficeToPdfOptions = {
  /** Default 120 000 ms; the whole LibreOffice process group is killed after it. */
  timeoutMs?: number;
  /** The checked extension (detectKind's ext) when inputPath has none. */
  ext?: string;
};

/**
 * Office or OpenDocument file (doc, docx, odt, odp, ppt, pptx, xls, xlsx, ods) → PDF with
 * LibreOffice headless, answering `<workDir>/<input name>.pdf`. Each call copies the input into its
 * own folder under workDir, with a fresh hardened profile, HOME there, a bare environment and no
 * network; the folder is removed afterwards. Throws "This file could not be converted…" when
 * LibreOffice fails, writes no PDF or runs out of time.
 */
export async function officeToPdf(
  inputPath: string,
  workDir: string,
  options: OfficeToPdfOptions = {},
): Promise<string> {
  const ext = normalizeExtension(options.ext ?? path.extname(inputPath));
  const filter = IMPORT_FILTERS[ext];
  if (!filter) throw new ConversionError(CONVERSION_MESSAGES.notAllowed);
  if (!(await isLibreOfficeAvailable())) {
    throw new ConversionError(CONVERSION_MESSAGES.officeFailed, {
      cause: new Error('LibreOffice is not installed'),
    });
  }
  await mkdir(workDir, { recursive: true });
  const sandbox = await mkdtemp(path.join(workDir, 'office-'));
  try {
    const input = path.join(sandbox, `input.${ext}`);
    await copyFile(inputPath, input);
    const profile = await writeHardenedProfile(sandbox);
    const args = [
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      '--headless',
      '--invisible',
      '--norestore',
      '--nologo',
      '--nodefault',
      '--nolockcheck',
      `--infilter=${filter}`,
      '--convert-to',
      'pdf',
      '--outdir',
      sandbox,
      input,
    ];
    const [command, ...prefix] = [...(await withoutNetwork()), 'soffice'];
    const result = await run(command as string, [...prefix, ...args], {
      cwd: sandbox,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: sandbox, LANG: 'C.UTF-8', TMPDIR: sandbox },
      timeoutMs: options.timeoutMs ?? 120_000,
    });
    const output = path.join(sandbox, 'input.pdf');
    if (result.code !== 0 || !(await isPdf(output))) {
      throw new Error(`soffice exited with ${result.code} and no PDF: ${result.stderr.slice(0, 2000)}`);
    }
    const target = path.join(workDir, `${path.basename(inputPath, path.extname(inputPath))}.pdf`);
    await rename(output, target);
    return target;
  } catch (cause) {
    if (cause instanceof ConversionError) throw cause;
    throw new ConversionError(CONVERSION_MESSAGES.officeFailed, { cause });
  } finally {
    await rm(sandbox, { recursive: true, force: true });
  }
}
