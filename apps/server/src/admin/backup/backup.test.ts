import { mkdir, mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../admin.ts';
import { openDatabase } from '../../db/client.ts';
import { presentations, users } from '../../db/schema.ts';
import { startBackupSocket } from '../../platform/backup-socket.ts';
import { lockDataDir } from '../../platform/data-dir-lock.ts';
import { migratedDataDir } from '../../test/server-process.ts';

const FILE_KEY = 'assets/2026/brochure-page-1.jpg';
const FILE_BYTES = Buffer.from('a page image, byte for byte');
let source: string;
let work: string;

async function admin(dataDir: string, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(
    argv,
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function counts(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    return {
      users: (await database.db.select().from(users)).map((u) => u.email),
      presentations: (await database.db.select().from(presentations)).map((p) => p.title),
    };
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  source = await migratedDataDir('folio-backup-');
  work = await mkdtemp(path.join(os.tmpdir(), 'folio-backups-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(source, 'db') });
  const [user] = await database.db
    .insert(users)
    .values({ email: 'kept@example.com', remainingPresentationInsightsFreeUser: 3 })
    .returning();
  await database.db.insert(presentations).values({ userId: user!.id, title: 'Harbor Loft' });
  await database.close();
  await mkdir(path.join(source, 'files', path.dirname(FILE_KEY)), { recursive: true });
  await writeFile(path.join(source, 'files', FILE_KEY), FILE_BYTES);
  await writeFile(path.join(source, 'encryption.key'), 'k'.repeat(44), { mode: 0o600 });
});

afterAll(async () => {
  await rm(source, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

describe('backup and restore of an embedded install', () => {
  it('restores every row, file and the encryption key into an empty folder', async () => {
    const file = path.join(work, 'stopped.tar.gz');
    const backup = await admin(source, 'backup', file);
    expect(backup.err).toBe('');
    expect(backup.out).toBe(`Backed up the database and 1 files (0.00 MB) to ${file}.`);
    const target = path.join(work, 'restored');
    const restore = await admin(target, 'restore', file);
    expect(restore.err).toBe('');
    expect(restore.out).toBe(`Restored 1 users, 1 presentations and 1 files into ${target}.`);
    expect(await counts(target)).toEqual({ users: ['kept@example.com'], presentations: ['Harbor Loft'] });
    expect(await readFile(path.join(target, 'files', FILE_KEY))).toEqual(FILE_BYTES);
    expect(await readFile(path.join(target, 'encryption.key'), 'utf8')).toBe('k'.repeat(44));
  });

  it('takes the snapshot from the running server, which owns the database', async () => {
    const release = lockDataDir(source);
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(source, 'db') });
    const stop = await startBackupSocket(source, database.pglite!);
    try {
      const file = path.join(work, 'running.tar.gz');
      expect((await admin(source, 'backup', file)).code).toBe(0);
      // The server keeps working while the backup is read back elsewhere.
      await database.db
        .insert(users)
        .values({ email: 'later@example.com', remainingPresentationInsightsFreeUser: 3 });
      const target = path.join(work, 'from-running');
      expect((await admin(target, 'restore', file)).code).toBe(0);
      expect((await counts(target)).users).toEqual(['kept@example.com']);
    } finally {
      await stop();
      await database.close();
      release();
    }
  });

  it('refuses a folder that is not empty, and a damaged backup, leaving nothing behind', async () => {
    const file = path.join(work, 'damaged.tar.gz');
    expect((await admin(source, 'backup', file)).code).toBe(0);
    const notEmpty = await admin(source, 'restore', file);
    expect(notEmpty).toMatchObject({ code: 1, err: `${source} is not empty: restore into a new DATA_DIR.` });

    await truncate(file, 2000);
    const target = path.join(work, 'from-damaged');
    const damaged = await admin(target, 'restore', file);
    expect(damaged.code).toBe(1);
    expect(damaged.err).toMatch(/^The backup (cannot be read|is incomplete)/);
    expect((await readdir(target)).filter((name) => name !== 'folio.lock')).toEqual([]);
  });
});
