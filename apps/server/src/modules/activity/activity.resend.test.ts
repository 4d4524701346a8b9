import { VALIDATION, VIEWER_TEXTS } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { postActivity } from '../viewer/viewer.test-utils.ts';
import { sessionProbe } from './activity.test-utils.ts';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const { opened, pagesOf, timeOf, sessionRow } = sessionProbe(() => t);
const TAB = 'tab-0123456789abcdef';

/** A session's seconds per (asset, page), and its total. */
async function counted(sessionId: number) {
  const rows = await timeOf(sessionId);
  return {
    rows: Object.fromEntries(rows.map((r) => [`${r.assetId ?? 'cover'}:${r.page}`, r.seconds])),
    total: (await sessionRow(sessionId)).totalSeconds,
  };
}

describe('tracking: a batch sent again', () => {
  it('counts a batch whose reply was lost once, however often and however concurrently it comes again', async () => {
    const s = await opened();
    const [a1, a2] = [s.assets[0]!.id, s.assets[1]!.id];
    clock.advance(15);
    const first = {
      view_token: s.token,
      tab_id: TAB,
      seq: 1,
      events: [
        { type: 'page_view', asset_id: a1, page: 0 },
        { type: 'time', asset_id: a1, page: 0, seconds: 10 },
        { type: 'time', seconds: 5 },
      ],
    };
    expect((await postActivity(t, first)).json()).toEqual({ accepted: 3, dropped: 0 });
    clock.advance(15);
    const second = { ...first, seq: 2, events: [{ type: 'time', asset_id: a2, page: 0, seconds: 15 }] };
    expect((await postActivity(t, second)).statusCode).toBe(200);
    const before = await counted(s.session.id);
    expect(before).toEqual({ rows: { [`${a1}:0`]: 10, 'cover:-1': 5, [`${a2}:0`]: 15 }, total: 30 });

    // The client got no answer to batch 1 and sends it again, as a beacon and from its next load at once.
    clock.advance(2);
    const again = await Promise.all([
      postActivity(t, first),
      postActivity(t, JSON.stringify(first), 'text/plain;charset=UTF-8'),
      postActivity(t, first),
    ]);
    expect(again.map((r) => [r.statusCode, r.json()])).toEqual(
      Array(3).fill([200, { accepted: 3, dropped: 0 }]),
    );
    expect(await postActivity(t, second).then((r) => r.statusCode)).toBe(200);
    // Nothing moved between pages, nothing was added.
    expect(await counted(s.session.id)).toEqual(before);
    expect(await pagesOf(s.session.id)).toHaveLength(1);
  });

  it('tells batches apart by tab and number: out of order, another tab, no id at all', async () => {
    const s = await opened();
    const a1 = s.assets[0]!.id;
    clock.advance(30);
    const batch = (tab: string | undefined, seq: number | undefined, seconds: number) =>
      postActivity(t, {
        view_token: s.token,
        ...(tab ? { tab_id: tab, seq } : {}),
        events: [{ type: 'time', asset_id: a1, page: 0, seconds }],
      });
    await batch(TAB, 2, 4);
    await batch(TAB, 1, 3); // lost before, resent after the next one
    await batch(`${TAB}-other`, 1, 2); // another tab of the same session (a reload)
    await batch(undefined, undefined, 1); // an older client: every batch counts
    await batch(undefined, undefined, 1);
    await batch(TAB, 1, 3);
    await batch(TAB, 2, 4);
    expect((await counted(s.session.id)).total).toBe(11);
  });

  it('refuses a batch id that is not one (400) and writes nothing', async () => {
    const s = await opened();
    clock.advance(30);
    const events = [{ type: 'time', asset_id: s.assets[0]!.id, page: 0, seconds: 5 }];
    const refused = async (fields: object, field: string, message: string) => {
      const response = await postActivity(t, { view_token: s.token, events, ...fields });
      expect(response.statusCode).toBe(400);
      expect((response.json() as Record<string, string[]>)[field]).toContain(message);
    };
    await refused({ tab_id: TAB, seq: 2 ** 31 }, 'seq', VALIDATION.invalidSequence);
    await refused({ tab_id: TAB, seq: 0 }, 'seq', VALIDATION.invalidSequence);
    await refused({ tab_id: TAB, seq: 1.5 }, 'seq', VALIDATION.invalidSequence);
    await refused({ tab_id: 'tab\u0000-0123456789abcdef', seq: 1 }, 'tab_id', VALIDATION.invalidClientId);
    await refused({ tab_id: 'short', seq: 1 }, 'tab_id', VALIDATION.invalidClientId);
    await refused({ tab_id: TAB }, 'seq', VIEWER_TEXTS.batchIdIncomplete);
    await refused({ seq: 1 }, 'seq', VIEWER_TEXTS.batchIdIncomplete);
    expect(await counted(s.session.id)).toEqual({ rows: {}, total: 0 });
  });
});
