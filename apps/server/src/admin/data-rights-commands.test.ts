import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../admin.ts';
import { assets, users } from '../db/schema.ts';
import { presentationWithPdf } from '../modules/data-rights/data-rights.test-utils.ts';
import { buildUser } from '../test/factories.ts';
import { call, createTestApp, type TestApp } from '../test/test-app.ts';
import { readZip } from '../test/zip.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The CLI on the app's own database and DATA_DIR, as an operator runs it. */
async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const env = { DATA_DIR: t.dataDir, PUBLIC_URL: 'http://folio.test', LOG_LEVEL: 'silent' };
  const code = await runAdmin(argv, env, { out: (l) => out.push(l), err: (l) => err.push(l) }, t.database);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('export-user and delete-user', () => {
  it("writes the user's zip, then deletes the account only with --yes", async () => {
    const agent = await buildUser(t.app);
    const stranger = await buildUser(t.app);
    const mine = await presentationWithPdf(t, agent.headers, 'Cliff House');
    await presentationWithPdf(t, stranger.headers, 'Stranger Barn');
    const link = (
      await call(t, 'POST', `/api/presentations/${mine.id}/share-link`, agent.headers, { is_public: true })
    ).json();

    const file = path.join(t.dataDir, 'agent.zip');
    const exported = await admin('export-user', agent.email.toUpperCase(), file);
    expect(exported.code).toBe(0);
    expect(exported.out).toContain('1 presentation(s) and document(s), 1 asset(s), 0 contact(s)');
    const zip = await readZip(await readFile(file));
    const [presentation] = JSON.parse(zip.get('presentations.json')!.toString());
    expect(presentation.title).toBe('Cliff House');
    expect(zip.get(presentation.assets[0].file)?.equals(mine.pdf)).toBe(true);
    expect([...zip.values()].some((b) => b.toString('latin1').includes('Stranger Barn'))).toBe(false);

    const unconfirmed = await admin('delete-user', agent.email);
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.err).toContain('Nothing deleted: run again with --yes');
    expect(await t.database.db.select().from(users).where(eq(users.id, agent.user.id))).toHaveLength(1);

    const [asset] = await t.database.db.select().from(assets).where(eq(assets.id, mine.assetId));
    const stored = [asset!.fileKey!, ...asset!.convertedFiles].map((key) =>
      path.join(t.dataDir, 'files', key),
    );
    const deleted = await admin('delete-user', agent.email, '--yes');
    expect(deleted).toMatchObject({ code: 0, err: '' });
    expect(deleted.out).toContain(`Deleted ${agent.email}`);
    expect(stored.filter((p) => existsSync(p))).toEqual([]);
    expect((await call(t, 'GET', '/api/user', agent.headers)).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/client/presentations/${link.hash}` })).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/user', stranger.headers)).statusCode).toBe(200);

    const again = await admin('delete-user', agent.email, '--yes');
    expect(again).toMatchObject({ code: 1, err: `No user with the e-mail ${agent.email}.` });
  }, 120_000);
});
