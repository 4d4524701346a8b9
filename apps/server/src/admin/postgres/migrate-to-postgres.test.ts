import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../admin.ts';
import { buildApp } from '../../app.ts';
import { parseConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { PASSWORD } from '../../test/factories.ts';
import { testDatabaseName, withDatabase } from '../../test/global-setup.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const EMAIL = 'mover@example.com';
let dataDir: string;
const targets: string[] = [];

/** The app on a database, as the server would build it from DATA_DIR or DATABASE_URL. */
async function appOn(database: Awaited<ReturnType<typeof openDatabase>>) {
  const config = parseConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://folio.test', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, webDist: path.join(dataDir, 'no-web') });
  await app.ready();
  return app;
}

async function emptyDatabase() {
  const name = testDatabaseName('folio_move', 'target');
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  targets.push(name);
  return withDatabase(postgresUrl!, name);
}

async function move(url: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(
    ['migrate-to-postgres', url],
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe.skipIf(!postgresUrl)('moving an embedded install to PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let presentationId: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'folio-move-'));
    const embedded = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    await migrate(embedded);
    const app = await appOn(embedded);
    try {
      const registered = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          email: EMAIL,
          password1: PASSWORD,
          password2: PASSWORD,
          first_name: 'Mo',
          last_name: 'Ver',
        },
      });
      const headers = { authorization: `Bearer ${registered.json().access}` };
      const created = await app.inject({ method: 'POST', url: '/api/presentations', headers, payload: {} });
      presentationId = created.json().id;
      const link = await app.inject({
        method: 'POST',
        url: `/api/presentations/${presentationId}/share-link`,
        headers,
        payload: { name: 'For the Smiths' },
      });
      await app.inject({ url: `/api/client/presentations/${link.json().hash}` });
    } finally {
      await app.close();
      await embedded.close();
    }
  });

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    for (const name of targets) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('copies every row, verified, and the agent signs in on PostgreSQL to find their presentation', async () => {
    const url = await emptyDatabase();
    const moved = await move(url);
    expect(moved.err).toBe('');
    expect(moved.code).toBe(0);
    expect(moved.out).toMatch(/Copied \d+ tables \(\d+ rows\), every row count and checksum verified/);

    const database = await openDatabase({ kind: 'postgres', url });
    const app = await appOn(database);
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: EMAIL, password: PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const headers = { authorization: `Bearer ${login.json().access}` };
      const list = await app.inject({ url: '/api/presentations', headers });
      expect(list.json().results.map((p: { id: number }) => p.id)).toEqual([presentationId]);
      const links = await app.inject({ url: `/api/presentations/${presentationId}/share-links`, headers });
      expect(links.json().results.map((l: { name: string }) => l.name)).toEqual(['For the Smiths']);
      // The sequences came along: a new presentation does not collide with a copied id.
      const next = await app.inject({ method: 'POST', url: '/api/presentations', headers, payload: {} });
      expect(next.statusCode).toBe(201);
      expect(next.json().id).toBeGreaterThan(presentationId);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses a database that already holds data, and changes nothing in it', async () => {
    const url = await emptyDatabase();
    expect((await move(url)).code).toBe(0);
    const again = await move(url);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/^The PostgreSQL database is not empty: the table \w+ has rows\.$/);
  });

  it('says so when PostgreSQL cannot be reached', async () => {
    const moved = await move('postgres://folio@127.0.0.1:9/folio');
    expect(moved.code).toBe(1);
    expect(moved.err).toMatch(/^Cannot reach the PostgreSQL database: /);
  });
});
