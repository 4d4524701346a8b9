import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { AGREEMENT_TEXTS } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildSharedPresentation, openLink, unlock } from '../viewer/viewer.test-utils.ts';

let t: TestApp;
let free: TestApp;
beforeAll(async () => {
  // One after the other: two apps starting at once may miss Fastify's plugin timeout on a busy machine.
  t = await createTestApp();
  free = await createTestApp({ env: { TRIAL_DAYS: '0' } });
}, 240_000);
afterAll(() => Promise.all([t.close(), free.close()]));

const NDA =
  'Confidential. You agree not to share the price of Ocean View Villa.\nSigned in good faith — é ü 日本.';

async function withAgreement(text = NDA) {
  const s = await buildSharedPresentation(t);
  const link = await s.share();
  const url = `/api/presentations/${s.p.id}/share-links/${link.id}/agreement`;
  const set = await call(t, 'PUT', url, s.owner.headers, { text });
  expect(set.statusCode).toBe(200);
  return { ...s, link, url, agreement: set.json().agreement as { id: number; version: number } };
}

const pdfText = async (bytes: Buffer) => {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'receipt-')), 'r.pdf');
  await writeFile(file, bytes);
  return (await promisify(execFile)('pdftotext', [file, '-'])).stdout;
};

describe('agreement gate', () => {
  it('shows the text on the gate and nothing of the content until accepted with name and e-mail', async () => {
    const s = await withAgreement();
    const gated = await openLink(t, s.link.hash);
    expect(gated.body.gate).toMatchObject({ agreement: { id: s.agreement.id, text: NDA } });
    expect(JSON.stringify(gated.body)).not.toContain('Asset 1');
    expect(gated.body.view_token).toBeNull();

    const missing = await unlock(t, s.link.hash, {});
    expect(missing.response.statusCode).toBe(400);
    expect(missing.response.json()).toMatchObject({
      name: [AGREEMENT_TEXTS.nameRequired],
      email: [expect.any(String)],
      agreement_id: [AGREEMENT_TEXTS.changed],
    });
    const notAccepted = await unlock(t, s.link.hash, {
      name: 'Ann Lee',
      email: 'ann@example.com',
      agreement_id: s.agreement.id,
    });
    expect(notAccepted.response.json()).toEqual({ accept_agreement: [AGREEMENT_TEXTS.mustAccept] });

    const accepted = await unlock(
      t,
      s.link.hash,
      { name: 'Ann Lee', email: 'Ann@Example.com', agreement_id: s.agreement.id, accept_agreement: true },
      '10.20.30.40',
    );
    expect(accepted.response.statusCode).toBe(200);
    expect(accepted.body.presentation.assets).toHaveLength(2);

    const list = await call(t, 'GET', `/api/presentations/${s.p.id}/agreement-acceptances`, s.owner.headers);
    expect(list.json().results).toEqual([
      expect.objectContaining({
        name: 'Ann Lee',
        email: 'ann@example.com',
        ip: '10.20.30.40',
        version: 1,
        share_link_id: s.link.id,
      }),
    ]);
  });

  it('keeps versions: an acceptance names the exact text, and the receipt PDF shows it', async () => {
    const s = await withAgreement();
    const v1 = s.agreement.id;
    await unlock(t, s.link.hash, {
      name: 'Ann',
      email: 'ann@example.com',
      agreement_id: v1,
      accept_agreement: true,
    });
    const edited = await call(t, 'PUT', s.url, s.owner.headers, { text: 'Version two of the terms.' });
    expect(edited.json().agreement).toMatchObject({ version: 2 });
    // A recipient who read the old text is asked again.
    const stale = await unlock(t, s.link.hash, {
      name: 'Bob',
      email: 'bob@example.com',
      agreement_id: v1,
      accept_agreement: true,
    });
    expect(stale.response.json()).toEqual({ agreement_id: [AGREEMENT_TEXTS.changed] });
    const list = await call(t, 'GET', `/api/presentations/${s.p.id}/agreement-acceptances`, s.owner.headers);
    const [first] = list.json().results as { id: number; version: number }[];
    expect(first!.version).toBe(1);
    const receipt = await call(
      t,
      'GET',
      `/api/presentations/${s.p.id}/agreement-acceptances/${first!.id}/receipt`,
      s.owner.headers,
    );
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toContain('attachment');
    const text = await pdfText(receipt.rawPayload);
    expect(text).toContain('Agreement acceptance receipt');
    expect(text).toContain('ann@example.com');
    expect(text).toContain('You agree not to share the price of Ocean View Villa.');
    expect(text).not.toContain('Version two');
  });

  it('answers another owner 404 and a free user 403, and refuses an empty text', async () => {
    const s = await withAgreement();
    const other = await buildUser(t.app);
    expect((await call(t, 'GET', s.url, other.headers)).statusCode).toBe(404);
    expect((await call(t, 'PUT', s.url, other.headers, { text: 'Mine' })).statusCode).toBe(404);
    const list = await call(t, 'GET', `/api/presentations/${s.p.id}/agreement-acceptances`, other.headers);
    expect(list.statusCode).toBe(404);
    const receipt = await call(
      t,
      'GET',
      `/api/presentations/${s.p.id}/agreement-acceptances/1/receipt`,
      other.headers,
    );
    expect(receipt.statusCode).toBe(404);
    expect((await call(t, 'PUT', s.url, s.owner.headers, { text: '   ' })).json()).toEqual({
      text: [AGREEMENT_TEXTS.textRequired],
    });
    const f = await buildSharedPresentation(free);
    const link = await f.share();
    const refused = await call(
      free,
      'PUT',
      `/api/presentations/${f.p.id}/share-links/${link.id}/agreement`,
      f.owner.headers,
      {
        text: NDA,
      },
    );
    expect(refused.json()).toEqual({ detail: AGREEMENT_TEXTS.premium, code: 'premium_required' });
  });

  it('removing it opens the link again; the acceptances stay', async () => {
    const s = await withAgreement();
    expect((await call(t, 'DELETE', s.url, s.owner.headers)).statusCode).toBe(204);
    expect((await call(t, 'GET', s.url, s.owner.headers)).json()).toEqual({ agreement: null });
    expect((await openLink(t, s.link.hash)).body.gate).toBeNull();
  });
});
