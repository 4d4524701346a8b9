import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('the DATA_DIR lock', () => {
  it('refuses a second owner with a clear error and frees the folder on release', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'folio-lock-'));
    await writeFile(path.join(dir, 'folio.lock'), '1'); // pid 1 is alive: another process holds it
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/Another Folio process \(pid 1\) is using/);
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'folio-lock-'));
    await writeFile(path.join(dir, 'folio.lock'), '999999');
    const release = lockDataDir(dir);
    release();
    lockDataDir(dir)();
  });
});
