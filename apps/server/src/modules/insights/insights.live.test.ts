import type { PresentationInsights } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ofType, openSocket } from '../../platform/realtime/realtime.test-utils.ts';
import { createTestClock } from '../../test/clock.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildSharedPresentation, openLink, postActivity } from '../viewer/viewer.test-utils.ts';
import { createCoalescer } from './insights.live.ts';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

/** Timers run by hand: `elapse` fires those due. */
function manualTimers() {
  let now = 0;
  const due = new Map<number, { at: number; run: () => void }>();
  let ids = 0;
  return {
    set: (run: () => void, ms: number) => {
      ids += 1;
      due.set(ids, { at: now + ms, run });
      return ids;
    },
    clear: (id: unknown) => void due.delete(id as number),
    elapse(ms: number) {
      now += ms;
      for (const [id, timer] of [...due])
        if (timer.at <= now) {
          due.delete(id);
          timer.run();
        }
    },
  };
}

describe('insights.changed coalescing', () => {
  it('says the first change at once, a burst once more at the end of the window, then stays quiet', () => {
    const timers = manualTimers();
    const sent: string[] = [];
    const coalescer = createCoalescer((key) => sent.push(key), 500, timers);
    coalescer.changed('1:10');
    expect(sent).toEqual(['1:10']);
    for (let i = 0; i < 50; i += 1) coalescer.changed('1:10');
    coalescer.changed('1:11');
    expect(sent).toEqual(['1:10', '1:11']);
    timers.elapse(500);
    // The burst's last change is never lost: one message for it when the window ends.
    expect(sent).toEqual(['1:10', '1:11', '1:10']);
    timers.elapse(500);
    timers.elapse(5000);
    expect(sent).toEqual(['1:10', '1:11', '1:10']);
    coalescer.changed('1:10');
    expect(sent).toEqual(['1:10', '1:11', '1:10', '1:10']);
  });
});

describe('insights.changed over the socket', () => {
  it('reaches the owner as a view opens and goes on; the refetch shows it; nobody else is told', async () => {
    const mine = await buildSharedPresentation(t);
    const theirs = await buildSharedPresentation(t);
    const [link, otherLink] = await Promise.all([mine.share(), theirs.share()]);
    const owner = openSocket(t.app, mine.owner.headers);
    const stranger = openSocket(t.app, theirs.owner.headers);
    await Promise.all([owner.next(ofType('hello')), stranger.next(ofType('hello'))]);
    const aboutMine = (m: Record<string, unknown>) =>
      m.type === 'insights.changed' && m.presentation_id === mine.p.id;

    const token = (await openLink(t, link.hash)).body.view_token!;
    expect(await owner.next(aboutMine)).toEqual({ type: 'insights.changed', presentation_id: mine.p.id });
    const insights = (
      await call(t, 'GET', `/api/presentation-insights/${mine.p.id}`, mine.owner.headers)
    ).json() as PresentationInsights;
    expect(insights.views).toBe(1);

    // Time on a page already seen changes the insights too, though not the bell's entry.
    const told = owner.messages.filter(aboutMine).length;
    const page = { type: 'time', asset_id: mine.assets[0]!.id, page: 0, seconds: 12 };
    expect((await postActivity(t, { view_token: token, events: [page] })).statusCode).toBe(200);
    await owner.next((m) => aboutMine(m) && owner.messages.filter(aboutMine).length > told);

    // The stranger's own view comes after: had they been told of the owner's, it would have come first.
    await openLink(t, otherLink.hash);
    await stranger.next((m) => m.type === 'insights.changed' && m.presentation_id === theirs.p.id);
    expect(stranger.messages.filter(aboutMine)).toEqual([]);
    owner.socket.close();
    stranger.socket.close();
  });
});
