import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** PGlite has no lock between processes: one process at a time owns DATA_DIR. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another Folio process (pid ${pid}) is using ${dataDir}. Stop it first: the embedded database ` +
        'accepts one process at a time (use DATABASE_URL with PostgreSQL to run several).',
    );
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'folio.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        rmSync(file, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
      rmSync(file, { force: true }); // left by a process that died
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
