import { existsSync } from 'node:fs';
import path from 'node:path';
import { DATA_RIGHTS_TEXTS } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalStore } from '../../platform/storage/local-store.ts';
import { createTestClock } from '../../test/clock.ts';
import { buildUser, PASSWORD } from '../../test/factories.ts';
import { patiently } from '../../test/patience.ts';
import { expectLimitedAfter } from '../../test/rate-limits.ts';
import type { SmtpPeer } from '../../test/smtp.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import { call, type Headers, type TestApp } from '../../test/test-app.ts';
import { readZip } from '../../test/zip.ts';
import { removeExpiredExports } from './data-export.jobs.ts';
import { dataExports } from './data-exports.table.ts';
import { EXPORT_DOWNLOADS_PER_MINUTE } from './data-rights.routes.ts';
import { presentationWithPdf } from './data-rights.test-utils.ts';

const clock = createTestClock();
let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => {
  ({ t, smtp } = await createSmtpTestApp({ clock }));
});
afterAll(() => t.close());

async function signIn(email: string): Promise<Headers> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: PASSWORD },
  });
  return { authorization: `Bearer ${login.json().access}` };
}

/** A presentation with a converted PDF asset and a contact: what a user has to export. */
async function agentWithContent(title: string, contact: string) {
  const user = await buildUser(t.app);
  const { id, pdf } = await presentationWithPdf(t, user.headers, title);
  expect(
    (await call(t, 'POST', '/api/contacts', user.headers, { name: contact, email: `${contact}@example.com` }))
      .statusCode,
  ).toBe(201);
  return { ...user, presentationId: id, pdf };
}

const state = async (headers: Headers) => (await call(t, 'GET', '/api/account/data-export', headers)).json();
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

describe('downloading your data', () => {
  it("zips the user's own presentations, files and contacts, never a stranger's, and e-mails a signed link", async () => {
    const agent = await agentWithContent('Ocean Villa', 'marina');
    const stranger = await agentWithContent('Stranger Loft', 'oscar');
    const pushed: { type: string; percentage: number }[] = [];
    t.app.realtime.connect(agent.user.id, { readyState: 1, send: (text) => pushed.push(JSON.parse(text)) });

    const [first, second] = await Promise.all([
      call(t, 'POST', '/api/account/data-export', agent.headers),
      call(t, 'POST', '/api/account/data-export', agent.headers),
    ]);
    // Two submits at once queue one export.
    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 429]);
    expect([first, second].find((r) => r.statusCode === 429)!.json().detail).toBe(
      DATA_RIGHTS_TEXTS.exportRunning,
    );

    await vi.waitFor(async () => expect((await state(agent.headers)).latest.status).toBe('ready'), patiently);
    const { latest, next_request_at } = await state(agent.headers);
    expect(latest).toMatchObject({ percentage: 100, download_url: expect.stringMatching(/\/download\?/) });
    expect(next_request_at).not.toBeNull();
    const percentages = pushed.filter((m) => m.type === 'data_export.progress').map((m) => m.percentage);
    expect(percentages).toEqual([...percentages].sort((a, b) => a - b));
    expect(pushed.at(-1)).toMatchObject({ type: 'data_export.ready', percentage: 100 });

    const mail = await smtp.waitFor(agent.email);
    expect(mail.subject).toBe('Your Folio data is ready to download');
    expect(mail.text).toContain(`http://folio.test/settings/your-data?export=${latest.id}&expires=`);

    const download = await t.app.inject({ url: pathOf(latest.download_url), headers: agent.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="folio-data-\d{4}-\d\d-\d\d\.zip"/,
    );
    const zip = await readZip(download.rawPayload);
    expect(zip.get('README.txt')?.toString()).toContain('Your Folio data');
    const presentations = JSON.parse(zip.get('presentations.json')!.toString());
    expect(presentations.map((p: { title: string }) => p.title)).toEqual(['Ocean Villa']);
    const [asset] = presentations[0].assets;
    expect(asset.file).toBe(`files/presentations/${agent.presentationId}/assets/${asset.id}/Ocean Villa.pdf`);
    expect(zip.get(asset.file)?.equals(agent.pdf)).toBe(true);
    expect(zip.get(asset.pages[0])?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const contacts = JSON.parse(zip.get('contacts.json')!.toString());
    expect(contacts.map((c: { name: string }) => c.name)).toEqual(['marina']);
    const everything = [...zip.values()].map((b) => b.toString('latin1')).join('\n');
    expect(everything).not.toContain('Stranger Loft');
    expect(everything).not.toContain('oscar@example.com');
    expect(JSON.parse(zip.get('account.json')!.toString()).profile).toMatchObject({ email: agent.email });
    expect(everything).not.toMatch(/password_hash|\$argon2/);

    // The URL is bound to its user, and to its exact parameters.
    expect(
      (await t.app.inject({ url: pathOf(latest.download_url), headers: stranger.headers })).statusCode,
    ).toBe(404);
    // Its first character changed (to a character it is not: one in 64 signatures starts with 'A').
    const tampered = pathOf(latest.download_url).replace(
      /signature=(.)/,
      (_, first) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    expect((await t.app.inject({ url: tampered, headers: agent.headers })).statusCode).toBe(404);
    const later = pathOf(latest.download_url).replace(
      /expires=(\d+)/,
      (_, e) => `expires=${Number(e) + 3600}`,
    );
    expect((await t.app.inject({ url: later, headers: agent.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: pathOf(latest.download_url) })).statusCode).toBe(401);
    // An API key cannot take a copy of the account.
    const key = (await call(t, 'POST', '/api/rollout', agent.headers, { name: 'CRM' })).json().rollout_key;
    expect(
      (await call(t, 'GET', '/api/account/data-export', { authorization: `Bearer ${key}` })).statusCode,
    ).toBe(403);

    // One an hour: the next request waits, then goes.
    const again = await call(t, 'POST', '/api/account/data-export', agent.headers);
    expect(again.statusCode).toBe(429);
    expect(again.json().detail).toBe(DATA_RIGHTS_TEXTS.exportTooSoon(60));

    // After 24 hours the link answers 410 and the hourly cleanup deletes the zip.
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, latest.id));
    const stored = path.join(t.dataDir, 'files', row!.fileKey!);
    expect(existsSync(stored)).toBe(true);
    clock.advance(25 * 3600);
    const fresh = await signIn(agent.email);
    const expired = await t.app.inject({ url: pathOf(latest.download_url), headers: fresh });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().detail).toBe(DATA_RIGHTS_TEXTS.downloadExpired);
    expect((await state(fresh)).latest).toMatchObject({ status: 'expired', download_url: null });
    expect(
      await removeExpiredExports({
        db: t.database.db,
        store: await createLocalStore(path.join(t.dataDir, 'files')),
        clock,
      }),
    ).toBe(1);
    expect(existsSync(stored)).toBe(false);
    expect((await state(fresh)).next_request_at).toBeNull();
  }, 120_000);

  it('tries at most the limit of download signatures a minute per user, then answers 429', async () => {
    const guesser = await buildUser(t.app);
    await expectLimitedAfter(EXPORT_DOWNLOADS_PER_MINUTE, () =>
      t.app.inject({
        url: '/api/account/data-export/1/download?expires=99999999999&signature=guessed',
        headers: guesser.headers,
      }),
    );
  });
});
